// Uploads that must be refused with a clear 4xx (never a 500) and leave neither files nor rows behind; and
// failures in the middle of a good upload, which must not leave anything either.
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import {
  createTestApp,
  fixturePhoto,
  makeUser,
  multipartBody,
  type TestApp,
  unlimitedRateLimits,
  uploadMedia,
} from '../../test/harness';
import {
  expectNoMetadata,
  expectNothingStored,
  fetchPublished,
  makePixelBomb,
  type StoredState,
  storedState,
} from './media.support';

let t: TestApp;
let cookie: string;
let before: StoredState;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  const member = await makeUser(t.app);
  cookie = member.cookie;
  await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  before = await storedState(t);
});

async function expectRefused(
  file: Buffer,
  status: number,
  message: string,
  options: Parameters<typeof uploadMedia>[3] = {},
  as = cookie,
): Promise<void> {
  const res = await uploadMedia(t.app, as, file, {
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    ...options,
  });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ message });
  await expectNothingStored(t, before);
}

describe('POST /api/media refuses what is not a supported, sound photo or video', () => {
  it('refuses a text file renamed .jpg', async () => {
    await expectRefused(Buffer.from('hello\n'), 400, UPLOAD_MESSAGES.unsupported);
  });

  it('refuses an HTML page and an SVG carrying a script, whatever they are called', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    await expectRefused(html, 400, UPLOAD_MESSAGES.unsupported, {
      filename: 'page.png',
      contentType: 'image/png',
    });
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefused(svg, 400, UPLOAD_MESSAGES.unsupported, {
      filename: 'image.svg',
      contentType: 'image/svg+xml',
    });
  });

  it('refuses formats outside the list (GIF, PDF) and an empty file', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expectRefused(gif, 400, UPLOAD_MESSAGES.unsupported);
    await expectRefused(
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      400,
      UPLOAD_MESSAGES.unsupported,
    );
    await expectRefused(Buffer.alloc(0), 400, UPLOAD_MESSAGES.unsupported);
  });

  it('refuses a polyglot: JPEG magic bytes followed by an HTML page', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    await expectRefused(polyglot, 400, UPLOAD_MESSAGES.damaged);
  });

  it('refuses a truncated JPEG (the first half of the DSLR photo) as damaged', async () => {
    const whole = fs.readFileSync(fixturePhoto('canon-dslr.jpg'));
    await expectRefused(whole.subarray(0, Math.floor(whole.length / 2)), 400, UPLOAD_MESSAGES.damaged);
  });

  it('neutralises 10 MB of EXIF: the photo is published small and without any metadata block', async () => {
    // A JPEG segment holds at most 64 KB, so 10 MB of metadata is 160 APP1 "Exif" segments after SOI, each a
    // TIFF header followed by junk, as a crafted camera file would carry them.
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const payload = Buffer.concat([
      Buffer.from('Exif\0\0II*\0\x08\0\0\0', 'latin1'),
      Buffer.alloc(65_533 - 2 - 14, 0x41),
    ]);
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xfd]), payload]);
    const bloated = Buffer.concat([small.subarray(0, 2), ...Array(160).fill(segment), small.subarray(2)]);
    expect(bloated.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await uploadMedia(t.app, cookie, bloated, {
      filename: 'exif.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode !== 201) {
      expect(res.json()).toHaveProperty('message');
      await expectNothingStored(t, before);
      return;
    }
    const asset = res.json() as { media: Record<string, string | null> };
    for (const key of ['thumbUrl', 'smallUrl', 'mediumUrl', 'largeUrl'] as const) {
      const published = await fetchPublished(t.app, asset.media[key] ?? '');
      expect(published.length).toBeLessThan(50_000);
      await expectNoMetadata(published);
    }
  });

  it('refuses a 20,000 x 20,000 pixel image before decoding it', async () => {
    const bomb = await makePixelBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(bomb, 400, UPLOAD_MESSAGES.tooManyPixels, { filename: 'bomb.png' });
  });

  it("refuses a free member's photo over 40 MB with 413, cutting the upload short", async () => {
    const free = await makeUser(t.app);
    const jpegHead = fs.readFileSync(fixturePhoto('noexif.jpg')).subarray(0, 2000);
    const huge = Buffer.concat([jpegHead, Buffer.alloc(MEDIA_LIMITS.photoMaxBytes + 1 - jpegHead.length)]);
    await expectRefused(huge, 413, UPLOAD_MESSAGES.photoTooLarge, {}, free.cookie);
  });

  it("refuses a Premium Explorer member's photo over 100 MB with 413", async () => {
    const jpegHead = fs.readFileSync(fixturePhoto('noexif.jpg')).subarray(0, 2000);
    const huge = Buffer.concat([
      jpegHead,
      Buffer.alloc(MEDIA_LIMITS.premiumPhotoMaxBytes + 1 - jpegHead.length),
    ]);
    await expectRefused(huge, 413, UPLOAD_MESSAGES.premiumPhotoTooLarge);
  });

  it('refuses an avatar over 10 MB with 413', async () => {
    const jpegHead = fs.readFileSync(fixturePhoto('noexif.jpg')).subarray(0, 2000);
    const big = Buffer.concat([jpegHead, Buffer.alloc(MEDIA_LIMITS.avatarMaxBytes + 1 - jpegHead.length)]);
    await expectRefused(big, 413, 'This photo is larger than 10 MB.', { purpose: 'avatar' });
  });
});

