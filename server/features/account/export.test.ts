// The data export: POST /api/me/export queues the job, the job writes the zip (every sighting as JSON with its
// species, place and dates, the other files, and the original photos byte for byte), GET /api/me/export shows its
// progress, the owner alone downloads it, an e-mail says it is ready, one runs at a time, 3 a day, and after 7
// days it expires and its file is deleted. A build whose process died is started again by its watch step.
import { buffer } from 'node:stream/consumers';
import type { ExportState } from '@common/schemas/account';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExports, jobs, mediaAssets, users } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import {
  createTestApp,
  makeSighting,
  makeUser,
  sessionCookie,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { EXPORT_STALE_MS } from './export-build';
import { exportFiles } from './export-files';

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
const sightingIds: number[] = [];
const assetIds: number[] = [];

const state = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me/export', headers: { cookie } })).json() as ExportState;
const ask = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/me/export', headers: { cookie } });
const download = (cookie?: string) =>
  t.app.inject({ url: '/api/me/export/download', headers: cookie ? { cookie } : {} });

async function signIn(who: { username: string; password: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: who.username, password: who.password },
  });
  return sessionCookie(res);
}

/** Runs the job worker until nothing is due. */
async function drain() {
  for (let i = 0; i < 20; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) return;
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  owner = await makeUser(t.app);
  other = await makeUser(t.app);
  for (const species of ['Barn owl', 'Red fox']) {
    const photo = await uploadPhoto(t.app, owner.cookie);
    assetIds.push(photo.id);
    sightingIds.push(
      (
        await makeSighting(t.app, owner.cookie, {
          speciesName: species,
          mediaAssetId: photo.id,
          latitude: 51.5,
          longitude: -0.12,
        })
      ).id,
    );
  }
  sightingIds.push(
    (await makeSighting(t.app, owner.cookie, { speciesName: 'Eurasian wren', location: 'Wren Wood' })).id,
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie: owner.cookie },
    payload: { sightingId: sightingIds[0], content: 'My first owl' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${other.id}/follow`,
    headers: { cookie: owner.cookie },
  });
  await drain();
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the data export', () => {
  it('is asked for, made by the job, followed to 100% and announced by e-mail', async () => {
    expect((await state(owner.cookie)).export).toBeNull();
    const res = await ask(owner.cookie);
    expect(res.statusCode, res.body).toBe(202);
    const asked = res.json() as ExportState;
    expect(asked.export?.status).toBe('pending');
    expect(asked.remainingToday).toBe(2);
    // One under way at a time.
    expect((await ask(owner.cookie)).statusCode).toBe(409);
    await drain();
    const done = await state(owner.cookie);
    expect(done.export).toMatchObject({
      status: 'ready',
      progress: 100,
      downloadUrl: '/api/me/export/download',
    });
    expect(done.export?.bytes).toBeGreaterThan(1000);
    const mail = readOutbox(t.dataDir).filter((m) => m.to === owner.email);
    expect(mail.map((m) => m.subject)).toContain('Your WildLens data is ready to download');
  });

  it('holds every sighting with species, place and dates, the other files, and the original photos', async () => {
    const res = await download(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="wildlens-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(zip[name] ?? new Uint8Array())) as unknown;
    for (const name of [
      'README.txt',
      'profile.json',
      'sightings.json',
      'comments.json',
      'likes.json',
      'following.json',
      'followers.json',
      'bookmarks.json',
      'portfolio.json',
      'alerts.json',
      'payments.json',
      'guides.json',
      'prints.json',
      'reviews.json',
      'media.json',
    ])
      expect(Object.keys(zip), name).toContain(name);
    const profile = json('profile.json') as Record<string, unknown>;
    expect(profile.username).toBe(owner.username);
    expect(profile.email).toBe(owner.email);
    expect(profile).not.toHaveProperty('passwordHash');
    expect(profile).not.toHaveProperty('passwordResetToken');
    const list = json('sightings.json') as {
      id: number;
      species: { name: string };
      place: { location: string | null; latitude: string | null };
      createdAt: string;
      originalFile: string | null;
    }[];
    expect(list.map((x) => x.id).sort()).toEqual([...sightingIds].sort());
    const wren = list.find((x) => x.species.name === 'Eurasian wren');
    expect(wren?.place.location).toBe('Wren Wood');
    expect(Number.isNaN(Date.parse(wren?.createdAt ?? ''))).toBe(false);
    const owl = list.find((x) => x.species.name === 'Barn owl');
    expect(Number(owl?.place.latitude)).toBe(51.5);
    expect((json('comments.json') as { content: string }[]).map((c) => c.content)).toEqual(['My first owl']);
    expect((json('following.json') as { userId: number }[]).map((f) => f.userId)).toEqual([other.id]);
    // The originals, byte for byte as stored, where media.json and the sightings say they are.
    const media = json('media.json') as { id: number; file: string }[];
    const assets = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.ownerId, owner.id));
    expect(media.map((m) => m.id).sort()).toEqual(assets.map((a) => a.id).sort());
    expect(owl?.originalFile).toBe(media.find((m) => m.id === assetIds[0])?.file);
    for (const asset of assets) {
      const file = media.find((m) => m.id === asset.id)?.file ?? '';
      expect(file).toMatch(/^media\/\d+-photo\.jpe?g$/);
      const stored = await buffer(await t.app.ctx.media.get(asset.originalKey));
      expect(Buffer.from(zip[file] ?? new Uint8Array()).equals(stored), file).toBe(true);
    }
  });

  it('is downloaded by its owner only', async () => {
    expect((await download()).statusCode).toBe(401);
    const theirs = await download(other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toMatch(/no export/i);
    expect((await state(other.cookie)).export).toBeNull();
  });

  it('allows 3 in 24 hours, a new one replacing the last file', async () => {
    const [first] = await t.app.ctx.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.userId, owner.id));
    expect((await ask(owner.cookie)).statusCode).toBe(202);
    await drain();
    expect(await exportFiles(t.app.ctx).exists(first?.fileToken ?? '')).toBe(false);
    expect((await ask(owner.cookie)).statusCode).toBe(202);
    await drain();
    const refused = await ask(owner.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await state(owner.cookie)).remainingToday).toBe(0);
  });

  it('expires after 7 days: 410, then its job deletes the file', async () => {
    const [latest] = await t.app.ctx.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.userId, owner.id), eq(accountExports.status, 'ready')));
    if (!latest) throw new Error('no ready export');
    t.clock.advance(7 * 86_400_000 + 60_000);
    // A week idle ends the sessions too: both sign in again.
    owner.cookie = await signIn(owner);
    other.cookie = await signIn(other);
    expect((await state(owner.cookie)).export?.status).toBe('expired');
    expect((await download(owner.cookie)).statusCode).toBe(410);
    // The expire step is due by the app's clock; the database's clock is told so.
    await t.app.ctx.db.execute(
      sql`update jobs set run_at = now() where type = 'account_export' and completed_at is null and payload->>'step' = 'expire'`,
    );
    await drain();
    expect(await exportFiles(t.app.ctx).exists(latest.fileToken)).toBe(false);
    const [row] = await t.app.ctx.db.select().from(accountExports).where(eq(accountExports.id, latest.id));
    expect(row?.status).toBe('expired');
  });

  it('is built again when the process making it died (its heartbeat stopped)', async () => {
    const now = t.app.ctx.clock();
    const [row] = await t.app.ctx.db
      .insert(accountExports)
      .values({
        userId: other.id,
        status: 'running',
        attempts: 1,
        fileToken: 'ab'.repeat(16),
        heartbeatAt: new Date(now.getTime() - EXPORT_STALE_MS - 1000),
        createdAt: now,
      })
      .returning();
    await t.app.ctx.db
      .insert(jobs)
      .values({ type: 'account_export', payload: { exportId: row?.id, step: 'watch' } });
    await drain();
    const [after] = await t.app.ctx.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.id, row?.id ?? 0));
    expect(after).toMatchObject({ status: 'ready', attempts: 2, progress: 100 });
  });

  it('names no secret: the password hash never leaves the server', async () => {
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, other.id));
    const res = await download(other.cookie);
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const text = Object.values(zip)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(text).not.toContain(user?.passwordHash ?? 'no hash');
  });
});
