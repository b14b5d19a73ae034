// The species autocomplete on the real database: word-prefix matching of common and scientific names, ranking,
// privacy (only public sightings count), the catalogue kept in step by the database through publish, edit,
// visibility change and delete, the rebuild agreeing with the trigger, and refusals of bad input.
import type { SpeciesSuggestion } from '@common/schemas/species';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, species } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { addToCatalogue } from './catalogue';

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;

async function suggest(query: string): Promise<SpeciesSuggestion[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/species/suggest?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { species: SpeciesSuggestion[] }).species;
}
const names = (list: SpeciesSuggestion[]) => list.map((s) => s.name);

async function insert(
  speciesName: string,
  count: number,
  extra: Partial<typeof sightings.$inferInsert> = {},
) {
  const rows = Array.from({ length: count }, () => ({
    userId: member.id,
    speciesName,
    category: 'birds',
    ...extra,
  }));
  const inserted = await t.app.ctx.db.insert(sightings).values(rows).returning({ id: sightings.id });
  changedHere();
  return inserted;
}

/**
 * Written straight into the database, a change reaches the cached answers by a notification that arrives
 * asynchronously on PostgreSQL; a write request clears this process's caches at once, and so does this.
 */
function changedHere() {
  t.app.ctx.database.changes.changedHere();
}

/**
 * Resolves once every catalogue notification sent so far has arrived: they come in commit order, so a marker
 * sent now arrives after all of them.
 */
async function notificationsSettled(): Promise<void> {
  const marker = `settled-${Math.random()}`;
  const arrived = new Promise<void>((resolve) => {
    const off = t.app.ctx.database.changes.on('wl_species', (payload) => {
      if (payload !== marker) return;
      off();
      resolve();
    });
  });
  await t.app.ctx.db.execute(sql`select pg_notify('wl_species', ${marker})`);
  await arrived;
}

async function catalogue() {
  return t.app.ctx.db
    .select({ key: species.nameKey, sightings: species.sightings, scientificName: species.scientificName })
    .from(species)
    .orderBy(species.nameKey);
}

