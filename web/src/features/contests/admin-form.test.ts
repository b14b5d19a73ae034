// The administrator's contest form: dates edited in UTC, empty texts meaning the standard ones, judges as ids.
import { describe, expect, it } from 'vitest';
import { contestUpdateOf, formValuesOf } from './admin-form';
import { makeContest } from './test-support';

const contest = {
  ...makeContest(),
  judgeIds: [4, 9],
  pendingEntries: 0,
  createdAt: '',
  finalizedAt: null,
  cancelReason: null,
};

describe('the contest form', () => {
  it('round-trips a contest: UTC dates, judges, no limit', () => {
    const values = formValuesOf(contest);
    expect(values).toMatchObject({ startDate: '2026-11-01T00:00', judgeIds: '4, 9', maxParticipants: '' });
    expect(contestUpdateOf(values)).toEqual({
      title: 'November 2026 Photo Contest',
      description: '',
      rules: '',
      prizeDescription: '',
      maxParticipants: null,
      startDate: '2026-11-01T00:00:00.000Z',
      votingStartDate: '2026-11-25T00:00:00.000Z',
      votingEndDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-04T00:00:00.000Z',
      judgeIds: [4, 9],
    });
  });

  it('names what is wrong: a limit that is not a number, judges that are not ids, a date without a time', () => {
    const values = formValuesOf(contest);
    expect(contestUpdateOf({ ...values, maxParticipants: 'ten' })).toEqual({ problem: 'maxParticipants' });
    expect(contestUpdateOf({ ...values, judgeIds: 'alice, 4' })).toEqual({ problem: 'judgeIds' });
    expect(contestUpdateOf({ ...values, endDate: '2026-12-04' })).toEqual({ problem: 'dates' });
  });
});
