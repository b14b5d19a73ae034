// Community identification in the browser: an author publishes a dated, placed photo; one member identifies it
// and a second agrees with one click on the sighting page: the research-grade badge appears. A third member
// disagrees: after a reload the badge is gone (agreement is no longer more than two thirds).
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
});
