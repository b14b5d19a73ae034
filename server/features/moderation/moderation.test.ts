// Moderation on the real database: members' flags (once each, enough of them hide a sighting), the classifier's
// thresholds on real rows, the administrators' queue and decisions, and what the author and visitors see.
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flaggedContent, jobs, sightings } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';
import { scanSighting } from './scan-job';
import { ModerationService } from './service';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

const flag = (sightingId: number, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sightings/${sightingId}/flag`,
    headers: cookie ? { cookie } : {},
    payload,
  });

async function setSettings(patch: Record<string, unknown>) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/admin/moderation/settings',
    headers: admin,
  });
  expect(current.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/moderation/settings',
    headers: admin,
    payload: { ...(current.json() as Record<string, unknown>), ...patch },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const visitorSees = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/sightings/${id}` })).statusCode;
const pendingQueue = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/moderation/flags', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    contentId: number;
    source: string;
    reason: string;
    reporter: { username: string } | null;
    scores: Record<string, number> | null;
    sighting: { underReview: boolean } | null;
  }[];
};
const resolve = (flagId: number, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/flags/${flagId}/resolve`,
    headers: admin,
    payload: { action, notes: 'checked' },
  });

describe('member flags', () => {
  it('are for members, once per sighting, never on their own sighting, with a known reason', async () => {
    const author = await makeUser(t.app);
    const member = await makeUser(t.app);
    const sighting = await makeSighting(t.app, author.cookie);
    expect((await flag(sighting.id, undefined, { reason: 'spam' })).statusCode).toBe(401);
    const bad = await flag(sighting.id, member.cookie, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Reason must be one of');
    expect((await flag(sighting.id, author.cookie, { reason: 'spam' })).statusCode).toBe(403);
    const first = await flag(sighting.id, member.cookie, {
      reason: 'wrong_species',
      details: 'It is a dunnock',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().hidden).toBe(false);
    const again = await flag(sighting.id, member.cookie, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already flagged this sighting.');
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/sightings/${sighting.id}/moderation`,
      headers: { cookie: member.cookie },
    });
    expect(state.json()).toEqual({ underReview: false, flaggedByMe: true });
    const queued = (await pendingQueue()).find((f) => f.id === first.json().id);
    expect(queued).toMatchObject({
      source: 'member',
      reason: 'wrong_species',
      reporter: { username: member.username },
    });
  });

  it('cannot reach a private sighting of someone else', async () => {
    const author = await makeUser(t.app);
    const member = await makeUser(t.app);
    const hidden = await makeSighting(t.app, author.cookie, { isPublic: false });
    expect((await flag(hidden.id, member.cookie, { reason: 'spam' })).statusCode).toBe(404);
  });

  it('hide a sighting once enough members flagged it; the author sees it under review; approval publishes it', async () => {
    await setSettings({ memberFlagsToHide: 2 });
    const author = await makeUser(t.app);
    const [a, b] = [await makeUser(t.app), await makeUser(t.app)];
    const sighting = await makeSighting(t.app, author.cookie, { speciesName: 'Flagged heron' });
    expect((await flag(sighting.id, a.cookie, { reason: 'inappropriate' })).json().hidden).toBe(false);
    expect(await visitorSees(sighting.id)).toBe(200);
    expect((await flag(sighting.id, b.cookie, { reason: 'spam' })).json().hidden).toBe(true);
    expect(await visitorSees(sighting.id)).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/sightings?search=Flagged%20heron' });
    expect((list.json() as { id: number }[]).map((s) => s.id)).not.toContain(sighting.id);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/sightings/${sighting.id}/moderation`,
      headers: { cookie: author.cookie },
    });
    expect(own.json()).toEqual({ underReview: true, flaggedByMe: false });
    // The author cannot publish it again by editing it while it is held.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${sighting.id}`,
      headers: { cookie: author.cookie },
      payload: { isPublic: true, description: 'please' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await visitorSees(sighting.id)).toBe(404);

    const flags = (await pendingQueue()).filter((f) => f.contentId === sighting.id);
    expect(flags).toHaveLength(2);
    expect(flags[0]?.sighting?.underReview).toBe(true);
    expect((await resolve(flags[0]?.id ?? 0, 'approve')).statusCode).toBe(200);
    expect(await visitorSees(sighting.id)).toBe(200);
    // Approval answered both flags; deciding again is refused.
    expect((await pendingQueue()).filter((f) => f.contentId === sighting.id)).toEqual([]);
    expect((await resolve(flags[1]?.id ?? 0, 'remove')).statusCode).toBe(409);
    await setSettings({ memberFlagsToHide: 3 });
  });
});

