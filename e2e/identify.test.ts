// The identification journey: a member adds a wildlife photo on /identify, sees the species the identifier
// suggests (with the animal's box, confidence and reasons) and confirms one; a visitor is asked to sign in.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, registerViaApi } from './support/flows';

const env = useServerAndBrowser();
// A demo photo: its sighting is in the community's confirmed photos, so the identifier has it to compare with.
const SWANS = path.join(import.meta.dirname, '../server/demo/wildlife/cygnus-olor-er-swans.webp');

/** The demo sightings' photos are embedded in the background after the first start; wait for them (bounded). */
async function demoPhotosIndexed(base: string): Promise<void> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin-Passw0rd' }),
  });
  const { adminSessionToken } = (await login.json()) as { adminSessionToken: string };
  let indexed = 0;
  for (let attempt = 0; attempt < 120 && indexed < 20; attempt += 1) {
    const res = await fetch(`${base}/api/admin/ai-settings`, {
      headers: { authorization: `Bearer ${adminSessionToken}` },
    });
    indexed = ((await res.json()) as { indexedPhotos: number }).indexedPhotos;
    if (indexed < 20) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  expect(indexed, 'demo photos in the similarity index').toBeGreaterThanOrEqual(20);
}

describe('identify in the browser', () => {
  it('a visitor is asked to sign in before adding a photo', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await page.goto('/identify');
    await page.getByRole('heading', { name: 'Identify a species', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in to identify a photo' }).waitFor();
    expect(await page.getByLabel('Wildlife photo to identify').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member adds a wildlife photo, sees the suggested species with their reasons, and confirms one', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await registerViaApi(context, newMember());
    await demoPhotosIndexed(env.server.url);
    await page.goto('/identify');
    await page.getByLabel('Wildlife photo to identify').setInputFiles(SWANS);
    await page.getByText('Looking at your photo…').first().waitFor();

    // The first run loads the models in the vision process: allow it its start-up.
    const candidates = page.getByTestId('identify-candidate');
    await page
      .locator('[data-testid="identify-candidate"], #cannot-tell-title, [role="alert"]')
      .first()
      .waitFor({ timeout: 90_000 });
    expect(await candidates.count()).toBeGreaterThan(0);
    expect(await candidates.count()).toBeLessThanOrEqual(5);
    await page.getByRole('heading', { name: /Our suggestions|We're not sure/ }).waitFor();
    // Each suggestion names the species (to its page), its scientific name and a confidence in per cent.
    const first = candidates.first();
    expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/species\/.+/);
    expect(await first.textContent()).toMatch(/\d+\s?%/);
    // The animal the identifier looked at is drawn over the photo.
    await page.getByTestId('animal-box').waitFor();

    await first.getByRole('button', { name: 'This is it' }).click();
    await page.getByText('Thank you! Your answer helps the next identification.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
