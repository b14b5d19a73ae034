// The server's contest refusals in the reader's language: each known English message has its key; anything
// else is shown as the server said it (or the fallback).
import {
  ALREADY_ENTERED_MESSAGE,
  ALREADY_VOTED_MESSAGE,
  CONTEST_CLOSED_MESSAGE,
  CONTEST_DATES_MESSAGE,
  CONTEST_FULL_MESSAGE,
  ENTRIES_CLOSED_MESSAGE,
  ENTRY_NOT_PENDING_MESSAGE,
  FINALIZE_TOO_EARLY_MESSAGE,
  JUDGING_CLOSED_MESSAGE,
  NEW_ACCOUNT_VOTE_MESSAGE,
  NO_SIGHTING_VOTE_MESSAGE,
  NOT_A_FINALIST_MESSAGE,
  NOT_A_JUDGE_MESSAGE,
  OWN_ENTRY_VOTE_MESSAGE,
  SIGHTING_NOT_ELIGIBLE_MESSAGE,
  STATUS_MOVE_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
  VOTING_CLOSED_MESSAGE,
  WITHDRAW_CLOSED_MESSAGE,
  wrongMediaMessage,
} from '@common/schemas/contests';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/api';

const KEYS: Record<string, string> = {
  [ALREADY_ENTERED_MESSAGE]: 'contests.refusals.alreadyEntered',
  [ALREADY_VOTED_MESSAGE]: 'contests.refusals.alreadyVoted',
  [CONTEST_CLOSED_MESSAGE]: 'contests.refusals.contestClosed',
  [CONTEST_DATES_MESSAGE]: 'contests.refusals.dates',
  [CONTEST_FULL_MESSAGE]: 'contests.refusals.full',
  [ENTRIES_CLOSED_MESSAGE]: 'contests.refusals.entriesClosed',
  [ENTRY_NOT_PENDING_MESSAGE]: 'contests.refusals.notPending',
  [FINALIZE_TOO_EARLY_MESSAGE]: 'contests.refusals.finalizeEarly',
  [JUDGING_CLOSED_MESSAGE]: 'contests.refusals.judgingClosed',
  [NEW_ACCOUNT_VOTE_MESSAGE]: 'contests.vote.reasons.new_account',
  [NO_SIGHTING_VOTE_MESSAGE]: 'contests.vote.reasons.no_sighting',
  [NOT_A_FINALIST_MESSAGE]: 'contests.refusals.notFinalist',
  [NOT_A_JUDGE_MESSAGE]: 'contests.refusals.notJudge',
  [OWN_ENTRY_VOTE_MESSAGE]: 'contests.vote.reasons.own',
  [SIGHTING_NOT_ELIGIBLE_MESSAGE]: 'contests.refusals.notEligible',
  [STATUS_MOVE_MESSAGE]: 'contests.refusals.statusMove',
  [TOO_MANY_ENTRIES_MESSAGE]: 'contests.refusals.tooMany',
  [VOTING_CLOSED_MESSAGE]: 'contests.vote.reasons.closed',
  [WITHDRAW_CLOSED_MESSAGE]: 'contests.refusals.withdrawClosed',
  [wrongMediaMessage('photo')]: 'contests.refusals.wrongPhoto',
  [wrongMediaMessage('video')]: 'contests.refusals.wrongVideo',
};

export function contestRefusalText(t: TFunction, error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  const key = KEYS[message];
  return key ? t(key) : message;
}
