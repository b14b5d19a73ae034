// A member's language and e-mail preferences, signed in or through the signed link in every e-mail.
import { DEFAULT_EMAIL_PREFERENCES } from '@common/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { signUserToken } from '../auth/tokens';
import { EMAIL_PREFERENCES_PURPOSE } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const quiet = { ...DEFAULT_EMAIL_PREFERENCES, weeklyNewsletter: false, likesOnPhotos: false };

async function storedPreferences(id: number) {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, id));
  return row?.emailNotificationPreferences;
}

describe('PUT /api/user/language-preference', () => {
  const put = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/language-preference',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('needs a signed-in member', async () => {
    const res = await put({ preferredLanguage: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required');
  });

  it('saves a supported language and /api/auth/me shows it', async () => {
    const member = await makeUser(t.app);
    const res = await put({ preferredLanguage: 'ar' }, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferredLanguage: 'ar' });
    expect((await me(member.cookie)).json().preferredLanguage).toBe('ar');
  });

  it('refuses an unsupported language or unknown fields', async () => {
    const member = await makeUser(t.app);
    for (const payload of [
      { preferredLanguage: 'xx' },
      { preferredLanguage: 'EN' },
      {},
      { preferredLanguage: 'de', subscriptionTier: 'premium' },
    ]) {
      const res = await put(payload, member.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const current = (await me(member.cookie)).json();
    expect(current.preferredLanguage).toBe('en');
    expect(current.subscriptionTier).toBe('free');
  });
});

describe('/api/user/email-preferences', () => {
  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/email-preferences' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/user/email-preferences', payload: quiet });
    expect(put.statusCode).toBe(401);
  });

  it('starts with every preference on, and saves changes', async () => {
    const member = await makeUser(t.app);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/user/email-preferences', headers: { cookie: member.cookie } });
    expect((await get()).json()).toEqual({
      username: member.username,
      preferences: DEFAULT_EMAIL_PREFERENCES,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email-preferences',
      headers: { cookie: member.cookie },
      payload: quiet,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe('Your email preferences have been saved.');
    expect((await get()).json().preferences).toEqual(quiet);
    expect((await me(member.cookie)).json().emailNotificationPreferences).toEqual(quiet);
  });

  it('refuses a partial, mistyped or extended set', async () => {
    const member = await makeUser(t.app);
    const { likesOnPhotos: _dropped, ...partial } = DEFAULT_EMAIL_PREFERENCES;
    for (const payload of [
      partial,
      { ...DEFAULT_EMAIL_PREFERENCES, weeklyNewsletter: 'no' },
      { ...DEFAULT_EMAIL_PREFERENCES, marketingSpam: true },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/email-preferences',
        headers: { cookie: member.cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await storedPreferences(member.id)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });
});

describe('/api/email-preferences?token= (the link in every e-mail)', () => {
  const linkToken = (id: number) => signUserToken(t.app.ctx.secret, EMAIL_PREFERENCES_PURPOSE, id);

  it('reads and saves the preferences of the member the link was signed for, without a session', async () => {
    const member = await makeUser(t.app);
    const token = encodeURIComponent(linkToken(member.id));
    const get = await t.app.inject({ method: 'GET', url: `/api/email-preferences?token=${token}` });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ username: member.username, preferences: DEFAULT_EMAIL_PREFERENCES });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/email-preferences?token=${token}`,
      payload: quiet,
    });
    expect(put.statusCode).toBe(200);
    expect(await storedPreferences(member.id)).toEqual(quiet);
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const member = await makeUser(t.app);
    const victim = await makeUser(t.app);
    const genuine = linkToken(member.id);
    const forged = [
      // The signature of one member moved onto another id.
      `${victim.id}.${genuine.split('.')[1]}`,
      signUserToken('not-the-server-secret', EMAIL_PREFERENCES_PURPOSE, victim.id),
      // Signed for another purpose.
      signUserToken(t.app.ctx.secret, 'unsubscribe-everything', victim.id),
      `${victim.id}`,
      'garbage',
      `${victim.id}.`,
    ];
    for (const token of forged) {
      const url = `/api/email-preferences?token=${encodeURIComponent(token)}`;
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode, token).toBe(400);
      expect(get.json().message).toBe('This preferences link is invalid.');
      const put = await t.app.inject({ method: 'PUT', url, payload: quiet });
      expect(put.statusCode, token).toBe(400);
    }
    expect(await storedPreferences(victim.id)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('refuses a missing token, and answers 404 for a link of a deleted account', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/email-preferences' });
    expect(missing.statusCode).toBe(400);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/email-preferences?token=${encodeURIComponent(linkToken(987_654))}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
