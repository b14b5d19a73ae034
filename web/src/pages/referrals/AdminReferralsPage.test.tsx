// /admin/referrals: the totals, the top referrers (searched, sorted, paged with the bearer token) and the newest
// rewards; a refusal for missing permissions shows the server's message.
import type { AdminReferrals } from '@common/schemas/referrals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { json } from '../../features/sightings/test-support';
import AdminReferralsPage from '../admin/AdminReferralsPage';
import { renderPage, stubFetch } from '../auth/test-utils';

beforeEach(() => localStorage.setItem(ADMIN_SESSION_KEY, 'tok-ref'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ANSWER: AdminReferrals = {
  totals: {
    referredMembers: 12,
    referrers: 4,
    conversions: 3,
    rewards: { referral: 3, activity_month: 5, gift_card: 2 },
    monthsGranted: 10,
  },
  referrers: [
    {
      userId: 7,
      username: 'heron_fan',
      email: null,
      referralCount: 6,
      conversions: 2,
      monthsEarned: 4,
      premium: true,
    },
  ],
  recentRewards: [
    {
      id: 9,
      kind: 'gift_card',
      detail: null,
      months: 1,
      createdAt: '2026-03-02T00:00:00.000Z',
      userId: 8,
      username: 'new_owl',
    },
  ],
  total: 30,
  page: 1,
  pageSize: 25,
};

describe('AdminReferralsPage', () => {
  it('shows the totals, the referrers and the rewards, and searches, sorts and pages', async () => {
    const urls: string[] = [];
    const fetchMock = stubFetch({
      'GET /api/admin/referrals': (_init, url) => {
        urls.push(url as string);
        return json(ANSWER);
      },
    });
    await renderPage(<AdminReferralsPage />, { path: '/admin/referrals' });
    const table = await screen.findByRole('table', { name: 'Top referrers' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('heron_fan')).toBeInTheDocument();
    expect(within(row).getByText('No email')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(screen.getByText('Referred members').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Free months given').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/Gift card: a month of Premium/)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-ref');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search referrers'), 'heron');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'conversions');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(urls.at(-1)).toContain('page=2'));
    const last = new URL(urls.at(-1) ?? '', 'http://x');
    expect(last.searchParams.get('q')).toBe('heron');
    expect(last.searchParams.get('sort')).toBe('conversions');
  });

  it("shows the server's refusal to an administrator without the permissions", async () => {
    stubFetch({
      'GET /api/admin/referrals': () =>
        json({ message: 'You do not have permission to view referrals' }, 403),
    });
    await renderPage(<AdminReferralsPage />, { path: '/admin/referrals' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view referrals',
    );
  });
});
