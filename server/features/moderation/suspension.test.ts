// Suspensions on the real database: decided from the queue, a member's existing session is refused at once (403
// with the reason, reads go on as a visitor's), sign-in is refused with the same message, nothing can be posted,
// the member is told (notification and e-mail) and no longer listed; lifted by an administrator or by its date.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';

const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), check: async () => true };

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), mailer });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;

const as = (member: Member | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: member ? { cookie: member.cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** A member with a comment another member flagged: what an administrator suspends them over. */
async function flaggedMember(): Promise<{ member: Member; commentId: number; sightingId: number }> {
  const [member, reporter] = [await makeUser(t.app), await makeUser(t.app)];
  const sighting = await makeSighting(t.app, reporter.cookie);
  const res = await as(member, 'POST', '/api/comments', { sightingId: sighting.id, content: 'Abuse' });
  expect(res.statusCode).toBe(201);
  const commentId = res.json().id as number;
  expect(
    (await as(reporter, 'POST', `/api/comments/${commentId}/flag`, { reason: 'inappropriate' })).statusCode,
  ).toBe(201);
  return { member, commentId, sightingId: sighting.id };
}

const suspend = (commentId: number, reason: string, suspendedUntil?: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/moderation/decisions',
    headers: admin,
    payload: {
      contentType: 'comment',
      contentId: commentId,
      decision: 'suspend',
      reason,
      ...(suspendedUntil !== undefined ? { suspendedUntil } : {}),
    },
  });

describe('suspending a member', () => {
  it('refuses their existing session at once, and their sign-in, with the reason', async () => {
    const { member, commentId, sightingId } = await flaggedMember();
    expect((await as(member, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const until = new Date(t.clock.now.getTime() + 7 * 86_400_000);
    const res = await suspend(commentId, 'Repeated abuse', until.toISOString());
    expect(res.statusCode, res.body).toBe(200);

    const message = `Your account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. Reason: Repeated abuse`;
    const me = await as(member, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ message });
    // Nothing can be posted: comments, sightings, flags, likes.
    for (const [url, payload] of [
      ['/api/comments', { sightingId, content: 'Still here' }],
      ['/api/sightings', { speciesName: 'Fox', category: 'mammals', location: 'Field' }],
      [`/api/sightings/${sightingId}/flag`, { reason: 'spam' }],
      [`/api/sightings/${sightingId}/like`, {}],
    ] as const) {
      const refused = await as(member, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(message);
    }
    // Reading public pages goes on, as a visitor.
    expect((await as(member, 'GET', `/api/sightings/${sightingId}`)).statusCode).toBe(200);
    // Signing in again is refused with the same message, and starts no session.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(message);
    expect(login.cookies.find((c) => c.name === 'wl_session' && c.value)).toBeUndefined();
    // Signing out still works.
    expect((await as(member, 'POST', '/api/auth/logout')).statusCode).toBe(200);

    // The comment was hidden with the suspension; the member is told and e-mailed; the profile is not listed.
    expect(
      ((await as(null, 'GET', `/api/sightings/${sightingId}/comments`)).json() as { id: number }[]).map(
        (c) => c.id,
      ),
    ).not.toContain(commentId);
    const notes = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.id));
    expect(notes.map((n) => n.type).sort()).toEqual(['moderation_hide', 'moderation_suspend']);
    expect(notes.find((n) => n.type === 'moderation_suspend')?.message).toContain(
      'Your account is suspended until',
    );
    sent.length = 0;
    await t.app.jobs.runOnce();
    expect(sent.find((m) => m.to === member.email)?.text).toContain('Reason: Repeated abuse');
    expect((await as(null, 'GET', `/api/users/${member.id}`)).statusCode).toBe(404);
    const suspended = (
      await t.app.inject({ url: '/api/admin/moderation/suspensions', headers: admin })
    ).json() as { id: number; reason: string }[];
    expect(suspended.find((s) => s.id === member.id)?.reason).toBe('Repeated abuse');

    // Once the date has passed, the member signs in again.
    t.clock.advance(8 * 86_400_000);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password: member.password },
    });
    expect(back.statusCode).toBe(200);
    // The administrator's own session ended meanwhile.
    admin = await adminHeaders(t.app);
  });

  it('until further notice, lifted by an administrator', async () => {
    const { member, commentId } = await flaggedMember();
    expect((await suspend(commentId, 'Spam account', null)).statusCode).toBe(200);
    const me = await as(member, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toBe('Your account is suspended until further notice. Reason: Spam account');

    const lift = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/moderation/members/${member.id}/unsuspend`,
        headers: admin,
        payload: { reason },
      });
    expect((await lift('')).statusCode).toBe(400);
    expect((await lift('Appeal accepted')).statusCode).toBe(200);
    expect((await as(member, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const again = await lift('Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This member is not suspended.');
    const log = (await t.app.inject({ url: '/api/admin/moderation/actions', headers: admin })).json() as {
      action: string;
      admin: string;
      target: { id: number };
    }[];
    expect(log[0]).toMatchObject({ action: 'unsuspend', admin: 'admin', target: { id: member.id } });
  });

  it('refuses an end in the past', async () => {
    const { commentId } = await flaggedMember();
    const res = await suspend(commentId, 'Too late', new Date(t.clock.now.getTime() - 60_000).toISOString());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The suspension must end in the future.');
  });
});
