// Likes and views under concurrent use: no lost updates, one like per member, one view per viewer per 30 min;
// a like notifies the author only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, sightings, userNotifications } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { type Member, makeMembers } from './social.support';
import { RecentViewers, VIEW_WINDOW_MS } from './view-counter';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let crowd: Member[];
beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t.app);
  crowd = await makeMembers(t.app, 50);
});
afterAll(async () => {
  await t.close();
});

const like = (id: number, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sightings/${id}/like`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const view = (id: number, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sightings/${id}/view`,
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

async function stored(id: number) {
  const [row] = await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, id));
  if (!row) throw new Error('sighting missing');
  return row;
}

describe('POST /api/sightings/:id/like', () => {
  it('toggles and answers {liked, likes}; visitors get 401, unknown ids 404', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const member = crowd[0] as Member;
    expect((await like(s.id)).statusCode).toBe(401);
    expect((await like(999999, member.cookie)).statusCode).toBe(404);
    const first = await like(s.id, member.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ liked: true, likes: 1 });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sightings/${s.id}`,
      headers: { cookie: member.cookie },
    });
    expect(read.json()).toMatchObject({ likes: 1, likedByMe: true });
    expect((await like(s.id, member.cookie)).json()).toEqual({ liked: false, likes: 0 });
  });

  it('counts exactly 50 when 50 members like at once, and 0 when they all take it back', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const liked = await Promise.all(crowd.map((m) => like(s.id, m.cookie)));
    expect(liked.every((r) => r.statusCode === 200 && r.json().liked === true)).toBe(true);
    expect((await stored(s.id)).likes).toBe(50);
    const rows = await t.app.ctx.db.select().from(likes).where(eq(likes.sightingId, s.id));
    expect(rows).toHaveLength(50);
    // Every answer carried a distinct count: each like saw the others that committed before it.
    expect(new Set(liked.map((r) => r.json().likes)).size).toBe(50);

    const unliked = await Promise.all(crowd.map((m) => like(s.id, m.cookie)));
    expect(unliked.every((r) => r.json().liked === false)).toBe(true);
    expect((await stored(s.id)).likes).toBe(0);
  });

  it('notifies the author, only the author, and not for their own like', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const [fan] = crowd;
    if (!fan) throw new Error('no member');
    await like(s.id, author.cookie);
    await like(s.id, fan.cookie);
    const rows = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.sightingId, s.id), eq(userNotifications.type, 'like')));
    expect(rows.map((r) => ({ userId: r.userId, actorId: r.actorId }))).toEqual([
      { userId: author.id, actorId: fan.id },
    ]);
    // Taking the like back notifies nobody.
    await like(s.id, fan.cookie);
    const after = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.sightingId, s.id));
    expect(after).toHaveLength(1);
  });
});

describe('POST /api/sightings/:id/view', () => {
  it('counts 30 concurrent views from 30 different viewers', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => view(s.id, { ip: `198.51.100.${i + 1}` })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await stored(s.id)).views).toBe(30);
  });

  it('counts one viewer once per 30 minutes, even when asked concurrently', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const member = crowd[1] as Member;
    const same = await Promise.all(Array.from({ length: 10 }, () => view(s.id, { cookie: member.cookie })));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    // The nine repeats read the counter, possibly before the one counted view committed; it holds exactly 1.
    expect(same.filter((r) => r.json().views === 1).length).toBeGreaterThanOrEqual(1);
    expect((await stored(s.id)).views).toBe(1);
    // Signed in, the member is the same viewer whatever address they come from.
    expect((await view(s.id, { cookie: member.cookie, ip: '203.0.113.9' })).json()).toEqual({ views: 1 });
    expect((await view(s.id, { ip: '203.0.113.9' })).json()).toEqual({ views: 2 });
    t.clock.advance(VIEW_WINDOW_MS + 1000);
    expect((await view(s.id, { cookie: member.cookie })).json()).toEqual({ views: 3 });
  });

  it('answers 404 for unknown and private sightings and does not count them', async () => {
    const hidden = await makeSighting(t.app, author.cookie, { isPublic: false });
    expect((await view(999999)).statusCode).toBe(404);
    expect((await view(hidden.id, { ip: '203.0.113.50' })).statusCode).toBe(404);
    expect((await stored(hidden.id)).views).toBe(0);
    // Its author may open it, and that counts.
    expect((await view(hidden.id, { cookie: author.cookie })).json()).toEqual({ views: 1 });
  });
});

describe('RecentViewers', () => {
  it('forgets the oldest viewers first when full', () => {
    let now = 0;
    const memory = new RecentViewers(() => now, 1000, 3);
    expect(memory.claim('a', 1)).toBe(true);
    expect(memory.claim('b', 1)).toBe(true);
    expect(memory.claim('c', 1)).toBe(true);
    expect(memory.claim('a', 1)).toBe(false);
    expect(memory.claim('d', 1)).toBe(true);
    expect(memory.size).toBe(3);
    // 'b' was the least recently claimed, so it went.
    expect(memory.claim('b', 1)).toBe(true);
    now = 2000;
    expect(memory.claim('d', 1)).toBe(true);
  });
});
