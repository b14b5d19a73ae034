// Exactly which contest and entry fields leave the server: vote counts only once voting has ended, payment
// details only to the entry's owner (and administrators), the picture as every card shows it.
import {
  type AdminContest,
  type AdminEntry,
  CONTEST_PRIZES,
  type ContestEntry,
  type ContestMediaType,
  type ContestPrize,
  type ContestStatus,
  type ContestSummary,
  type EntryPaymentStatus,
} from '@common/schemas/contests';
import type { ChallengeRow } from '../../db/schema';
import { imageUrlOf, videoUrlOf } from '../sightings/presenters';
import type { EntryView } from './queries';
import { defaultTitle, statusAt } from './schedule';

export interface EntryContext {
  viewerId: number | null;
  votesVisible: boolean;
  voted: Set<number>;
  finalists: Set<number>;
  /** Scores and ranks are shown once the contest is completed. */
  completed: boolean;
}

const mediaTypeOf = (stored: string): ContestMediaType => (stored === 'video' ? 'video' : 'photo');

export function presentEntry(view: EntryView, c: EntryContext): ContestEntry {
  const e = view.entry;
  const isMine = c.viewerId !== null && e.userId === c.viewerId;
  const paid = e.entryFeeAmount !== null && e.entryFeeCurrency !== null && e.paymentStatus !== 'free';
  return {
    id: e.id,
    sightingId: e.sightingId,
    speciesName: view.speciesName,
    mediaType: mediaTypeOf(view.sightingMediaType),
    // Demo and older sightings have plain files and no asset: their stored URLs stay as they are.
    imageUrl: (view.variants && imageUrlOf({ variants: view.variants })) ?? view.photoUrl,
    videoUrl: (view.variants && videoUrlOf({ variants: view.variants })) ?? view.videoUrl,
    entryDescription: e.entryDescription,
    photographer: { id: e.userId, username: view.username },
    votes: c.votesVisible ? e.votes : null,
    votedByMe: c.voted.has(e.id),
    isMine,
    paymentStatus: isMine ? (e.paymentStatus as EntryPaymentStatus) : null,
    fee:
      isMine && paid ? { amountMinor: e.entryFeeAmount ?? 0, currency: e.entryFeeCurrency ?? 'USD' } : null,
    isFinalist: c.finalists.has(e.id),
    judgeScore: c.completed ? e.judgeScore : null,
    finalScore: c.completed ? e.finalScore : null,
    rank: c.completed ? e.rank : null,
    isWinner: e.isWinner,
    createdAt: e.createdAt.toISOString(),
  };
}

export function presentAdminEntry(
  view: EntryView,
  c: Omit<EntryContext, 'viewerId' | 'votesVisible'>,
): AdminEntry {
  const entry = presentEntry(view, { ...c, viewerId: view.entry.userId, votesVisible: true });
  return {
    ...entry,
    isMine: false,
    paymentStatus: view.entry.paymentStatus as EntryPaymentStatus,
    paymentId: view.entry.paymentId,
    votes: view.entry.votes,
  };
}

const prizesOf = (stored: string[]): ContestPrize[] =>
  stored.filter((p): p is ContestPrize => (CONTEST_PRIZES as readonly string[]).includes(p));

export function presentContest(
  row: ChallengeRow,
  now: Date,
  winner: ContestSummary['winner'] = null,
): ContestSummary {
  const mediaType = mediaTypeOf(row.mediaType);
  return {
    id: row.id,
    title: row.title,
    titleIsDefault: row.calendarMonth !== null && row.title === defaultTitle(row.calendarMonth, mediaType),
    description: row.description,
    rules: row.rules,
    category: row.category,
    mediaType,
    calendarMonth: row.calendarMonth,
    status: statusAt(row, now) satisfies ContestStatus,
    startDate: row.startDate.toISOString(),
    votingStartDate: row.votingStartDate.toISOString(),
    votingEndDate: row.votingEndDate.toISOString(),
    endDate: row.endDate.toISOString(),
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    totalEntries: row.totalEntries,
    entryFee: row.entryFee,
    totalPrizePool: row.totalPrizePool,
    prizes: prizesOf(row.sponsoredPrizes),
    prizeDescription: row.prizeDescription,
    winner,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export function presentAdminContest(
  row: ChallengeRow,
  now: Date,
  winner: ContestSummary['winner'],
  pendingEntries: number,
): AdminContest {
  return {
    ...presentContest(row, now, winner),
    judgeIds: row.judgeIds,
    pendingEntries,
    createdAt: row.createdAt.toISOString(),
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

/** The winner card of a completed contest. */
export function presentWinner(view: EntryView): NonNullable<ContestSummary['winner']> {
  return {
    entryId: view.entry.id,
    sightingId: view.entry.sightingId,
    speciesName: view.speciesName,
    imageUrl: (view.variants && imageUrlOf({ variants: view.variants })) ?? view.photoUrl,
    photographer: { id: view.entry.userId, username: view.username },
  };
}
