// Monthly photo and video contests (issue 14 item 5; spec section 3: challenges, challenge_entries,
// challenge_votes, contest_winners; judges' scores): the contests, the sightings entered (with how each was paid
// for), members' votes, the judges' scores of the finalists, and the winners kept as history for the home page.
// The payment of an entry is in payments / contest_payments (schema/payments.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Null: the standard description, worded by the web in the member's language. */
    description: text('description'),
    /** A sighting category the contest is limited to; null: any wildlife. */
    category: text('category'),
    difficulty: text('difficulty').notNull().default('all'),
    /** 'photo' or 'video': which sightings may be entered. */
    mediaType: text('media_type').notNull(),
    /** Entries open. */
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Entries close and voting opens. */
    votingStartDate: timestamp('voting_start_date', { withTimezone: true }).notNull(),
    /** Voting closes and judging starts. */
    votingEndDate: timestamp('voting_end_date', { withTimezone: true }).notNull(),
    /** Judging ends: the contest is finalized by then (by an administrator or the sweep). */
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    prizeDescription: text('prize_description'),
    /** Null: the standard rules, worded by the web. */
    rules: text('rules'),
    /** Members who may take part; null: no limit. */
    maxParticipants: integer('max_participants'),
    /** Kept in step with the confirmed (paid or free) entries in the transaction that confirms or removes one. */
    currentParticipants: integer('current_participants').notNull().default(0),
    totalEntries: integer('total_entries').notNull().default(0),
    entryFee: numeric('entry_fee', { precision: 10, scale: 2 }).notNull().default('25.00'),
    totalPrizePool: numeric('total_prize_pool', { precision: 10, scale: 2 }).notNull().default('25.00'),
    /** The prizes (keys of CONTEST_PRIZES). */
    sponsoredPrizes: jsonb('sponsored_prizes').$type<string[]>().notNull().default([]),
    contestType: text('contest_type').notNull().default('community'),
    /** Members who judge the finalists, with the administrators. */
    judgeIds: integer('judge_ids').array().notNull().default(sql`'{}'::integer[]`),
    winningEntryId: integer('winning_entry_id'),
    winnerId: integer('winner_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the sweep last recorded; readers work the status out from the dates (service/schedule.ts), so a
     * contest is never open a minute late. 'completed' and 'cancelled' are final and only set by writes.
     */
    contestStatus: text('contest_status').notNull().default('upcoming'),
    /** 'YYYY-MM' for the monthly contests, null for others. */
    calendarMonth: text('calendar_month'),
    /** The administrator who created it; null for the monthly contests the site creates. */
    createdBy: integer('created_by'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One photo and one video contest per month, however many processes run the sweep at once.
    uniqueIndex('challenges_month_media_idx')
      .on(t.calendarMonth, t.mediaType)
      .where(sql`${t.calendarMonth} is not null`),
    index('challenges_start_idx').on(t.startDate.desc()),
    check('challenges_media_type_check', sql`${t.mediaType} in ('photo', 'video')`),
  ],
);

export const challengeEntries = pgTable(
  'challenge_entries',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryDescription: text('entry_description').notNull().default(''),
    /** Kept in step with challenge_votes in the transaction that adds or removes a vote. */
    votes: integer('votes').notNull().default(0),
    isWinner: boolean('is_winner').notNull().default(false),
    rank: integer('rank'),
    /** 'pending' (waiting for payment, shown to its owner only), 'paid', 'free' (premium) or 'refunded'. */
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The provider's payment id of the fee, once paid. */
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Our payments row of the fee (the latest checkout started for it). */
    paymentId: integer('payment_id'),
    /** The fee paid, in the currency's minor units, and its currency. */
    entryFeeAmount: integer('entry_fee_amount'),
    entryFeeCurrency: text('entry_fee_currency'),
    /** Mean of the judges' scores (1-10), written when the contest is finalized. */
    judgeScore: real('judge_score'),
    finalScore: real('final_score'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenge_entries_sighting_idx').on(t.challengeId, t.sightingId),
    index('challenge_entries_contest_idx').on(t.challengeId, t.paymentStatus),
    index('challenge_entries_user_idx').on(t.userId, t.challengeId),
    check(
      'challenge_entries_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'free', 'refunded')`,
    ),
  ],
);

export const challengeVotes = pgTable(
  'challenge_votes',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => challengeEntries.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenge_votes_once_idx').on(t.entryId, t.userId),
    // "Which entries of this contest did I vote for" when the voting page lists them.
    index('challenge_votes_voter_idx').on(t.userId, t.challengeId),
  ],
);

export const judgeScores = pgTable(
  'judge_scores',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => challengeEntries.id, { onDelete: 'cascade' }),
    /** 'member' (a judge listed in judgeIds: a users id) or 'admin' (an admin_accounts id). */
    judgeKind: text('judge_kind').notNull(),
    judgeId: integer('judge_id').notNull(),
    score: smallint('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('judge_scores_once_idx').on(t.entryId, t.judgeKind, t.judgeId),
    index('judge_scores_contest_idx').on(t.challengeId),
    check('judge_scores_score_check', sql`${t.score} between 1 and 10`),
    check('judge_scores_kind_check', sql`${t.judgeKind} in ('member', 'admin')`),
  ],
);

export const contestWinners = pgTable(
  'contest_winners',
  {
    id: serial('id').primaryKey(),
    /** 'photo' or 'video'. */
    contestType: text('contest_type').notNull(),
    sightingId: integer('sighting_id').references(() => sightings.id, { onDelete: 'set null' }),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    challengeId: integer('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    entryId: integer('entry_id').references(() => challengeEntries.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rank: smallint('rank').notNull().default(1),
    prize: text('prize'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_winners_rank_idx')
      .on(t.challengeId, t.rank)
      .where(sql`${t.challengeId} is not null`),
    index('contest_winners_latest_idx').on(t.year.desc(), t.month.desc()),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeEntryRow = typeof challengeEntries.$inferSelect;
export type ContestWinnerRow = typeof contestWinners.$inferSelect;
