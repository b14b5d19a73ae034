import type { Sighting } from '@common/schemas/sightings';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, sightings, users } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { seedDemoContent } from '../demo/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.app.ctx);
});
afterAll(async () => {
  await t.close();
});

const SIGHTING_KEYS = [
  'bookmarkedByMe',
  'category',
  'commentCount',
  'createdAt',
  'dateSpotted',
  'description',
  'id',
  'instagramSourceUrl',
  'instagramSourceUsername',
  'isCurated',
  'latitude',
  'likedByMe',
  'likes',
  'location',
  'longitude',
  'media',
  'mediaType',
  'originalPhotographerCredit',
  'photoLicense',
  'photoUrl',
  'photographer',
  'place',
  'positionPrecision',
  'qualityGrade',
  'sourceUrl',
  'species',
  'speciesName',
  'user',
  'userId',
  'videoUrl',
  'views',
];

async function list(query: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sightings${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return res;
}

async function insertSighting(values: Partial<typeof sightings.$inferInsert> & { userId: number }) {
  const [row] = await t.app.ctx.db
    .insert(sightings)
    .values({ speciesName: 'Test species', category: 'birds', ...values })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Walks every page of a query and returns the sightings in order, failing on a page that repeats itself. */
async function walk(query: string, limit: number): Promise<Sighting[]> {
  const all: Sighting[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const sep = query ? '&' : '?';
    const res = await list(`${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Sighting[];
    all.push(...items);
    const next = res.headers['x-next-cursor'];
    if (typeof next !== 'string') return all;
    expect(items).toHaveLength(limit);
    cursor = next;
  }
  throw new Error('too many pages');
}

describe('GET /api/sightings', () => {
  it('returns the newest 20 public sightings in the client shape, without private member fields', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Sighting[];
    expect(items).toHaveLength(20);
    expect(typeof res.headers['x-next-cursor']).toBe('string');
    for (const item of items) expect(Object.keys(item).sort()).toEqual(SIGHTING_KEYS);
    expect(Object.keys(items[0]?.user ?? {}).sort()).toEqual(['id', 'profileImageUrl', 'username']);
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2|@example\.org|email/i);
    const times = items.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = items[0];
    expect(first).toMatchObject({ mediaType: 'photo', likedByMe: false, isCurated: false });
    expect(first?.photographer).toBe(first?.user.username);
    expect(first?.photoUrl).toMatch(/^\/media\/demo\/.+\.webp$/);
  });

  it('pages through everything with the cursor, without duplicates or gaps', async () => {
    const [total] = await t.app.ctx.db
      .select({ n: count() })
      .from(sightings)
      .where(eq(sightings.isPublic, true));
    const all = await walk('', 7);
    expect(all).toHaveLength(total?.n ?? -1);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const keys = all.map((s) => [Date.parse(s.createdAt), s.id] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [prevTime, prevId] = keys[i - 1] ?? [0, 0];
      const [time, id] = keys[i] ?? [0, 0];
      expect(prevTime > time || (prevTime === time && prevId > id)).toBe(true);
    }
  });

  it('keeps rows apart that share a millisecond or a whole timestamp', async () => {
    const member = await makeUser(t.app);
    // Microseconds differ inside one millisecond: a cursor rounded to milliseconds would skip or repeat rows.
    for (const micro of ['000100', '000200', '000300', '000300', '000300']) {
      await insertSighting({
        userId: member.id,
        createdAt: sql`${`2024-05-01T10:00:00.${micro}Z`}::timestamptz` as unknown as Date,
      });
    }
    const all = await walk(`?userId=${member.id}`, 2);
    expect(all).toHaveLength(5);
    expect(new Set(all.map((s) => s.id)).size).toBe(5);
  });

  it('sorts by likes when asked, still paging without duplicates', async () => {
    const all = await walk('?sort=most_liked', 9);
    const [total] = await t.app.ctx.db
      .select({ n: count() })
      .from(sightings)
      .where(eq(sightings.isPublic, true));
    expect(all).toHaveLength(total?.n ?? -1);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const counts = all.map((s) => s.likes);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('filters by category, trimming and lowercasing it as the category rule says', async () => {
    const birds = await walk(`?category=${encodeURIComponent(' Birds ')}`, 50);
    expect(birds.length).toBeGreaterThanOrEqual(8);
    expect(birds.every((s) => s.category === 'birds')).toBe(true);
    const amphibians = (await list('?category=amphibians')).json() as Sighting[];
    expect(amphibians.length).toBeGreaterThanOrEqual(3);
    for (const s of amphibians) expect(s).toMatchObject({ mediaType: 'none', photoUrl: null });
  });

  it('refuses an unknown category with the spec message', async () => {
    const res = await list('?category=dragons');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      'Category must be one of: birds, mammals, reptiles, amphibians, marine, insects',
    );
    expect(res.json().message).toContain('Category must be one of');
  });

  it('searches species, location and description case-insensitively', async () => {
    const bySpecies = (await list('?search=KINGFISHER')).json() as Sighting[];
    expect(bySpecies.map((s) => s.speciesName)).toContain('Common kingfisher');
    const byPlace = (await list('?search=ligurian&limit=100')).json() as Sighting[];
    expect(byPlace.length).toBeGreaterThan(3);
    expect(byPlace.every((s) => s.location?.includes('Ligurian'))).toBe(true);
    const byText = (await list('?search=osmeterium')).json() as Sighting[];
    expect(byText.map((s) => s.speciesName)).toEqual(['Old World swallowtail (caterpillar)']);
  });

  it('treats %, _, quotes and SQL in a search as plain text', async () => {
    const member = await makeUser(t.app);
    const percent = await insertSighting({ userId: member.id, description: 'I am 100% sure it was a wren' });
    const underscore = await insertSighting({
      userId: member.id,
      description: 'Tagged as wren_03 in my notes',
    });
    const quoted = await insertSighting({ userId: member.id, location: "O'Brien's Farm" });

    const ids = async (search: string) =>
      ((await list(`?search=${encodeURIComponent(search)}&limit=100`)).json() as Sighting[]).map((s) => s.id);
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('0% s')).toEqual([percent.id]);
    expect(await ids('_')).toEqual([underscore.id]);
    expect(await ids("O'Brien")).toEqual([quoted.id]);
    expect(await ids('\\')).toEqual([]);

    const [before] = await t.app.ctx.db.select({ n: count() }).from(users);
    for (const attack of ["'; drop table users; --", "' or '1'='1", '"; select pg_sleep(1); --']) {
      const res = await list(`?search=${encodeURIComponent(attack)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const [after] = await t.app.ctx.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('tells a member which sightings they liked, and visitors nothing', async () => {
    const member = await makeUser(t.app);
    const [newest] = (await list('?limit=1')).json() as Sighting[];
    if (!newest) throw new Error('no sightings');
    await t.app.ctx.db.insert(likes).values({ userId: member.id, sightingId: newest.id });

    const mine = (await list('?limit=5', member.cookie)).json() as Sighting[];
    expect(mine[0]).toMatchObject({ id: newest.id, likedByMe: true });
    expect(mine.slice(1).every((s) => !s.likedByMe)).toBe(true);
    const visitor = (await list('?limit=5')).json() as Sighting[];
    expect(visitor.every((s) => !s.likedByMe)).toBe(true);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/sightings/${newest.id}`,
      headers: { cookie: member.cookie },
    });
    expect(one.json()).toMatchObject({ id: newest.id, likedByMe: true });
  });

  it('filters by author and shows the reserved admin account under the site name', async () => {
    const [admin] = await t.app.ctx.db
      .insert(users)
      .values({ username: t.config.ADMIN_USERNAME, email: 'site-admin@example.com' })
      .returning();
    if (!admin) throw new Error('no admin');
    await insertSighting({ userId: admin.id, speciesName: 'Curated heron', isCurated: true });
    const items = (await list(`?userId=${admin.id}`)).json() as Sighting[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ photographer: 'WildLens', isCurated: true, userId: admin.id });
  });

  it('hides private sightings from lists and from everyone but their author', async () => {
    const author = await makeUser(t.app);
    const other = await makeUser(t.app);
    const hidden = await insertSighting({ userId: author.id, isPublic: false });
    expect((await list(`?userId=${author.id}`)).json()).toEqual([]);
    expect((await list(`?userId=${author.id}`, other.cookie)).json()).toEqual([]);
    // Their own profile list shows the author their private sightings too.
    const mine = (await list(`?userId=${author.id}`, author.cookie)).json() as Sighting[];
    expect(mine.map((s) => s.id)).toEqual([hidden.id]);
    const url = `/api/sightings/${hidden.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: author.cookie } });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 for unknown fields, bad limits and forged cursors', async () => {
    for (const query of [
      '?colour=red',
      '?limit=0',
      '?limit=101',
      '?limit=ten',
      '?sort=oldest',
      '?userId=-1',
      '?cursor=not-a-cursor',
      '?search=%00',
      `?cursor=${Buffer.from('2024-01-01|1').toString('base64url')}`,
      `?cursor=${Buffer.from('2024-02-30T10:00:00.000100Z|1').toString('base64url')}`,
      `?cursor=${Buffer.from('2024-05-01T10:00:00.000100Z|99999999999').toString('base64url')}`,
      `?cursor=${Buffer.from("1'; drop table users; --|1").toString('base64url')}`,
      `?sort=most_liked&cursor=${Buffer.from('2024-05-01T10:00:00.000100Z|5').toString('base64url')}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('GET /api/sightings/:id', () => {
  it('returns the sighting of the list plus its details and camera data', async () => {
    const [newest] = (await list('?limit=1')).json() as Sighting[];
    const res = await t.app.inject({ method: 'GET', url: `/api/sightings/${newest?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(newest ?? {});
    expect(res.json()).toMatchObject({ isPublic: true, confidence: 'confirmed', camera: null });
  });

  it('answers 400 for ids that cannot exist and 404 for ids that do not', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sightings/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/sightings/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Sighting not found' });
  });

  it('is documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/sightings', '/api/sightings/{id}']));
  });
});
