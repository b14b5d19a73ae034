import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, userNotifications, users } from '../../db/schema';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
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

const db = () => t.app.ctx.db;

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}
function post(url: string, cookie?: string) {
  return t.app.inject({ method: 'POST', url, ...(cookie ? { headers: { cookie } } : {}) });
}

async function makeSighting(userId: number, speciesName: string, isPublic = true) {
  const [row] = await db()
    .insert(sightings)
    .values({ userId, speciesName, category: 'mammals', isPublic })
    .returning();
  if (!row) throw new Error('no sighting');
  return row;
}

async function insertNotification(values: typeof userNotifications.$inferInsert) {
  const [row] = await db().insert(userNotifications).values(values).returning();
  if (!row) throw new Error('no notification');
  return row;
}

describe('GET /api/notifications', () => {
  it('answers 401 JSON to visitors', async () => {
    const res = await get('/api/notifications');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });

  it("lists only the member's own notifications, newest first, with actor and species", async () => {
    const member = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const sighting = await makeSighting(member.id, 'Red panda');
    await db().update(users).set({ profileImageUrl: '/media/u/x/avatar.webp' }).where(eq(users.id, fan.id));
    const older = await insertNotification({
      userId: member.id,
      type: 'follow',
      actorId: fan.id,
      message: `${fan.username} started following you`,
      createdAt: new Date('2025-01-01T10:00:00Z'),
    });
    const newer = await insertNotification({
      userId: member.id,
      type: 'like',
      actorId: fan.id,
      sightingId: sighting.id,
      message: `${fan.username} liked your sighting`,
      createdAt: new Date('2025-01-02T10:00:00Z'),
    });
    await insertNotification({ userId: fan.id, type: 'follow', actorId: member.id, message: 'not yours' });

    const res = await get('/api/notifications', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(res.json()).toEqual([
      {
        id: newer.id,
        type: 'like',
        message: `${fan.username} liked your sighting`,
        isRead: false,
        createdAt: '2025-01-02T10:00:00.000Z',
        actor: { id: fan.id, username: fan.username, profileImageUrl: '/media/u/x/avatar.webp' },
        sightingId: sighting.id,
        commentId: null,
        speciesName: 'Red panda',
      },
      {
        id: older.id,
        type: 'follow',
        message: `${fan.username} started following you`,
        isRead: false,
        createdAt: '2025-01-01T10:00:00.000Z',
        actor: { id: fan.id, username: fan.username, profileImageUrl: '/media/u/x/avatar.webp' },
        sightingId: null,
        commentId: null,
        speciesName: null,
      },
    ]);
  });

  it('pages with the x-next-cursor header, without gaps or repeats among equal times', async () => {
    const member = await makeUser(t.app);
    const at = new Date('2025-03-01T08:00:00.123Z');
    // Five notifications in the same instant: the id breaks the tie.
    for (let i = 0; i < 5; i += 1) {
      await insertNotification({ userId: member.id, type: 'like', message: `n${i}`, createdAt: at });
    }
    await insertNotification({
      userId: member.id,
      type: 'like',
      message: 'latest',
      createdAt: new Date('2025-03-02T08:00:00Z'),
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const res = await get(
        `/api/notifications?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        member.cookie,
      );
      expect(res.statusCode).toBe(200);
      const items = res.json() as { message: string }[];
      seen.push(...items.map((n) => n.message));
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!cursor) break;
      expect(items).toHaveLength(2);
    }
    expect(seen).toEqual(['latest', 'n4', 'n3', 'n2', 'n1', 'n0']);
  });

  it('refuses a bad cursor or limit with 400 JSON', async () => {
    const member = await makeUser(t.app);
    for (const query of [
      'cursor=garbage',
      'cursor=MjAyNC0wMi0zMFQwMDowMDowMC4wMDAwMDBafDE',
      'limit=0',
      'limit=51',
      'limit=x',
      'page=2',
    ]) {
      const res = await get(`/api/notifications?${query}`, member.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message, query).toBe('string');
    }
  });

  it('hides the species of a sighting made private, except from its author, and survives a departed actor', async () => {
    const author = await makeUser(t.app);
    const commenter = await makeUser(t.app);
    const leaver = await makeUser(t.app);
    const hidden = await makeSighting(author.id, 'Secret nest', false);
    await insertNotification({
      userId: commenter.id,
      type: 'reply',
      actorId: author.id,
      sightingId: hidden.id,
      message: 'reply',
    });
    await insertNotification({
      userId: author.id,
      type: 'like',
      actorId: leaver.id,
      sightingId: hidden.id,
      message: 'like',
    });
    await db().delete(users).where(eq(users.id, leaver.id));

    const [toCommenter] = (await get('/api/notifications', commenter.cookie)).json();
    expect(toCommenter).toMatchObject({ sightingId: hidden.id, speciesName: null });
    const [toAuthor] = (await get('/api/notifications', author.cookie)).json();
    expect(toAuthor).toMatchObject({
      sightingId: hidden.id,
      speciesName: 'Secret nest',
      actor: null,
      message: 'like',
    });
  });
});

describe('POST /api/notifications/:id/read and /api/notifications/read-all', () => {
  it('answers 401 to visitors', async () => {
    expect((await post('/api/notifications/1/read')).statusCode).toBe(401);
    expect((await post('/api/notifications/read-all')).statusCode).toBe(401);
  });

  it("marks one of the member's own notifications read", async () => {
    const member = await makeUser(t.app);
    const a = await insertNotification({ userId: member.id, type: 'like', message: 'a' });
    await insertNotification({ userId: member.id, type: 'like', message: 'b' });
    const res = await post(`/api/notifications/${a.id}/read`, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: a.id, isRead: true });
    expect((await unreadCount(member.cookie)).json()).toEqual({ unreadCount: 1 });
    const list = (await get('/api/notifications', member.cookie)).json() as { id: number; isRead: boolean }[];
    expect(list.find((n) => n.id === a.id)?.isRead).toBe(true);
    // Again: still fine.
    expect((await post(`/api/notifications/${a.id}/read`, member.cookie)).statusCode).toBe(200);
  });

  it("answers 404 for another member's notification, exactly as for one that does not exist", async () => {
    const owner = await makeUser(t.app);
    const other = await makeUser(t.app);
    const mine = await insertNotification({ userId: owner.id, type: 'like', message: 'mine' });
    const theirs = await post(`/api/notifications/${mine.id}/read`, other.cookie);
    const missing = await post('/api/notifications/2000000000/read', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Notification not found' });
    expect(theirs.json()).toEqual(missing.json());
    const [row] = await db().select().from(userNotifications).where(eq(userNotifications.id, mine.id));
    expect(row?.isRead).toBe(false);
  });

  it('refuses ids that cannot exist with 400 JSON', async () => {
    const member = await makeUser(t.app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await post(`/api/notifications/${id}/read`, member.cookie);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toMatch(/notification id/);
    }
  });

  it("marks all of the member's own notifications read and says how many changed", async () => {
    const member = await makeUser(t.app);
    const other = await makeUser(t.app);
    await insertNotification({ userId: member.id, type: 'like', message: '1' });
    await insertNotification({ userId: member.id, type: 'like', message: '2' });
    await insertNotification({ userId: member.id, type: 'like', message: '3', isRead: true });
    await insertNotification({ userId: other.id, type: 'like', message: 'theirs' });

    const res = await post('/api/notifications/read-all', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await unreadCount(member.cookie)).json()).toEqual({ unreadCount: 0 });
    expect((await post('/api/notifications/read-all', member.cookie)).json()).toEqual({ updated: 0 });
    expect((await unreadCount(other.cookie)).json()).toEqual({ unreadCount: 1 });
  });

  it('refuses marking read from another site', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: member.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await unreadCount(member.cookie)).statusCode).toBe(200);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/notifications']?.get).toBeDefined();
    expect(doc.paths['/api/notifications/unread-count']?.get).toBeDefined();
    expect(doc.paths['/api/notifications/{id}/read']?.post).toBeDefined();
    expect(doc.paths['/api/notifications/read-all']?.post).toBeDefined();
  });
});
