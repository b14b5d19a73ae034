// Helpers of the media tests: what is stored (rows and files) before and after an upload, reading published
// files back, and tiny videos made with ffmpeg at test time (no video binaries in the repository).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { mediaAssets, photoUploads } from '../../db/schema';
import type { TestApp } from '../../test/harness';

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

export interface StoredState {
  assets: number;
  uploads: number;
  files: string[];
}

/** Rows of media_assets and photo_uploads, and every file under media/, media-private/ and tmp/. */
export async function storedState(t: TestApp): Promise<StoredState> {
  const db = t.app.ctx.db;
  const assets = await db.select({ id: mediaAssets.id }).from(mediaAssets);
  const uploads = await db.select({ id: photoUploads.id }).from(photoUploads);
  const files = ['media', 'media-private', 'tmp'].flatMap((d) => listFiles(path.join(t.dataDir, d))).sort();
  return { assets: assets.length, uploads: uploads.length, files };
}

/** Asserts that nothing was left behind since `before`. */
export async function expectNothingStored(t: TestApp, before: StoredState): Promise<void> {
  expect(await storedState(t)).toEqual(before);
}

/** The member's photo allowance as GET /api/media/allowance answers it (asserting a 200). */
export async function allowanceOf(
  app: FastifyInstance,
  cookie: string,
): Promise<{ used: number; limit: number | null; remaining: number | null }> {
  const res = await app.inject({ method: 'GET', url: '/api/media/allowance', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A published file, fetched the way a browser would (GET /media/...). */
export async function fetchPublished(app: FastifyInstance, url: string): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return res.rawPayload;
}

/** No EXIF, XMP, IPTC or ICC block in an encoded image. */
export async function expectNoMetadata(data: Buffer): Promise<void> {
  const meta = await sharp(data).metadata();
  expect({
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    icc: meta.icc,
    orientation: meta.orientation,
  }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, orientation: undefined });
}

/** A coarse greyscale grid of a picture, for comparing orientations without caring about JPEG noise. */
export async function greyGrid(data: Buffer, width = 6, height = 10): Promise<number[]> {
  const raw = await sharp(data).greyscale().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  return [...raw];
}

/** Makes a tiny test clip with ffmpeg's lavfi sources (H.264/AAC MP4, VP8 WebM or H.264 MOV). */
export function makeVideo(
  dir: string,
  name: string,
  options: { seconds?: number; format: 'mp4' | 'webm' | 'mov'; metadata?: Record<string, string> },
): string {
  const file = path.join(dir, name);
  const seconds = options.seconds ?? 2;
  const small = seconds > 10;
  const args = [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${small ? '32x24' : '320x240'}:rate=${small ? 1 : 15}`,
  ];
  if (options.format === 'webm')
    args.push('-c:v', 'libvpx', '-b:v', '200k', '-deadline', 'realtime', '-cpu-used', '8');
  else args.push('-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast');
  for (const [key, value] of Object.entries(options.metadata ?? {}))
    args.push('-metadata', `${key}=${value}`);
  args.push('-f', options.format, file);
  const run = spawnSync('ffmpeg', args, { timeout: 60_000 });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr?.toString()}`);
  return file;
}

/** The container tags of a video file, read with ffprobe. */
export function videoTags(file: string): Record<string, string> {
  const run = spawnSync(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_entries', 'format_tags', file],
    { timeout: 30_000 },
  );
  const json = JSON.parse(run.stdout.toString()) as { format?: { tags?: Record<string, string> } };
  return json.format?.tags ?? {};
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a small, valid PNG made by sharp whose header then claims `width` x `height`
 * (encoding a real 400 MP image takes sharp half a minute; a bomb's whole point is a small file with a huge
 * header, which is what the pipeline must refuse before decoding).
 */
export async function makePixelBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ... and its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
