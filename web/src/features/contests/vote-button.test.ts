// The vote toggle: vote or take back while voting is open; never on one's own entry; the voter's own refusal.
import { describe, expect, it } from 'vitest';
import { voteButtonState } from './vote-button';

const entry = { isMine: false, votedByMe: false };

describe('voteButtonState', () => {
  it('votes, and takes a vote back, while voting is open', () => {
    expect(voteButtonState({ entry, status: 'voting', voteRefusal: null })).toEqual({
      action: 'vote',
      disabled: false,
      reason: null,
    });
    expect(
      voteButtonState({ entry: { ...entry, votedByMe: true }, status: 'voting', voteRefusal: null }),
    ).toEqual({
      action: 'unvote',
      disabled: false,
      reason: null,
    });
  });

  it('is disabled with its reason outside voting and on the member own entry', () => {
    expect(voteButtonState({ entry, status: 'open', voteRefusal: 'closed' })).toMatchObject({
      disabled: true,
      reason: 'closed',
    });
    expect(voteButtonState({ entry, status: 'completed', voteRefusal: null }).reason).toBe('closed');
    expect(
      voteButtonState({ entry: { ...entry, isMine: true }, status: 'voting', voteRefusal: null }),
    ).toMatchObject({ disabled: true, reason: 'own' });
  });

  it("gives the voter's own refusal: signed out, account too new, no sighting yet", () => {
    for (const refusal of ['signed_out', 'new_account', 'no_sighting'] as const)
      expect(voteButtonState({ entry, status: 'voting', voteRefusal: refusal })).toMatchObject({
        disabled: true,
        reason: refusal,
      });
    // A vote already given can still be taken back.
    expect(
      voteButtonState({ entry: { ...entry, votedByMe: true }, status: 'voting', voteRefusal: 'new_account' }),
    ).toMatchObject({ action: 'unvote', disabled: false });
  });

  it('waits while a vote is being sent', () => {
    expect(voteButtonState({ entry, status: 'voting', voteRefusal: null, pending: true })).toEqual({
      action: 'vote',
      disabled: true,
      reason: null,
    });
  });
});
