// What members and visitors read: the contests (current, upcoming, past), one contest with its entries as its
// stage allows (open: only one's own; voting: every confirmed entry in an order of the voter's own, counts
// hidden; after voting: by votes; completed: ranked), and the latest winners for the home page.
import { isPremiumTier } from '@common/constants/plans';
import {
  CONTEST_RULES,
  type ContestDetail,
  type ContestList,
  type ContestStatus,
  type ContestSummary,
  type ContestViewer,
  type EntryRefusal,
  type LatestWinners,
} from '@common/schemas/contests';
import { and, asc, desc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChallengeRow,
  challengeEntries,
  challenges,
  contestWinners,
  mediaAssets,
  sightings,
  type UserRow,
  users,
} from '../../db/schema';
import { paymentSupportFor, priceFor } from '../../payments/prices';
import { imageUrlOf } from '../sightings/presenters';
import { presentContest, presentEntry, presentWinner } from './presenters';
import { confirmedOf, loadContest, selectEntries, votedBy } from './queries';
import { statusAt } from './schedule';
import { voterRefusal } from './votes';

const PAST_SHOWN = 12;

/** The fee this viewer pays and how they can pay it: their language's, or the ?language= of a visitor. */
export function viewerOf(user: UserRow | null, language: string | undefined): ContestViewer {
  const lang = user?.preferredLanguage ?? language;
  const price = priceFor('contest_entry', lang);
  const support = paymentSupportFor(lang);
  const premium = user !== null && isPremiumTier(user.subscriptionTier);
  return {
    signedIn: user !== null,
    premium,
    fee: { amountMinor: premium ? 0 : price.amountMinor, currency: price.currency },
    cardSupported: support.cardSupported,
    paypalSupported: support.paypalSupported,
  };
}

/** Winner cards of completed contests, by contest id. */
export async function winnersOf(
  db: Db,
  contests: ChallengeRow[],
): Promise<Map<number, ContestSummary['winner']>> {
  const ids = contests.flatMap((c) => (c.winningEntryId !== null ? [c.winningEntryId] : []));
  if (ids.length === 0) return new Map();
  const views = await selectEntries(db, inArray(challengeEntries.id, ids));
  return new Map(views.map((v) => [v.entry.challengeId, presentWinner(v)]));
}

export class ContestReadService {
  constructor(private readonly db: Db) {}

  async list(user: UserRow | null, language: string | undefined, now: Date): Promise<ContestList> {
    const live = await this.db
      .select()
      .from(challenges)
      .where(notInArray(challenges.contestStatus, ['completed', 'cancelled']))
      .orderBy(asc(challenges.startDate), asc(challenges.mediaType));
    const ended = await this.db
      .select()
      .from(challenges)
      .where(inArray(challenges.contestStatus, ['completed', 'cancelled']))
      .orderBy(desc(challenges.startDate), asc(challenges.mediaType))
      .limit(PAST_SHOWN);
    const winners = await winnersOf(this.db, ended);
    const present = (c: ChallengeRow) => presentContest(c, now, winners.get(c.id) ?? null);
    return {
      current: live.filter((c) => statusAt(c, now) !== 'upcoming').map(present),
      upcoming: live.filter((c) => statusAt(c, now) === 'upcoming').map(present),
      past: ended.map(present),
      viewer: viewerOf(user, language),
    };
  }

  async detail(
    user: UserRow | null,
    id: number,
    language: string | undefined,
    now: Date,
  ): Promise<ContestDetail> {
    const contest = await loadContest(this.db, id);
    const status = statusAt(contest, now);
    const viewer = viewerOf(user, language);
    const mine = user
      ? await selectEntries(
          this.db,
          and(eq(challengeEntries.challengeId, contest.id), eq(challengeEntries.userId, user.id)),
          [asc(challengeEntries.createdAt), asc(challengeEntries.id)],
        )
      : [];
    const entries = await this.visibleEntries(contest, status, user?.id ?? null);
    const votesVisible = status === 'judging' || status === 'completed';
    const shownIds = [...entries, ...mine].map((v) => v.entry.id);
    const voted = await votedBy(this.db, user?.id ?? null, shownIds);
    const finalists = new Set(
      votesVisible
        ? [...entries]
            .sort((a, b) => b.entry.votes - a.entry.votes)
            .slice(0, CONTEST_RULES.finalists)
            .map((v) => v.entry.id)
        : [],
    );
    const context = {
      viewerId: user?.id ?? null,
      votesVisible,
      voted,
      finalists,
      completed: status === 'completed',
    };
    const winner =
      status === 'completed' ? ((await winnersOf(this.db, [contest])).get(contest.id) ?? null) : null;
    const voteRefusal = status === 'voting' ? await voterRefusal(this.db, user, now) : 'closed';
    return {
      contest: presentContest(contest, now, winner),
      viewer: {
        ...viewer,
        ...this.entryVerdict(
          contest,
          status,
          user,
          viewer,
          mine.map((v) => v.entry),
        ),
        canVote: voteRefusal === null,
        voteRefusal,
        isJudge: user !== null && contest.judgeIds.includes(user.id),
      },
      entries: entries.map((v) => presentEntry(v, context)),
      entryCount: contest.totalEntries,
      myEntries: mine.map((v) => presentEntry(v, context)),
      votesVisible,
    };
  }