describe('POST /api/media refuses malformed requests', () => {
  it('answers 401 when signed out', async () => {
    const res = await uploadMedia(t.app, '', fs.readFileSync(fixturePhoto('noexif.jpg')));
    expect(res.statusCode).toBe(401);
    await expectNothingStored(t, before);
  });

  it('refuses a request without a file, JSON instead of multipart, two files and an unknown purpose', async () => {
    const noFile = multipartBody([{ name: 'purpose', value: 'sighting' }]);
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...noFile.headers, cookie },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.noFile);

    res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the file as multipart/form-data in a part named "file".');

    const photo = fs.readFileSync(fixturePhoto('noexif.jpg'));
    const file = { filename: 'a.jpg', contentType: 'image/jpeg', data: photo };
    const two = multipartBody([
      { name: 'file', value: file },
      { name: 'file', value: file },
    ]);
    res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...two.headers, cookie },
      payload: two.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send one file per upload, in a part named "file".');

    const badPurpose = multipartBody([
      { name: 'purpose', value: 'banner' },
      { name: 'file', value: file },
    ]);
    res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...badPurpose.headers, cookie },
      payload: badPurpose.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Purpose must be one of: sighting, avatar, illustration');
    await expectNothingStored(t, before);
  });

  it('keeps the 1 MB JSON limit for every other route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    const photo = fs.readFileSync(fixturePhoto('noexif.jpg'));
    const body = multipartBody([
      { name: 'file', value: { filename: 'a.jpg', contentType: 'image/jpeg', data: photo } },
    ]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});

/** The upload folders under DATA_DIR/tmp (an empty one is no file, so storedState would not see it). */
function uploadFolders(): string[] {
  return fs.readdirSync(path.join(t.dataDir, 'tmp')).filter((name) => name.startsWith('upload-'));
}

/** POST /api/media with a hand-made body; a hang fails after a few seconds instead of at the test timeout. */
async function postRawUpload(body: Buffer, boundary = 'B') {
  const res = t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload: body,
  });
  const hang = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no answer in 5 s')), 5000),
  );
  return Promise.race([res, hang]);
}

