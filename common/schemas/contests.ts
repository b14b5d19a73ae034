// Monthly photo and video contests (issue 14 item 5; spec sections 2, 3 and 9: challenges, challenge_entries,
// challenge_votes, contest_winners, the prizes). What the browser and the server exchange, the contest's rules as
// numbers (both sides state them), and the server's refusals in the spec's plain words.
import { z } from 'zod';
import { lengthLimit } from './length-limit';
import { checkoutStartedSchema, moneySchema, PAYMENT_METHOD_VALUES } from './payments';

export const CONTEST_MEDIA_TYPES = ['photo', 'video'] as const;
export type ContestMediaType = (typeof CONTEST_MEDIA_TYPES)[number];

/**
 * A contest's life, by the clock (UTC): upcoming until the 1st of its month, open for entries on days 1-24,
 * voting from the 25th to the end of the month, judging on the first 3 days of the next month, then completed
 * when an administrator finalizes it (or by itself once judging ends). Cancelled by an administrator at any time
 * before it completes; every paid entry is then refunded.
 */
export const CONTEST_STATUSES = ['upcoming', 'open', 'voting', 'judging', 'completed', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const ENTRY_PAYMENT_STATUSES = ['pending', 'paid', 'free', 'refunded'] as const;
export type EntryPaymentStatus = (typeof ENTRY_PAYMENT_STATUSES)[number];

/** The prizes of spec section 9, in the order the pages list them (each worded by the web's locale files). */
export const CONTEST_PRIZES = ['cash', 'newsletter', 'social', 'premium', 'calendar'] as const;
export type ContestPrize = (typeof CONTEST_PRIZES)[number];

export const CONTEST_RULES = {
  /**
   * Entries are accepted for the whole calendar month (the home page invites members to this month's contests
   * on any day of it); members vote in the first days of the next month, then the judges decide.
   */
  votingDays: 7,
  judgingDays: 3,
  /** The entries with the most votes that the judges score. */
  finalists: 10,
  /** Final score = judgeWeight x (mean judge score / 10) + voteWeight x (votes / most votes among finalists). */
  judgeWeight: 0.6,
  voteWeight: 0.4,
  /** Voters: accounts at least this many days old with at least one published sighting. */
  voterMinAccountDays: 7,
  /** Different sightings one member may enter into one contest. */
  maxEntriesPerMember: 5,
  /** Months of Premium Explorer the winner receives, applied automatically. */
  premiumPrizeMonths: 3,
  /** Default entry fee and prize pool in US dollars (spec section 9); members pay their regional fee. */
  defaultEntryFeeUsd: '25.00',
  defaultPrizePoolUsd: '25.00',
} as const;

export const CONTEST_DESCRIPTION_MAX = 500;

// The server's refusals (English; the web words the ones a person meets in the member's language).
export const CONTEST_NOT_FOUND_MESSAGE = 'Contest not found';
export const ENTRY_NOT_FOUND_MESSAGE = 'Contest entry not found';
export const ENTRIES_CLOSED_MESSAGE = 'This contest is not open for entries.';
export const wrongMediaMessage = (mediaType: ContestMediaType) =>
  mediaType === 'photo'
    ? 'This is a photo contest: enter one of your published photo sightings.'
    : 'This is a video contest: enter one of your published video sightings.';
export const SIGHTING_NOT_ELIGIBLE_MESSAGE = 'You can only enter your own published sightings.';
export const ALREADY_ENTERED_MESSAGE = 'This sighting is already entered in this contest.';
export const CONTEST_FULL_MESSAGE = 'This contest has reached its maximum number of participants.';
export const TOO_MANY_ENTRIES_MESSAGE = `You can enter at most ${CONTEST_RULES.maxEntriesPerMember} sightings in one contest.`;
export const WITHDRAW_CLOSED_MESSAGE = 'Entries can only be withdrawn while the contest is open for entries.';
export const ENTRY_NOT_PENDING_MESSAGE = 'This entry is not waiting for payment.';
export const VOTING_CLOSED_MESSAGE = 'Voting is not open for this contest.';
export const OWN_ENTRY_VOTE_MESSAGE = 'You cannot vote for your own entry.';
export const NEW_ACCOUNT_VOTE_MESSAGE = `Accounts can vote once they are ${CONTEST_RULES.voterMinAccountDays} days old.`;
export const NO_SIGHTING_VOTE_MESSAGE = 'Publish at least one sighting before you vote.';
export const ALREADY_VOTED_MESSAGE = 'You have already voted for this entry.';
export const NOT_VOTED_MESSAGE = 'You have not voted for this entry.';
export const NOT_A_JUDGE_MESSAGE = 'Only the judges of this contest and administrators can score entries.';
export const JUDGING_CLOSED_MESSAGE = 'Entries are scored while the contest is being judged.';
export const NOT_A_FINALIST_MESSAGE = 'Only finalists are scored.';
export const FINALIZE_TOO_EARLY_MESSAGE = 'A contest is finalized once its voting has ended.';
export const CONTEST_CLOSED_MESSAGE = 'This contest is already completed or cancelled.';
export const CONTEST_DATES_MESSAGE =
  'Dates must follow each other: entries open, voting starts, voting ends, judging ends.';
export const STATUS_MOVE_MESSAGE = 'A contest moves forward one step at a time: open, voting, judging.';

/** Why a member may not vote (the web shows it beside the disabled button). */
export const VOTE_REFUSALS = ['signed_out', 'new_account', 'no_sighting', 'closed'] as const;
export type VoteRefusal = (typeof VOTE_REFUSALS)[number];

/** Why a member may not enter (the web shows it instead of the form). */
export const ENTRY_REFUSALS = ['signed_out', 'closed', 'full', 'too_many', 'payment_unavailable'] as const;
export type EntryRefusal = (typeof ENTRY_REFUSALS)[number];

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const contestIdParamsSchema = z.object({ id: idSchema });
export const contestEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });

/**
 * POST /api/contests/:id/entries. The fee is the server's (regional, or free for premium): a body naming a price,
 * or anything else unknown, is refused.
 */
export const enterContestSchema = z.strictObject({
  sightingId: z.number().int().positive().max(2_147_483_647),
  entryDescription: z
    .string()
    .trim()
    .max(CONTEST_DESCRIPTION_MAX, lengthLimit(`At most ${CONTEST_DESCRIPTION_MAX} characters`))
    .default(''),
  /** How a free member pays; ignored for premium members. */
  method: z.enum(PAYMENT_METHOD_VALUES).optional(),
});
export type EnterContestInput = z.input<typeof enterContestSchema>;

/** POST /api/contests/:id/entries/:entryId/checkout: pay again for one's own entry still waiting for payment. */
export const entryCheckoutSchema = z.strictObject({ method: z.enum(PAYMENT_METHOD_VALUES).optional() });

export const contestQuerySchema = z.object({ language: z.string().max(10).optional() });

const personSchema = z.object({ id: z.number().int(), username: z.string() });

export const contestEntrySchema = z.object({
  id: z.number().int(),
  sightingId: z.number().int(),
  speciesName: z.string(),
  mediaType: z.enum(CONTEST_MEDIA_TYPES),
  /** The picture a card shows: the photo, or the video's poster. */
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  entryDescription: z.string(),
  photographer: personSchema,
  /** Hidden (null) while voting is open, so early counts sway nobody. */
  votes: z.number().int().nullable(),
  votedByMe: z.boolean(),
  isMine: z.boolean(),
  /** Only on the member's own entries. */
  paymentStatus: z.enum(ENTRY_PAYMENT_STATUSES).nullable(),
  /** The fee paid, on the member's own paid entries. */
  fee: moneySchema.nullable(),
  isFinalist: z.boolean(),
  /** Mean judge score (1-10), once the contest is completed. */
  judgeScore: z.number().nullable(),
  finalScore: z.number().nullable(),
  rank: z.number().int().nullable(),
  isWinner: z.boolean(),
  createdAt: z.string(),
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

export const contestWinnerSchema = z.object({
  entryId: z.number().int(),
  sightingId: z.number().int(),
  speciesName: z.string(),
  imageUrl: z.string().nullable(),
  photographer: personSchema,
});

export const contestSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** True while the title is the one the site gave the monthly contest: the web then words it itself. */
  titleIsDefault: z.boolean(),
  /** An administrator's own description and rules; null: the standard ones, worded by the web. */
  description: z.string().nullable(),
  rules: z.string().nullable(),
  category: z.string().nullable(),
  mediaType: z.enum(CONTEST_MEDIA_TYPES),
  /** 'YYYY-MM' for the monthly contests. */
  calendarMonth: z.string().nullable(),
  status: z.enum(CONTEST_STATUSES),
  startDate: z.string(),
  votingStartDate: z.string(),
  votingEndDate: z.string(),
  /** When judging ends (and the contest is finalized at the latest). */
  endDate: z.string(),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  totalEntries: z.number().int(),
  /** The spec's base fee and prize pool in US dollars; members pay `fee` below. */
  entryFee: z.string(),
  totalPrizePool: z.string(),
  prizes: z.array(z.enum(CONTEST_PRIZES)),
  prizeDescription: z.string().nullable(),
  winner: contestWinnerSchema.nullable(),
  cancelledAt: z.string().nullable(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

/** What the asking member (or visitor) may do, worked out by the server. */
export const contestViewerSchema = z.object({
  signedIn: z.boolean(),
  premium: z.boolean(),
  /** The entry fee in the member's (or the ?language= visitor's) currency; 0 for premium members. */
  fee: moneySchema,
  cardSupported: z.boolean(),
  paypalSupported: z.boolean(),
});
export type ContestViewer = z.infer<typeof contestViewerSchema>;

/** GET /api/contests */
export const contestListSchema = z.object({
  current: z.array(contestSummarySchema),
  upcoming: z.array(contestSummarySchema),
  past: z.array(contestSummarySchema),
  viewer: contestViewerSchema,
});
export type ContestList = z.infer<typeof contestListSchema>;

/** GET /api/contests/:id */
export const contestDetailSchema = z.object({
  contest: contestSummarySchema,
  viewer: contestViewerSchema.extend({
    canEnter: z.boolean(),
    entryRefusal: z.enum(ENTRY_REFUSALS).nullable(),
    canVote: z.boolean(),
    voteRefusal: z.enum(VOTE_REFUSALS).nullable(),
    isJudge: z.boolean(),
  }),
  /** Open: none; voting: in an order of the viewer's own; after: by votes, then ranked once completed. */
  entries: z.array(contestEntrySchema),
  /** Every confirmed entry, even while they are not shown. */
  entryCount: z.number().int(),
  /** The member's own entries, whatever their payment status. */
  myEntries: z.array(contestEntrySchema),
  votesVisible: z.boolean(),
});
export type ContestDetail = z.infer<typeof contestDetailSchema>;

/** POST /api/contests/:id/entries: the entry, and where to pay for it (null: free for premium members). */
export const enteredSchema = z.object({
  entry: contestEntrySchema,
  checkout: checkoutStartedSchema.nullable(),
});
export type Entered = z.infer<typeof enteredSchema>;

/** A member's sighting that can go into the contest. */
export const eligibleSightingSchema = z.object({
  id: z.number().int(),
  speciesName: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type EligibleSighting = z.infer<typeof eligibleSightingSchema>;

/** GET /api/contests/winners/latest: the latest month's winners, for the home page. */
export const latestWinnersSchema = z.object({
  winners: z.array(
    contestWinnerSchema.extend({
      contestId: z.number().int(),
      mediaType: z.enum(CONTEST_MEDIA_TYPES),
      month: z.number().int(),
      year: z.number().int(),
      prize: z.string().nullable(),
    }),
  ),
});
export type LatestWinners = z.infer<typeof latestWinnersSchema>;

// Judging (/admin/contest-voting): the finalists and their scores.
export const judgedEntrySchema = contestEntrySchema.extend({
  /** The asking judge's own score, if given. */
  myScore: z.number().int().nullable(),
  scoreCount: z.number().int(),
});
export type JudgedEntry = z.infer<typeof judgedEntrySchema>;

export const judgingViewSchema = z.object({
  contest: contestSummarySchema,
  finalists: z.array(judgedEntrySchema),
  judges: z.array(personSchema),
});
export type JudgingView = z.infer<typeof judgingViewSchema>;

export const judgingListSchema = z.object({ contests: z.array(judgingViewSchema) });

export const scoresBodySchema = z.strictObject({
  scores: z
    .array(
      z.strictObject({
        entryId: z.number().int().positive().max(2_147_483_647),
        score: z.number().int().min(1, 'Scores go from 1 to 10').max(10, 'Scores go from 1 to 10'),
      }),
    )
    .min(1)
    .max(CONTEST_RULES.finalists),
});
export type ScoresInput = z.infer<typeof scoresBodySchema>;

// Administration (/admin/contests).
export const adminEntrySchema = contestEntrySchema.extend({
  paymentStatus: z.enum(ENTRY_PAYMENT_STATUSES),
  paymentId: z.number().int().nullable(),
  votes: z.number().int(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

export const adminContestSchema = contestSummarySchema.extend({
  judgeIds: z.array(z.number().int()),
  pendingEntries: z.number().int(),
  createdAt: z.string(),
  finalizedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type AdminContest = z.infer<typeof adminContestSchema>;

export const adminContestListSchema = z.object({ contests: z.array(adminContestSchema) });

export const adminContestDetailSchema = z.object({
  contest: adminContestSchema,
  entries: z.array(adminEntrySchema),
  judging: judgingViewSchema.nullable(),
});
export type AdminContestDetail = z.infer<typeof adminContestDetailSchema>;

const isoDateTime = z
  .string()
  .max(40, lengthLimit('Use an ISO date and time'))
  .check(z.iso.datetime({ offset: true, message: 'Use an ISO date and time' }))
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year < 2100;
  }, 'The date is out of range');

export const updateContestSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the contest a title').max(120, lengthLimit('At most 120 characters')),
  /** Empty: the standard description. */
  description: z.string().trim().max(2000, lengthLimit('At most 2000 characters')),
  /** Empty: the standard rules. */
  rules: z.string().trim().max(4000, lengthLimit('At most 4000 characters')),
  prizeDescription: z.string().trim().max(500, lengthLimit('At most 500 characters')),
  maxParticipants: z.number().int().min(1).max(1_000_000).nullable(),
  startDate: isoDateTime,
  votingStartDate: isoDateTime,
  votingEndDate: isoDateTime,
  endDate: isoDateTime,
  /** Members who judge the finalists (with the administrators). */
  judgeIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'Listed twice'),
});
export type UpdateContestInput = z.infer<typeof updateContestSchema>;

/** The steps an administrator may move a contest forward by hand (completing is finalizing). */
export const MANUAL_STATUSES = ['open', 'voting', 'judging'] as const;
export const contestStatusBodySchema = z.strictObject({ status: z.enum(MANUAL_STATUSES) });

export const cancelContestSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the contest is cancelled')
    .max(500, lengthLimit('At most 500 characters')),
});

export const cancelledSchema = z.object({ contest: adminContestSchema, refunded: z.number().int() });

export const entryPaymentMethodSchema = z.enum(PAYMENT_METHOD_VALUES);

/** GET /api/contests/payments/:paymentId: the member's own entry a payment was for (the payment page's retry). */
export const paymentParamsSchema = z.object({ paymentId: idSchema });
export const entryOfPaymentSchema = z.object({
  contest: contestSummarySchema,
  entry: contestEntrySchema,
});
export type EntryOfPayment = z.infer<typeof entryOfPaymentSchema>;
