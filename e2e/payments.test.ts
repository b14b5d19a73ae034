// Premium Explorer bought as a new member would, through the built-in sandbox (the site's own test-mode checkout,
// which accepts Stripe's published test cards and drives the same webhook handler as Stripe and PayPal): upgrade
// with 4242..., premium at once (a third alert, more than five uploads), the receipt in the outbox; a declined
// card leaves the member free with Stripe's own message; cancelling keeps premium until the period ends.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, registerViaApi } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false', SPECIES_CATALOGUE: 'sample' });

async function payOnTestCheckout(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL('**/stripe-checkout?checkout=*');
  await page.getByText('TEST MODE').first().waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function plan(context: BrowserContext) {
  const res = await context.request.get('/api/subscription');
  expect(res.status()).toBe(200);
  return (await res.json()) as { tier: string; status: string; cancelAtPeriodEnd: boolean };
}

/** The e-mails the site wrote to this address (the embedded outbox: one .eml file each). */
function mailsTo(email: string): string[] {
  const dir = path.join(env.server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((mail) => mail.includes(email));
}

async function waitFor<T>(what: string, read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('Premium Explorer through the test-mode checkout', () => {
  it('a new member upgrades with 4242 4242 4242 4242 and is premium at once, with a receipt by e-mail', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    const member = newMember();
    await registerViaApi(context, member);
    // Two alerts are a free member's limit.
    for (const name of ['Heron pond', 'Crane lake']) {
      const res = await context.request.post('/api/location-alerts', {
        data: { alertName: name, latitude: 59.05, longitude: 14.6 },
      });
      expect(res.status()).toBe(201);
    }
    const third = { alertName: 'Eagle cliffs', latitude: 60.1, longitude: 15.2 };
    expect((await context.request.post('/api/location-alerts', { data: third })).status()).toBe(403);

    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Choose Your Adventure' }).first().waitFor();
    await page.getByText('$4.99').first().waitFor();
    await page.goto('/upgrade');
    await page.getByRole('heading', { name: 'Upgrade to Premium Explorer', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnTestCheckout(page, '4242 4242 4242 4242');
    await page.waitForURL('**/subscription-success?payment=*');
    await page.getByText('Welcome to Premium Explorer').first().waitFor({ timeout: 20_000 });

    expect((await plan(context)).tier).toBe('premium');
    // Premium at once: the third alert is allowed now.
    expect((await context.request.post('/api/location-alerts', { data: third })).status()).toBe(201);
    const receipt = await waitFor('the receipt e-mail', () =>
      mailsTo(member.email).find((m) => /receipt/i.test(m)),
    );
    expect(receipt).toMatch(/4\.99/);

    // The subscription page shows the plan and the payment.
    await page.goto('/subscription');
    await page.getByText('$4.99').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a declined card leaves the member free, with the decline message', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await registerViaApi(context, newMember());
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnTestCheckout(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect((await plan(context)).tier).toBe('free');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a premium member cancels and stays premium until the paid period ends', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await registerViaApi(context, newMember());
    await page.goto('/upgrade');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnTestCheckout(page, '4242 4242 4242 4242');
    await page.getByText('Welcome to Premium Explorer').first().waitFor({ timeout: 20_000 });

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog
      .getByRole('button', { name: /Cancel subscription|Yes/ })
      .last()
      .click();
    await page
      .getByText(/Premium ends on/)
      .first()
      .waitFor();
    const after = await plan(context);
    expect(after).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
