// How a contest is named and dated on the pages: a monthly contest's title in the reader's language ("Concours
// photo de novembre 2026"), an administrator's own title as written; the schedule's dates in UTC, the time the
// contest calendar runs on, so "entries until 24 November" is the same day for everyone.
import type { ContestSummary } from '@common/schemas/contests';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format';
import { monthName } from './month-name';

export function contestTitle(
  t: TFunction,
  contest: Pick<ContestSummary, 'title' | 'titleIsDefault' | 'calendarMonth' | 'mediaType'>,
  language: string,
): string {
  if (!contest.titleIsDefault || !contest.calendarMonth) return contest.title;
  const month = monthName(contest.calendarMonth, language);
  return contest.mediaType === 'video'
    ? t('contests.title.video', { month })
    : t('contests.title.photo', { month });
}

/** A day of the contest calendar (UTC), e.g. "24 Nov 2026". */
export function contestDay(value: string | Date, language: string): string {
  return formatDate(value, language, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The last day entries are accepted: the day before voting starts. */
export function lastEntryDay(contest: Pick<ContestSummary, 'votingStartDate'>): Date {
  return new Date(Date.parse(contest.votingStartDate) - 1);
}

/** The last day of voting: the day before it ends. */
export function lastVotingDay(contest: Pick<ContestSummary, 'votingEndDate'>): Date {
  return new Date(Date.parse(contest.votingEndDate) - 1);
}

/** The last day of judging. */
export function lastJudgingDay(contest: Pick<ContestSummary, 'endDate'>): Date {
  return new Date(Date.parse(contest.endDate) - 1);
}
