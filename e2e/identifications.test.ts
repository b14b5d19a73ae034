// Community identification in the browser: an author publishes a dated, placed photo; one member identifies it
// and a second agrees with one click on the sighting page: the research-grade badge appears. A third member
// disagrees: after a reload the badge is gone (agreement is no longer more than two thirds).
// Also the rare tracker: a very rare sighting is recorded by the job worker and another member confirms it.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, registerViaApi } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false', SPECIES_CATALOGUE: 'sample' });
const PHOTO = path.join(
  import.meta.dirname,
  '..',
  'server/test/fixtures/photos/IMG_20180725_163423-tiny.jpg',
);

async function speciesId(context: BrowserContext, q: string): Promise<number> {
  const res = await context.request.get(`/api/species/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  const found = (
    (await res.json()) as { species: { id: number | null; scientificName: string | null }[] }
  ).species.find((s) => s.id !== null && s.scientificName?.toLowerCase() === q.toLowerCase());
  if (!found?.id) throw new Error(`species ${q} not in the sample catalogue`);
  return found.id;
}

async function identify(context: BrowserContext, sightingId: number, species: number) {
  const res = await context.request.post(`/api/sightings/${sightingId}/identifications`, {
    data: { speciesId: species },
  });
  expect(res.status()).toBe(201);
}

describe('community identification in the browser', () => {
  it('shows research grade when two members agree, and takes it away when a third disagrees', async () => {
    const author = await newPage(env.browser, env.server.url);
    await registerViaApi(author.context, newMember());
    const upload = await author.context.request.post('/api/media', {
      multipart: { file: { name: 'swan.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) } },
    });
    expect(upload.status()).toBe(201);
    const published = await author.context.request.post('/api/sightings', {
      data: {
        speciesName: 'Swan on the lake',
        category: 'birds',
        latitude: 51.5,
        longitude: -0.12,
        dateSpotted: '2025-04-20',
        mediaAssetId: ((await upload.json()) as { id: number }).id,
      },
    });
    expect(published.status()).toBe(201);
    const sightingId = ((await published.json()) as { id: number }).id;
    const swan = await speciesId(author.context, 'Cygnus olor');
    const goshawk = await speciesId(author.context, 'Accipiter gentilis');

    const first = await newPage(env.browser, env.server.url);
    await registerViaApi(first.context, newMember());
    await identify(first.context, sightingId, swan);

    const second = await newPage(env.browser, env.server.url);
    await registerViaApi(second.context, newMember());
    await second.page.goto(`/sighting/${sightingId}`);
    const panel = second.page.getByTestId('identifications-panel');
    await panel.waitFor();
    await panel.getByTestId('grade-needs_id').waitFor();
    await panel.getByRole('button', { name: 'Agree' }).click();
    await panel.getByTestId('research-grade').waitFor();
    await second.page.reload();
    // After the reload, both the header and the panel show it.
    await second.page.getByTestId('research-grade').nth(1).waitFor();
    expect(await second.page.getByTestId('research-grade').count()).toBe(2);

    const third = await newPage(env.browser, env.server.url);
    await registerViaApi(third.context, newMember());
    await identify(third.context, sightingId, goshawk);
    await second.page.reload();
    await second.page.getByTestId('identifications-panel').getByTestId('grade-needs_id').waitFor();
    expect(await second.page.getByTestId('research-grade').count()).toBe(0);

    for (const opened of [author, first, second, third]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);

  it('records a very rare sighting in the rare tracker, where another member confirms it as an expert', async () => {
    const reporter = await newPage(env.browser, env.server.url);
    await registerViaApi(reporter.context, newMember());
    const name = `Tracker snow leopard ${Date.now()}`;
    const published = await reporter.context.request.post('/api/sightings', {
      data: {
        speciesName: name,
        category: 'mammals',
        rarityLevel: 'very_rare',
        latitude: 34.15263,
        longitude: 77.57712,
        dateSpotted: '2025-03-02',
      },
    });
    expect(published.status()).toBe(201);
    // The server's job worker records it in the tracker shortly after it is published.
    await expect
      .poll(
        async () => {
          const res = await reporter.context.request.get(`/api/rare-sightings?q=${encodeURIComponent(name)}`);
          return ((await res.json()) as { total: number }).total;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);

    const verifier = await newPage(env.browser, env.server.url);
    await registerViaApi(verifier.context, newMember());
    await verifier.page.goto('/rare-tracker');
    await verifier.page.getByRole('heading', { name: 'Rare Species Tracker', level: 1 }).waitFor();
    const card = verifier.page.getByRole('article', { name });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('Very rare').waitFor();
    await card.getByText('0 confirmations · 0 rejections').waitFor();
    await card.getByRole('button', { name: 'Verify' }).click();
    const dialog = verifier.page.getByRole('dialog', { name: `Verify ${name}` });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Confirm' }).check();
    await dialog.getByLabel('Your expertise').selectOption({ label: 'Expert' });
    await dialog.getByLabel('Notes (optional)').fill('Rosettes and the long tail are clear.');
    await dialog.getByRole('button', { name: 'Send verification' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('1 confirmation · 0 rejections').waitFor();
    // One expert (weight 3) is not enough on its own: the record stays pending.
    await card.getByText('Pending').waitFor();

    for (const opened of [reporter, verifier]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 120_000);
});
