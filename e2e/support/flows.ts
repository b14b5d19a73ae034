// Steps shared by the browser journeys, written as a person would do them.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export function newMember() {
  const id = randomBytes(3).toString('hex');
  return { username: `watcher_${id}`, email: `watcher_${id}@example.com`, password: 'Kingfisher9' };
}

export async function register(page: Page, member: ReturnType<typeof newMember>): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await page.getByRole('dialog').waitFor();
}

export async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signOut(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByText('Logged out').first().waitFor();
}

export async function expectPath(page: Page, pathWithQuery: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathWithQuery, { timeout: 10_000 });
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(pathWithQuery);
}

/** Signs in as the administrator (the test server's ADMIN_PASSWORD) and lands on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Admin Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin-Passw0rd');
  await page.getByRole('button', { name: /Sign In/ }).click();
  await expectPath(page, '/admin/dashboard');
}

/** Registers a member through the API in this browser context (the session cookie lands in the context). */
export async function registerViaApi(
  context: BrowserContext,
  member: ReturnType<typeof newMember>,
): Promise<number> {
  const res = await context.request.post('/api/auth/register', {
    data: { ...member, preferredLanguage: 'en' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user: { id: number } }).user.id;
}

/** Creates a sighting without media through the API as the context's member. */
export async function createSightingViaApi(
  context: BrowserContext,
  data: {
    speciesName: string;
    category: string;
    description?: string;
    location?: string;
    latitude?: number;
    longitude?: number;
    dateSpotted?: string;
    rarityLevel?: string;
  },
): Promise<number> {
  const res = await context.request.post('/api/sightings', { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Makes the context's member a Premium Explorer member as a person would, through the site's test-mode checkout
 * (the built-in sandbox, paid with Stripe's published test card 4242 4242 4242 4242), then waits until the
 * member's plan says premium.
 */
export async function becomePremiumViaApi(context: BrowserContext): Promise<void> {
  const started = await context.request.post('/api/subscription/checkout', { data: { method: 'card' } });
  expect(started.ok(), await started.text()).toBe(true);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const checkoutId = new URL(redirectUrl, 'http://localhost').searchParams.get('checkout');
  expect(checkoutId, redirectUrl).toBeTruthy();
  const paid = await context.request.post(`/api/payments/sandbox/${checkoutId}/pay`, {
    data: { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  for (let i = 0; i < 50; i += 1) {
    const plan = await context.request.get('/api/subscription');
    if (plan.ok() && ((await plan.json()) as { tier: string }).tier === 'premium') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the member did not become premium after paying');
}
