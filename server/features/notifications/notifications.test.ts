import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const unreadCount = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('GET /api/notifications/unread-count', () => {
  it('answers 401 JSON to visitors', async () => {
    const res = await unreadCount();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });

  it('is 0 for a new member', async () => {
    const member = await makeUser(t.app);
    const res = await unreadCount(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("counts only the member's own unread notifications", async () => {
    const member = await makeUser(t.app);
    const other = await makeUser(t.app);
    await t.app.ctx.db.insert(userNotifications).values([
      {
        userId: member.id,
        type: 'like',
        actorId: other.id,
        message: `${other.username} liked your sighting`,
      },
      { userId: member.id, type: 'follow', actorId: other.id, message: `${other.username} followed you` },
      { userId: member.id, type: 'comment', message: 'An old comment', isRead: true },
      {
        userId: other.id,
        type: 'like',
        actorId: member.id,
        message: `${member.username} liked your sighting`,
      },
    ]);
    expect((await unreadCount(member.cookie)).json()).toEqual({ unreadCount: 2 });
    expect((await unreadCount(other.cookie)).json()).toEqual({ unreadCount: 1 });
  });
});
