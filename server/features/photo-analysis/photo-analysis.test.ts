// POST /api/photo-analysis over HTTP: visitors and members get the measures of a real photo (the animal found
// by the real detector), bad uploads are refused with a 4xx JSON message, and nothing is ever stored.
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { PHOTO_ANALYSIS_MESSAGES, type PhotoAnalysis } from '@common/schemas/photo-analysis';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../http/rate-limits';
import {
  createTestApp,
  fixturePhoto,
  type MultipartPart,
  makeUser,
  multipartBody,
  type TestApp,
  unlimitedRateLimits,
} from '../../test/harness';
import { expectNothingStored, makePixelBomb, type StoredState, storedState } from '../media/media.support';

const CHEETAH = path.join(import.meta.dirname, '../../demo/wildlife/acinonyx-jubatus-er-cheetah.webp');

let t: TestApp;
let before: StoredState;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  before = await storedState(t);
});

function send(app: FastifyInstance, parts: MultipartPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/photo-analysis',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
}

const photoPart = (data: Buffer, filename = 'photo.jpg'): MultipartPart => ({
  name: 'photo',
  value: { filename, contentType: 'image/jpeg', data },
});

async function expectRefused(parts: MultipartPart[], status: number, message: string) {
  const res = await send(t.app, parts);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.json()).toEqual({ message });
  await expectNothingStored(t, before);
}

describe('POST /api/photo-analysis', () => {
  it('analyses a visitor’s wildlife photo with the real detector and stores nothing', async () => {
    const res = await send(t.app, [photoPart(fs.readFileSync(CHEETAH), 'cheetah.webp')]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as PhotoAnalysis;
    expect([result.width, result.height]).toEqual([1920, 1080]);
    expect(result.detector).toBe('found');
    expect(result.subject.source).toBe('detector');
    expect(result.subject.label).toBeTruthy();
    // The cheetah stands in the frame: its box is a real part of it, and it is placed.
    expect(result.subject.box.width * result.subject.box.height).toBeGreaterThan(0.02);
    expect(result.placement).not.toBeNull();
    expect(result.placement?.distance).toBeGreaterThanOrEqual(0);
    expect(result.exposure.verdict).toBe('good');
    expect(result.sharpness.verdict).toBe('sharp');
    expect(result.advice.length).toBeGreaterThanOrEqual(6);
    await expectNothingStored(t, before);
  });

  it('analyses a member’s camera photo with its EXIF settings', async () => {
    const member = await makeUser(t.app);
    const res = await send(
      t.app,
      [photoPart(fs.readFileSync(fixturePhoto('IMG_20180725_163423-tiny.jpg')))],
      {
        cookie: member.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as PhotoAnalysis;
    expect(result.camera).toMatchObject({ make: 'Google', model: 'Pixel' });
    // Its position is in the EXIF, but the analysis answers none.
    expect(JSON.stringify(result)).not.toMatch(/latitude|longitude/);
    await expectNothingStored(t, before);
  });

  it('refuses what is not a photo: text, a video, SVG', async () => {
    await expectRefused(
      [photoPart(Buffer.from('hello, not a photo'))],
      400,
      PHOTO_ANALYSIS_MESSAGES.notPhoto,
    );
    const mp4 = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex'),
      Buffer.alloc(4096),
    ]);
    await expectRefused([photoPart(mp4, 'clip.mp4')], 400, PHOTO_ANALYSIS_MESSAGES.notPhoto);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused([photoPart(svg, 'x.svg')], 400, PHOTO_ANALYSIS_MESSAGES.notPhoto);
  });

  it('refuses a photo over 40 MB with 413 as soon as it passes the limit', async () => {
    const head = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const big = Buffer.concat([head, Buffer.alloc(40 * 1024 * 1024 + 10, 1)]);
    await expectRefused([photoPart(big)], 413, PHOTO_ANALYSIS_MESSAGES.tooLarge);
  });

  it('refuses damaged files and decompression bombs with 400', async () => {
    const jpeg = fs.readFileSync(fixturePhoto('IMG_20180725_163423-tiny.jpg'));
    await expectRefused([photoPart(jpeg.subarray(0, jpeg.length / 3))], 400, UPLOAD_MESSAGES.damaged);
    await expectRefused(
      [photoPart(await makePixelBomb(20_000, 20_000), 'bomb.png')],
      400,
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it('refuses requests without exactly one photo part', async () => {
    await expectRefused([{ name: 'note', value: 'x' }], 400, PHOTO_ANALYSIS_MESSAGES.oneFile);
    const jpeg = fs.readFileSync(fixturePhoto('noexif.jpg'));
    await expectRefused(
      [{ name: 'file', value: { filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg } }],
      400,
      PHOTO_ANALYSIS_MESSAGES.oneFile,
    );
    await expectRefused([photoPart(jpeg), photoPart(jpeg)], 400, PHOTO_ANALYSIS_MESSAGES.oneFile);
    const json = await t.app.inject({ method: 'POST', url: '/api/photo-analysis', payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: PHOTO_ANALYSIS_MESSAGES.notMultipart });
    await expectNothingStored(t, before);
  });
});

describe('the analysis rate limit', () => {
  it('counts visitors per address and members per account', async () => {
    // Counted on the test app's clock, which exists once the app does.
    let now = () => new Date();
    const limited = await createTestApp(
      {},
      {
        rateLimits: {
          ...unlimitedRateLimits(),
          photoAnalysis: createRateLimiter(
            'photo-analysis-test',
            { points: 2, durationSeconds: 600 },
            { clock: () => now() },
          ),
        },
      },
    );
    now = () => limited.clock.now;
    try {
      const jpeg = fs.readFileSync(fixturePhoto('noexif.jpg'));
      const visitor = { 'x-test': '1' };
      expect((await send(limited.app, [photoPart(jpeg)], visitor)).statusCode).toBe(200);
      expect((await send(limited.app, [photoPart(jpeg)], visitor)).statusCode).toBe(200);
      const refused = await send(limited.app, [photoPart(jpeg)], visitor);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: PHOTO_ANALYSIS_MESSAGES.tooMany });
      expect(refused.headers['retry-after']).toBeDefined();
      // A member from the same address has an allowance of their own.
      const member = await makeUser(limited.app);
      expect((await send(limited.app, [photoPart(jpeg)], { cookie: member.cookie })).statusCode).toBe(200);
      // The window ends on the app's clock.
      limited.clock.advance(601_000);
      expect((await send(limited.app, [photoPart(jpeg)], visitor)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
