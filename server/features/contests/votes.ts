// Members' votes while a contest's voting is open: one per member per entry, never on one's own entry, and
// only from accounts at least 7 days old that have published a sighting (so a batch of new accounts cannot
// carry a contest). The entry's count moves in the transaction that adds or removes the vote.
import {
  ALREADY_VOTED_MESSAGE,
  CONTEST_RULES,
  ENTRY_NOT_FOUND_MESSAGE,
  NEW_ACCOUNT_VOTE_MESSAGE,
  NO_SIGHTING_VOTE_MESSAGE,
  NOT_VOTED_MESSAGE,
  OWN_ENTRY_VOTE_MESSAGE,
  VOTING_CLOSED_MESSAGE,
  type VoteRefusal,
} from '@common/schemas/contests';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challengeEntries, challengeVotes, sightings, type UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { loadContest } from './queries';
import { statusAt } from './schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why this member may not vote at all (null: they may), whatever the entry. */
export async function voterRefusal(db: Db, user: UserRow | null, now: Date): Promise<VoteRefusal | null> {
  if (!user) return 'signed_out';
  if (now.getTime() - user.createdAt.getTime() < CONTEST_RULES.voterMinAccountDays * DAY_MS)
    return 'new_account';
  const [published] = await db
    .select({ id: sightings.id })
    .from(sightings)
    .where(and(eq(sightings.userId, user.id), eq(sightings.isPublic, true)))
    .limit(1);
  return published ? null : 'no_sighting';
}

const REFUSAL_MESSAGES: Record<Exclude<VoteRefusal, 'signed_out' | 'closed'>, string> = {
  new_account: NEW_ACCOUNT_VOTE_MESSAGE,
  no_sighting: NO_SIGHTING_VOTE_MESSAGE,
};

export class ContestVoteService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async vote(user: UserRow, contestId: number, entryId: number): Promise<{ voted: true }> {
    const now = this.clock();
    const entry = await this.votableEntry(contestId, entryId, now);
    if (entry.userId === user.id) throw forbidden(OWN_ENTRY_VOTE_MESSAGE);
    const refusal = await voterRefusal(this.db, user, now);
    if (refusal === 'new_account' || refusal === 'no_sighting') throw forbidden(REFUSAL_MESSAGES[refusal]);
    await this.db.transaction(async (tx) => {
      const added = await tx
        .insert(challengeVotes)
        .values({ entryId, challengeId: contestId, userId: user.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: challengeVotes.id });
      if (added.length === 0) throw conflict(ALREADY_VOTED_MESSAGE);
      await tx
        .update(challengeEntries)
        .set({ votes: sql`${challengeEntries.votes} + 1` })
        .where(eq(challengeEntries.id, entryId));
    });
    return { voted: true };
  }

  async unvote(user: UserRow, contestId: number, entryId: number): Promise<{ voted: false }> {
    const now = this.clock();
    await this.votableEntry(contestId, entryId, now);
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(challengeVotes)
        .where(and(eq(challengeVotes.entryId, entryId), eq(challengeVotes.userId, user.id)))
        .returning({ id: challengeVotes.id });
      if (removed.length === 0) throw conflict(NOT_VOTED_MESSAGE);
      await tx
        .update(challengeEntries)
        .set({ votes: sql`greatest(${challengeEntries.votes} - 1, 0)` })
        .where(eq(challengeEntries.id, entryId));
    });
    return { voted: false };
  }

  /** The confirmed entry of a contest whose voting is open. */
  private async votableEntry(contestId: number, entryId: number, now: Date) {
    const contest = await loadContest(this.db, contestId);
    if (statusAt(contest, now) !== 'voting') throw conflict(VOTING_CLOSED_MESSAGE);
    const [entry] = await this.db
      .select({ userId: challengeEntries.userId, paymentStatus: challengeEntries.paymentStatus })
      .from(challengeEntries)
      .where(and(eq(challengeEntries.id, entryId), eq(challengeEntries.challengeId, contestId)));
    // An entry waiting for payment is seen by its owner only: for voters it does not exist.
    if (!entry || (entry.paymentStatus !== 'paid' && entry.paymentStatus !== 'free'))
      throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    return entry;
  }
}
