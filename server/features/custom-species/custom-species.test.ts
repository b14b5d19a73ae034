// Custom species proposals on the real database: the spec's validation messages word for word, evidence only
// from the member's own uploads, and the administrators' approve, merge and reject, each telling the member
// (in-app notification and e-mail) and moving the member's sightings recorded under the proposal.
import {
  COMMON_NAME_REQUIRED_MESSAGE,
  COMMON_NAME_TOO_LONG_MESSAGE,
  PROPOSAL_CATEGORY_MESSAGE,
  SUBMISSION_REASON_TOO_LONG_MESSAGE,
} from '@common/schemas/custom-species';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, speciesDatabase, speciesNames, userNotifications } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminBearer, ensureSpecies } from '../species/page-test-support';

const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), check: async () => true };

let t: TestApp;
let bearer: string;
let member: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), mailer });
  bearer = await adminBearer(t.app);
  member = await makeUser(t.app);
  await ensureSpecies(t.app, [
    { scientificName: 'Cygnus olor', commonName: 'Mute swan', category: 'birds', family: 'Anatidae' },
  ]);
});
afterAll(async () => t?.close());

const propose = (payload: Record<string, unknown>, cookie = member.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/custom-species-proposals', headers: { cookie }, payload });
const adminPost = (url: string, payload: Record<string, unknown>, authorization = `Bearer ${bearer}`) =>
  t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

describe('proposing a species', () => {
  it('refuses invalid proposals with the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ commonName: '', category: 'birds' }, COMMON_NAME_REQUIRED_MESSAGE],
      [{ category: 'birds' }, COMMON_NAME_REQUIRED_MESSAGE],
      [{ commonName: 'x'.repeat(101), category: 'birds' }, COMMON_NAME_TOO_LONG_MESSAGE],
      [{ commonName: 'Blue finch', category: 'insects' }, PROPOSAL_CATEGORY_MESSAGE],
      [{ commonName: 'Blue finch', category: 'fungi' }, PROPOSAL_CATEGORY_MESSAGE],
      [
        { commonName: 'Blue finch', category: 'birds', submissionReason: 'y'.repeat(501) },
        SUBMISSION_REASON_TOO_LONG_MESSAGE,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await propose(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect(COMMON_NAME_REQUIRED_MESSAGE).toBe('Common name is required');
    expect(COMMON_NAME_TOO_LONG_MESSAGE).toBe('Common name must be less than 100 characters');
    expect(PROPOSAL_CATEGORY_MESSAGE).toBe('Please select a valid category');
    expect(SUBMISSION_REASON_TOO_LONG_MESSAGE).toBe('Submission reason must be less than 500 characters');
    // 100 characters and 500 characters are allowed.
    expect(
      (await propose({ commonName: 'n'.repeat(100), category: 'birds', submissionReason: 'r'.repeat(500) }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses visitors and evidence that is not the member’s own upload', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/custom-species-proposals',
      payload: { commonName: 'A', category: 'birds' },
    });
    expect(visitor.statusCode).toBe(401);
    const res = await propose({ commonName: 'Blue finch', category: 'birds', evidenceMediaIds: [123456] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Evidence must be photos you uploaded.');
  });

  it('stores a proposal, pending, and lists it as the member’s own', async () => {
    const res = await propose({
      commonName: 'Glacier finch',
      scientificName: 'Fringilla glacialis',
      category: 'birds',
      region: 'Alps',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      commonName: 'Glacier finch',
      evidenceMediaUrls: [],
      species: null,
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/custom-species-proposals',
      headers: { cookie: member.cookie },
    });
    expect(mine.json().map((p: { commonName: string }) => p.commonName)).toContain('Glacier finch');
    const other = await makeUser(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/custom-species-proposals',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json()).toEqual([]);
  });
});

describe('reviewing proposals', () => {
  async function pendingProposal(commonName: string, scientificName?: string) {
    const res = await propose({
      commonName,
      category: 'birds',
      ...(scientificName ? { scientificName } : {}),
    });
    const id = res.json().id as number;
    // A sighting the member recorded under the proposal.
    const s = await makeSighting(t.app, member.cookie, { speciesName: commonName });
    await t.app.ctx.db
      .update(sightings)
      .set({ customSpeciesId: id, speciesId: null })
      .where(eq(sightings.id, s.id));
    return { id, sightingId: s.id };
  }

  const speciesOf = async (sightingId: number) =>
    (
      await t.app.ctx.db
        .select({ speciesId: sightings.speciesId })
        .from(sightings)
        .where(eq(sightings.id, sightingId))
    )[0]?.speciesId;

  it('approves into the catalogue as a community species, and tells the member', async () => {
    const { id, sightingId } = await pendingProposal('Alpine snowfinch', 'Montifringilla testensis');
    sent.length = 0;
    const res = await adminPost(`/api/admin/custom-species/${id}/approve`, {
      scientificName: 'Montifringilla testensis',
      family: 'Passeridae',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      species: { scientificName: 'Montifringilla testensis', slug: 'montifringilla-testensis' },
    });
    const [species] = await t.app.ctx.db
      .select()
      .from(speciesDatabase)
      .where(eq(speciesDatabase.scientificName, 'Montifringilla testensis'));
    expect(species).toMatchObject({
      source: 'community',
      genus: 'Montifringilla',
      family: 'Passeridae',
      commonName: 'Alpine snowfinch',
      category: 'birds',
    });
    const names = await t.app.ctx.db
      .select()
      .from(speciesNames)
      .where(eq(speciesNames.speciesId, species?.id ?? 0));
    expect(names.map((n) => n.name)).toEqual(['Alpine snowfinch']);
    expect(await speciesOf(sightingId)).toBe(species?.id);
    const page = await t.app.inject({ method: 'GET', url: '/api/species/montifringilla-testensis' });
    expect(page.json()).toMatchObject({ name: 'Alpine snowfinch', source: 'community' });

    const notes = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.id));
    expect(notes.some((n) => n.type === 'custom_species_review' && n.message.includes('approved'))).toBe(
      true,
    );
    await t.app.jobs.runOnce();
    expect(sent.find((m) => m.to === member.email)?.subject).toBe(
      'Your species proposal "Alpine snowfinch" was approved',
    );

    const again = await adminPost(`/api/admin/custom-species/${id}/reject`, { moderatorNotes: 'late' });
    expect(again.statusCode).toBe(409);
    const duplicate = await pendingProposal('Snowfinch again');
    const clash = await adminPost(`/api/admin/custom-species/${duplicate.id}/approve`, {
      scientificName: 'Montifringilla testensis',
    });
    expect(clash.statusCode).toBe(409);
    const badName = await adminPost(`/api/admin/custom-species/${duplicate.id}/approve`, {
      scientificName: 'not a name',
    });
    expect(badName.statusCode).toBe(400);
  });

  it('merges into an existing species and moves the member’s sightings', async () => {
    const { id, sightingId } = await pendingProposal('White swan');
    const res = await adminPost(`/api/admin/custom-species/${id}/merge`, {
      scientificName: 'Cygnus olor',
      moderatorNotes: 'This is the mute swan.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'merged',
      moderatorNotes: 'This is the mute swan.',
      species: { scientificName: 'Cygnus olor' },
    });
    const [swan] = await t.app.ctx.db
      .select({ id: speciesDatabase.id })
      .from(speciesDatabase)
      .where(eq(speciesDatabase.scientificName, 'Cygnus olor'));
    expect(await speciesOf(sightingId)).toBe(swan?.id);
    const unknown = await pendingProposal('Mystery bird');
    const missing = await adminPost(`/api/admin/custom-species/${unknown.id}/merge`, {
      scientificName: 'Nonexistus fictus',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('rejects with notes the member reads, and refuses members and visitors', async () => {
    const { id, sightingId } = await pendingProposal('Purple crow');
    const noNotes = await adminPost(`/api/admin/custom-species/${id}/reject`, { moderatorNotes: '  ' });
    expect(noNotes.statusCode).toBe(400);
    sent.length = 0;
    const res = await adminPost(`/api/admin/custom-species/${id}/reject`, {
      moderatorNotes: 'No evidence of this species.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', species: null });
    expect(await speciesOf(sightingId)).toBeNull();
    await t.app.jobs.runOnce();
    const mail = sent.find((m) => m.to === member.email && m.subject.includes('Purple crow'));
    expect(mail?.subject).toBe('Your species proposal "Purple crow" was not accepted');
    expect(mail?.text).toContain('No evidence of this species.');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/custom-species?status=rejected',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(list.json().proposals.map((p: { id: number }) => p.id)).toContain(id);
    for (const headers of [{}, { cookie: member.cookie }, { authorization: 'Bearer not-a-token' }]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/custom-species', headers })).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/custom-species/${id}/reject`,
            headers,
            payload: { moderatorNotes: 'x' },
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (await adminPost('/api/admin/custom-species/999999/reject', { moderatorNotes: 'x' })).statusCode,
    ).toBe(404);
  });
});
