// Moderation of comments and profiles on the real database: members' flags (once each, never their own), the
// queue showing each item in its context with its flags, decisions with their log line, a hidden comment gone at
// once from the sighting's comments, its count and its page's embedded data, automatic hiding by members' flags,
// warnings (notification and e-mail), flagged gear reviews listed read-only, and the manageUsers permission.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';
import type { QueueItem } from '@common/schemas/moderation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gearProducts, gearReviews, moderationActions, userNotifications, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';

const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), check: async () => true };

let t: TestApp;
let admin: { authorization: string };
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-moderation-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>WildLens</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir }, { rateLimits: unlimitedRateLimits(), mailer });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof makeUser>>;

const post = (url: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function comment(author: Member, sightingId: number, content: string, parentCommentId?: number) {
  const res = await post('/api/comments', author.cookie, {
    sightingId,
    content,
    ...(parentCommentId ? { parentCommentId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function queue(view: 'pending' | 'hidden' = 'pending'): Promise<QueueItem[]> {
  const res = await asAdmin('GET', `/api/admin/moderation/queue?view=${view}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const decide = (payload: Record<string, unknown>) =>
  asAdmin('POST', '/api/admin/moderation/decisions', payload);

async function setSettings(patch: Record<string, unknown>) {
  const current = (await asAdmin('GET', '/api/admin/moderation/settings')).json() as Record<string, unknown>;
  const res = await asAdmin('PUT', '/api/admin/moderation/settings', { ...current, ...patch });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const commentsOf = async (sightingId: number, cookie?: string) => {
  const res = await t.app.inject({
    url: `/api/sightings/${sightingId}/comments`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; replies: { id: number }[] }[];
};
const commentCount = async (sightingId: number) =>
  ((await t.app.inject({ url: `/api/sightings/${sightingId}` })).json() as { commentCount: number })
    .commentCount;

/** The API answers a sighting page's HTML carries for its first render. */
async function pageAnswers(sightingId: number): Promise<PageDataAnswer[]> {
  const res = await t.app.inject({ url: `/sighting/${sightingId}` });
  expect(res.statusCode).toBe(200);
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(res.body);
  return match?.[1] ? (JSON.parse(match[1]) as PageDataAnswer[]) : [];
}

describe('flagging comments and profiles', () => {
  it('is for members, once per item, never their own, with a reason that fits', async () => {
    const [author, member] = [await makeUser(t.app), await makeUser(t.app)];
    const sighting = await makeSighting(t.app, author.cookie);
    const id = await comment(author, sighting.id, 'Buy cheap binoculars at example.com');
    const url = `/api/comments/${id}/flag`;
    expect((await post(url, undefined, { reason: 'spam' })).statusCode).toBe(401);
    const unfit = await post(url, member.cookie, { reason: 'wrong_species' });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().message).toContain('Reason must be one of');
    const own = await post(url, author.cookie, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot flag your own comment.');
    const first = await post(url, member.cookie, { reason: 'spam', details: 'An advert' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), hidden: false });
    const again = await post(url, member.cookie, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already flagged this comment.');
    expect((await post('/api/comments/999999/flag', member.cookie, { reason: 'spam' })).statusCode).toBe(404);

    const profileUrl = `/api/users/${author.id}/flag`;
    expect((await post(profileUrl, author.cookie, { reason: 'spam' })).json().message).toBe(
      'You cannot flag your own profile.',
    );
    expect((await post(profileUrl, member.cookie, { reason: 'inappropriate' })).statusCode).toBe(201);
    const twice = await post(profileUrl, member.cookie, { reason: 'inappropriate' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already flagged this profile.');
  });

  it('cannot reach a comment on someone else’s private sighting', async () => {
    const [author, member] = [await makeUser(t.app), await makeUser(t.app)];
    const hidden = await makeSighting(t.app, author.cookie, { isPublic: false });
    const id = await comment(author, hidden.id, 'Only me here');
    expect((await post(`/api/comments/${id}/flag`, member.cookie, { reason: 'spam' })).statusCode).toBe(404);
  });
});

describe('the queue and the decisions', () => {
  it('shows a flagged comment in context; hiding it takes it out of the list, the count and the page at once', async () => {
    const [author, replier, a, b] = [
      await makeUser(t.app),
      await makeUser(t.app),
      await makeUser(t.app),
      await makeUser(t.app),
    ];
    const sighting = await makeSighting(t.app, author.cookie, { speciesName: 'Moderated osprey' });
    const keep = await comment(replier, sighting.id, 'Lovely bird');
    const bad = await comment(replier, sighting.id, 'You are all idiots');
    await comment(author, sighting.id, 'Please be kind', bad);
    expect(await commentCount(sighting.id)).toBe(3);
    await post(`/api/comments/${bad}/flag`, a.cookie, { reason: 'inappropriate', details: 'Insults' });
    await post(`/api/comments/${bad}/flag`, b.cookie, { reason: 'inappropriate' });

    const item = (await queue()).find((i) => i.contentType === 'comment' && i.contentId === bad);
    expect(item).toMatchObject({
      hidden: false,
      pendingFlags: 2,
      reasons: [{ reason: 'inappropriate', count: 2 }],
      comment: {
        content: 'You are all idiots',
        sighting: { id: sighting.id, speciesName: 'Moderated osprey' },
      },
      author: { id: replier.id, username: replier.username, suspended: false, warnings: 0 },
    });
    expect(item?.flags.map((f) => f.reporter?.username).sort()).toEqual([a.username, b.username].sort());
    expect(item?.flags.find((f) => f.details)?.details).toBe('Insults');

    // The author was told about the reply under it: that notification goes with the hidden thread.
    const notes = () =>
      t.app.ctx.db.select().from(userNotifications).where(eq(userNotifications.userId, replier.id));
    expect((await notes()).some((n) => n.type === 'reply')).toBe(true);

    const refused = await decide({ contentType: 'comment', contentId: bad, decision: 'hide', reason: ' ' });
    expect(refused.statusCode).toBe(400);
    const res = await decide({
      contentType: 'comment',
      contentId: bad,
      decision: 'hide',
      reason: 'Insults members',
    });
    expect(res.statusCode, res.body).toBe(200);

    // Gone for everyone: the list (with its reply), the count, the page's embedded answers.
    for (const viewer of [undefined, author.cookie, replier.cookie])
      expect((await commentsOf(sighting.id, viewer)).map((c) => c.id)).toEqual([keep]);
    expect(await commentCount(sighting.id)).toBe(1);
    const answers = await pageAnswers(sighting.id);
    const embedded = answers.find((x) => x.url === `/api/sightings/${sighting.id}/comments`);
    expect(embedded?.body).not.toContain('idiots');
    expect(
      JSON.parse(answers.find((x) => x.url === `/api/sightings/${sighting.id}`)?.body ?? '{}').commentCount,
    ).toBe(1);
    expect((await notes()).some((n) => n.type === 'reply')).toBe(false);
    // Nobody can like it, reply to it or flag it any more.
    expect((await post(`/api/comments/${bad}/like`, a.cookie, {})).statusCode).toBe(404);
    expect(
      (
        await post('/api/comments', a.cookie, {
          sightingId: sighting.id,
          content: 'Yes',
          parentCommentId: bad,
        })
      ).statusCode,
    ).toBe(400);

    // Its author is told, with the reason; the decision is logged with the administrator and why.
    const told = (await notes()).find((n) => n.type === 'moderation_hide');
    expect(told?.message).toBe('An administrator hid one of your comments. Reason: Insults members');
    const [logged] = await t.app.ctx.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.contentId, bad));
    expect(logged).toMatchObject({
      action: 'hide',
      adminUsername: 'admin',
      reason: 'Insults members',
      flagsResolved: 2,
    });
    expect((await queue()).some((i) => i.contentId === bad && i.contentType === 'comment')).toBe(false);

    // The hidden view offers it back; keeping it shows it (and its reply) again.
    const hiddenItem = (await queue('hidden')).find(
      (i) => i.contentType === 'comment' && i.contentId === bad,
    );
    expect(hiddenItem?.history.map((h) => h.action)).toEqual(['hide']);
    expect(
      (await decide({ contentType: 'comment', contentId: bad, decision: 'keep', reason: 'On appeal' }))
        .statusCode,
    ).toBe(200);
    expect(await commentCount(sighting.id)).toBe(3);
    expect((await commentsOf(sighting.id)).find((c) => c.id === bad)?.replies).toHaveLength(1);
    // Nothing pending and nothing hidden: nothing to decide.
    expect(
      (await decide({ contentType: 'comment', contentId: bad, decision: 'hide', reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('hides a comment by itself once enough members flagged it, and its author is told', async () => {
    await setSettings({ memberFlagsToHide: 2 });
    const [author, a, b] = [await makeUser(t.app), await makeUser(t.app), await makeUser(t.app)];
    const sighting = await makeSighting(t.app, author.cookie);
    const id = await comment(author, sighting.id, 'Spam spam spam');
    expect((await post(`/api/comments/${id}/flag`, a.cookie, { reason: 'spam' })).json().hidden).toBe(false);
    expect((await commentsOf(sighting.id)).map((c) => c.id)).toEqual([id]);
    expect((await post(`/api/comments/${id}/flag`, b.cookie, { reason: 'spam' })).json().hidden).toBe(true);
    expect(await commentsOf(sighting.id)).toEqual([]);
    expect(await commentCount(sighting.id)).toBe(0);
    const item = (await queue()).find((i) => i.contentType === 'comment' && i.contentId === id);
    expect(item).toMatchObject({ hidden: true, pendingFlags: 2 });
    expect(item?.history).toMatchObject([{ action: 'auto_hide', admin: null }]);
    const [note] = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, author.id));
    expect(note?.message).toContain('hidden because several members flagged it');
    await setSettings({ memberFlagsToHide: 3 });
  });

  it('shows a flagged profile with its bio; hiding it answers 404 to others and takes it out of lists', async () => {
    const [owner, member, fan] = [await makeUser(t.app), await makeUser(t.app), await makeUser(t.app)];
    await t.app.ctx.db.update(users).set({ bio: 'Selling ivory' }).where(eq(users.id, owner.id));
    await post(`/api/users/${owner.id}/follow`, fan.cookie, {});
    await post(`/api/users/${owner.id}/flag`, member.cookie, { reason: 'inappropriate', details: 'Ivory' });
    const item = (await queue()).find((i) => i.contentType === 'profile' && i.contentId === owner.id);
    expect(item?.profile).toMatchObject({ username: owner.username, bio: 'Selling ivory' });
    expect(
      (
        await decide({
          contentType: 'profile',
          contentId: owner.id,
          decision: 'hide',
          reason: 'Wildlife trade',
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/users/${owner.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/users/${owner.id}`, headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
    const following = (await t.app.inject({ url: `/api/users/${fan.id}/following` })).json() as {
      id: number;
    }[];
    expect(following.map((f) => f.id)).not.toContain(owner.id);

    // Deleting it clears what it showed and brings it back, empty.
    expect(
      (await decide({ contentType: 'profile', contentId: owner.id, decision: 'delete', reason: 'Cleared' }))
        .statusCode,
    ).toBe(200);
    const profile = await t.app.inject({ url: `/api/users/${owner.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().bio).toBeNull();
  });

  it('warns a member: a notification and an e-mail in their language with the reason', async () => {
    const [author, member] = [await makeUser(t.app, { preferredLanguage: 'fr' }), await makeUser(t.app)];
    const sighting = await makeSighting(t.app, author.cookie);
    const id = await comment(author, sighting.id, 'Borderline joke');
    await post(`/api/comments/${id}/flag`, member.cookie, { reason: 'other' });
    sent.length = 0;
    const res = await decide({
      contentType: 'comment',
      contentId: id,
      decision: 'warn',
      reason: 'Keep it civil',
      hideContent: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Warned without hiding: the comment stays, its flag is closed.
    expect((await commentsOf(sighting.id)).map((c) => c.id)).toEqual([id]);
    const [note] = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, author.id));
    expect(note).toMatchObject({ type: 'moderation_warn' });
    expect(note?.message).toBe(
      'Un administrateur vous a adressé un avertissement. Merci de respecter les règles de la communauté : des manquements répétés peuvent entraîner une suspension. Motif : Keep it civil',
    );
    await t.app.jobs.runOnce();
    const mail = sent.find((m) => m.to === author.email);
    expect(mail?.subject).toBe('Un message des modérateurs de WildLens');
    expect(mail?.text).toContain('Motif : Keep it civil');
    const item = (await queue('pending')).find((i) => i.contentType === 'comment' && i.contentId === id);
    expect(item).toBeUndefined();
    const log = (await asAdmin('GET', '/api/admin/moderation/actions')).json() as {
      action: string;
      reason: string;
    }[];
    expect(log[0]).toMatchObject({ action: 'warn', reason: 'Keep it civil' });
  });

  it('hides, shows again and deletes a flagged sighting, its author told each time', async () => {
    const [author, member] = [await makeUser(t.app), await makeUser(t.app)];
    const sighting = await makeSighting(t.app, author.cookie, { speciesName: 'Decided heron' });
    const visitorSees = async () => (await t.app.inject({ url: `/api/sightings/${sighting.id}` })).statusCode;
    await post(`/api/sightings/${sighting.id}/flag`, member.cookie, { reason: 'copyright' });
    const item = (await queue()).find((i) => i.contentType === 'sighting' && i.contentId === sighting.id);
    expect(item?.sighting).toMatchObject({ speciesName: 'Decided heron', isPublic: true, removed: false });
    expect(item?.author?.username).toBe(author.username);

    const as = (decision: string, reason: string) =>
      decide({ contentType: 'sighting', contentId: sighting.id, decision, reason });
    expect((await as('hide', 'Not your photo')).statusCode).toBe(200);
    expect(await visitorSees()).toBe(404);
    expect(
      (await queue('hidden')).some((i) => i.contentType === 'sighting' && i.contentId === sighting.id),
    ).toBe(true);
    expect((await as('keep', 'Licence shown')).statusCode).toBe(200);
    expect(await visitorSees()).toBe(200);
    const notes = () =>
      t.app.ctx.db.select().from(userNotifications).where(eq(userNotifications.userId, author.id));
    expect((await notes()).map((n) => n.type).sort()).toEqual(['moderation_hide', 'moderation_keep']);

    await post(`/api/sightings/${sighting.id}/flag`, (await makeUser(t.app)).cookie, { reason: 'copyright' });
    expect((await as('delete', 'Stolen photo')).statusCode).toBe(200);
    expect(await visitorSees()).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/sightings/${sighting.id}`, headers: { cookie: author.cookie } }))
        .statusCode,
    ).toBe(404);
    // Notifications about the sighting went with it; the one telling of its deletion links nowhere and stays.
    const left = await notes();
    expect(left.map((n) => n.type)).toEqual(['moderation_delete']);
    expect(left[0]?.message).toBe(
      'An administrator deleted your sighting of Decided heron. Reason: Stolen photo',
    );
  });

  it('lists flagged gear reviews read-only and refuses to decide them here', async () => {
    const [author, reporter] = [await makeUser(t.app), await makeUser(t.app)];
    const [product] = await t.app.ctx.db.select({ id: gearProducts.id }).from(gearProducts).limit(1);
    const [review] = await t.app.ctx.db
      .insert(gearReviews)
      .values({
        productId: product?.id ?? 0,
        userId: author.id,
        title: 'Best lens ever',
        content: 'Visit my shop for discounts',
        rating: 5,
        moderationStatus: 'flagged',
        flaggedBy: reporter.id,
        flagReason: 'Advert',
      })
      .returning({ id: gearReviews.id });
    const item = (await queue()).find((i) => i.contentType === 'gear_review' && i.contentId === review?.id);
    expect(item).toMatchObject({
      readOnly: true,
      manageUrl: '/product-management',
      review: { title: 'Best lens ever' },
      flags: [{ details: 'Advert', reporter: { username: reporter.username } }],
    });
    const res = await decide({
      contentType: 'gear_review',
      contentId: review?.id,
      decision: 'hide',
      reason: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('/product-management');
  });

  it('is for administrators with manageUsers', async () => {
    const member = await makeUser(t.app);
    expect(
      (await t.app.inject({ url: '/api/admin/moderation/queue', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(401);
    await withAdminPermissions(t.app, { manageUsers: false }, async () => {
      for (const url of [
        '/api/admin/moderation/queue',
        '/api/admin/moderation/settings',
        '/api/admin/moderation/actions',
      ]) {
        const res = await asAdmin('GET', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe('Moderation needs the manageUsers permission.');
      }
    });
  });
});
