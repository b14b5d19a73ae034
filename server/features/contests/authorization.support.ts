// The authorization matrix's entries for contests (spread into MATRIX in server/http/authorization-matrix.support.ts):
// reading is everyone's; entering takes one's own published sighting; a member's entry is theirs alone (404 to
// anyone else, the administrator included: nobody pays for or withdraws another's entry); votes never go to
// one's own entry; scores come from the contest's judges and administrators; the rest is the administrators'.
import { eq, sql } from 'drizzle-orm';
import { challengeEntries, challenges, challengeVotes, payments, sightings, users } from '../../db/schema';
import {
  adminOnly,
  all,
  author,
  get,
  type Matrix,
  type Role,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';
import { makeSighting } from '../../test/harness';

const DAY_MS = 86_400_000;
type Stage = 'upcoming' | 'open' | 'voting' | 'judging';
/** Days from now of startDate, votingStartDate, votingEndDate and endDate for each stage. */
const STAGES: Record<Stage, [number, number, number, number]> = {
  upcoming: [1, 2, 3, 4],
  open: [-1, 2, 3, 4],
  voting: [-3, -1, 2, 3],
  judging: [-4, -3, -1, 2],
};

/** A fresh contest at the stage (not a monthly one, so it never meets the sweep's pair of the month). */
async function contestAt(w: World, stage: Stage, judgeIds: number[] = []): Promise<number> {
  const now = w.app.ctx.clock().getTime();
  const [start, votingStart, votingEnd, end] = STAGES[stage].map((d) => new Date(now + d * DAY_MS));
  const [row] = await w.app.ctx.db
    .insert(challenges)
    .values({
      title: 'Matrix contest',
      mediaType: 'photo',
      startDate: start as Date,
      votingStartDate: votingStart as Date,
      votingEndDate: votingEnd as Date,
      endDate: end as Date,
      contestStatus: stage,
      judgeIds,
    })
    .returning({ id: challenges.id });
  if (!row) throw new Error('no contest');
  return row.id;
}

/** A published photo sighting of the role (the author's for the visitor, who has none). */
async function photoOf(w: World, role: Role): Promise<number> {
  const who = role === 'visitor' ? author(w) : w.principals[role];
  const sighting = await makeSighting(w.app, who.headers.cookie ?? '');
  await w.app.ctx.db
    .update(sightings)
    .set({ mediaType: 'photo', photoUrl: `/media/matrix/${sighting.id}.jpg` })
    .where(eq(sightings.id, sighting.id));
  return sighting.id;
}

/** The author's entry of a fresh contest at the stage. */
async function authorEntry(
  w: World,
  stage: Stage,
  paymentStatus: 'pending' | 'free',
  judgeIds: number[] = [],
): Promise<{ contestId: number; entryId: number }> {
  const contestId = await contestAt(w, stage, judgeIds);
  const sightingId = await photoOf(w, 'author');
  const [row] = await w.app.ctx.db
    .insert(challengeEntries)
    .values({ challengeId: contestId, sightingId, userId: author(w).id, paymentStatus })
    .returning({ id: challengeEntries.id });
  if (!row) throw new Error('no entry');
  if (paymentStatus === 'free')
    await w.app.ctx.db
      .update(challenges)
      .set({ totalEntries: 1, currentParticipants: 1 })
      .where(eq(challenges.id, contestId));
  return { contestId, entryId: row.id };
}

/** The role may vote: an account of a month with a published sighting. */
async function eligibleVoter(w: World, role: Role): Promise<void> {
  if (role === 'visitor') return;
  const who = w.principals[role];
  await w.app.ctx.db
    .update(users)
    .set({ createdAt: new Date(w.app.ctx.clock().getTime() - 30 * DAY_MS) })
    .where(eq(users.id, who.id));
  await makeSighting(w.app, who.headers.cookie ?? '');
}

async function datesOf(w: World, contestId: number) {
  const [row] = await w.app.ctx.db.select().from(challenges).where(eq(challenges.id, contestId));
  if (!row) throw new Error('no contest');
  return {
    startDate: row.startDate.toISOString(),
    votingStartDate: row.votingStartDate.toISOString(),
    votingEndDate: row.votingEndDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

/** The author's own entry; anyone else finds nothing. */
const ownerElse404 = (status: number) => s(401, 404, status, 404, 404);

export const CONTEST_MATRIX: Matrix = {
  'GET /api/contests': [{ expect: all(200), build: get('/api/contests') }],
  'GET /api/contests/winners/latest': [{ expect: all(200), build: get('/api/contests/winners/latest') }],
  'GET /api/contests/judging': [{ expect: signedIn(200), build: get('/api/contests/judging') }],
  'GET /api/contests/:id': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/contests/${(await authorEntry(w, 'voting', 'free')).contestId}` }),
    },
  ],
  'GET /api/contests/:id/eligible-sightings': [
    {
      expect: signedIn(200),
      build: async (w) => ({ url: `/api/contests/${await contestAt(w, 'open')}/eligible-sightings` }),
    },
  ],
  'POST /api/contests/:id/entries': [
    {
      name: 'own sighting',
      expect: signedIn(201),
      build: async (w, role) => ({
        url: `/api/contests/${await contestAt(w, 'open')}/entries`,
        payload: { sightingId: await photoOf(w, role), method: 'card' },
      }),
    },
    {
      name: "the author's sighting",
      expect: s(401, 403, 201, 403, 403),
      build: async (w) => ({
        url: `/api/contests/${await contestAt(w, 'open')}/entries`,
        payload: { sightingId: await photoOf(w, 'author') },
      }),
    },
  ],
  'GET /api/contests/payments/:paymentId': [
    {
      expect: ownerElse404(200),
      build: async (w) => {
        const { entryId } = await authorEntry(w, 'open', 'pending');
        const [payment] = await w.app.ctx.db
          .insert(payments)
          .values({
            userId: author(w).id,
            purpose: 'contest_entry',
            referenceId: entryId,
            provider: 'sandbox',
            method: 'card',
            currency: 'USD',
            amountMinor: 2500,
            description: 'Contest entry',
          })
          .returning({ id: payments.id });
        if (!payment) throw new Error('no payment');
        await w.app.ctx.db
          .update(challengeEntries)
          .set({ paymentId: payment.id })
          .where(eq(challengeEntries.id, entryId));
        return { url: `/api/contests/payments/${payment.id}` };
      },
    },
  ],
  'POST /api/contests/:id/entries/:entryId/checkout': [
    {
      expect: ownerElse404(200),
      build: async (w) => {
        const { contestId, entryId } = await authorEntry(w, 'open', 'pending');
        return { url: `/api/contests/${contestId}/entries/${entryId}/checkout`, payload: { method: 'card' } };
      },
    },
  ],
  'DELETE /api/contests/:id/entries/:entryId': [
    {
      expect: ownerElse404(200),
      build: async (w) => {
        const { contestId, entryId } = await authorEntry(w, 'open', 'pending');
        return { url: `/api/contests/${contestId}/entries/${entryId}` };
      },
    },
  ],
  'POST /api/contests/:id/entries/:entryId/vote': [
    {
      // Never one's own entry.
      expect: s(401, 200, 403, 200, 200),
      build: async (w, role) => {
        await eligibleVoter(w, role);
        const { contestId, entryId } = await authorEntry(w, 'voting', 'free');
        return { url: `/api/contests/${contestId}/entries/${entryId}/vote` };
      },
    },
  ],
  'DELETE /api/contests/:id/entries/:entryId/vote': [
    {
      // The author never voted for their own entry: nothing to take back.
      expect: s(401, 200, 409, 200, 200),
      build: async (w, role) => {
        const { contestId, entryId } = await authorEntry(w, 'voting', 'free');
        if (role !== 'visitor' && role !== 'author') {
          await w.app.ctx.db
            .insert(challengeVotes)
            .values({ entryId, challengeId: contestId, userId: w.principals[role].id });
          await w.app.ctx.db
            .update(challengeEntries)
            .set({ votes: sql`${challengeEntries.votes} + 1` })
            .where(eq(challengeEntries.id, entryId));
        }
        return { url: `/api/contests/${contestId}/entries/${entryId}/vote` };
      },
    },
  ],
  'GET /api/admin/contests': [{ expect: adminOnly(200), build: get('/api/admin/contests') }],
  'GET /api/admin/contests/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/contests/${(await authorEntry(w, 'judging', 'free')).contestId}`,
      }),
    },
  ],
  'PUT /api/admin/contests/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => {
        const id = await contestAt(w, 'open');
        return {
          url: `/api/admin/contests/${id}`,
          payload: {
            title: 'Owls at night',
            description: '',
            rules: '',
            prizeDescription: 'A calendar',
            maxParticipants: 50,
            ...(await datesOf(w, id)),
            judgeIds: [author(w).id],
          },
        };
      },
    },
  ],
  'POST /api/admin/contests/:id/status': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/contests/${await contestAt(w, 'upcoming')}/status`,
        payload: { status: 'open' },
      }),
    },
  ],
  'POST /api/admin/contests/:id/cancel': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/contests/${await contestAt(w, 'open')}/cancel`,
        payload: { reason: 'Matrix' },
      }),
    },
  ],
  'POST /api/admin/contests/:id/scores': [
    {
      // The member is the contest's judge; the author entered it and judges nothing.
      expect: s(401, 200, 403, 403, 200),
      build: async (w) => {
        const { contestId, entryId } = await authorEntry(w, 'judging', 'free', [w.principals.member.id]);
        return {
          url: `/api/admin/contests/${contestId}/scores`,
          payload: { scores: [{ entryId, score: 8 }] },
        };
      },
    },
  ],
  'POST /api/admin/contests/:id/finalize': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/contests/${await contestAt(w, 'judging')}/finalize` }),
    },
  ],
};
