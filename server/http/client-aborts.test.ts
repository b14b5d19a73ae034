// A client that goes away mid-upload, or sends a WebSocket frame over the 64 KiB limit, is logged as the
// client's doing (info), never as a server error (level 50 with a stack and a 500 reference).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, fixturePhoto, makeUser, type TestApp } from '../test/harness';

interface LogEntry {
  level: number;
  msg?: string;
  err?: unknown;
  [key: string]: unknown;
}

const logged: LogEntry[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line) logged.push(JSON.parse(line) as LogEntry);
    done();
  },
});

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp({}, { logger: pino({ level: 'info' }, sink) });
  member = await makeUser(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Waits until an entry matching `match` was logged (or fails after a few seconds). */
async function loggedEntry(match: (e: LogEntry) => boolean): Promise<LogEntry> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = logged.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not logged; the log holds: ${logged.map((e) => `${e.level} ${e.msg}`).join(' | ')}`);
}

const errorsLogged = (since: number) => logged.slice(since).filter((e) => e.level >= 50);

describe('clients that go away or break the protocol', () => {
  it('an upload aborted mid-body is logged as a client abort, not as an error', async () => {
    const since = logged.length;
    const boundary = 'wildlens-abort-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="owl.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    // A real photo's first bytes, so the upload is accepted and streaming when its client goes away.
    const photo = fs.readFileSync(fixturePhoto('IMG_20180725_163423-tiny.jpg'));
    const socket = net.connect(port, '127.0.0.1');
    onTestFinished(() => {
      socket.destroy();
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/media HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${member.cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${5 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.concat([head, photo.subarray(0, Math.min(photo.length, 64 * 1024))]));
    // The server has the headers and part of the body: the route is reading the file when the client leaves.
    await loggedEntry((e) => e.msg === 'incoming request' && logged.indexOf(e) >= since);
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    const entry = await loggedEntry(
      (e) => logged.indexOf(e) >= since && e.msg === 'client aborted the request',
    );
    expect(entry.level).toBeGreaterThanOrEqual(30);
    expect(entry.level).toBeLessThan(50);
    // Whatever else the request logs as it winds down, nothing at error level.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorsLogged(since)).toEqual([]);
  });

  it('a WebSocket frame over 64 KiB closes the socket (1009) and is logged as the client breaking the protocol', async () => {
    const since = logged.length;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: member.cookie } });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(70 * 1024) }));
    expect(await closed).toBe(1009);
    const entry = await loggedEntry(
      (e) => logged.indexOf(e) >= since && e.msg === 'websocket client broke the protocol',
    );
    expect(entry.level).toBe(30);
    expect(entry.code).toBe('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(errorsLogged(since)).toEqual([]);
  });
});
