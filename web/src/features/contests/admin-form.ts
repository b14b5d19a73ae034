// The administrator's contest form values and their conversion (unit-tested): dates are edited in UTC, the time
// the contest calendar runs on; empty description and rules mean the standard ones; judges are member ids.
import type { AdminContest, UpdateContestInput } from '@common/schemas/contests';

export interface ContestFormValues {
  title: string;
  description: string;
  rules: string;
  prizeDescription: string;
  /** Empty: no limit. */
  maxParticipants: string;
  startDate: string;
  votingStartDate: string;
  votingEndDate: string;
  endDate: string;
  /** Member ids separated by commas or spaces. */
  judgeIds: string;
}

/** '2026-11-25T00:00:00.000Z' as a datetime-local value in UTC: '2026-11-25T00:00'. */
export const toUtcInput = (iso: string) => iso.slice(0, 16);
const fromUtcInput = (value: string) => new Date(`${value}:00Z`).toISOString();

export function formValuesOf(contest: AdminContest): ContestFormValues {
  return {
    title: contest.title,
    description: contest.description ?? '',
    rules: contest.rules ?? '',
    prizeDescription: contest.prizeDescription ?? '',
    maxParticipants: contest.maxParticipants === null ? '' : String(contest.maxParticipants),
    startDate: toUtcInput(contest.startDate),
    votingStartDate: toUtcInput(contest.votingStartDate),
    votingEndDate: toUtcInput(contest.votingEndDate),
    endDate: toUtcInput(contest.endDate),
    judgeIds: contest.judgeIds.join(', '),
  };
}

export type ContestFormProblem = 'maxParticipants' | 'judgeIds' | 'dates';

/** The body of PUT /api/admin/contests/:id, or what is wrong with the values. */
export function contestUpdateOf(
  values: ContestFormValues,
): UpdateContestInput | { problem: ContestFormProblem } {
  const max = values.maxParticipants.trim();
  if (max !== '' && !/^\d{1,7}$/.test(max)) return { problem: 'maxParticipants' };
  const judgeText = values.judgeIds.trim();
  const judges = judgeText === '' ? [] : judgeText.split(/[\s,]+/);
  if (judges.some((id) => !/^\d{1,10}$/.test(id))) return { problem: 'judgeIds' };
  const dates = [values.startDate, values.votingStartDate, values.votingEndDate, values.endDate];
  if (dates.some((d) => !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(d) || Number.isNaN(Date.parse(`${d}:00Z`))))
    return { problem: 'dates' };
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    rules: values.rules.trim(),
    prizeDescription: values.prizeDescription.trim(),
    maxParticipants: max === '' ? null : Number(max),
    startDate: fromUtcInput(values.startDate),
    votingStartDate: fromUtcInput(values.votingStartDate),
    votingEndDate: fromUtcInput(values.votingEndDate),
    endDate: fromUtcInput(values.endDate),
    judgeIds: [...new Set(judges.map(Number))],
  };
}
