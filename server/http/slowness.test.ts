// A slow request is logged by its route (not its query) with its time; a stalled event loop is logged with how
// long it stood still; quick requests and a free loop log nothing.
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSlownessWarnings } from './slowness';

const logged: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logged.push(JSON.parse(line));
    done();
  },
});

const logger: FastifyBaseLogger = pino({ level: 'warn' }, sink);
const app = Fastify({ loggerInstance: logger });
registerSlownessWarnings(app, { slowRequestMs: 150, stallMs: 100, checkEveryMs: 50 });
app.get('/slow/:id', async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { ok: true };
});
app.get('/quick', async () => ({ ok: true }));
app.get('/busy', async () => {
  const until = Date.now() + 250;
  while (Date.now() < until);
  return { ok: true };
});

beforeAll(() => app.ready());
afterAll(() => app.close());

const messages = (msg: string) => logged.filter((e) => e.msg === msg);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slowness warnings', () => {
  it('logs a slow request by its route and time, and nothing for a quick one', async () => {
    await app.inject('/quick');
    await app.inject('/slow/42?token=secret');
    const slow = messages('slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ method: 'GET', route: '/slow/:id', status: 200 });
    expect(slow[0]?.ms).toBeGreaterThanOrEqual(150);
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('logs an event loop that stood still', async () => {
    await settle(120);
    expect(messages('event loop stalled')).toHaveLength(0);
    await app.inject('/busy');
    await settle(120);
    const stalls = messages('event loop stalled');
    expect(stalls.length).toBeGreaterThanOrEqual(1);
    expect(stalls[0]?.ms).toBeGreaterThanOrEqual(150);
  });
});