  /** The home page's latest winners: the photo and video winners of the most recent month decided. */
  async latestWinners(): Promise<LatestWinners> {
    const [latest] = await this.db
      .select({ year: contestWinners.year, month: contestWinners.month })
      .from(contestWinners)
      .where(and(isNotNull(contestWinners.challengeId), eq(contestWinners.rank, 1)))
      .orderBy(desc(contestWinners.year), desc(contestWinners.month))
      .limit(1);
    if (!latest) return { winners: [] };
    const rows = await this.db
      .select({
        winner: contestWinners,
        speciesName: sightings.speciesName,
        photoUrl: sightings.photoUrl,
        variants: mediaAssets.variants,
        username: users.username,
      })
      .from(contestWinners)
      .innerJoin(sightings, eq(sightings.id, contestWinners.sightingId))
      .innerJoin(users, eq(users.id, contestWinners.userId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .where(
        and(
          eq(contestWinners.year, latest.year),
          eq(contestWinners.month, latest.month),
          eq(contestWinners.rank, 1),
          isNotNull(contestWinners.challengeId),
          eq(sightings.isPublic, true),
        ),
      )
      .orderBy(asc(contestWinners.contestType));
    return {
      winners: rows.flatMap((r) =>
        r.winner.challengeId !== null &&
        r.winner.entryId !== null &&
        r.winner.sightingId !== null &&
        r.winner.userId !== null
          ? [
              {
                contestId: r.winner.challengeId,
                entryId: r.winner.entryId,
                sightingId: r.winner.sightingId,
                speciesName: r.speciesName,
                imageUrl: (r.variants && imageUrlOf({ variants: r.variants })) ?? r.photoUrl,
                photographer: { id: r.winner.userId, username: r.username },
                mediaType: r.winner.contestType === 'video' ? ('video' as const) : ('photo' as const),
                month: r.winner.month,
                year: r.winner.year,
                prize: r.winner.prize,
              },
            ]
          : [],
      ),
    };
  }

  /** The entries everyone may see at this stage. */
  private visibleEntries(contest: ChallengeRow, status: ContestStatus, viewerId: number | null) {
    const confirmed = confirmedOf(contest.id);
    let order: SQL[];
    if (status === 'voting') {
      // A fair order of the voter's own, the same on every visit: no entry profits from being listed first.
      const voter = viewerId === null ? 'visitor' : String(viewerId);
      order = [sql`md5(${challengeEntries.id}::text || ':' || ${voter} || ':' || ${contest.id}::text)`];
    } else if (status === 'judging') {
      order = [desc(challengeEntries.votes), asc(challengeEntries.createdAt), asc(challengeEntries.id)];
    } else if (status === 'completed') {
      order = [sql`${challengeEntries.rank} asc nulls last`, asc(challengeEntries.id)];
    } else {
      return Promise.resolve([]);
    }
    return selectEntries(this.db, confirmed, order);
  }

  private entryVerdict(
    contest: ChallengeRow,
    status: ContestStatus,
    user: UserRow | null,
    viewer: ContestViewer,
    mine: { paymentStatus: string }[],
  ): { canEnter: boolean; entryRefusal: EntryRefusal | null } {
    const refuse = (entryRefusal: EntryRefusal) => ({ canEnter: false, entryRefusal });
    if (status !== 'open') return refuse('closed');
    if (!user) return refuse('signed_out');
    const active = mine.filter((e) => e.paymentStatus !== 'refunded');
    if (active.length >= CONTEST_RULES.maxEntriesPerMember) return refuse('too_many');
    const participating = mine.some((e) => e.paymentStatus === 'paid' || e.paymentStatus === 'free');
    if (
      !participating &&
      contest.maxParticipants !== null &&
      contest.currentParticipants >= contest.maxParticipants
    )
      return refuse('full');
    if (!viewer.premium && !viewer.cardSupported && !viewer.paypalSupported)
      return refuse('payment_unavailable');
    return { canEnter: true, entryRefusal: null };
  }
}
