// Monthly contests end to end on the real database: the monthly contests the sweep creates, entering (the rules,
// premium entries free, free members' entries hidden until the sandbox payment succeeds), withdrawing, voting
// (its eligibility rules and the hidden counts), judging and finalizing (the winner's row, notification, e-mail
// and Premium months), and cancelling (every paid fee refunded). Each test lives in its own month of 2030.
import {
  ALREADY_ENTERED_MESSAGE,
  ALREADY_VOTED_MESSAGE,
  type ContestDetail,
  type ContestList,
  ENTRIES_CLOSED_MESSAGE,
  NEW_ACCOUNT_VOTE_MESSAGE,
  NO_SIGHTING_VOTE_MESSAGE,
  OWN_ENTRY_VOTE_MESSAGE,
  SIGHTING_NOT_ELIGIBLE_MESSAGE,
  VOTING_CLOSED_MESSAGE,
  wrongMediaMessage,
} from '@common/schemas/contests';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeEntries,
  challenges,
  contestPayments,
  contestWinners,
  payments,
  premiumGrants,
  sightings,
  userNotifications,
  users,
} from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { CARDS, checkoutIdOf, pay, runJobs } from '../payments/payments.support';
import { adminHeaders } from '../sightings/social.support';
import { sweepContests } from './monthly';
import { contestEntryPurpose } from './purpose';

const YEARS = String(60 * 24 * 365 * 10);
let t: TestApp;
beforeAll(async () => {
  // The clock travels through 2030: sessions must outlive the journey.
  t = await createTestApp(
    { SESSION_IDLE_MINUTES: YEARS, SESSION_ABSOLUTE_MINUTES: YEARS, ADMIN_SESSION_MINUTES: YEARS },
    { rateLimits: unlimitedRateLimits() },
  );
  t.clock.now = new Date('2030-01-02T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;
const db = () => t.app.ctx.db;

/** Moves the clock (only ever forward) and sweeps, as the hourly sweep would. */
async function at(iso: string) {
  const next = new Date(iso);
  expect(next.getTime()).toBeGreaterThanOrEqual(t.clock.now.getTime());
  t.clock.now = next;
  return sweepContests(db(), next);
}

async function contestOf(month: string, mediaType: 'photo' | 'video'): Promise<number> {
  const [row] = await db()
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.calendarMonth, month), eq(challenges.mediaType, mediaType)));
  if (!row) throw new Error(`no ${mediaType} contest for ${month}`);
  return row.id;
}

async function sightingOf(member: Member, kind: 'photo' | 'video', isPublic = true): Promise<number> {
  const s = await makeSighting(t.app, member.cookie, { speciesName: `Osprey ${kind}`, isPublic });
  await db()
    .update(sightings)
    .set(
      kind === 'photo'
        ? { mediaType: 'photo', photoUrl: `/media/test/${s.id}.jpg` }
        : { mediaType: 'video', videoUrl: `/media/test/${s.id}.mp4` },
    )
    .where(eq(sightings.id, s.id));
  return s.id;
}

async function premium(member: Member) {
  await db().update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
}

