import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferenceKey } from '@common/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sightings, userNotifications, users } from '../../db/schema';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { type ActivityType, recordActivity } from './activity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;

async function makeSighting(userId: number, speciesName = 'Red panda') {
  const [row] = await db().insert(sightings).values({ userId, speciesName, category: 'mammals' }).returning();
  if (!row) throw new Error('no sighting');
  return row;
}

async function notificationsOf(userId: number) {
  return db().select().from(userNotifications).where(eq(userNotifications.userId, userId));
}

async function emailJobsFor(notificationId: number) {
  const rows = await db().select().from(jobs).where(eq(jobs.type, 'notification_email'));
  return rows.filter((r) => r.payload.notificationId === notificationId);
}

async function setPreference(userId: number, key: EmailPreferenceKey, value: boolean) {
  await db()
    .update(users)
    .set({ emailNotificationPreferences: { ...DEFAULT_EMAIL_PREFERENCES, [key]: value } })
    .where(eq(users.id, userId));
}

describe('recordActivity', () => {
  it('creates one notification for the recipient, none for the actor, and queues its e-mail', async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const sighting = await makeSighting(author.id);
    await recordActivity(db(), {
      type: 'like',
      actorId: fan.id,
      recipientId: author.id,
      sightingId: sighting.id,
    });

    const mine = await notificationsOf(author.id);
    expect(mine).toHaveLength(1);
    const [n] = mine;
    expect(n).toMatchObject({
      type: 'like',
      actorId: fan.id,
      sightingId: sighting.id,
      commentId: null,
      isRead: false,
      message: `${fan.username} liked your sighting`,
    });
    expect(await notificationsOf(fan.id)).toEqual([]);
    if (!n) throw new Error('no notification');
    const queued = await emailJobsFor(n.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toEqual({ notificationId: n.id });
    expect(queued[0]?.completedAt).toBeNull();
  });

  it('notifies nobody of their own actions', async () => {
    const author = await makeUser(t.app);
    const sighting = await makeSighting(author.id);
    const jobsBefore = (await db().select().from(jobs)).length;
    for (const type of ['like', 'comment', 'reply', 'follow'] as const) {
      await recordActivity(db(), {
        type,
        actorId: author.id,
        recipientId: author.id,
        sightingId: sighting.id,
      });
    }
    expect(await notificationsOf(author.id)).toEqual([]);
    expect((await db().select().from(jobs)).length).toBe(jobsBefore);
  });

  const cases: [ActivityType, EmailPreferenceKey, string][] = [
    ['follow', 'newFollowers', 'started following you'],
    ['like', 'likesOnPhotos', 'liked your sighting'],
    ['comment', 'commentsOnPhotos', 'commented on your sighting'],
    ['reply', 'commentsOnPhotos', 'replied to your comment'],
  ];
  for (const [type, preference, text] of cases) {
    it(`queues a ${type} e-mail only while ${preference} is on (the in-app notification either way)`, async () => {
      const recipient = await makeUser(t.app);
      const sighting = await makeSighting(recipient.id);
      const eventBy = (actorId: number) => ({
        type,
        actorId,
        recipientId: recipient.id,
        ...(type === 'follow' ? {} : { sightingId: sighting.id }),
        ...(type === 'comment' || type === 'reply' ? { commentId: 99 } : {}),
      });
      const first = await makeUser(t.app);
      const second = await makeUser(t.app);

      await setPreference(recipient.id, preference, false);
      await recordActivity(db(), eventBy(first.id));
      // Another preference being off does not matter.
      const other: EmailPreferenceKey = preference === 'newFollowers' ? 'likesOnPhotos' : 'newFollowers';
      await setPreference(recipient.id, other, false);
      await recordActivity(db(), eventBy(second.id));

      const rows = (await notificationsOf(recipient.id)).sort((a, b) => a.id - b.id);
      expect(rows.map((r) => [r.type, r.actorId, r.message])).toEqual([
        [type, first.id, `${first.username} ${text}`],
        [type, second.id, `${second.username} ${text}`],
      ]);
      const [off, on] = rows;
      if (!off || !on) throw new Error('missing rows');
      expect(await emailJobsFor(off.id)).toHaveLength(0);
      expect(await emailJobsFor(on.id)).toHaveLength(1);
    });
  }

  it('announces a like or a follow once per actor (like, unlike, like again), every comment each time', async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const first = await makeSighting(author.id, 'Otter');
    const second = await makeSighting(author.id, 'Badger');
    for (let i = 0; i < 3; i += 1) {
      await recordActivity(db(), {
        type: 'like',
        actorId: fan.id,
        recipientId: author.id,
        sightingId: first.id,
      });
      await recordActivity(db(), { type: 'follow', actorId: fan.id, recipientId: author.id });
      await recordActivity(db(), {
        type: 'comment',
        actorId: fan.id,
        recipientId: author.id,
        sightingId: first.id,
        commentId: 1000 + i,
      });
    }
    await recordActivity(db(), {
      type: 'like',
      actorId: fan.id,
      recipientId: author.id,
      sightingId: second.id,
    });
    const rows = await notificationsOf(author.id);
    const count = (type: string) => rows.filter((r) => r.type === type).length;
    expect([count('like'), count('follow'), count('comment')]).toEqual([2, 1, 3]);
    const queued = await db().select().from(jobs);
    const ids = new Set(rows.map((r) => r.id));
    expect(queued.filter((j) => ids.has(Number(j.payload.notificationId)))).toHaveLength(6);
  });

  it('queues no e-mail for a member without an e-mail address', async () => {
    const recipient = await makeUser(t.app);
    const actor = await makeUser(t.app);
    await db().update(users).set({ email: null }).where(eq(users.id, recipient.id));
    await recordActivity(db(), { type: 'follow', actorId: actor.id, recipientId: recipient.id });
    const [n] = await notificationsOf(recipient.id);
    if (!n) throw new Error('no notification');
    expect(await emailJobsFor(n.id)).toHaveLength(0);
  });

  it('writes nothing when the caller rolls its transaction back', async () => {
    const recipient = await makeUser(t.app);
    const actor = await makeUser(t.app);
    const jobsBefore = (await db().select().from(jobs)).length;
    await expect(
      db().transaction(async (tx) => {
        await recordActivity(tx, { type: 'follow', actorId: actor.id, recipientId: recipient.id });
        throw new Error('the follow failed');
      }),
    ).rejects.toThrow('the follow failed');
    expect(await notificationsOf(recipient.id)).toEqual([]);
    expect((await db().select().from(jobs)).length).toBe(jobsBefore);
  });

  it('records nothing (and does not throw) when the actor or recipient does not exist', async () => {
    const member = await makeUser(t.app);
    await recordActivity(db(), { type: 'follow', actorId: 2_000_000_000, recipientId: member.id });
    await recordActivity(db(), { type: 'follow', actorId: member.id, recipientId: 2_000_000_001 });
    expect(await notificationsOf(member.id)).toEqual([]);
    expect(await notificationsOf(2_000_000_001)).toEqual([]);
  });
});
