// A refused upload must not freeze the member's next request (issue 11, finding 2): when a streamed body is
// refused before it was read to the end, the server drains the rest (within a bound) or closes the
// connection, so the next request on the same keep-alive connection — or on a new one — is answered at once.
// Driven over real sockets (app.inject has no connection to freeze).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PLAN_LIMITS } from '@common/constants/plans';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limits';
import {
  createTestApp,
  fixturePhoto,
  makeUser,
  multipartBody,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { Connection, type RawResponse } from '../../test/raw-http';
import { MEDIA_ROUTE_MESSAGES } from './routes';

const BODY_BYTES = 400 * 1024;

let t: TestApp;
let port: number;
let member: string;
let freeAtLimit: string;
let refuseUploads = false;

/** The uploads limit, switched on by the 429 case only. */
const uploadsLimiter: RateLimiter = {
  consume: async (_key, message) => {
    if (refuseUploads) throw new HttpError(429, message, undefined, { 'retry-after': '60' });
  },
  reset: async () => {},
};

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: { ...unlimitedRateLimits(), uploads: uploadsLimiter } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  member = (await makeUser(t.app)).cookie;
  freeAtLimit = (await makeUser(t.app)).cookie;
  for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth; i += 1)
    await uploadPhoto(t.app, freeAtLimit, fixturePhoto('orientation-f1.jpg'));
});

afterAll(async () => {
  await t.close();
});

interface Refusal {
  headers: Record<string, string>;
  body: Buffer;
  url?: string;
}

function requestHead(url: string, headers: Record<string, string>, length: number): string {
  const lines = Object.entries({
    host: `127.0.0.1:${port}`,
    connection: 'keep-alive',
    ...headers,
    'content-length': String(length),
  }).map(([k, v]) => `${k}: ${v}`);
  return `POST ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Sends the refused request, reads its answer, then asks GET /api/auth/me on the same connection (or on a new
 * one when the server said it would close this one); both must be answered promptly.
 */
async function expectNextRequestAnswered(refusal: Refusal): Promise<RawResponse> {
  let connection = await Connection.open(port);
  try {
    connection.send(
      requestHead(refusal.url ?? '/api/media', refusal.headers, refusal.body.length),
      refusal.body,
    );
    const refused = await connection.response();
    if (refused.headers.connection === 'close') {
      connection.close();
      connection = await Connection.open(port);
    }
    connection.send(
      `GET /api/auth/me HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncookie: ${member}\r\nconnection: keep-alive\r\n\r\n`,
    );
    const next = await connection.response();
    expect(next.status).toBe(200);
    return refused;
  } finally {
    connection.close();
  }
}

/** A multipart body with one file of `data`, optionally after a purpose field. */
function upload(data: Buffer, cookie: string, purpose?: 'sighting' | 'avatar'): Refusal {
  const file = { filename: 'photo.jpg', contentType: 'image/jpeg', data };
  const { payload, headers } = multipartBody([
    ...(purpose ? [{ name: 'purpose', value: purpose }] : []),
    { name: 'file', value: file },
  ]);
  return { headers: { ...headers, cookie }, body: payload };
}

/** A JPEG start followed by zeros: sniffed as a photo, `bytes` long. */
function jpegOf(bytes: number): Buffer {
  const head = fs.readFileSync(fixturePhoto('noexif.jpg')).subarray(0, 2000);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length)]);
}

describe('after a refused upload of 400 KB, the next request on the connection is answered', () => {
  it('unsupported file (400)', async () => {
    const refused = await expectNextRequestAnswered(upload(Buffer.alloc(BODY_BYTES, 'a'), member));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toBe(UPLOAD_MESSAGES.unsupported);
  });

  it('monthly limit reached (403)', async () => {
    const refused = await expectNextRequestAnswered(upload(jpegOf(BODY_BYTES), freeAtLimit, 'sighting'));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toBe(UPLOAD_MESSAGES.freeLimitReached);
  });

  it('too large (413): an avatar 2 MB over its 10 MB limit', async () => {
    const refused = await expectNextRequestAnswered(
      upload(jpegOf(MEDIA_LIMITS.avatarMaxBytes + 2 * 1024 * 1024), member, 'avatar'),
    );
    expect(refused.status).toBe(413);
  });

  it('signed out (401)', async () => {
    const refused = await expectNextRequestAnswered(upload(jpegOf(BODY_BYTES), 'wl_session=none'));
    expect(refused.status).toBe(401);
  });

  it('cross-origin (403)', async () => {
    const request = upload(jpegOf(BODY_BYTES), member);
    request.headers.origin = 'https://elsewhere.example';
    const refused = await expectNextRequestAnswered(request);
    expect(refused.status).toBe(403);
  });

  it('too many uploads (429)', async () => {
    refuseUploads = true;
    try {
      const refused = await expectNextRequestAnswered(upload(jpegOf(BODY_BYTES), member));
      expect(refused.status).toBe(429);
    } finally {
      refuseUploads = false;
    }
  });

  it('a file part without a form-data Content-Disposition (400)', async () => {
    const boundary = 'B';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\n\r\n`),
      jpegOf(BODY_BYTES),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await expectNextRequestAnswered({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: member },
      body,
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toBe(MEDIA_ROUTE_MESSAGES.oneFile);
  });

  it('two files: the second part refused (400)', async () => {
    const file = { filename: 'a.jpg', contentType: 'image/jpeg', data: jpegOf(BODY_BYTES) };
    const { payload, headers } = multipartBody([
      { name: 'file', value: { ...file, data: fs.readFileSync(fixturePhoto('orientation-f1.jpg')) } },
      { name: 'file', value: file },
    ]);
    const refused = await expectNextRequestAnswered({
      headers: { ...headers, cookie: member },
      body: payload,
    });
    expect(refused.status).toBe(400);
  });
});

describe('other refused bodies leave the connection usable too', () => {
  it('JSON over the 1 MB limit (413)', async () => {
    const refused = await expectNextRequestAnswered({
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(refused.status).toBe(413);
  });

  it('multipart sent to a JSON route (415)', async () => {
    const request = upload(jpegOf(BODY_BYTES), member);
    const refused = await expectNextRequestAnswered({ ...request, url: '/api/sightings' });
    expect(refused.status).toBe(415);
  });
});
