// The vote toggle in place: pressed once voted, the reason beside it when the member may not vote, and the
// server's refusal in the member's words.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, MEMBER, stubFetch } from '../../pages/auth/test-utils';
import { json, renderScreen } from '../sightings/test-support';
import { makeEntry } from './test-support';
import { VoteButton } from './VoteButton';

afterEach(() => vi.unstubAllGlobals());

describe('VoteButton', () => {
  it('votes for an entry', async () => {
    const fetchMock = stubFetch({ 'POST /api/contests/7/entries/31/vote': () => json({ voted: true }) });
    await renderScreen(<VoteButton contestId={7} entry={makeEntry()} status="voting" voteRefusal={null} />, {
      path: '/contest-voting',
      me: MEMBER,
    });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/contests/7/entries/31/vote')).toHaveLength(1),
    );
  });

  it('takes back a vote already given', async () => {
    const fetchMock = stubFetch({
      'DELETE /api/contests/7/entries/31/vote': () => json({ voted: false }),
    });
    await renderScreen(
      <VoteButton contestId={7} entry={makeEntry({ votedByMe: true })} status="voting" voteRefusal={null} />,
      { path: '/contest-voting', me: MEMBER },
    );
    const button = screen.getByRole('button', { name: 'Voted' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(button);
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE /api/contests/7/entries/31/vote')).toHaveLength(1),
    );
  });

  it('is disabled on your own entry and says why', async () => {
    await renderScreen(
      <VoteButton contestId={7} entry={makeEntry({ isMine: true })} status="voting" voteRefusal={null} />,
      { path: '/contest-voting', me: MEMBER },
    );
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You cannot vote for your own entry.');
  });

  it('is disabled for a new account and shows the server refusal in words', async () => {
    await renderScreen(
      <VoteButton contestId={7} entry={makeEntry()} status="voting" voteRefusal="new_account" />,
      { path: '/contest-voting', me: MEMBER },
    );
    expect(screen.getByRole('button', { name: 'Vote' })).toHaveAccessibleDescription(
      'Accounts can vote once they are 7 days old.',
    );
  });

  it('shows the server refusal in words', async () => {
    stubFetch({
      'POST /api/contests/7/entries/31/vote': () =>
        json({ message: 'You have already voted for this entry.' }, 409),
    });
    await renderScreen(<VoteButton contestId={7} entry={makeEntry()} status="voting" voteRefusal={null} />, {
      path: '/contest-voting',
      me: MEMBER,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('You have already voted for this entry.')).toBeInTheDocument();
  });
});