describe('the classifier', () => {
  const service = () => new ModerationService(t.app.ctx.db, t.app.ctx.clock);
  const calm = { drawing: 0.01, hentai: 0.01, neutral: 0.95, porn: 0.01, sexy: 0.02 };
  const explicit = { drawing: 0.01, hentai: 0.02, neutral: 0.05, porn: 0.9, sexy: 0.02 };

  it('queues a scan when a sighting is published with a photo', async () => {
    const author = await makeUser(t.app);
    const media = await uploadPhoto(t.app, author.cookie);
    const sighting = await makeSighting(t.app, author.cookie, { mediaAssetId: media.id });
    const queued = await t.app.ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.type, 'moderation_scan'));
    expect(queued.map((j) => j.payload)).toContainEqual({ sightingId: sighting.id });
  });

  it('lets a photo under every threshold through, and holds one over a threshold with its scores', async () => {
    const author = await makeUser(t.app);
    const fine = await makeSighting(t.app, author.cookie);
    expect(await service().applyClassifierScores(fine.id, calm)).toBe(false);
    expect(await visitorSees(fine.id)).toBe(200);

    const doubtful = await makeSighting(t.app, author.cookie);
    expect(await service().applyClassifierScores(doubtful.id, explicit)).toBe(true);
    expect(await visitorSees(doubtful.id)).toBe(404);
    // Scored twice (a retried job): still one flag.
    expect(await service().applyClassifierScores(doubtful.id, explicit)).toBe(false);
    const rows = await t.app.ctx.db
      .select()
      .from(flaggedContent)
      .where(and(eq(flaggedContent.contentId, doubtful.id), eq(flaggedContent.source, 'classifier')));
    expect(rows).toHaveLength(1);
    const queued = (await pendingQueue()).find((f) => f.contentId === doubtful.id);
    expect(queued?.scores?.porn).toBeCloseTo(0.9);

    // Removal keeps it out of public view for good; the author still sees it, marked removed.
    expect((await resolve(queued?.id ?? 0, 'remove')).statusCode).toBe(200);
    expect(await visitorSees(doubtful.id)).toBe(404);
    const [row] = await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, doubtful.id));
    expect(row).toMatchObject({ isPublic: false, verificationStatus: 'removed' });
  });

  it('follows the thresholds administrators set, and does nothing when switched off', async () => {
    const author = await makeUser(t.app);
    const sexy = { ...calm, neutral: 0.3, sexy: 0.65 };
    const first = await makeSighting(t.app, author.cookie);
    expect(await service().applyClassifierScores(first.id, sexy)).toBe(false);
    await setSettings({ sexyThreshold: 0.6 });
    const second = await makeSighting(t.app, author.cookie);
    expect(await service().applyClassifierScores(second.id, sexy)).toBe(true);
    await setSettings({ classifierEnabled: false });
    const third = await makeSighting(t.app, author.cookie);
    expect(await service().applyClassifierScores(third.id, explicit)).toBe(false);
    await setSettings({ classifierEnabled: true, sexyThreshold: 0.8 });
  });

  it('gives a private sighting back private when a hold is dismissed', async () => {
    const author = await makeUser(t.app);
    const privateOne = await makeSighting(t.app, author.cookie, { isPublic: false });
    expect(await service().applyClassifierScores(privateOne.id, explicit)).toBe(true);
    const queued = (await pendingQueue()).find((f) => f.contentId === privateOne.id);
    expect((await resolve(queued?.id ?? 0, 'dismiss')).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, privateOne.id));
    expect(row).toMatchObject({ isPublic: false, verificationStatus: 'verified' });
  });
});

describe('the classifier on a real photo (nsfwjs in the vision process)', () => {
  const scanDeps = () => ({
    db: t.app.ctx.db,
    media: t.app.ctx.media,
    vision: t.app.ctx.vision,
    clock: t.app.ctx.clock,
    log: t.app.log,
  });

  it('lets a wildlife photo through, and holds it when the threshold is set to nothing', async () => {
    const author = await makeUser(t.app);
    const swans = path.join(import.meta.dirname, '../../demo/wildlife/cygnus-olor-er-swans.webp');
    const first = await makeSighting(t.app, author.cookie, {
      mediaAssetId: (await uploadPhoto(t.app, author.cookie, swans)).id,
    });
    expect(await scanSighting(scanDeps(), first.id)).toBe(false);
    expect(await visitorSees(first.id)).toBe(200);

    // Every probability reaches a zero threshold: the same real scores now hold the sighting.
    await setSettings({ sexyThreshold: 0 });
    const second = await makeSighting(t.app, author.cookie, {
      mediaAssetId: (await uploadPhoto(t.app, author.cookie, swans)).id,
    });
    expect(await scanSighting(scanDeps(), second.id)).toBe(true);
    expect(await visitorSees(second.id)).toBe(404);
    const [row] = await t.app.ctx.db
      .select({ scores: flaggedContent.scores })
      .from(flaggedContent)
      .where(eq(flaggedContent.contentId, second.id));
    const scores = row?.scores;
    expect(scores).toBeDefined();
    const total = Object.values(scores ?? {}).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 2);
    expect(scores?.neutral ?? 0).toBeGreaterThan(scores?.porn ?? 1);
    await setSettings({ sexyThreshold: 0.8 });
  }, 120_000);
});

describe('settings', () => {
  it('refuses thresholds outside 0..1 and is for administrators only', async () => {
    const member = await makeUser(t.app);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/moderation/settings',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(401);
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/moderation/settings', headers: admin })
    ).json() as Record<string, unknown>;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/moderation/settings',
      headers: admin,
      payload: { ...current, pornThreshold: 1.5 },
    });
    expect(res.statusCode).toBe(400);
  });
});
