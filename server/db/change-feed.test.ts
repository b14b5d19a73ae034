// The in-process caches (public sightings pages, the member behind a session) against the change feed: a write
// that does not pass through this process's requests — straight into the database, or through a second server
// process on the same PostgreSQL database — is seen on the next read, and nothing is served from memory while
// the feed is deaf.
import type { Sighting } from '@common/schemas/sightings';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../test/harness';
import { type Database, openDatabase } from './client';
import { bookmarks, likes, sightings, users } from './schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});

async function listed(app = t.app, cookie?: string): Promise<Sighting[]> {
  const res = await app.inject({ url: '/api/sightings?limit=50', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json() as Sighting[];
}

/** Polls until `check` holds: a notification from another connection arrives asynchronously. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change did not arrive in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('public sightings pages', () => {
  it('show a change written straight into the database', async () => {
    const author = await makeUser(t.app);
    const s = await makeSighting(t.app, author.cookie, { speciesName: 'Pine marten' });
    expect((await listed()).find((x) => x.id === s.id)?.likes).toBe(0); // now cached
    await t.app.ctx.db.update(sightings).set({ likes: 42 }).where(eq(sightings.id, s.id));
    await eventually(async () => (await listed()).find((x) => x.id === s.id)?.likes === 42);
  });

  it("show an author's new name, and a sighting made private disappears", async () => {
    const author = await makeUser(t.app);
    const s = await makeSighting(t.app, author.cookie, { speciesName: 'Stoat' });
    expect((await listed()).some((x) => x.id === s.id)).toBe(true);
    await t.app.ctx.db
      .update(users)
      .set({ username: `renamed_${author.id}` })
      .where(eq(users.id, author.id));
    await eventually(
      async () => (await listed()).find((x) => x.id === s.id)?.user.username === `renamed_${author.id}`,
    );
    await t.app.ctx.db.update(sightings).set({ isPublic: false }).where(eq(sightings.id, s.id));
    await eventually(async () => !(await listed()).some((x) => x.id === s.id));
  });

  it("carry each member's own likedByMe on the shared page", async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const s = await makeSighting(t.app, author.cookie, { speciesName: 'Badger' });
    await listed(t.app, author.cookie);
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${s.id}/like`,
      headers: { cookie: fan.cookie },
    });
    expect(like.statusCode).toBe(200);
    // The writer reads their own write on the very next request.
    const forFan = (await listed(t.app, fan.cookie)).find((x) => x.id === s.id);
    expect(forFan).toMatchObject({ likedByMe: true, likes: 1 });
    const forAuthor = (await listed(t.app, author.cookie)).find((x) => x.id === s.id);
    expect(forAuthor).toMatchObject({ likedByMe: false, likes: 1 });
    expect((await listed()).find((x) => x.id === s.id)).toMatchObject({ likedByMe: false, likes: 1 });
  });
});

describe("a member's likes and bookmarks", () => {
  it('show a like and a bookmark written straight into the database', async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const s = await makeSighting(t.app, author.cookie, { speciesName: 'Red kite' });
    const mine = async () => (await listed(t.app, fan.cookie)).find((x) => x.id === s.id);
    expect(await mine()).toMatchObject({ likedByMe: false, bookmarkedByMe: false }); // now kept
    await t.app.ctx.db.insert(likes).values({ userId: fan.id, sightingId: s.id });
    await eventually(async () => (await mine())?.likedByMe === true);
    await t.app.ctx.db.insert(bookmarks).values({ userId: fan.id, sightingId: s.id });
    await eventually(async () => (await mine())?.bookmarkedByMe === true);
    await t.app.ctx.db.delete(likes).where(eq(likes.userId, fan.id));
    await eventually(async () => (await mine())?.likedByMe === false);
    // Another member's marks were never touched.
    expect((await listed(t.app, author.cookie)).find((x) => x.id === s.id)).toMatchObject({
      likedByMe: false,
      bookmarkedByMe: false,
    });
  });
});

describe('the member behind a session', () => {
  it('is forgotten when the session is deleted outside a request', async () => {
    const member = await makeUser(t.app);
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie: member.cookie } });
    expect((await me()).statusCode).toBe(200); // now cached
    await t.app.ctx.db.execute(sql`delete from sessions where user_id = ${member.id}`);
    await eventually(async () => (await me()).statusCode === 401);
  });
});

// Two server processes on one PostgreSQL database: each has its own caches, the database tells both.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server processes', () => {
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };

  beforeAll(async () => {
    const database = await openDatabase({ url: t.databaseUrl, poolSize: 3 });
    const app = await buildApp(t.config, {
      database,
      clock: () => t.clock.now,
      rateLimits: unlimitedRateLimits(),
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });

  it('a sign-out on one ends the session on the other at once', async () => {
    const member = await makeUser(t.app);
    const me = (app: typeof t.app) => app.inject({ url: '/api/auth/me', headers: { cookie: member.cookie } });
    expect((await me(t.app)).statusCode).toBe(200);
    expect((await me(second.app)).statusCode).toBe(200);
    const out = await second.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(out.statusCode).toBe(200);
    await eventually(async () => (await me(t.app)).statusCode === 401, 1000);
  });

  it('a like on one shows in the lists of the other', async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const s = await makeSighting(t.app, author.cookie, { speciesName: 'Otter' });
    expect((await listed(t.app)).find((x) => x.id === s.id)?.likes).toBe(0);
    expect((await listed(t.app, fan.cookie)).find((x) => x.id === s.id)?.likedByMe).toBe(false);
    const like = await second.app.inject({
      method: 'POST',
      url: `/api/sightings/${s.id}/like`,
      headers: { cookie: fan.cookie },
    });
    expect(like.statusCode).toBe(200);
    await eventually(async () => (await listed(t.app)).find((x) => x.id === s.id)?.likes === 1, 1000);
    // The fan's own likedByMe, kept by the first process before the like, follows too.
    await eventually(
      async () => (await listed(t.app, fan.cookie)).find((x) => x.id === s.id)?.likedByMe === true,
      1000,
    );
  });

  it('serves nothing from memory while its listening connection is down, and listens again', async () => {
    const author = await makeUser(t.app);
    const s = await makeSighting(t.app, author.cookie, { speciesName: 'Polecat' });
    await listed(t.app);
    // Cut every LISTEN connection of this database (both processes'), as a network fault would.
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      // Straight into the database: no notification can reach a deaf process, yet the next read is fresh.
      await admin.query('update sightings set likes = 7 where id = $1', [s.id]);
      await eventually(async () => (await listed(t.app)).find((x) => x.id === s.id)?.likes === 7, 1000);
      // Back to listening within the retry delay; changes are heard again.
      await eventually(async () => t.app.ctx.database.changes.live, 5000);
      await listed(t.app);
      await admin.query('update sightings set likes = 8 where id = $1', [s.id]);
      await eventually(async () => (await listed(t.app)).find((x) => x.id === s.id)?.likes === 8, 1000);
    } finally {
      await admin.end();
    }
  });
});
