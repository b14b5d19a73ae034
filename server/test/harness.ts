// Test harness: a real app on a fresh database per test file (PGlite in memory, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL), with a controllable clock.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaAsset } from '@common/schemas/media';
import type { SightingDetail } from '@common/schemas/sightings';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { CountingRateLimiter, RateLimits } from '../http/rate-limits';
import { openTestDatabase } from './database-templates';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: AppConfig;
  dataDir: string;
  /** The PostgreSQL database of this app (TEST_DATABASE_URL runs); undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** `deps` replaces parts of the app (e.g. a mailer that fails); the database and clock stay the harness's. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database' | 'clock'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5000',
    ADMIN_PASSWORD: 'Admin-Passw0rd',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // A few hundred species (server/data/species/sample-*): the full catalogue takes minutes on PGlite.
    SPECIES_CATALOGUE: 'sample',
    ...env,
  });
  const { database, url: databaseUrl, close: closeDatabase } = await openTestDatabase();
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = await buildApp(config, { ...deps, database, clock: () => clock.now });
  await app.ready();
  return {
    app,
    clock,
    config,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie value of a response, to send back as `cookie` on the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'wl_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `wl_session=${cookie.value}`;
}

let counter = 0;
/** Registers a member through the real API and returns the cookie of their session. */
export async function makeUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string; preferredLanguage: string }> = {},
) {
  counter += 1;
  const suffix = `${counter}${randomBytes(2).toString('hex')}`;
  const body = {
    username: overrides.username ?? `member${suffix}`,
    email: overrides.email ?? `member${suffix}@example.com`,
    password: overrides.password ?? 'Passw0rd!',
    preferredLanguage: overrides.preferredLanguage ?? 'en',
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`makeUser failed: ${res.statusCode} ${res.body}`);
  const user = res.json().user as { id: number; username: string; email: string };
  return { ...body, id: user.id, cookie: sessionCookie(res) };
}

/** Values a sighting needs to be published; tests override what they care about. */
export interface SightingOverrides {
  speciesName?: string;
  category?: string;
  description?: string;
  location?: string;
  latitude?: number | string | null;
  longitude?: number | string | null;
  dateSpotted?: string;
  isPublic?: boolean;
  mediaAssetId?: number;
  [field: string]: unknown;
}

/**
 * Publishes a sighting through the real API (POST /api/sightings, no media unless `mediaAssetId` is given)
 * as the member of `cookie`, and returns the SightingDetail it answered.
 */
export async function makeSighting(
  app: FastifyInstance,
  cookie: string,
  overrides: SightingOverrides = {},
): Promise<SightingDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sightings',
    headers: { cookie },
    payload: { speciesName: 'Eurasian wren', category: 'birds', location: 'Test Meadow', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`makeSighting failed: ${res.statusCode} ${res.body}`);
  return res.json() as SightingDetail;
}

/**
 * Rate limits that never refuse, for files that register many members from the one test address (the real
 * registration limit is 10 per address per hour): `createTestApp({}, { rateLimits: unlimitedRateLimits() })`.
 */
export function unlimitedRateLimits(): RateLimits {
  const open: CountingRateLimiter = {
    consume: async () => {},
    reset: async () => {},
    count: async () => ({ count: 0, over: false, retryAfterSeconds: 0 }),
    refund: async () => {},
  };
  return {
    loginPerAccount: open,
    loginPerIp: open,
    register: open,
    passwordReset: open,
    telemetry: open,
    uploads: open,
    photoAnalysis: open,
    exports: open,
    support: open,
  };
}

/** The real camera files of server/test/fixtures/photos (see the README there). */
export const PHOTO_FIXTURES = path.join(import.meta.dirname, 'fixtures', 'photos');
export const fixturePhoto = (name: string) => path.join(PHOTO_FIXTURES, name);

export interface MultipartPart {
  name: string;
  /** A text field, or a file with its name and declared type (both ignored by the server's sniffing). */
  value: string | { filename: string; contentType: string; data: Buffer };
}

/** A multipart/form-data body assembled by hand, for app.inject. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wildlens${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = typeof part.value === 'string' ? null : part.value;
    const disposition = file
      ? `form-data; name="${part.name}"; filename="${file.filename.replaceAll('"', '%22')}"`
      : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${file ? `Content-Type: ${file.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), file ? file.data : Buffer.from(String(part.value)), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadOptions {
  /** Defaults to the file's own name (or upload.jpg for bytes). */
  filename?: string;
  contentType?: string;
  purpose?: 'sighting' | 'avatar';
}

/** POST /api/media with one file (a path or bytes); answers the raw response, for refusal tests. */
export async function uploadMedia(
  app: FastifyInstance,
  cookie: string,
  file: string | Buffer,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const data = typeof file === 'string' ? fs.readFileSync(file) : file;
  const filename = options.filename ?? (typeof file === 'string' ? path.basename(file) : 'upload.jpg');
  const parts: MultipartPart[] = [];
  if (options.purpose) parts.push({ name: 'purpose', value: options.purpose });
  parts.push({
    name: 'file',
    value: { filename, contentType: options.contentType ?? 'application/octet-stream', data },
  });
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: '/api/media', headers: { ...headers, cookie }, payload });
}

/**
 * Uploads a photo as the member of `cookie` (by default the Pixel phone photo, with EXIF date and GPS) and
 * answers the MediaAsset; its `id` is what POST /api/sightings takes as mediaAssetId.
 */
export async function uploadPhoto(
  app: FastifyInstance,
  cookie: string,
  file: string | Buffer = fixturePhoto('IMG_20180725_163423-tiny.jpg'),
  options: UploadOptions = {},
): Promise<MediaAsset> {
  const res = await uploadMedia(app, cookie, file, options);
  if (res.statusCode !== 201) throw new Error(`uploadPhoto failed: ${res.statusCode} ${res.body}`);
  return res.json() as MediaAsset;
}
