import path from 'node:path';
import { DEFAULT_EMAIL_PREFERENCES } from '@common/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, jobs, sightings, userNotifications, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { createMailer, type Mailer, type MailMessage } from '../../mail/mailer';
import { readOutbox } from '../../mail/outbox.support';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { signUserToken } from '../auth/tokens';
import { EMAIL_PREFERENCES_PURPOSE } from '../users/routes';
import { type ActivityEvent, recordActivity } from './activity';

/** The real outbox mailer behind a switch that makes the next sends fail, like an SMTP server that is down. */
class FlakyMailer implements Mailer {
  readonly kind = 'outbox' as const;
  failNext = 0;
  attempts = 0;
  inner: Mailer | undefined;
  async send(message: MailMessage): Promise<void> {
    this.attempts += 1;
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('SMTP server unavailable');
    }
    if (!this.inner) throw new Error('mailer not ready');
    await this.inner.send(message);
  }
  async check(): Promise<boolean> {
    return true;
  }
}

let t: TestApp;
const mailer = new FlakyMailer();
beforeAll(async () => {
  t = await createTestApp({}, { mailer, rateLimits: unlimitedRateLimits() });
  mailer.inner = createMailer({
    from: t.config.MAIL_FROM,
    outboxDir: path.join(t.dataDir, 'outbox'),
    log: t.app.log,
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  mailer.failNext = 0;
});

const db = () => t.app.ctx.db;
const base = 'http://localhost:5000';

async function makeSighting(userId: number, speciesName = 'Red panda') {
  const [row] = await db().insert(sightings).values({ userId, speciesName, category: 'mammals' }).returning();
  if (!row) throw new Error('no sighting');
  return row;
}

/** recordActivity, then the id of the notification it created. */
async function notify(event: ActivityEvent): Promise<number> {
  await recordActivity(db(), event);
  const [row] = await db()
    .select({ id: userNotifications.id })
    .from(userNotifications)
    .where(eq(userNotifications.userId, event.recipientId))
    .orderBy(sql`${userNotifications.id} desc`)
    .limit(1);
  if (!row) throw new Error('no notification');
  return row.id;
}

const mailsTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.to === email);
const preferencesLink = (userId: number) =>
  `${base}/email-preferences?token=${signUserToken(t.app.ctx.secret, EMAIL_PREFERENCES_PURPOSE, userId)}`;

async function jobFor(notificationId: number) {
  const rows = await db().select().from(jobs).where(eq(jobs.type, 'notification_email'));
  const row = rows.find((r) => r.payload.notificationId === notificationId);
  if (!row) throw new Error(`no job for notification ${notificationId}`);
  return row;
}

describe('notification e-mails (notification_email jobs)', () => {
  it('e-mails the author about a like, with the sighting link and the preferences link', async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app, { username: `marsh_harrier_${Date.now() % 100000}` });
    const sighting = await makeSighting(author.id, 'Red panda');
    const notificationId = await notify({
      type: 'like',
      actorId: fan.id,
      recipientId: author.id,
      sightingId: sighting.id,
    });
    // Nothing is sent inside the request: only the job exists until the worker runs.
    expect(mailsTo(author.email)).toHaveLength(0);

    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 1, completed: 1 });
    const mails = mailsTo(author.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(`${fan.username} liked your sighting of Red panda`);
    expect(mail.text).toContain(`Hello ${author.username},`);
    expect(mail.text).toContain(`${fan.username} liked your sighting of Red panda.`);
    expect(mail.text).toContain(`View the sighting: ${base}/sighting/${sighting.id}`);
    expect(mail.text).toContain(`Manage your e-mail preferences: ${preferencesLink(author.id)}`);
    expect(mail.text).toContain('"Likes on your photos"');
    expect(mail.html).toContain(`href="${base}/sighting/${sighting.id}"`);
    expect(mail.html).toContain(`href="${preferencesLink(author.id)}"`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${preferencesLink(author.id)}>`);
    expect(mail.to).toBe(author.email);
    expect(mailsTo(fan.email)).toHaveLength(0);
    expect((await jobFor(notificationId)).completedAt).toBeInstanceOf(Date);

    // The footer link opens this member's preferences without signing in.
    const token = new URL(preferencesLink(author.id)).searchParams.get('token') ?? '';
    const prefs = await t.app.inject({
      method: 'GET',
      url: `/api/email-preferences?token=${encodeURIComponent(token)}`,
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json()).toMatchObject({ username: author.username });
  });

  it("links a follow e-mail to the follower's profile", async () => {
    const member = await makeUser(t.app);
    const follower = await makeUser(t.app);
    await notify({ type: 'follow', actorId: follower.id, recipientId: member.id });
    await t.app.jobs.runOnce();
    const [mail] = mailsTo(member.email);
    expect(mail?.subject).toBe(`${follower.username} started following you on WildLens`);
    expect(mail?.text).toContain(`${base}/profile/${follower.id}`);
    expect(mail?.text).toContain('"New followers"');
    expect(mail?.text).not.toContain('/sighting/');
  });

  it('quotes the comment in comment and reply e-mails', async () => {
    const author = await makeUser(t.app);
    const commenter = await makeUser(t.app);
    const sighting = await makeSighting(author.id, 'Snowy owl');
    const [comment] = await db()
      .insert(comments)
      .values({
        sightingId: sighting.id,
        userId: commenter.id,
        content: 'What a sharp photo!\nWhere was this?',
      })
      .returning();
    if (!comment) throw new Error('no comment');
    await notify({
      type: 'comment',
      actorId: commenter.id,
      recipientId: author.id,
      sightingId: sighting.id,
      commentId: comment.id,
    });
    await notify({
      type: 'reply',
      actorId: author.id,
      recipientId: commenter.id,
      sightingId: sighting.id,
      commentId: comment.id,
    });
    await t.app.jobs.runOnce();
    const [toAuthor] = mailsTo(author.email);
    expect(toAuthor?.subject).toBe(`${commenter.username} commented on your sighting of Snowy owl`);
    expect(toAuthor?.text).toContain('> What a sharp photo!\n> Where was this?');
    expect(toAuthor?.text).toContain(`${base}/sighting/${sighting.id}`);
    expect(toAuthor?.text).toContain('"Comments on your photos"');
    const [toCommenter] = mailsTo(commenter.email);
    expect(toCommenter?.subject).toBe(`${author.username} replied to your comment on Snowy owl`);
  });

  it('escapes member-written text in the HTML part', async () => {
    const author = await makeUser(t.app);
    const actor = await makeUser(t.app);
    // Registration refuses such names; a name written straight into the database must still be harmless.
    const evilName = `<b>${actor.username}</b>`;
    await db().update(users).set({ username: evilName }).where(eq(users.id, actor.id));
    const sighting = await makeSighting(author.id, '<b>Red</b> panda & "friends"');
    const [comment] = await db()
      .insert(comments)
      .values({ sightingId: sighting.id, userId: actor.id, content: '<script>alert(1)</script><img src=x>' })
      .returning();
    if (!comment) throw new Error('no comment');
    await notify({ type: 'like', actorId: actor.id, recipientId: author.id, sightingId: sighting.id });
    await notify({
      type: 'comment',
      actorId: actor.id,
      recipientId: author.id,
      sightingId: sighting.id,
      commentId: comment.id,
    });
    await t.app.jobs.runOnce();
    const mails = mailsTo(author.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<b>|<script|<img/);
      expect(mail.html).toContain(`&lt;b&gt;${actor.username}&lt;/b&gt;`);
      expect(mail.html).toContain('&lt;b&gt;Red&lt;/b&gt; panda &amp; &quot;friends&quot;');
      // The plain-text part is text: it carries the names as written.
      expect(mail.text).toContain(`${evilName} `);
    }
    const commentMail = mails.find((m) => m.subject.includes('commented'));
    expect(commentMail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x&gt;');
  });

  it('sends nothing when the member turned the preference off after the job was queued', async () => {
    const author = await makeUser(t.app);
    const fan = await makeUser(t.app);
    const sighting = await makeSighting(author.id);
    const notificationId = await notify({
      type: 'like',
      actorId: fan.id,
      recipientId: author.id,
      sightingId: sighting.id,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email-preferences',
      headers: { cookie: author.cookie },
      payload: { ...DEFAULT_EMAIL_PREFERENCES, likesOnPhotos: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.app.jobs.runOnce()).completed).toBe(1);
    expect(mailsTo(author.email)).toHaveLength(0);
    expect((await jobFor(notificationId)).completedAt).toBeInstanceOf(Date);
  });

  it('completes without sending when the notification is gone', async () => {
    const member = await makeUser(t.app);
    const follower = await makeUser(t.app);
    const notificationId = await notify({ type: 'follow', actorId: follower.id, recipientId: member.id });
    await db().delete(userNotifications).where(eq(userNotifications.id, notificationId));
    expect((await t.app.jobs.runOnce()).completed).toBe(1);
    expect(mailsTo(member.email)).toHaveLength(0);
    expect((await jobFor(notificationId)).completedAt).toBeInstanceOf(Date);
  });

  it('retries after the mailer fails, with backoff, and sends exactly once', async () => {
    const member = await makeUser(t.app);
    const follower = await makeUser(t.app);
    const notificationId = await notify({ type: 'follow', actorId: follower.id, recipientId: member.id });
    mailer.failNext = 1;
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    let job = await jobFor(notificationId);
    expect(job.attempts).toBe(1);
    expect(job.lastError).toBe('SMTP server unavailable');
    expect(job.completedAt).toBeNull();
    expect(mailsTo(member.email)).toHaveLength(0);
    const [due] = await db()
      .select({ s: sql<number>`extract(epoch from (${jobs.runAt} - now()))::float8` })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(Number(due?.s)).toBeGreaterThan(25);
    // Not due yet.
    expect((await t.app.jobs.runOnce()).claimed).toBe(0);

    await db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, job.id));
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 1, completed: 1 });
    job = await jobFor(notificationId);
    expect(job.attempts).toBe(2);
    expect(job.completedAt).toBeInstanceOf(Date);
    expect(mailsTo(member.email)).toHaveLength(1);

    // Never twice: later polls find nothing to do.
    expect((await t.app.jobs.runOnce()).claimed).toBe(0);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('marks the job failed after max attempts when the mailer keeps failing', async () => {
    const member = await makeUser(t.app);
    const follower = await makeUser(t.app);
    await db()
      .insert(userNotifications)
      .values({
        userId: member.id,
        type: 'follow',
        actorId: follower.id,
        message: `${follower.username} started following you`,
      });
    const [n] = await db()
      .select({ id: userNotifications.id })
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.id));
    if (!n) throw new Error('no notification');
    await enqueueJob(db(), 'notification_email', { notificationId: n.id }, { maxAttempts: 3 });
    mailer.failNext = 100;
    const sendsBefore = mailer.attempts;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const result = await t.app.jobs.runOnce();
      expect(result.claimed).toBe(1);
      expect(attempt < 3 ? result.retried : result.failed).toBe(1);
      await db()
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, (await jobFor(n.id)).id));
    }
    const job = await jobFor(n.id);
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.attempts).toBe(3);
    expect(job.lastError).toBe('SMTP server unavailable');
    expect((await t.app.jobs.runOnce()).claimed).toBe(0);
    expect(mailer.attempts - sendsBefore).toBe(3);
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('fails a job with a malformed payload at once', async () => {
    await enqueueJob(db(), 'notification_email', { notificationId: 'seven' });
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    const rows = await db().select().from(jobs).where(eq(jobs.type, 'notification_email'));
    const bad = rows.find((r) => r.payload.notificationId === 'seven');
    expect(bad?.failedAt).toBeInstanceOf(Date);
    expect(bad?.attempts).toBe(1);
    expect(bad?.lastError).toMatch(/Invalid notification_email payload/);
  });
});
