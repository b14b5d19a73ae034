// Species pages and conservation statuses on the real database: the page's facts in the reader's language,
// 404 for unknown slugs, the gallery's pages, the map's coarse positions, and the administrators' status edits
// (which the curated list applied at start then leaves alone).

import fs from 'node:fs';
import path from 'node:path';
import { IUCN_SOURCE, isThreatened } from '@common/constants/conservation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_STATUSES } from '../../data/conservation/statuses';
import { speciesDatabase } from '../../db/schema';
import { firstRenderRequests } from '../../http/page-data';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { applyCuratedStatuses } from '../conservation/curated';
import { inSameCell } from './cell.support';
import { speciesPageRenderer } from './page-open-graph';
import { adminBearer, ensureSpecies, linkSighting } from './page-test-support';

let t: TestApp;
let ids: Map<string, { id: number; slug: string }>;
let bearer: string;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  ids = await ensureSpecies(t.app, [
    {
      scientificName: 'Cygnus olor',
      commonName: 'Mute swan',
      category: 'birds',
      family: 'Anatidae',
      names: { fr: 'Cygne tuberculé', ja: 'コブハクチョウ' },
    },
    { scientificName: 'Cygnus cygnus', commonName: 'Whooper swan', category: 'birds', family: 'Anatidae' },
    { scientificName: 'Anser anser', commonName: 'Greylag goose', category: 'birds', family: 'Anatidae' },
    {
      scientificName: 'Panthera tigris',
      commonName: 'Tiger',
      category: 'mammals',
      family: 'Felidae',
      order: 'Carnivora',
    },
    // Made-up species, so the sample catalogue's own names cannot interfere.
    {
      scientificName: 'Fictornis alba',
      commonName: 'White fictbird',
      category: 'birds',
      family: 'Fictidae',
      names: { fr: 'Fictoiseau blanc', ja: 'シロフィクト' },
    },
    {
      scientificName: 'Fictornis nigra',
      commonName: 'Black fictbird',
      category: 'birds',
      family: 'Fictidae',
    },
    { scientificName: 'Fictanas grisea', commonName: 'Grey fictduck', category: 'birds', family: 'Fictidae' },
  ]);
  bearer = await adminBearer(t.app);
});
afterAll(async () => t?.close());

const swan = () => ids.get('Cygnus olor') ?? { id: 0, slug: '' };
const tiger = () => ids.get('Panthera tigris') ?? { id: 0, slug: '' };

describe('curated conservation statuses', () => {
  it('holds at least 300 species, each once, with valid categories and years', () => {
    expect(CURATED_STATUSES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(CURATED_STATUSES.map((c) => c[0])).size).toBe(CURATED_STATUSES.length);
    for (const [name, , , year] of CURATED_STATUSES) {
      expect(name).toMatch(/^[A-Z][a-z]+ [a-z]+( [a-z]+)?$/);
      expect(year).toBeGreaterThanOrEqual(1996);
      expect(year).toBeLessThanOrEqual(2025);
    }
  });

  it('applies to catalogue rows and leaves an administrator’s edit alone', async () => {
    await applyCuratedStatuses(t.app.ctx.db);
    const read = async (id: number) =>
      (await t.app.ctx.db.select().from(speciesDatabase).where(eq(speciesDatabase.id, id)))[0];
    expect(await read(tiger().id)).toMatchObject({
      conservationStatus: 'EN',
      conservationYear: 2022,
      conservationSource: IUCN_SOURCE,
    });
    expect((await read(swan().id))?.conservationStatus).toBe('LC');
    // A second run changes nothing.
    expect(await applyCuratedStatuses(t.app.ctx.db)).toBe(0);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/conservation-status/${swan().id}`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: { status: 'VU', source: 'Regional assessment', year: 2024 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'VU', source: 'Regional assessment', year: 2024 });
    await applyCuratedStatuses(t.app.ctx.db);
    expect((await read(swan().id))?.conservationStatus).toBe('VU');

    const page = await t.app.inject({ method: 'GET', url: `/api/species/${swan().slug}` });
    expect(page.json().conservation).toEqual({ status: 'VU', source: 'Regional assessment', year: 2024 });
  });

  it('lists, filters and refuses bad edits', async () => {
    const auth = { authorization: `Bearer ${bearer}` };
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/conservation-status?status=EN',
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.map((e: { scientificName: string }) => e.scientificName)).toContain(
      'Panthera tigris',
    );
    expect(list.json().entries.every((e: { status: string }) => e.status === 'EN')).toBe(true);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conservation-status?scientificName=${encodeURIComponent('Anser anser')}&withStatus=false`,
      headers: auth,
    });
    expect(one.json().entries).toHaveLength(1);
    const future = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/conservation-status/${tiger().id}`,
      headers: auth,
      payload: { status: 'CR', source: null, year: new Date().getUTCFullYear() + 1 },
    });
    expect(future.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/conservation-status/${tiger().id}`,
      headers: auth,
      payload: { status: 'XX', source: null, year: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please select a Red List category');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/conservation-status/2000000000',
      headers: auth,
      payload: { status: 'CR', source: null, year: null },
    });
    expect(missing.statusCode).toBe(404);
    const member = await makeUser(t.app);
    for (const headers of [{}, { cookie: member.cookie }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/conservation-status', headers });
      expect(refused.statusCode).toBe(401);
    }
    expect(isThreatened('VU') && isThreatened('CR') && !isThreatened('NT') && !isThreatened(null)).toBe(true);
  });
});

