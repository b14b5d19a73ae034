// The outbox mailer's log line: in production it names the .eml file, never the link inside (a live reset
// link is a password for whoever reads the log); only development prints the link, for the developer.
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../test/harness';
import { readOutbox } from './outbox.support';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Requests a reset for a new member in an app of that NODE_ENV; answers the logs and the mailed token. */
async function resetMailLogs(nodeEnv: 'production' | 'development') {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  t = await createTestApp({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' }, { logger });
  const member = await makeUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: member.email },
  });
  expect(res.statusCode).toBe(200);
  await t.app.jobs.runOnce();
  const [mail] = readOutbox(t.dataDir).filter((m) => m.to === member.email);
  const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!mail || !token) throw new Error('no reset mail in the outbox');
  return { logs: lines.join(''), token: decodeURIComponent(token), file: mail.file, email: member.email };
}

describe('outbox mail in the log', () => {
  it('in production: the file name, and neither the token nor the recipient', async () => {
    const { logs, token, file, email } = await resetMailLogs('production');
    expect(logs).toContain('mail written to outbox');
    expect(logs).toContain(JSON.stringify(file));
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(encodeURIComponent(token));
    expect(logs).not.toContain(email);
  });

  it('in development: the link too, so the developer can follow it', async () => {
    const { logs, token } = await resetMailLogs('development');
    expect(logs).toContain(token);
  });
});