function enter(member: Member, contestId: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/contests/${contestId}/entries`,
    headers: { cookie: member.cookie },
    payload: body,
  });
}

async function entered(member: Member, contestId: number, sightingId: number) {
  const res = await enter(member, contestId, { sightingId, entryDescription: 'At dawn' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    entry: { id: number; paymentStatus: string };
    checkout: { paymentId: number; redirectUrl: string } | null;
  };
}

/** A free member's entry, paid with the sandbox's test card through the payments routes. */
async function paidEntry(member: Member, contestId: number, sightingId: number) {
  const { entry, checkout } = await entered(member, contestId, sightingId);
  if (!checkout) throw new Error('a free member pays');
  const paid = await pay(t.app, member, checkoutIdOf(checkout.redirectUrl), CARDS.ok);
  expect(paid.json().status, paid.body).toBe('succeeded');
  return { entryId: entry.id, paymentId: checkout.paymentId };
}

async function detail(contestId: number, member?: Member): Promise<ContestDetail> {
  const res = await t.app.inject({
    url: `/api/contests/${contestId}`,
    headers: member ? { cookie: member.cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function vote(member: Member, contestId: number, entryId: number, method: 'POST' | 'DELETE' = 'POST') {
  return t.app.inject({
    method,
    url: `/api/contests/${contestId}/entries/${entryId}/vote`,
    headers: { cookie: member.cookie },
  });
}

function expectRefusal(res: LightMyRequestResponse, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect(res.json().message).toBe(message);
}

/** A member who may vote: an account of more than 7 days with a published sighting. */
async function voter(): Promise<Member> {
  const member = await makeUser(t.app);
  await makeSighting(t.app, member.cookie);
  await db()
    .update(users)
    .set({ createdAt: new Date(t.clock.now.getTime() - 30 * 86_400_000) })
    .where(eq(users.id, member.id));
  return member;
}

describe('the monthly contests', () => {
  it('creates a photo and a video contest for this month and the next, once, with the spec defaults', async () => {
    const first = await at('2030-01-10T08:00:00Z');
    expect(first.created).toBe(4);
    const again = await at('2030-01-10T09:00:00Z');
    expect(again.created).toBe(0);
    const rows = await db().select().from(challenges).where(eq(challenges.calendarMonth, '2030-01'));
    expect(rows.map((r) => r.mediaType).sort()).toEqual(['photo', 'video']);
    const photo = rows.find((r) => r.mediaType === 'photo');
    expect(photo).toMatchObject({
      title: 'January 2030 Photo Contest',
      entryFee: '25.00',
      totalPrizePool: '25.00',
      contestType: 'community',
      contestStatus: 'open',
      sponsoredPrizes: ['cash', 'newsletter', 'social', 'premium', 'calendar'],
    });
    expect(photo?.startDate.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(photo?.votingStartDate.toISOString()).toBe('2030-02-01T00:00:00.000Z');
    expect(photo?.votingEndDate.toISOString()).toBe('2030-02-08T00:00:00.000Z');
    expect(photo?.endDate.toISOString()).toBe('2030-02-11T00:00:00.000Z');

    const list: ContestList = (await t.app.inject({ url: '/api/contests?language=fr' })).json();
    const current = list.current.filter((c) => c.calendarMonth === '2030-01');
    expect(current.map((c) => c.status)).toEqual(['open', 'open']);
    expect(current[0]?.titleIsDefault).toBe(true);
    expect(list.upcoming.map((c) => c.calendarMonth)).toEqual(['2030-02', '2030-02']);
    // A visitor reading in French pays the euro fee of spec section 9.
    expect(list.viewer.fee).toEqual({ amountMinor: 2200, currency: 'EUR' });
  });
});

describe('entering', () => {
  it('lets a premium member enter free and refuses what the rules refuse', async () => {
    await at('2030-02-03T10:00:00Z');
    const photoContest = await contestOf('2030-02', 'photo');
    const videoContest = await contestOf('2030-02', 'video');
    const member = await makeUser(t.app);
    await premium(member);
    const other = await makeUser(t.app);
    const photo = await sightingOf(member, 'photo');
    const video = await sightingOf(member, 'video');

    const free = await entered(member, photoContest, photo);
    expect(free.entry.paymentStatus).toBe('free');
    expect(free.checkout).toBeNull();
    expect((await detail(photoContest)).contest.totalEntries).toBe(1);
    expect((await entered(member, videoContest, video)).entry.paymentStatus).toBe('free');

    expectRefusal(await enter(member, photoContest, { sightingId: photo }), 409, ALREADY_ENTERED_MESSAGE);
    expectRefusal(await enter(member, photoContest, { sightingId: video }), 400, wrongMediaMessage('photo'));
    expectRefusal(await enter(member, videoContest, { sightingId: photo }), 400, wrongMediaMessage('video'));
    // Another member's public sighting: theirs to enter, not this member's.
    const othersPhoto = await sightingOf(other, 'photo');
    expectRefusal(
      await enter(member, photoContest, { sightingId: othersPhoto }),
      403,
      SIGHTING_NOT_ELIGIBLE_MESSAGE,
    );
    // Another member's private sighting does not exist for this member; nor does a missing one.
    const othersPrivate = await sightingOf(other, 'photo', false);
    expectRefusal(await enter(member, photoContest, { sightingId: othersPrivate }), 404);
    expectRefusal(await enter(member, photoContest, { sightingId: 2_000_000_000 }), 404);
    // One's own private sighting is not published.
    const ownPrivate = await sightingOf(member, 'photo', false);
    expectRefusal(
      await enter(member, photoContest, { sightingId: ownPrivate }),
      403,
      SIGHTING_NOT_ELIGIBLE_MESSAGE,
    );
    // Next month's contest is not open yet.
    await at('2030-02-03T11:00:00Z');
    const next = await contestOf('2030-03', 'photo');
    const another = await sightingOf(member, 'photo');
    expectRefusal(await enter(member, next, { sightingId: another }), 409, ENTRIES_CLOSED_MESSAGE);
    // Bad input changes nothing.
    expectRefusal(
      await enter(member, photoContest, { sightingId: another, entryDescription: 'x'.repeat(501) }),
      400,
    );
    expectRefusal(await enter(member, photoContest, { sightingId: another, method: 'cash' }), 400);
    expectRefusal(await enter(member, photoContest, { sightingId: 'one' }), 400);
    expect((await detail(photoContest)).contest.totalEntries).toBe(1);
    // A visitor is asked to sign in.
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/contests/${photoContest}/entries`,
      payload: { sightingId: another },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("keeps a free member's entry pending and hidden until the sandbox payment succeeds", async () => {
    await at('2030-03-05T10:00:00Z');
    const contestId = await contestOf('2030-03', 'photo');
    const member = await makeUser(t.app, { preferredLanguage: 'en' });
    const stranger = await makeUser(t.app);
    const photo = await sightingOf(member, 'photo');

    // A client cannot name its price: the body is refused and nothing is entered.
    expectRefusal(
      await enter(member, contestId, { sightingId: photo, amountMinor: 1, currency: 'USD' }),
      400,
    );
    const res = await enter(member, contestId, {
      sightingId: photo,
      entryDescription: 'Fishing',
      method: 'card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { entry, checkout } = res.json();
    expect(entry.paymentStatus).toBe('pending');
    expect(checkout.redirectUrl).toContain('/stripe-checkout?checkout=');
    // The fee is the server's: $25 for English, whatever the client sent.
    const [payment] = await db().select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(payment).toMatchObject({
      purpose: 'contest_entry',
      referenceId: entry.id,
      amountMinor: 2500,
      currency: 'USD',
    });

    expect((await detail(contestId, stranger)).entryCount).toBe(0);
    const own = await detail(contestId, member);
    expect(own.myEntries.map((e) => e.paymentStatus)).toEqual(['pending']);
    expect(own.entries).toEqual([]);

    // A declined card leaves it waiting; the test card 4242 pays it.
    const declined = await pay(t.app, member, checkoutIdOf(checkout.redirectUrl), CARDS.declined);
    expect(declined.json().status).toBe('failed');
    expect((await detail(contestId, member)).myEntries[0]?.paymentStatus).toBe('pending');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/contests/${contestId}/entries/${entry.id}/checkout`,
      headers: { cookie: member.cookie },
      payload: { method: 'card' },
    });
    expect(again.statusCode, again.body).toBe(200);
    // Nobody pays for another member's entry: for them it does not exist.
    const strangers = await t.app.inject({
      method: 'POST',
      url: `/api/contests/${contestId}/entries/${entry.id}/checkout`,
      headers: { cookie: stranger.cookie },
      payload: { method: 'card' },
    });
    expect(strangers.statusCode).toBe(404);
    const paid = await pay(t.app, member, checkoutIdOf(again.json().checkout.redirectUrl), CARDS.ok);
    expect(paid.json().status, paid.body).toBe('succeeded');

    // The payment page finds the entry its payment was for; nobody else's.
    const paidFor = `/api/contests/payments/${again.json().checkout.paymentId}`;
    const ofPayment = await t.app.inject({ url: paidFor, headers: { cookie: member.cookie } });
    expect(ofPayment.json()).toMatchObject({
      contest: { id: contestId },
      entry: { id: entry.id, paymentStatus: 'paid' },
    });
    expect((await t.app.inject({ url: paidFor, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const after = await detail(contestId, member);
    expect(after.myEntries[0]).toMatchObject({
      paymentStatus: 'paid',
      fee: { amountMinor: 2500, currency: 'USD' },
    });
    expect(after.contest.totalEntries).toBe(1);
    expect(after.contest.currentParticipants).toBe(1);
    const rows = await db()
      .select()
      .from(contestPayments)
      .where(eq(contestPayments.challengeEntryId, entry.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      challengeId: contestId,
      amount: 2500,
      currency: 'USD',
      paymentStatus: 'succeeded',
    });
    // The webhook told twice changes nothing.
    await db().transaction((tx) =>
      contestEntryPurpose.succeeded(
        tx,
        {
          id: rows[0]?.paymentId ?? 0,
          userId: member.id,
          purpose: 'contest_entry',
          referenceId: entry.id,
          amountMinor: 2500,
          currency: 'USD',
        },
        t.clock.now,
      ),
    );
    expect(
      await db().select().from(contestPayments).where(eq(contestPayments.challengeEntryId, entry.id)),
    ).toHaveLength(1);

    // Everyone sees it once voting opens, without its count.
    await at('2030-04-02T10:00:00Z');
    const voting = await detail(contestId, stranger);
    expect(voting.entries.map((e) => e.id)).toEqual([entry.id]);
    expect(voting.entries[0]?.votes).toBeNull();
    expect(voting.entries[0]?.paymentStatus).toBeNull();
  });

  it('withdraws: a waiting entry goes, a paid one is refunded, and a payment for a withdrawn entry is refunded', async () => {
    await at('2030-04-06T10:00:00Z');
    const contestId = await contestOf('2030-04', 'photo');
    const member = await makeUser(t.app);
    const stranger = await makeUser(t.app);

    const paid = await paidEntry(member, contestId, await sightingOf(member, 'photo'));
    const notYours = await t.app.inject({
      method: 'DELETE',
      url: `/api/contests/${contestId}/entries/${paid.entryId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(notYours.statusCode).toBe(404);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/contests/${contestId}/entries/${paid.entryId}`,
      headers: { cookie: member.cookie },
    });
    expect(withdrawn.json()).toEqual({ ok: true, refunded: true });
    const [entry] = await db().select().from(challengeEntries).where(eq(challengeEntries.id, paid.entryId));
    expect(entry?.paymentStatus).toBe('refunded');
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(payment?.status).toBe('refunded');
    expect((await detail(contestId)).contest.totalEntries).toBe(0);

    // A waiting entry withdrawn, then its checkout paid anyway: the fee goes back by itself.
    const waiting = await entered(member, contestId, await sightingOf(member, 'photo'));
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/contests/${contestId}/entries/${waiting.entry.id}`,
      headers: { cookie: member.cookie },
    });
    expect(gone.json()).toEqual({ ok: true, refunded: false });
    expect(
      await db().select().from(challengeEntries).where(eq(challengeEntries.id, waiting.entry.id)),
    ).toEqual([]);
    if (!waiting.checkout) throw new Error('a checkout');
    await pay(t.app, member, checkoutIdOf(waiting.checkout.redirectUrl), CARDS.ok);
    await runJobs(t.app);
    const [late] = await db().select().from(payments).where(eq(payments.id, waiting.checkout.paymentId));
    expect(late?.status).toBe('refunded');
  });
});

