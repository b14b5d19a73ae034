// A sighting linked to a catalogue species carries it (id, slug for /species/{slug}, scientific name and the
// common name in the reader's language) in every answer that presents sightings; a free-text one carries null.
import type { Sighting, SightingDetail } from '@common/schemas/sightings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, speciesDatabase } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let swanId: number;
let member: Awaited<ReturnType<typeof makeUser>>;
let linked: SightingDetail;
let unlinkedId: number;

const swan = (commonName: string) => ({
  id: swanId,
  slug: 'cygnus-olor',
  scientificName: 'Cygnus olor',
  commonName,
});

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const byId = <S extends { id: number }>(list: S[], id: number) => list.find((s) => s.id === id);

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.ctx.db
    .select({ id: speciesDatabase.id })
    .from(speciesDatabase)
    .where(eq(speciesDatabase.scientificName, 'Cygnus olor'));
  if (!row) throw new Error('the sample catalogue lacks Cygnus olor');
  swanId = row.id;
  member = await makeUser(t.app);
  // Written by name: publishing links it to the catalogue species of that name.
  linked = await makeSighting(t.app, member.cookie, { speciesName: 'Mute Swan' });
  const [free] = await t.app.ctx.db
    .insert(sightings)
    .values({ userId: member.id, speciesName: 'Unnamed marsh bird', category: 'birds' })
    .returning({ id: sightings.id });
  if (!free) throw new Error('insert returned nothing');
  unlinkedId = free.id;
});
afterAll(async () => {
  await t.close();
});

describe('the species of a sighting', () => {
  it('is in the answer to publishing, named in the English the member reads', () => {
    expect(linked.species).toEqual(swan('Mute swan'));
  });

  it('is the linked species on the sighting page, in the language asked for, and null for a free-text name', async () => {
    expect((await get<SightingDetail>(`/api/sightings/${linked.id}`)).species).toEqual(swan('Mute swan'));
    expect((await get<SightingDetail>(`/api/sightings/${linked.id}?lang=fr`)).species).toEqual(
      swan('Cygne tuberculé'),
    );
    const free = await get<SightingDetail>(`/api/sightings/${unlinkedId}?lang=fr`);
    expect(free.species).toBeNull();
    expect(free.speciesName).toBe('Unnamed marsh bird');
  });

  it("follows a visitor's browser languages and the language they picked, and says the answer varies", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sightings/${linked.id}`,
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect((res.json() as SightingDetail).species?.commonName).toBe('Höckerschwan');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
    const picked = await get<SightingDetail>(`/api/sightings/${linked.id}`, {
      'accept-language': 'de',
      cookie: 'wl_lang=ja',
    });
    expect(picked.species?.commonName).toBe('コブハクチョウ');
  });

  it("names it in a member's preferred language", async () => {
    const reader = await makeUser(t.app, { preferredLanguage: 'nl' });
    const page = await get<SightingDetail>(`/api/sightings/${linked.id}`, { cookie: reader.cookie });
    expect(page.species).toEqual(swan('Knobbelzwaan'));
    const list = await get<Sighting[]>(`/api/sightings?userId=${member.id}`, { cookie: reader.cookie });
    expect(byId(list, linked.id)?.species).toEqual(swan('Knobbelzwaan'));
  });

  it('is in list pages, each language its own cached page, and null for free-text names', async () => {
    const url = `/api/sightings?userId=${member.id}`;
    for (const [lang, name] of [
      ['en', 'Mute swan'],
      ['fr', 'Cygne tuberculé'],
      ['en', 'Mute swan'],
      ['es', 'Cisne vulgar'],
    ] as const) {
      const list = await get<Sighting[]>(`${url}&lang=${lang}`);
      expect(byId(list, linked.id)?.species).toEqual(swan(name));
      expect(byId(list, unlinkedId)?.species).toBeNull();
    }
    // The member's own list (private sightings included) is read by another statement.
    const own = await get<Sighting[]>(`${url}&lang=fr`, { cookie: member.cookie });
    expect(byId(own, linked.id)?.species).toEqual(swan('Cygne tuberculé'));
  });

  it('falls back to the English name in a language the catalogue has no name in', async () => {
    const page = await get<SightingDetail>(`/api/sightings/${linked.id}?lang=hi`);
    expect(page.species).toEqual(swan('Mute swan'));
  });

  it('refuses an unknown language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sightings/${linked.id}?lang=xx` });
    expect(res.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/sightings?lang=xx' });
    expect(list.statusCode).toBe(400);
  });

  it("is in the feed, bookmarks and the species' gallery", async () => {
    const reader = await makeUser(t.app, { preferredLanguage: 'fr' });
    const follow = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/follow`,
      headers: { cookie: reader.cookie },
    });
    expect(follow.statusCode, follow.body).toBeLessThan(300);
    const feed = await get<Sighting[]>('/api/feed', { cookie: reader.cookie });
    expect(byId(feed, linked.id)?.species).toEqual(swan('Cygne tuberculé'));

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { cookie: reader.cookie },
      payload: { sightingId: linked.id },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as { sighting: Sighting }).sighting.species).toEqual(swan('Cygne tuberculé'));
    const bookmarks = await get<{ sighting: Sighting }[]>('/api/bookmarks', { cookie: reader.cookie });
    expect(bookmarks.map((b) => b.sighting.species)).toEqual([swan('Cygne tuberculé')]);

    const gallery = await get<Sighting[]>('/api/species/cygnus-olor/gallery', { 'accept-language': 'it' });
    expect(byId(gallery, linked.id)?.species).toEqual(swan('Cigno reale'));
  });
});
