// Following members: idempotent follow / unfollow, self-follow refused, lists paged newest first, and one
// notification per new follower.
import type { FollowListEntry } from '@common/schemas/social';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { makeMembers } from '../sightings/social.support';

let t: TestApp;
let star: Awaited<ReturnType<typeof makeUser>>;
let fan: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  star = await makeUser(t.app);
  fan = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const follow = (id: number, cookie?: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/users/${id}/follow`, ...(cookie ? { headers: { cookie } } : {}) });

describe('POST / DELETE /api/users/:id/follow', () => {
  it('follows once however often asked, notifies once, and unfollows', async () => {
    const first = await follow(star.id, fan.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followers: 1 });
    expect((await follow(star.id, fan.cookie)).json()).toEqual({ following: true, followers: 1 });
    const notes = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.type, 'follow'), eq(userNotifications.actorId, fan.id)));
    expect(notes.map((n) => n.userId)).toEqual([star.id]);
    expect((await follow(star.id, fan.cookie, 'DELETE')).json()).toEqual({ following: false, followers: 0 });
    expect((await follow(star.id, fan.cookie, 'DELETE')).json()).toEqual({ following: false, followers: 0 });
  });

  it('refuses yourself, visitors and unknown members', async () => {
    const self = await follow(fan.id, fan.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself.');
    expect((await follow(star.id)).statusCode).toBe(401);
    const unknown = await follow(999999, fan.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Member not found' });
  });
});

describe('GET /api/users/:id/followers and /following', () => {
  it('lists public member fields with followedByMe, newest first, paged', async () => {
    const crowd = await makeMembers(t.app, 5);
    for (const m of crowd) await follow(star.id, m.cookie);
    // The fan follows two of the followers, so followedByMe differs per row.
    await follow(crowd[0]?.id ?? 0, fan.cookie);
    await follow(crowd[4]?.id ?? 0, fan.cookie);

    const seen: FollowListEntry[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${star.id}/followers?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: { cookie: fan.cookie },
      });
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as FollowListEntry[]));
      const next = res.headers['x-next-cursor'];
      if (typeof next !== 'string') break;
      cursor = next;
    }
    expect(seen.map((e) => e.id)).toEqual(crowd.map((m) => m.id).reverse());
    expect(seen.map((e) => e.followedByMe)).toEqual([true, false, false, false, true]);
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(
      ['bio', 'createdAt', 'followedByMe', 'id', 'profileImageUrl', 'subscriptionTier', 'username'].sort(),
    );

    const following = await t.app.inject({ method: 'GET', url: `/api/users/${fan.id}/following` });
    expect((following.json() as FollowListEntry[]).map((e) => e.id)).toEqual([crowd[4]?.id, crowd[0]?.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/999999/followers' })).statusCode).toBe(404);
  });
});