describe('POST /api/media refuses parts that are not a named form-data part', () => {
  const photo = () => fs.readFileSync(fixturePhoto('canon-dslr.jpg'));
  const partHeads = {
    'no headers at all': '',
    'only a Content-Type': 'Content-Type: image/jpeg\r\n',
    'an attachment disposition': 'Content-Disposition: attachment; name="file"; filename="a.jpg"\r\n',
    'form-data without a name': 'Content-Disposition: form-data; filename="a.jpg"\r\n',
  };

  for (const [label, head] of Object.entries(partHeads)) {
    for (const size of ['small', 'large'] as const) {
      it(`answers 400 with the one-file message for a part with ${label} (${size}) and leaves no folder`, async () => {
        // Large: over busboy's 16 KB part buffer and ending in the chunk of the closing delimiter, which
        // made busboy wait forever; small: skipped without a word, which answered "choose a file".
        const data = size === 'large' ? photo() : photo().subarray(0, 2000);
        const body = Buffer.concat([Buffer.from(`--B\r\n${head}\r\n`), data, Buffer.from('\r\n--B--\r\n')]);
        const res = await postRawUpload(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message: 'Send one file per upload, in a part named "file".' });
        expect(uploadFolders()).toEqual([]);
        await expectNothingStored(t, before);
      });
    }
  }

  it('refuses such a part after a good file part, and one hidden after a purpose field', async () => {
    const file = `Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n`;
    const afterFile = Buffer.concat([
      Buffer.from(`--B\r\n${file}\r\n`),
      fs.readFileSync(fixturePhoto('noexif.jpg')),
      Buffer.from('\r\n--B\r\n\r\n'),
      photo(),
      Buffer.from('\r\n--B--\r\n'),
    ]);
    let res = await postRawUpload(afterFile);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Send one file per upload, in a part named "file".');

    const afterPurpose = Buffer.concat([
      Buffer.from('preamble\r\n--B\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nsighting\r\n'),
      Buffer.from('--B\r\nContent-Type: image/jpeg\r\n\r\n'),
      photo(),
      Buffer.from('\r\n--B--\r\n'),
    ]);
    res = await postRawUpload(afterPurpose);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Send one file per upload, in a part named "file".');
    expect(uploadFolders()).toEqual([]);
    await expectNothingStored(t, before);
  });

  it('refuses part headers over 16 KB as malformed', async () => {
    const huge = `Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nX-Padding: ${'p'.repeat(20_000)}\r\n`;
    const res = await postRawUpload(
      Buffer.concat([Buffer.from(`--B\r\n${huge}\r\n`), photo(), Buffer.from('\r\n--B--\r\n')]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('The upload was interrupted or is malformed. Please try again.');
    expect(uploadFolders()).toEqual([]);
  });

  it('still accepts a well-formed upload with a quoted boundary and a preamble', async () => {
    const file = `Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n`;
    const body = Buffer.concat([
      Buffer.from(`this is a preamble\r\n--x y\r\n${file}\r\n`),
      fs.readFileSync(fixturePhoto('noexif.jpg')),
      Buffer.from('\r\n--x y--\r\nepilogue'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { 'content-type': 'multipart/form-data; boundary="x y"', cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(uploadFolders()).toEqual([]);
  });
});

describe('a failure in the middle of a good upload leaves nothing behind', () => {
  it('removes the files already written when a storage write fails', async () => {
    const storage = t.app.ctx.media;
    const put = storage.put.bind(storage);
    let calls = 0;
    const spy = vi.spyOn(storage, 'put').mockImplementation(async (key, body, type) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return put(key, body, type);
    });
    try {
      const res = await uploadMedia(t.app, cookie, fixturePhoto('IMG_20180725_163423-tiny.jpg'));
      expect(res.statusCode).toBe(500);
      expect(calls).toBeGreaterThan(3);
    } finally {
      spy.mockRestore();
    }
    await expectNothingStored(t, before);
  });

  it('removes the stored files when the rows cannot be written', async () => {
    const spy = vi.spyOn(t.app.ctx.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
    try {
      const res = await uploadMedia(t.app, cookie, fixturePhoto('IMG_20180725_163423-tiny.jpg'));
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    await expectNothingStored(t, before);
  });
});
