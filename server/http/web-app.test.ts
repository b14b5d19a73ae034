// The service worker (web/src/service-worker, built as /sw.js) is served from the site root as JavaScript that
// browsers check on every registration and update, never from a cache, whatever encodings the browser accepts;
// the build's other files keep their caching. The installable app's manifest goes out with its own type and an
// hour's cache, its icons for a month, and the policy lets the worker fetch the map tiles it keeps offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const SERVICE_WORKER = "self.addEventListener('notificationclick', () => {});\n";
const MANIFEST = '{"name":"WildLens","start_url":"/?source=pwa","display":"standalone"}\n';
const SHELL = '<!doctype html><html><body></body></html>';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(webDir, 'sw.js'), SERVICE_WORKER);
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), MANIFEST);
  fs.writeFileSync(path.join(webDir, 'apple-touch-icon.png'), 'png');
  fs.mkdirSync(path.join(webDir, 'icons'));
  fs.writeFileSync(path.join(webDir, 'icons', 'icon-192.png'), 'png');
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

describe('the installable app', () => {
  it('serves the web app manifest as application/manifest+json with a modest cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(JSON.parse(res.body)).toMatchObject({ name: 'WildLens', display: 'standalone' });
  });

  it.each(['/icons/icon-192.png', '/apple-touch-icon.png'])('keeps %s cached for a month', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it('serves the plain index.html, which the worker precaches as the offline shell, without page data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html?__WB_REVISION__=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html\b/);
    expect(res.body).toBe(SHELL);
  });

  it("sends the worker a policy that lets it fetch map tiles, and names the worker's and manifest's sources", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    const policy = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('connect-src')?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://tile.openstreetmap.org']),
    );
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
  });
});
