// The personal answers named by the security audit are kept by no cache, a visitor's answer never stands in for a
// member's, and pages (which embed the viewer's answers) stay out of shared caches. The rule over every route and
// role is checked by the authorization matrix (authorization-matrix.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../features/sightings/social.support';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../test/harness';
import { PERSONAL_CACHE_CONTROL } from './cache-control';

let t: TestApp;
let webDir: string;
let member: Awaited<ReturnType<typeof makeUser>>;
let sightingId: number;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body></body></html>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'export {};');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  member = await makeUser(t.app);
  sightingId = (await makeSighting(t.app, member.cookie)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const varyOf = (res: Awaited<ReturnType<typeof get>>) => String(res.headers.vary ?? '').toLowerCase();

describe('cache headers', () => {
  it.each([
    '/api/auth/me',
    '/api/user/email-preferences',
    '/api/media/allowance',
    '/api/sightings',
    '/api/sightings/{id}',
  ])("a member's %s is kept by no cache", async (route) => {
    const res = await get(route.replace('{id}', String(sightingId)), { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(varyOf(res)).toContain('cookie');
  });

  it("the administrator's /api/admin/me is kept by no cache", async () => {
    const res = await get('/api/admin/me', await adminHeaders(t.app));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(varyOf(res)).toContain('authorization');
  });

  it("a visitor's sightings vary with the cookie, so a shared cache never gives them to a member", async () => {
    const res = await get('/api/sightings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(varyOf(res)).toContain('cookie');
  });

  it('answers the same for everyone keep their public caching', async () => {
    const res = await get('/api/categories', { cookie: member.cookie });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(varyOf(res)).not.toContain('cookie');
  });

  it("a page carrying a member's answers is private and varies with the cookie", async () => {
    for (const cookie of [member.cookie, undefined]) {
      const res = await get('/', cookie ? { cookie } : {});
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toMatch(/^private\b/);
      expect(varyOf(res)).toContain('cookie');
      expect(varyOf(res)).toContain('accept-encoding');
    }
  });

  it("the built app's fingerprinted files keep their long caching", async () => {
    const res = await get('/assets/app-1234.js', { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