describe('voting', () => {
  it('takes one vote per member per entry from eligible accounts, with counts hidden until voting ends', async () => {
    await at('2030-05-04T10:00:00Z');
    const contestId = await contestOf('2030-05', 'video');
    const alice = await makeUser(t.app);
    const bob = await makeUser(t.app);
    await premium(alice);
    await premium(bob);
    const a = (await entered(alice, contestId, await sightingOf(alice, 'video'))).entry.id;
    const b = (await entered(bob, contestId, await sightingOf(bob, 'video'))).entry.id;
    const carol = await voter();
    expectRefusal(await vote(carol, contestId, a), 409, VOTING_CLOSED_MESSAGE);
    // Entries are not listed while they are open.
    expect((await detail(contestId, carol)).entries).toEqual([]);

    await at('2030-06-02T10:00:00Z');
    const newcomer = await voter();
    await db()
      .update(users)
      .set({ createdAt: new Date(t.clock.now.getTime() - 86_400_000) })
      .where(eq(users.id, newcomer.id));
    const silent = await makeUser(t.app);
    await db()
      .update(users)
      .set({ createdAt: new Date(t.clock.now.getTime() - 30 * 86_400_000) })
      .where(eq(users.id, silent.id));

    expect((await vote(carol, contestId, a)).json()).toEqual({ voted: true });
    expectRefusal(await vote(carol, contestId, a), 409, ALREADY_VOTED_MESSAGE);
    expectRefusal(await vote(alice, contestId, a), 403, OWN_ENTRY_VOTE_MESSAGE);
    expectRefusal(await vote(newcomer, contestId, a), 403, NEW_ACCOUNT_VOTE_MESSAGE);
    expectRefusal(await vote(silent, contestId, a), 403, NO_SIGHTING_VOTE_MESSAGE);
    expect((await vote(alice, contestId, b)).statusCode).toBe(200);
    expect((await vote(carol, contestId, b)).statusCode).toBe(200);
    expect((await vote(carol, contestId, b, 'DELETE')).json()).toEqual({ voted: false });
    expectRefusal(await vote(carol, contestId, b, 'DELETE'), 409);
    expectRefusal(await vote(carol, contestId, 2_000_000_000), 404);

    const seen = await detail(contestId, carol);
    expect(seen.viewer).toMatchObject({ canVote: true, voteRefusal: null });
    expect(seen.votesVisible).toBe(false);
    expect(seen.entries.map((e) => e.votes)).toEqual([null, null]);
    expect(seen.entries.find((e) => e.id === a)?.votedByMe).toBe(true);
    // The voter's own order, the same on every visit.
    expect((await detail(contestId, carol)).entries.map((e) => e.id)).toEqual(seen.entries.map((e) => e.id));
    expect(seen.entries.map((e) => e.id).sort()).toEqual([a, b].sort());
    expect((await detail(contestId, newcomer)).viewer.voteRefusal).toBe('new_account');
    expect((await detail(contestId)).viewer.voteRefusal).toBe('signed_out');

    // Voting over: the counts show, most votes first.
    await at('2030-06-09T10:00:00Z');
    const judged = await detail(contestId);
    expect(judged.contest.status).toBe('judging');
    expect(judged.entries.map((e) => [e.id, e.votes])).toEqual([
      [a, 1],
      [b, 1],
    ]);
    expectRefusal(await vote(carol, contestId, b), 409, VOTING_CLOSED_MESSAGE);
  });
});

