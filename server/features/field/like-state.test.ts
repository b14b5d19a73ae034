// PUT /api/sightings/:id/like (field mode's offline queue, issue 17): sets the like state, so a resend changes
// nothing; the toggle's rules otherwise (who may see the sighting, counts with rows, one notification).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, sightings, userNotifications } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let member: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t.app);
  member = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const put = (id: number, payload: unknown, cookie: string | null = member.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sightings/${id}/like`,
    ...(cookie ? { headers: { cookie } } : {}),
    payload: payload as Record<string, unknown>,
  });

async function likeNotifications(sightingId: number) {
  return t.app.ctx.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.sightingId, sightingId), eq(userNotifications.type, 'like')));
}

async function stored(sightingId: number) {
  const [row] = await t.app.ctx.db
    .select({ likes: sightings.likes })
    .from(sightings)
    .where(eq(sightings.id, sightingId));
  const rows = await t.app.ctx.db.select().from(likes).where(eq(likes.sightingId, sightingId));
  return { count: row?.likes, rows: rows.length };
}

describe('PUT /api/sightings/:id/like', () => {
  it('sets and unsets the like; sent again, it changes nothing', async () => {
    const s = await makeSighting(t.app, author.cookie);
    for (let i = 0; i < 2; i += 1) {
      const res = await put(s.id, { liked: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ liked: true, likes: 1 });
    }
    expect(await stored(s.id)).toEqual({ count: 1, rows: 1 });
    for (let i = 0; i < 2; i += 1)
      expect((await put(s.id, { liked: false })).json()).toEqual({ liked: false, likes: 0 });
    expect(await stored(s.id)).toEqual({ count: 0, rows: 0 });
    // The toggle and the set agree.
    await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${s.id}/like`,
      headers: { cookie: member.cookie },
    });
    expect((await put(s.id, { liked: true })).json()).toEqual({ liked: true, likes: 1 });
  });

  it('notifies the author once, only when a like is newly made', async () => {
    const s = await makeSighting(t.app, author.cookie);
    await put(s.id, { liked: true });
    await put(s.id, { liked: true });
    expect(await likeNotifications(s.id)).toHaveLength(1);
    await put(s.id, { liked: false });
    await put(s.id, { liked: true });
    expect(await likeNotifications(s.id)).toHaveLength(1);
    // The author's own like tells nobody.
    const own = await makeSighting(t.app, author.cookie);
    await put(own.id, { liked: true }, author.cookie);
    expect(await likeNotifications(own.id)).toHaveLength(0);
  });

  it('counts one like when the same set races itself', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const answers = await Promise.all([1, 2, 3].map(() => put(s.id, { liked: true })));
    expect(answers.every((r) => r.statusCode === 200 && r.json().liked === true)).toBe(true);
    expect(await stored(s.id)).toEqual({ count: 1, rows: 1 });
    expect(await likeNotifications(s.id)).toHaveLength(1);
  });

  it('answers 401 to visitors, 404 for sightings the member cannot see, 400 for other bodies', async () => {
    const s = await makeSighting(t.app, author.cookie);
    expect((await put(s.id, { liked: true }, null)).statusCode).toBe(401);
    expect((await put(2_000_000_000, { liked: true })).statusCode).toBe(404);
    const secret = await makeSighting(t.app, author.cookie, { isPublic: false });
    expect((await put(secret.id, { liked: true })).statusCode).toBe(404);
    expect((await put(secret.id, { liked: true }, author.cookie)).statusCode).toBe(200);
    const held = await makeSighting(t.app, author.cookie);
    await t.app.ctx.db
      .update(sightings)
      .set({ isPublic: false, verificationStatus: 'pending_review' })
      .where(eq(sightings.id, held.id));
    expect((await put(held.id, { liked: true })).statusCode).toBe(404);
    for (const body of [{}, { liked: 'yes' }, { liked: 1 }, { liked: true, extra: 1 }]) {
      const res = await put(s.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await stored(s.id)).toEqual({ count: 0, rows: 0 });
  });
});
