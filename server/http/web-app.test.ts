// The service worker (web/src/service-worker, built as /sw.js) is served from the site root as JavaScript that
// browsers check on every registration and update, never from a cache, whatever encodings the browser accepts;
// the build's other files keep their caching.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const SERVICE_WORKER = "self.addEventListener('notificationclick', () => {});\n";

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body></body></html>');
  fs.writeFileSync(path.join(webDir, 'sw.js'), SERVICE_WORKER);
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'export {};');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the service worker file', () => {
  it.each([{}, { 'accept-encoding': 'br, gzip' }])(
    'is JavaScript that no cache keeps (%j)',
    async (headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SERVICE_WORKER);
      expect(res.headers['content-type']).toMatch(/^text\/javascript\b/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('is not taken for a page, and other JavaScript keeps its caching', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/sw.js?v=2' });
    expect(query.headers['content-type']).toMatch(/^text\/javascript\b/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).not.toMatch(/^text\/javascript\b/);
  });
});
