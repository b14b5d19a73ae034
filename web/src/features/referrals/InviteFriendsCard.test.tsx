// The "Invite friends" card of /subscription: the referral link to copy, the counts, the rules, the rewards.
import type { ReferralSummary } from '@common/schemas/referrals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER, renderPage, stubFetch } from '../../pages/auth/test-utils';
import { json } from '../sightings/test-support';
import { InviteFriendsCard } from './InviteFriendsCard';

afterEach(() => vi.unstubAllGlobals());

const SUMMARY: ReferralSummary = {
  code: 'AbCdEf1234',
  link: 'http://localhost/register?ref=AbCdEf1234',
  referralCount: 3,
  conversions: 1,
  premium: true,
  freeMonthsEarned: 2,
  freeMonthsUsed: 1,
  sightingMonthsEarned: 1,
  rewards: [
    { id: 2, kind: 'activity_month', detail: '2026-02', months: 1, createdAt: '2026-03-01T00:00:00.000Z' },
    { id: 1, kind: 'referral', detail: 'heron_fan', months: 1, createdAt: '2026-02-10T00:00:00.000Z' },
  ],
  giftCard: {
    sightings: 0,
    required: 10,
    windowEndsAt: '2026-01-31T00:00:00.000Z',
    windowOpen: false,
    eligible: false,
    notified: false,
    awarded: false,
  },
};

describe('InviteFriendsCard', () => {
  it('shows the link, the counts and the rewards, and copies the link', async () => {
    stubFetch({ 'GET /api/referrals/me': () => json(SUMMARY) });
    // user-event puts its own clipboard on navigator: what the card wrote is read back from it.
    const user = userEvent.setup();
    await renderPage(<InviteFriendsCard />, { path: '/subscription', me: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your referral link')).toHaveValue(SUMMARY.link);
    expect(screen.getByText('Members invited').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Free months earned').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Invitation: heron_fan started Premium')).toBeInTheDocument();
    expect(screen.getByText('Active month: 2026-02')).toBeInTheDocument();
    expect(screen.getByText(/at least 4 published sightings \(1 so far\)/)).toBeInTheDocument();
    expect(screen.queryByText('Upgrade to start earning')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(SUMMARY.link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('tells a free member that the rewards are for Premium members', async () => {
    stubFetch({ 'GET /api/referrals/me': () => json({ ...SUMMARY, premium: false, rewards: [] }) });
    await renderPage(<InviteFriendsCard />, { path: '/subscription', me: MEMBER });
    expect(await screen.findByRole('link', { name: 'Upgrade to start earning' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(screen.queryByText('Your rewards')).toBeNull();
  });
});
