// The reads every part of contests shares: a contest row, and entries with the sighting, picture and member
// they show (one query shape, so every list presents an entry the same way).

import { CONTEST_NOT_FOUND_MESSAGE } from '@common/schemas/contests';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChallengeEntryRow,
  type ChallengeRow,
  challengeEntries,
  challenges,
  challengeVotes,
  type MediaVariants,
  mediaAssets,
  sightings,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';

export interface EntryView {
  entry: ChallengeEntryRow;
  speciesName: string;
  sightingMediaType: string;
  sightingIsPublic: boolean;
  photoUrl: string | null;
  videoUrl: string | null;
  variants: MediaVariants | null;
  username: string;
}

const entryColumns = {
  entry: challengeEntries,
  speciesName: sightings.speciesName,
  sightingMediaType: sightings.mediaType,
  sightingIsPublic: sightings.isPublic,
  photoUrl: sightings.photoUrl,
  videoUrl: sightings.videoUrl,
  variants: mediaAssets.variants,
  username: users.username,
};

/** Entries matching `where`, in `order`; the sighting, its picture and the member joined. */
export function selectEntries(
  db: Db,
  where: SQL | undefined,
  order: SQL[] = [asc(challengeEntries.id)],
): Promise<EntryView[]> {
  return db
    .select(entryColumns)
    .from(challengeEntries)
    .innerJoin(sightings, eq(sightings.id, challengeEntries.sightingId))
    .innerJoin(users, eq(users.id, challengeEntries.userId))
    .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
    .where(where)
    .orderBy(...order);
}

/** Entries everyone may see: confirmed (paid or free) and of a sighting still public. */
export const CONFIRMED = sql`${challengeEntries.paymentStatus} in ('paid', 'free')`;
export const confirmedOf = (contestId: number) =>
  and(eq(challengeEntries.challengeId, contestId), CONFIRMED, eq(sightings.isPublic, true));

export async function loadContest(db: Db, id: number): Promise<ChallengeRow> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
  if (!row) throw notFound(CONTEST_NOT_FOUND_MESSAGE);
  return row;
}

/** The contest locked for the rest of the transaction: entering, paying and finalizing take turns on it. */
export async function lockContest(tx: Db, id: number): Promise<ChallengeRow> {
  const [row] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
  if (!row) throw notFound(CONTEST_NOT_FOUND_MESSAGE);
  return row;
}

/** Which of `entryIds` the member voted for. */
export async function votedBy(db: Db, userId: number | null, entryIds: number[]): Promise<Set<number>> {
  if (userId === null || entryIds.length === 0) return new Set();
  const rows = await db
    .select({ entryId: challengeVotes.entryId })
    .from(challengeVotes)
    .where(and(eq(challengeVotes.userId, userId), inArray(challengeVotes.entryId, entryIds)));
  return new Set(rows.map((r) => r.entryId));
}

/**
 * Counts the contest's confirmed entries and participants again, in the transaction that confirmed or removed
 * one (counting beats incrementing: a redelivered payment or a double withdrawal cannot skew it).
 */
export async function recountContest(tx: Db, contestId: number, now: Date): Promise<void> {
  await tx
    .update(challenges)
    .set({
      totalEntries: sql`(select count(*)::int from ${challengeEntries}
        where ${challengeEntries.challengeId} = ${contestId} and ${CONFIRMED})`,
      currentParticipants: sql`(select count(distinct ${challengeEntries.userId})::int from ${challengeEntries}
        where ${challengeEntries.challengeId} = ${contestId} and ${CONFIRMED})`,
      updatedAt: now,
    })
    .where(eq(challenges.id, contestId));
}
