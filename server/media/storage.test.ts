// MediaStorage: the local directory (atomic writes, private originals never served) and the S3 adapter's
// requests (checked against a recording client, no network).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { S3MediaStorage } from './s3-storage';
import { LocalMediaStorage, MediaNotFoundError } from './storage';

describe('LocalMediaStorage', () => {
  let dir: string;
  let storage: LocalMediaStorage;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-storage-'));
    storage = new LocalMediaStorage(dir);
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes public keys under media/ and private keys under media-private/', async () => {
    await storage.put('u/abc/thumb.webp', Buffer.from('public'), 'image/webp');
    await storage.put(
      'private/abc/original.jpg',
      Readable.from([Buffer.from('pri'), Buffer.from('vate')]),
      'image/jpeg',
    );
    expect(fs.readFileSync(path.join(dir, 'media/u/abc/thumb.webp'), 'utf8')).toBe('public');
    expect(fs.readFileSync(path.join(dir, 'media-private/abc/original.jpg'), 'utf8')).toBe('private');
    expect(await storage.exists('u/abc/thumb.webp')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get('private/abc/original.jpg')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('private');
    expect(storage.publicUrl('u/abc/thumb.webp')).toBe('/media/u/abc/thumb.webp');
    expect(() => storage.publicUrl('private/abc/original.jpg')).toThrow();
  });

  it('never leaves a partial file: a failing stream leaves neither the file nor its temp file', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half of it'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('u/def/large.webp', failing, 'image/webp')).rejects.toThrow('connection reset');
    const folder = path.join(dir, 'media/u/def');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it('refuses keys that could leave the storage root, and deletes idempotently', async () => {
    for (const key of ['../x', 'u/../../etc/passwd', '/etc/passwd', 'u//x', 'u/a b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        'invalid media key',
      );
    }
    await storage.delete('u/abc/thumb.webp');
    await storage.delete('u/abc/thumb.webp');
    expect(await storage.exists('u/abc/thumb.webp')).toBe(false);
    await expect(storage.get('u/abc/thumb.webp')).rejects.toBeInstanceOf(MediaNotFoundError);
    expect(await storage.check()).toBe(true);
  });
});

describe('serving stored media', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('serves public variants with long cache headers and never the private originals', async () => {
    await t.app.ctx.media.put('u/x1/thumb.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    await t.app.ctx.media.put('private/x1/original.jpg', Buffer.from('secret exif'), 'image/jpeg');
    const ok = await t.app.inject({ method: 'GET', url: '/media/u/x1/thumb.webp' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    for (const url of [
      '/media/private/x1/original.jpg',
      '/media/../media-private/x1/original.jpg',
      '/media/..%2fmedia-private/x1/original.jpg',
      '/media/%2e%2e/media-private/x1/original.jpg',
      '/media-private/x1/original.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret exif');
    }
  });
});

describe('S3MediaStorage', () => {
  interface Sent {
    name: string;
    input: Record<string, unknown>;
  }
  function recordingClient(sent: Sent[], fail?: { name: string; error: unknown }): S3Client {
    return {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        const name = command.constructor.name;
        sent.push({ name, input: command.input });
        if (fail && fail.name === name) throw fail.error;
        // Read the body as the real client would: a file stream left unread opens its file later, after
        // the test has removed it, and fails the run with an unhandled ENOENT.
        const body = command.input.Body;
        if (body instanceof Readable) for await (const _ of body);
        if (name === 'GetObjectCommand') return { Body: Readable.from([Buffer.from('bytes')]) };
        return {};
      },
    } as unknown as S3Client;
  }

  it('puts public keys with immutable caching and private ones without, streams with their length', async () => {
    const sent: Sent[] = [];
    const s3 = new S3MediaStorage(
      { bucket: 'wl', publicUrl: 'https://cdn.example.com/' },
      recordingClient(sent),
    );
    await s3.put('u/a/thumb.webp', Buffer.from('1234'), 'image/webp');
    const file = path.join(os.tmpdir(), `wl-s3-${Date.now()}.bin`);
    fs.writeFileSync(file, Buffer.alloc(10));
    try {
      await s3.put('private/a/original.jpg', fs.createReadStream(file), 'image/jpeg');
    } finally {
      fs.rmSync(file);
    }
    expect(sent[0]).toMatchObject({
      name: 'PutObjectCommand',
      input: { Bucket: 'wl', Key: 'u/a/thumb.webp', ContentType: 'image/webp', ContentLength: 4 },
    });
    expect(sent[0]?.input.CacheControl).toContain('immutable');
    expect(sent[1]?.input).toMatchObject({ Key: 'private/a/original.jpg', ContentLength: 10 });
    expect(sent[1]?.input.CacheControl).toBeUndefined();
    expect(s3.publicUrl('u/a/thumb.webp')).toBe('https://cdn.example.com/u/a/thumb.webp');
    expect(() => s3.publicUrl('private/a/original.jpg')).toThrow();
  });

  it('derives the public URL from the endpoint (path style) or the AWS bucket host', () => {
    const client = recordingClient([]);
    expect(
      new S3MediaStorage({ bucket: 'wl', endpoint: 'http://minio:9000' }, client).publicUrl('u/a/b.webp'),
    ).toBe('http://minio:9000/wl/u/a/b.webp');
    expect(new S3MediaStorage({ bucket: 'wl', region: 'eu-west-1' }, client).publicUrl('u/a/b.webp')).toBe(
      'https://wl.s3.eu-west-1.amazonaws.com/u/a/b.webp',
    );
  });

  it('answers exists/get from the bucket and maps a missing object to MediaNotFoundError', async () => {
    const missing = Object.assign(new Error('not found'), {
      name: 'NotFound',
      $metadata: { httpStatusCode: 404 },
    });
    const sent: Sent[] = [];
    const s3 = new S3MediaStorage(
      { bucket: 'wl' },
      recordingClient(sent, { name: 'HeadObjectCommand', error: missing }),
    );
    expect(await s3.exists('u/a/none.webp')).toBe(false);
    const body = await s3.get('u/a/thumb.webp');
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('bytes');
    const noKey = Object.assign(new Error('no such key'), { name: 'NoSuchKey' });
    const s3b = new S3MediaStorage(
      { bucket: 'wl' },
      recordingClient([], { name: 'GetObjectCommand', error: noKey }),
    );
    await expect(s3b.get('u/a/none.webp')).rejects.toBeInstanceOf(MediaNotFoundError);
    await s3.delete('u/a/thumb.webp');
    expect(sent.at(-1)).toMatchObject({
      name: 'DeleteObjectCommand',
      input: { Bucket: 'wl', Key: 'u/a/thumb.webp' },
    });
  });
});