describe('judging and the result', () => {
  it('scores the finalists, finalizes, and gives the winner the row, notification, e-mail and 3 months', async () => {
    await at('2030-07-02T10:00:00Z');
    const contestId = await contestOf('2030-07', 'photo');
    const admin = await adminHeaders(t.app);
    const [winner, runnerUp, judge, stranger] = [
      await makeUser(t.app),
      await makeUser(t.app),
      await voter(),
      await voter(),
    ];
    await premium(runnerUp);
    const won = await paidEntry(winner, contestId, await sightingOf(winner, 'photo'));
    const lost = (await entered(runnerUp, contestId, await sightingOf(runnerUp, 'photo'))).entry.id;
    const tooEarly = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${contestId}/finalize`,
      headers: admin,
    });
    expect(tooEarly.statusCode).toBe(409);

    await at('2030-08-02T10:00:00Z');
    // The runner-up has more votes; the judges decide otherwise.
    for (const v of [await voter(), await voter()])
      expect((await vote(v, contestId, lost)).statusCode).toBe(200);
    expect((await vote(judge, contestId, won.entryId)).statusCode).toBe(200);

    await at('2030-08-08T12:00:00Z');
    const contest = (await t.app.inject({ url: `/api/admin/contests/${contestId}`, headers: admin })).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contests/${contestId}`,
      headers: admin,
      payload: {
        title: contest.contest.title,
        description: '',
        rules: '',
        prizeDescription: contest.contest.prizeDescription,
        maxParticipants: null,
        startDate: contest.contest.startDate,
        votingStartDate: contest.contest.votingStartDate,
        votingEndDate: contest.contest.votingEndDate,
        endDate: contest.contest.endDate,
        judgeIds: [judge.id],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const scores = (who: Record<string, string>, list: { entryId: number; score: number }[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/contests/${contestId}/scores`,
        headers: who,
        payload: { scores: list },
      });
    expect(
      (
        await scores({ cookie: judge.cookie }, [
          { entryId: won.entryId, score: 10 },
          { entryId: lost, score: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await scores(admin, [
          { entryId: won.entryId, score: 9 },
          { entryId: lost, score: 3 },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await scores({ cookie: stranger.cookie }, [{ entryId: won.entryId, score: 1 }])).statusCode).toBe(
      403,
    );
    expect((await scores(admin, [{ entryId: won.entryId, score: 11 }])).statusCode).toBe(400);
    const judging = await t.app.inject({ url: '/api/contests/judging', headers: { cookie: judge.cookie } });
    expect(
      judging.json().contests[0].finalists.find((f: { id: number }) => f.id === won.entryId).myScore,
    ).toBe(10);

    const finalized = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${contestId}/finalize`,
      headers: admin,
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json()).toMatchObject({ status: 'completed', winner: { entryId: won.entryId } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/contests/${contestId}/finalize`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(409);

    const ranked = await detail(contestId);
    expect(ranked.entries.map((e) => [e.id, e.rank])).toEqual([
      [won.entryId, 1],
      [lost, 2],
    ]);
    // 0.6 x 9.5/10 + 0.4 x 1/2 against 0.6 x 2.5/10 + 0.4 x 2/2.
    expect(ranked.entries[0]?.finalScore).toBeCloseTo(0.77, 5);
    expect(ranked.entries[1]?.finalScore).toBeCloseTo(0.55, 5);
    const [row] = await db().select().from(contestWinners).where(eq(contestWinners.challengeId, contestId));
    expect(row).toMatchObject({
      contestType: 'photo',
      month: 7,
      year: 2030,
      rank: 1,
      userId: winner.id,
      entryId: won.entryId,
    });
    const notes = await db().select().from(userNotifications).where(eq(userNotifications.userId, winner.id));
    expect(notes.map((n) => n.type)).toContain('contest_won');
    const grants = await db().select().from(premiumGrants).where(eq(premiumGrants.userId, winner.id));
    expect(grants).toMatchObject([{ months: 3, reason: 'contest_prize' }]);
    const [account] = await db().select().from(users).where(eq(users.id, winner.id));
    expect(account?.subscriptionTier).not.toBe('free');
    await runJobs(t.app);
    const mail = readOutbox(t.dataDir).find(
      (m) => m.to.includes(winner.email) && m.subject.startsWith('You won'),
    );
    expect(mail?.subject).toBe('You won the July 2030 Photo Contest!');
    expect(mail?.text).toContain('3 months of Premium Explorer');

    const latest = (await t.app.inject({ url: '/api/contests/winners/latest' })).json();
    expect(latest.winners).toMatchObject([
      { contestId, entryId: won.entryId, mediaType: 'photo', month: 7, year: 2030 },
    ]);
  });

  it('finalizes by itself once judging ends', async () => {
    await at('2030-09-02T10:00:00Z');
    const contestId = await contestOf('2030-09', 'video');
    const member = await makeUser(t.app);
    await premium(member);
    const entryId = (await entered(member, contestId, await sightingOf(member, 'video'))).entry.id;
    const swept = await at('2030-10-11T01:00:00Z');
    expect(swept.finalized).toBeGreaterThanOrEqual(1);
    const [contest] = await db().select().from(challenges).where(eq(challenges.id, contestId));
    expect(contest).toMatchObject({ contestStatus: 'completed', winningEntryId: entryId });
  });
});

describe('administration', () => {
  it('moves a contest forward by hand and refuses dates out of order', async () => {
    await at('2030-10-12T10:00:00Z');
    const upcoming = await contestOf('2030-11', 'photo');
    const admin = await adminHeaders(t.app);
    const move = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/contests/${upcoming}/status`,
        headers: admin,
        payload: { status },
      });
    expect((await move('voting')).statusCode).toBe(409);
    const opened = await move('open');
    expect(opened.json()).toMatchObject({ status: 'open', startDate: t.clock.now.toISOString() });
    expect((await move('voting')).json().status).toBe('voting');
    const contest = opened.json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contests/${upcoming}`,
      headers: admin,
      payload: {
        title: 'Owls only',
        description: 'Owls.',
        rules: '',
        prizeDescription: '',
        maxParticipants: 10,
        startDate: contest.votingEndDate,
        votingStartDate: contest.startDate,
        votingEndDate: contest.votingEndDate,
        endDate: contest.endDate,
        judgeIds: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    const member = await makeUser(t.app);
    expect(
      (await t.app.inject({ url: '/api/admin/contests', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(401);
  });

  it('cancels a contest and refunds every paid entry', async () => {
    await at('2030-12-03T10:00:00Z');
    const contestId = await contestOf('2030-12', 'photo');
    const admin = await adminHeaders(t.app);
    const payer = await makeUser(t.app);
    const subscriber = await makeUser(t.app);
    await premium(subscriber);
    const paid = await paidEntry(payer, contestId, await sightingOf(payer, 'photo'));
    await entered(subscriber, contestId, await sightingOf(subscriber, 'photo'));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${contestId}/cancel`,
      headers: admin,
      payload: { reason: 'Not enough entries' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refunded: 1,
      contest: { status: 'cancelled', cancelReason: 'Not enough entries' },
    });
    await runJobs(t.app);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(payment?.status).toBe('refunded');
    const [entry] = await db().select().from(challengeEntries).where(eq(challengeEntries.id, paid.entryId));
    expect(entry?.paymentStatus).toBe('refunded');
    const again = await enter(payer, contestId, { sightingId: await sightingOf(payer, 'photo') });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/contests/${contestId}/cancel`,
          headers: admin,
          payload: { reason: 'Twice' },
        })
      ).statusCode,
    ).toBe(409);
  });
});
