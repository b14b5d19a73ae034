// The shipped species catalogue on the real database (the tests' sample, server/data/species/sample-*): loaded
// once per version whatever the number of processes starting, searched in the member's language with typo
// tolerance, and linked to sightings by name or by id.
import type { SpeciesSuggestion } from '@common/schemas/species';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, sightings, speciesCatalogueState, speciesDatabase } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { readCatalogue, readManifest } from './catalogue-file';
import { linkUnlinkedSightings, queryRows } from './catalogue-links';
import { loadCatalogue } from './catalogue-loader';
import { speciesCatalogueStartup } from './catalogue-startup';

let t: TestApp;

async function suggest(query: string, headers: Record<string, string> = {}): Promise<SpeciesSuggestion[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/species/suggest?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { species: SpeciesSuggestion[] }).species;
}
const scientific = (list: SpeciesSuggestion[]) => list.map((s) => s.scientificName);

async function speciesId(scientificName: string): Promise<number> {
  const [row] = await t.app.ctx.db
    .select({ id: speciesDatabase.id })
    .from(speciesDatabase)
    .where(eq(speciesDatabase.scientificName, scientificName));
  if (!row) throw new Error(`${scientificName} is not in the catalogue`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('loading the shipped catalogue', () => {
  it('loads every species of the sample with its taxonomy, names and slug, once per version', async () => {
    const shipped = readCatalogue('sample');
    const [count] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from species_database`,
    );
    expect(count?.n).toBe(shipped.length);
    const [swan] = await t.app.ctx.db
      .select()
      .from(speciesDatabase)
      .where(eq(speciesDatabase.scientificName, 'Cygnus olor'));
    expect(swan).toMatchObject({
      slug: 'cygnus-olor',
      commonName: 'Mute swan',
      category: 'birds',
      kingdom: 'Animalia',
      phylum: 'Chordata',
      taxonClass: 'Aves',
      taxonOrder: 'Anseriformes',
      family: 'Anatidae',
      genus: 'Cygnus',
      gbifId: 2498343,
      source: 'gbif',
    });
    const names = await queryRows<{ lang: string; name: string }>(
      t.app.ctx.db,
      sql`select lang, name from species_names where species_id = ${swan?.id} and preferred and lang in ('fr', 'es', 'de', 'ja')
          order by lang`,
    );
    expect(names).toEqual([
      { lang: 'de', name: 'Höckerschwan' },
      { lang: 'es', name: 'Cisne vulgar' },
      { lang: 'fr', name: 'Cygne tuberculé' },
      { lang: 'ja', name: 'コブハクチョウ' },
    ]);
    const [state] = await t.app.ctx.db.select().from(speciesCatalogueState);
    expect(state).toMatchObject({
      variant: 'sample',
      version: `sample:${readManifest().version}`,
      status: 'loaded',
      loadedSpecies: shipped.length,
    });
    // The same version again is nothing to do; two processes starting at once load it once.
    expect((await loadCatalogue(t.app.ctx.db, { variant: 'sample' })).outcome).toBe('current');
    await t.app.ctx.db.update(speciesCatalogueState).set({ version: 'an older one' });
    const both = await Promise.all([
      loadCatalogue(t.app.ctx.db, { variant: 'sample' }),
      loadCatalogue(t.app.ctx.db, { variant: 'sample' }),
    ]);
    expect(both.map((r) => r.outcome).sort()).toEqual(['busy', 'loaded']);
    const [again] = await queryRows<{ n: number; ids: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n, count(distinct slug)::int as ids from species_database`,
    );
    expect(again).toEqual({ n: shipped.length, ids: shipped.length });
    // A new version keeps the ids sightings point at.
    expect(await speciesId('Cygnus olor')).toBe(swan?.id);
  });

  it('has every species of the shared wildlife photos and of the demo', async () => {
    const shipped = new Set(readCatalogue('sample').map((r) => r.scientificName));
    for (const name of [
      'Cygnus olor',
      'Circus hudsonius',
      'Gorilla beringei',
      'Tursiops truncatus',
      'Apis mellifera',
    ]) {
      expect(shipped.has(name), name).toBe(true);
    }
    const [dolphin] = readCatalogue('sample').filter((r) => r.scientificName === 'Tursiops truncatus');
    expect(dolphin?.category).toBe('marine');
  });
});

describe('GET /api/species/suggest over the catalogue', () => {
  it("finds a typo'd name, a genus, and names in French, Spanish, German and Japanese", async () => {
    const typo = await suggest('q=mute%20swn&lang=en');
    expect(typo[0]).toMatchObject({
      name: 'Mute swan',
      englishName: 'Mute swan',
      scientificName: 'Cygnus olor',
      slug: 'cygnus-olor',
      category: 'birds',
    });
    expect(typo[0]?.id).toBe(await speciesId('Cygnus olor'));
    expect(scientific(await suggest('q=cygnus&lang=en'))).toContain('Cygnus olor');
    expect((await suggest(`q=${encodeURIComponent('cygne tuberculé')}&lang=fr`))[0]).toMatchObject({
      name: 'Cygne tuberculé',
      scientificName: 'Cygnus olor',
    });
    // Accents are optional, and a name in another language than the reader's is found too.
    expect((await suggest('q=cygne%20tubercule&lang=en'))[0]).toMatchObject({ name: 'Mute swan' });
    expect((await suggest('q=cisne%20vulgar&lang=es'))[0]?.scientificName).toBe('Cygnus olor');
    expect((await suggest(`q=${encodeURIComponent('Höckerschwan')}&lang=de`))[0]?.name).toBe('Höckerschwan');
    const japanese = await suggest(`q=${encodeURIComponent('ハクチョウ')}&lang=ja`);
    expect(japanese.map((s) => s.name)).toContain('コブハクチョウ');
  });

  it("shows names in the member's language, else Accept-Language's", async () => {
    const member = await makeUser(t.app, { preferredLanguage: 'de' });
    expect((await suggest('q=cygnus%20olor', { cookie: member.cookie }))[0]?.name).toBe('Höckerschwan');
    expect((await suggest('q=cygnus%20olor', { 'accept-language': 'fr-CA,fr;q=0.9' }))[0]?.name).toBe(
      'Cygne tuberculé',
    );
    expect((await suggest('q=cygnus%20olor&lang=ja', { cookie: member.cookie }))[0]?.name).toBe(
      'コブハクチョウ',
    );
  });

  it('answers one and two letters from the best known species, and nothing for gibberish', async () => {
    const one = await suggest('q=c&lang=en&limit=20');
    expect(one).toHaveLength(20);
    const two = await suggest('q=sw&lang=en&limit=20');
    // The reader's own names first (a later one may match by a name in another language).
    for (const s of two.slice(0, 3)) expect(`${s.name} ${s.scientificName}`).toMatch(/(^|[\s-])sw/i);
    expect(await suggest('q=qqxqzq&lang=en')).toEqual([]);
  });

  it('keeps names the catalogue lacks from the community, after the catalogue but by their count', async () => {
    const member = await makeUser(t.app);
    await makeSighting(t.app, member.cookie, { speciesName: 'Swan of the lake', category: 'birds' });
    const list = await suggest('q=swan&lang=en&limit=20');
    const community = list.find((s) => s.name === 'Swan of the lake');
    expect(community).toMatchObject({ id: null, slug: null, sightings: 1 });
    // A name the catalogue has is not repeated as a community name.
    await makeSighting(t.app, member.cookie, { speciesName: 'Mute swan', category: 'birds' });
    const again = await suggest('q=mute&lang=en&limit=20');
    expect(again.filter((s) => s.name === 'Mute swan')).toHaveLength(1);
    expect(again.find((s) => s.name === 'Mute swan')?.id).toBe(await speciesId('Cygnus olor'));
  });
});

describe('sightings link to catalogue species', () => {
  it('links a sighting by its name (any language) and counts public linked sightings', async () => {
    const member = await makeUser(t.app);
    const swan = await speciesId('Cygnus olor');
    const before = (await t.app.ctx.db.select().from(speciesDatabase).where(eq(speciesDatabase.id, swan)))[0]
      ?.sightings;
    const byFrench = await makeSighting(t.app, member.cookie, { speciesName: 'Cygne tuberculé' });
    const stored = await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, byFrench.id));
    expect(stored[0]?.speciesId).toBe(swan);
    const after = (await t.app.ctx.db.select().from(speciesDatabase).where(eq(speciesDatabase.id, swan)))[0]
      ?.sightings;
    expect(after).toBe((before ?? 0) + 1);
    // Hidden, it no longer counts.
    await t.app.ctx.db.update(sightings).set({ isPublic: false }).where(eq(sightings.id, byFrench.id));
    const hidden = (await t.app.ctx.db.select().from(speciesDatabase).where(eq(speciesDatabase.id, swan)))[0]
      ?.sightings;
    expect(hidden).toBe(before ?? 0);
  });

  it('links sightings written before the catalogue knew their species in bulk, counting the public ones once', async () => {
    const member = await makeUser(t.app);
    const swan = await speciesId('Cygnus olor');
    const count = async () =>
      (await t.app.ctx.db.select().from(speciesDatabase).where(eq(speciesDatabase.id, swan)))[0]?.sightings ??
      0;
    const written = [
      await makeSighting(t.app, member.cookie, { speciesName: 'Mute swan' }),
      await makeSighting(t.app, member.cookie, { speciesName: 'Mute swan' }),
      await makeSighting(t.app, member.cookie, { speciesName: 'Mute swan', isPublic: false }),
    ].map((s) => s.id);
    // As if written before the catalogue was loaded: no species yet.
    await t.app.ctx.db.update(sightings).set({ speciesId: null }).where(inArray(sightings.id, written));
    const before = await count();
    expect(await linkUnlinkedSightings(t.app.ctx.db)).toBeGreaterThanOrEqual(3);
    const linked = await t.app.ctx.db.select().from(sightings).where(inArray(sightings.id, written));
    expect(linked.map((s) => s.speciesId)).toEqual([swan, swan, swan]);
    expect(await count()).toBe(before + 2);
    // The per-row count is back for later writes.
    await t.app.ctx.db
      .update(sightings)
      .set({ isPublic: false })
      .where(eq(sightings.id, written[0] ?? 0));
    expect(await count()).toBe(before + 1);
  });

  it("makes each linked species its author's identification and moves the community taxon, as one by one", async () => {
    const [author, other] = [await makeUser(t.app), await makeUser(t.app)];
    const swan = await speciesId('Cygnus olor');
    const agreed = await makeSighting(t.app, author.cookie, { speciesName: 'Mute swan' });
    const alone = await makeSighting(t.app, author.cookie, { speciesName: 'Mute swan' });
    await t.app.ctx.db
      .update(sightings)
      .set({ speciesId: null })
      .where(inArray(sightings.id, [agreed.id, alone.id]));
    // Another member named the first one while it had no species.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${agreed.id}/identifications`,
      headers: { cookie: other.cookie },
      payload: { speciesId: swan },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await linkUnlinkedSightings(t.app.ctx.db)).toBeGreaterThanOrEqual(2);
    const current = await queryRows<{ sighting_id: number; user_id: number; species_id: number }>(
      t.app.ctx.db,
      sql`select sighting_id, user_id, species_id from sighting_identifications
          where is_current and sighting_id in (${agreed.id}, ${alone.id}) order by sighting_id, user_id`,
    );
    expect(current.map((r) => [r.sighting_id, r.user_id, r.species_id])).toEqual([
      [agreed.id, author.id, swan],
      [agreed.id, other.id, swan],
      [alone.id, author.id, swan],
    ]);
    const linked = await t.app.ctx.db
      .select({ id: sightings.id, community: sightings.communitySpeciesId })
      .from(sightings)
      .where(inArray(sightings.id, [agreed.id, alone.id]))
      .orderBy(sightings.id);
    // Two members agree on the first; the second has its author's word alone.
    expect(linked).toEqual([
      { id: agreed.id, community: swan },
      { id: alone.id, community: null },
    ]);
    // The per-row identification triggers are back for later writes.
    await t.app.ctx.db.update(sightings).set({ speciesId: null }).where(eq(sightings.id, alone.id));
    const withdrawn = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from sighting_identifications where is_current and sighting_id = ${alone.id}`,
    );
    expect(withdrawn[0]?.n).toBe(0);
  });
});

describe('the catalogue load at start-up', () => {
  it('waits for what it is told to come after, and does not load once stopped meanwhile', async () => {
    const db = t.app.ctx.db;
    const ctx = { db, log: t.app.log, database: { kind: 'pglite' as const, compact: async () => false } };
    const state = async () => (await db.select().from(speciesCatalogueState))[0];
    // Forget the load, so that a start-up loads the sample again; a sighting written before it, not yet linked.
    await db.delete(speciesCatalogueState);
    const member = await makeUser(t.app);
    const early = await makeSighting(t.app, member.cookie, { speciesName: 'Mute swan' });
    await db.update(sightings).set({ speciesId: null }).where(eq(sightings.id, early.id));
    await db.delete(jobs).where(eq(jobs.type, 'photo_embedding'));

    let go = () => {};
    const after = new Promise<void>((resolve) => {
      go = resolve;
    });
    const waiting = speciesCatalogueStartup(ctx, 'sample');
    waiting.startInBackground({ after: () => after });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await state()).toBeUndefined();
    go();
    await vi.waitFor(
      async () => expect(await state()).toMatchObject({ status: 'loaded', variant: 'sample' }),
      {
        timeout: 20_000,
        interval: 100,
      },
    );
    await waiting.stop();
    // The load linked it, and the identifier's index hears of its photo at once.
    expect(
      (await db.select().from(sightings).where(eq(sightings.id, early.id)))[0]?.speciesId,
    ).not.toBeNull();
    expect(await db.select().from(jobs).where(eq(jobs.type, 'photo_embedding'))).toHaveLength(1);

    await db.delete(speciesCatalogueState);
    const stopped = speciesCatalogueStartup(ctx, 'sample');
    stopped.startInBackground({ after: () => new Promise((resolve) => setTimeout(resolve, 100)) });
    await stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await state()).toBeUndefined();

    // As the other tests found it.
    await loadCatalogue(db, { variant: 'sample' });
  });
});