describe('species pages', () => {
  it('answers 404 JSON for unknown and malformed slugs', async () => {
    for (const slug of ['no-such-species', 'Bad%20Slug']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/species/${slug}` });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/species/no-such-species' })).statusCode).toBe(404);
  });

  it('names the species in the reader’s language: lang, then the member’s language, then Accept-Language', async () => {
    const url = `/api/species/${ids.get('Fictornis alba')?.slug}`;
    expect((await t.app.inject({ method: 'GET', url: `${url}?lang=fr` })).json().name).toBe(
      'Fictoiseau blanc',
    );
    const japanese = await makeUser(t.app, { preferredLanguage: 'ja' });
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: japanese.cookie } })).json().name,
    ).toBe('シロフィクト');
    const byHeader = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(byHeader.json()).toMatchObject({
      name: 'Fictoiseau blanc',
      lang: 'fr',
      englishName: 'White fictbird',
    });
    // No German name: the English one, said to be English.
    expect((await t.app.inject({ method: 'GET', url: `${url}?lang=de` })).json()).toMatchObject({
      name: 'White fictbird',
      nameLang: 'en',
    });
    expect((await t.app.inject({ method: 'GET', url: `${url}?lang=xx` })).statusCode).toBe(400);
    const page = (await t.app.inject({ method: 'GET', url })).json();
    expect(page.taxonomy).toMatchObject({ family: 'Fictidae', genus: 'Fictornis', taxonClass: 'Aves' });
    expect(page.similar).toEqual([
      {
        slug: 'fictornis-nigra',
        scientificName: 'Fictornis nigra',
        name: 'Black fictbird',
        sightings: 0,
        relation: 'genus',
      },
      {
        slug: 'fictanas-grisea',
        scientificName: 'Fictanas grisea',
        name: 'Grey fictduck',
        sightings: 0,
        relation: 'family',
      },
    ]);
    expect(page.conservation).toBeNull();
  });

  it('counts public sightings by month, pages the gallery and names the top photographers', async () => {
    const alice = await makeUser(t.app);
    const bob = await makeUser(t.app);
    const made: number[] = [];
    for (const [who, date] of [
      [alice, '2025-01-10'],
      [alice, '2025-01-20'],
      [alice, '2025-03-05'],
      [bob, '2025-07-14'],
      [bob, '2025-07-15'],
    ] as const) {
      const s = await makeSighting(t.app, who.cookie, {
        speciesName: 'Mute swan',
        dateSpotted: date,
        latitude: 51.5,
        longitude: -0.12,
      });
      await linkSighting(t.app, s.id, swan().id);
      made.push(s.id);
    }
    const hidden = await makeSighting(t.app, bob.cookie, {
      speciesName: 'Mute swan',
      isPublic: false,
      dateSpotted: '2025-07-16',
    });
    await linkSighting(t.app, hidden.id, swan().id);

    const page = (await t.app.inject({ method: 'GET', url: `/api/species/${swan().slug}` })).json();
    expect(page.sightings).toBe(5);
    expect(page.byMonth).toEqual([2, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    expect(
      page.topPhotographers.map((p: { username: string; sightings: number }) => [p.username, p.sightings]),
    ).toEqual([
      [alice.username, 3],
      [bob.username, 2],
    ]);

    const seen: number[] = [];
    let url = `/api/species/${swan().slug}/gallery?limit=2`;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((s: { id: number }) => s.id));
      const next = res.headers['x-next-cursor'];
      if (typeof next !== 'string') break;
      url = `/api/species/${swan().slug}/gallery?limit=2&cursor=${encodeURIComponent(next)}`;
    }
    expect(seen).toEqual([...made].reverse());
    expect(seen).not.toContain(hidden.id);
    const badCursor = await t.app.inject({
      method: 'GET',
      url: `/api/species/${swan().slug}/gallery?cursor=zzz`,
    });
    expect(badCursor.statusCode).toBe(400);
  });

  it('draws a threatened species’ sightings inside their cell, and exactly once the species is out of danger', async () => {
    const member = await makeUser(t.app);
    const s = await makeSighting(t.app, member.cookie, {
      speciesName: 'Tiger',
      category: 'mammals',
      latitude: 26.5432,
      longitude: 80.1234,
    });
    await linkSighting(t.app, s.id, tiger().id);
    const map = (await t.app.inject({ method: 'GET', url: `/api/species/${tiger().slug}/map` })).json();
    expect(map.total).toBe(1);
    expect(map.points[0]).toMatchObject({ sightingId: s.id, coarse: true });
    expect(inSameCell(map.points[0], { latitude: 26.5432, longitude: 80.1234 })).toBe(true);
    expect(map.points[0].latitude).not.toBeCloseTo(26.5432, 4);
    const swanMap = (
      await t.app.inject({ method: 'GET', url: `/api/species/${ids.get('Cygnus olor')?.slug}/map` })
    ).json();
    // The swan was made Vulnerable by the administrator above: coarse too. Back to LC, exact positions.
    expect(swanMap.points[0].coarse).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/conservation-status/${swan().id}`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: { status: 'LC', source: IUCN_SOURCE, year: 2016 },
    });
    const after = (await t.app.inject({ method: 'GET', url: `/api/species/${swan().slug}/map` })).json();
    expect(after.points[0]).toMatchObject({ latitude: 51.5, longitude: -0.12, coarse: false });
  });
});

describe('species page HTML', () => {
  it('has Open Graph tags naming the species, its records and its status', async () => {
    const index = path.join(t.dataDir, 'index.html');
    fs.writeFileSync(index, '<html><head><title>WildLens</title></head><body></body></html>');
    const render = speciesPageRenderer(t.app.ctx);
    const html = await render(`/species/${tiger().slug}`, index);
    expect(html).toContain('<title>Tiger · WildLens</title>');
    expect(html).toContain('property="og:url" content="http://localhost:5000/species/panthera-tigris"');
    expect(html).toMatch(
      /og:description" content="Tiger \(Panthera tigris\), family Felidae: 1 sighting shared by the WildLens community. IUCN Red List: Endangered \(2022\)./,
    );
    expect(await render('/species/no-such-species', index)).toBeNull();
  });

  it('embeds the page’s answer in the reader’s language', () => {
    expect(firstRenderRequests('/species/cygnus-olor', new URLSearchParams(), 'fr')).toContain(
      '/api/species/cygnus-olor?lang=fr',
    );
  });
});
