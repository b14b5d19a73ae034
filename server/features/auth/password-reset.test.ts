// Forgotten password: the same answer for every address, a single-use hashed token, sessions ended on reset.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema';
import { createTestApp, makeUser, sessionCookie, type TestApp } from '../../test/harness';
import { RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from './service';
import { sha256 } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Every request from its own address, so the per-address reset limit (10 an hour) never decides a test.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

const outboxDir = () => path.join(t.dataDir, 'outbox');
const outboxFiles = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : []);

/** The raw text of mail sent to `to`: the job worker (started by main.ts, here run by hand) sends it. */
async function waitForMail(to: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 25) {
    await t.app.jobs.runOnce();
    for (const name of outboxFiles().filter((f) => f.endsWith('.eml'))) {
      const text = fs.readFileSync(path.join(outboxDir(), name), 'utf8');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} in ${outboxDir()}`);
}

/** Undoes quoted-printable (soft line breaks and =XX escapes), which nodemailer uses for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function requestReset(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: nextAddress(),
    payload: { email },
  });
}

async function resetTokenFor(email: string): Promise<string> {
  const res = await requestReset(email);
  expect(res.statusCode).toBe(200);
  const mail = decodeQuotedPrintable(await waitForMail(email));
  const link = mail.match(/http:\/\/localhost:5000\/reset-password\?token=([A-Za-z0-9_%-]+)/);
  if (!link?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return decodeURIComponent(link[1]);
}

function resetPassword(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: nextAddress(),
    payload: { token, password },
  });
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

function signIn(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextAddress(),
    payload: { username, password },
  });
}

async function userRow(id: number) {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const member = await makeUser(t.app);
    const before = outboxFiles().length;
    const unknown = await requestReset('nobody-here@example.com');
    const known = await requestReset(member.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(known.json()).toEqual(unknown.json());

    const mail = decodeQuotedPrintable(await waitForMail(member.email));
    expect(mail).toContain('Subject: Reset your WildLens password');
    expect(mail).toMatch(/http:\/\/localhost:5000\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    // Give a mail to the unknown address every chance to appear before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outboxFiles().length).toBe(before + 1);
  });

  it('does the same work for a known and an unknown address: one queued job, no token yet, one answer', async () => {
    const member = await makeUser(t.app);
    await t.app.jobs.runOnce();
    const queued = () =>
      t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'password_reset_email')).orderBy(jobs.id);
    const before = (await queued()).length;

    const unknown = await requestReset('nobody-at-all@example.com');
    const afterUnknown = await queued();
    const known = await requestReset(member.email);
    const afterKnown = await queued();

    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(afterUnknown).toHaveLength(before + 1);
    expect(afterKnown).toHaveLength(before + 2);
    // The queued payloads have one shape, and neither holds the address that was typed.
    expect(afterUnknown.at(-1)?.payload).toEqual({ userId: null });
    expect(afterKnown.at(-1)?.payload).toEqual({ userId: member.id });
    // Nothing was written to the account while answering: the token is made by the job.
    expect((await userRow(member.id)).passwordResetToken).toBeNull();

    const filesBefore = outboxFiles().length;
    await waitForMail(member.email);
    expect((await userRow(member.id)).passwordResetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(outboxFiles().length).toBe(filesBefore + 1);
  });

  it('finds the account whatever the case of the address', async () => {
    const member = await makeUser(t.app);
    await requestReset(member.email.toUpperCase());
    await expect(waitForMail(member.email)).resolves.toContain('reset-password?token=');
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const member = await makeUser(t.app);
    const token = await resetTokenFor(member.email);
    const row = await userRow(member.id);
    expect(row.passwordResetToken).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.passwordResetExpires?.getTime()).toBe(t.clock.now.getTime() + 60 * 60 * 1000);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once; the same link fails the second time', async () => {
    const member = await makeUser(t.app);
    const token = await resetTokenFor(member.email);
    const first = await resetPassword(token, 'N3w-Password');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'Your password has been reset. You can now sign in with your new password.',
    );
    const second = await resetPassword(token, 'An0ther-Password');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(RESET_INVALID_MESSAGE);
    expect((await signIn(member.username, 'N3w-Password')).statusCode).toBe(200);
    expect((await signIn(member.username, 'An0ther-Password')).statusCode).toBe(401);
  });

  it('refuses a token older than one hour', async () => {
    const member = await makeUser(t.app);
    const token = await resetTokenFor(member.email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const res = await resetPassword(token, 'N3w-Password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_INVALID_MESSAGE);
    expect((await signIn(member.username, member.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await resetPassword('made-up-token-that-was-never-sent', 'N3w-Password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_INVALID_MESSAGE);
  });

  it('ends every earlier session of the member, and the new password signs in', async () => {
    const member = await makeUser(t.app);
    const second = await signIn(member.email, member.password);
    expect(second.statusCode).toBe(200);
    const sessions = [member.cookie, sessionCookie(second)];
    for (const cookie of sessions) expect((await me(cookie)).statusCode).toBe(200);

    const token = await resetTokenFor(member.email);
    expect((await resetPassword(token, 'Fresh-Passw0rd')).statusCode).toBe(200);
    for (const cookie of sessions) expect((await me(cookie)).statusCode).toBe(401);

    expect((await signIn(member.username, member.password)).statusCode).toBe(401);
    const fresh = await signIn(member.username, 'Fresh-Passw0rd');
    expect(fresh.statusCode).toBe(200);
    expect((await me(sessionCookie(fresh))).statusCode).toBe(200);
  });

  it('refuses a weak password with the spec message and keeps the token usable', async () => {
    const member = await makeUser(t.app);
    const token = await resetTokenFor(member.email);
    const weak = await resetPassword(token, 'alllowercase1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect((await resetPassword(token, 'Str0ng-enough')).statusCode).toBe(200);
  });
});