beforeAll(async () => {
  t = await createTestApp();
  member = await makeUser(t.app);
  await insert('Grey heron', 5);
  await insert('Great blue heron', 9);
  await insert('Black-capped chickadee', 2);
  await insert('Greylag goose', 3);
  await insert('Red fox', 4, { category: 'mammals' });
  await insert('Hermit thrush', 1);
  await insert('Secret hermit crab', 6, { isPublic: false, category: 'marine' });
  await addToCatalogue(t.app.ctx.db, [
    { name: 'grey  HERON', scientificName: 'Ardea cinerea', category: 'birds' },
    { name: 'Snow leopard', scientificName: 'Panthera uncia', category: 'mammals' },
  ]);
  changedHere();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/species/suggest', () => {
  it('matches the start of any word, names starting with the prefix first, then the most observed', async () => {
    const list = await suggest('q=her');
    // "Hermit thrush" starts with "her"; the herons have it as a later word (9 before 5 sightings).
    expect(names(list)).toEqual(['Hermit thrush', 'Great blue heron', 'Grey heron']);
    expect(list[0]).toEqual({ name: 'Hermit thrush', scientificName: null, category: 'birds', sightings: 1 });
  });

  it('ignores case and extra spaces, and matches after a hyphen', async () => {
    expect(names(await suggest('q=%20%20GREY%20%20H'))).toEqual(['Grey heron']);
    expect(names(await suggest('q=capped'))).toEqual(['Black-capped chickadee']);
    expect(names(await suggest('q=grey'))).toEqual(['Grey heron', 'Greylag goose']);
  });

  it('matches and answers scientific names, and keeps catalogue entries nobody has seen yet', async () => {
    const byGenus = await suggest('q=ardea');
    expect(byGenus).toEqual([
      { name: 'Grey heron', scientificName: 'Ardea cinerea', category: 'birds', sightings: 5 },
    ]);
    expect(names(await suggest('q=cinerea'))).toEqual(['Grey heron']);
    expect(await suggest('q=uncia')).toEqual([
      { name: 'Snow leopard', scientificName: 'Panthera uncia', category: 'mammals', sightings: 0 },
    ]);
  });

  it('never suggests a name only private sightings use', async () => {
    expect(names(await suggest('q=hermit'))).toEqual(['Hermit thrush']);
    expect(names(await suggest('q=crab'))).toEqual([]);
  });

  it('takes the wildcard characters of LIKE literally', async () => {
    expect(await suggest('q=%25')).toEqual([]);
    expect(await suggest('q=_')).toEqual([]);
    expect(await suggest(`q=${encodeURIComponent('gr%')}`)).toEqual([]);
  });

  it('answers at most limit suggestions (8 by default)', async () => {
    await insert('Zebra 1', 1);
    for (let i = 2; i <= 12; i += 1) await insert(`Zebra ${i}`, 1);
    expect(await suggest('q=zebra')).toHaveLength(8);
    expect(await suggest('q=zebra&limit=3')).toHaveLength(3);
    expect(await suggest('q=zebra&limit=20')).toHaveLength(12);
  });

  it('refuses a missing or blank prefix, an over-long one and a bad limit with 400 and a message', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      `q=${'a'.repeat(121)}`,
      'q=fox&limit=0',
      'q=fox&limit=21',
      'q=fox&limit=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/species/suggest?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message, query).toBe('string');
    }
  });

  it('lets browsers keep an answer for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/species/suggest?q=fox' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('the species catalogue follows the sightings', () => {
  it('counts publish, rename, hiding, showing and delete through the API', async () => {
    const owner = await makeUser(t.app);
    const first = await makeSighting(t.app, owner.cookie, {
      speciesName: '  Pine   marten ',
      category: 'mammals',
    });
    expect(await suggest('q=marten')).toEqual([
      { name: 'Pine marten', scientificName: null, category: 'mammals', sightings: 1 },
    ]);
    await makeSighting(t.app, owner.cookie, { speciesName: 'pine marten', category: 'mammals' });
    expect((await suggest('q=marten'))[0]?.sightings).toBe(2);

    const patch = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sightings/${id}`,
        headers: { cookie: owner.cookie },
        payload,
      });
    expect((await patch(first.id, { isPublic: false })).statusCode).toBe(200);
    expect((await suggest('q=marten'))[0]?.sightings).toBe(1);
    expect((await patch(first.id, { isPublic: true })).statusCode).toBe(200);
    expect((await suggest('q=marten'))[0]?.sightings).toBe(2);
    expect((await patch(first.id, { speciesName: 'Beech marten' })).statusCode).toBe(200);
    expect(await suggest('q=marten')).toMatchObject([
      { name: 'Beech marten', sightings: 1 },
      { name: 'Pine marten', sightings: 1 },
    ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${first.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(del.statusCode).toBe(200);
    // The last sighting of a name without a scientific name takes it out of the catalogue.
    expect(names(await suggest('q=marten'))).toEqual(['Pine marten']);
  });

  it('keeps a catalogue entry with a scientific name when its last sighting goes', async () => {
    const [row] = await insert('Snow leopard', 1, { category: 'mammals' });
    expect((await suggest('q=snow'))[0]?.sightings).toBe(1);
    await t.app.ctx.db.delete(sightings).where(eq(sightings.id, row?.id as number));
    changedHere();
    expect(await suggest('q=snow')).toEqual([
      { name: 'Snow leopard', scientificName: 'Panthera uncia', category: 'mammals', sightings: 0 },
    ]);
  });

  it('does not overwrite a known scientific name', async () => {
    await addToCatalogue(t.app.ctx.db, [
      { name: 'Grey heron', scientificName: 'Wrong name', category: 'birds' },
    ]);
    expect((await suggest('q=grey%20heron'))[0]?.scientificName).toBe('Ardea cinerea');
  });

  it('species_catalogue_rebuild() recounts to exactly what the trigger kept', async () => {
    const kept = await catalogue();
    await t.app.ctx.db.execute(sql`update species set sightings = sightings + 7`);
    await t.app.ctx.db.execute(sql`select species_catalogue_rebuild()`);
    changedHere();
    expect(await catalogue()).toEqual(kept);
    const counted = await t.app.ctx.db.execute(sql`
      select species_key(species_name) as key, count(*)::int as n from sightings where is_public group by 1`);
    const rows = (counted as unknown as { rows: { key: string; n: number }[] }).rows;
    for (const r of rows) expect(kept.find((k) => k.key === r.key)?.sightings, r.key).toBe(r.n);
  });

  it('keeps answers in memory until the catalogue notifies a change', async () => {
    // The insert's own notification must be in before the answer is kept, or it would empty the cache later.
    await insert('Whinchat', 2);
    await notificationsSettled();
    expect((await suggest('q=whinch'))[0]?.sightings).toBe(2);
    // A write that skips the triggers (and so the notification) is not seen: the answer came from memory...
    await t.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update species set sightings = 40 where name_key = 'whinchat'`);
    });
    expect((await suggest('q=whinch'))[0]?.sightings).toBe(2);
    // ...until the catalogue's channel says it changed.
    await notificationsSettled();
    expect((await suggest('q=whinch'))[0]?.sightings).toBe(40);
  });

  it('counts concurrent publications of one species exactly', async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.app)));
    await Promise.all(
      writers.flatMap((w) =>
        Array.from({ length: 3 }, () => makeSighting(t.app, w.cookie, { speciesName: 'Barn swallow' })),
      ),
    );
    expect((await suggest('q=barn'))[0]?.sightings).toBe(18);
  });
});
