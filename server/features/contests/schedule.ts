// The contest calendar: each month's photo and video contests and where a contest is in its life at a given
// moment. All in UTC, so every member and every server process agrees on when entries close.
import { CONTEST_RULES, type ContestStatus } from '@common/schemas/contests';

export interface ContestDates {
  startDate: Date;
  votingStartDate: Date;
  votingEndDate: Date;
  endDate: Date;
}

/** 'YYYY-MM' of the moment, in UTC. */
export function calendarMonthOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month after 'YYYY-MM'. */
export function nextCalendarMonth(month: string): string {
  const { year, month: m } = parseCalendarMonth(month);
  return calendarMonthOf(new Date(Date.UTC(year, m, 1)));
}

export function parseCalendarMonth(month: string): { year: number; month: number } {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) throw new Error(`not a calendar month: ${month}`);
  return { year, month: m };
}

/**
 * Entries for the whole month, voting on the first 7 days of the next month, judging on the 3 days after
 * (CONTEST_RULES).
 */
export function monthlySchedule(month: string): ContestDates {
  const { year, month: m } = parseCalendarMonth(month);
  return {
    startDate: new Date(Date.UTC(year, m - 1, 1)),
    votingStartDate: new Date(Date.UTC(year, m, 1)),
    votingEndDate: new Date(Date.UTC(year, m, 1 + CONTEST_RULES.votingDays)),
    endDate: new Date(Date.UTC(year, m, 1 + CONTEST_RULES.votingDays + CONTEST_RULES.judgingDays)),
  };
}

/**
 * Where the contest is now. Completed and cancelled are written by the writes that end a contest; every other
 * status follows the dates, so a contest is never open a minute late whatever the sweep's timing.
 */
export function statusAt(contest: ContestDates & { contestStatus: string }, now: Date): ContestStatus {
  if (contest.contestStatus === 'completed' || contest.contestStatus === 'cancelled')
    return contest.contestStatus;
  const t = now.getTime();
  if (t < contest.startDate.getTime()) return 'upcoming';
  if (t < contest.votingStartDate.getTime()) return 'open';
  if (t < contest.votingEndDate.getTime()) return 'voting';
  return 'judging';
}

/** The dates follow each other: entries open < voting starts < voting ends <= judging ends. */
export function datesInOrder(d: ContestDates): boolean {
  return (
    d.startDate.getTime() < d.votingStartDate.getTime() &&
    d.votingStartDate.getTime() < d.votingEndDate.getTime() &&
    d.votingEndDate.getTime() <= d.endDate.getTime()
  );
}

/** The English title the site gives a monthly contest ("November 2026 Photo Contest"); the web words its own. */
export function defaultTitle(month: string, mediaType: 'photo' | 'video'): string {
  const { year, month: m } = parseCalendarMonth(month);
  const name = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
  return `${name} ${year} ${mediaType === 'photo' ? 'Photo' : 'Video'} Contest`;
}

/** The prizes of spec section 9 in words, kept on the contest and sent in the winner's e-mail. */
export const DEFAULT_PRIZE_DESCRIPTION =
  'Cash ($25+), newsletter feature (25K+ subscribers), social media spotlight, 3 months free premium, free 2026 wildlife calendar';
