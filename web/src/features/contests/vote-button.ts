// What an entry's vote button does and why it may not (unit-tested): vote or take the vote back while voting
// is open; never on one's own entry; the viewer's own refusal (signed out, account too new, no sighting yet).
import type { ContestEntry, ContestStatus, VoteRefusal } from '@common/schemas/contests';

export type VoteBlock = 'closed' | 'own' | Exclude<VoteRefusal, 'closed'>;

export interface VoteButtonState {
  action: 'vote' | 'unvote';
  disabled: boolean;
  /** Why it is disabled, shown beside it; null while a vote is being sent or when it may be pressed. */
  reason: VoteBlock | null;
}

export function voteButtonState(input: {
  entry: Pick<ContestEntry, 'isMine' | 'votedByMe'>;
  status: ContestStatus;
  voteRefusal: VoteRefusal | null;
  pending?: boolean;
}): VoteButtonState {
  const action = input.entry.votedByMe ? 'unvote' : 'vote';
  const block = (reason: VoteBlock): VoteButtonState => ({ action, disabled: true, reason });
  if (input.status !== 'voting') return block('closed');
  if (input.entry.isMine) return block('own');
  // A vote already given can always be taken back while voting is open.
  if (!input.entry.votedByMe && input.voteRefusal !== null)
    return block(input.voteRefusal === 'closed' ? 'closed' : input.voteRefusal);
  return { action, disabled: Boolean(input.pending), reason: null };
}
