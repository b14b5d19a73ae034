// /admin/subscribers: the figures (MRR per currency, the revenue table behind the chart), the list with its
// filters in the address and the bearer token, the CSV download, the refund dialog with the server's refusal,
// and the page of an administrator without the viewRevenue flag.
import type { AdminPayment } from '@common/schemas/payments';
import type { SubscriberList, SubscribersSummary } from '@common/schemas/subscribers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { callsTo, jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import AdminSubscribersPage from './AdminSubscribersPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const MONTHS = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
];

const SUMMARY: SubscribersSummary = {
  mrr: [
    { currency: 'JPY', amountMinor: 750, subscriptions: 1 },
    { currency: 'USD', amountMinor: 1996, subscriptions: 4 },
  ],
  byStatus: [
    { status: 'active', count: 3 },
    { status: 'past_due', count: 1 },
    { status: 'cancel_at_period_end', count: 1 },
    { status: 'canceled', count: 1 },
    { status: 'incomplete', count: 0 },
    { status: 'complimentary', count: 1 },
  ],
  byProvider: [
    { provider: 'sandbox', count: 3 },
    { provider: 'stripe', count: 1 },
  ],
  months: MONTHS,
  revenue: [
    {
      month: '2026-05',
      currency: 'USD',
      purpose: 'premium_subscription',
      grossMinor: 998,
      refundedMinor: 0,
      netMinor: 998,
    },
    {
      month: '2026-06',
      currency: 'USD',
      purpose: 'contest_entry',
      grossMinor: 300,
      refundedMinor: 100,
      netMinor: 200,
    },
    {
      month: '2026-05',
      currency: 'JPY',
      purpose: 'premium_subscription',
      grossMinor: 750,
      refundedMinor: 0,
      netMinor: 750,
    },
  ],
};

const LIST: SubscriberList = {
  subscribers: [
    {
      userId: 7,
      username: 'bob_yen',
      email: 'bob@example.jp',
      tier: 'premium',
      status: 'active',
      provider: 'sandbox',
      method: 'card',
      currency: 'JPY',
      monthlyAmountMinor: 750,
      startedAt: '2026-03-01T00:00:00.000Z',
      currentPeriodEnd: '2026-07-10T00:00:00.000Z',
      complimentaryUntil: null,
      freeMonthsEarned: 2,
      freeMonthsUsed: 1,
    },
  ],
  total: 1,
  limit: 25,
  offset: 0,
};

const PAYMENT: AdminPayment = {
  id: 31,
  purpose: 'premium_subscription',
  method: 'card',
  provider: 'sandbox',
  amountMinor: 499,
  currency: 'USD',
  status: 'succeeded',
  failureMessage: null,
  description: 'WildLens Premium Explorer, monthly',
  createdAt: '2026-06-01T00:00:00.000Z',
  paidAt: '2026-06-01T00:00:00.000Z',
  refundedMinor: 0,
  userId: 7,
  username: 'alice_subs',
  referenceId: null,
  providerCheckoutId: null,
  providerPaymentId: 'pi_sbx_1',
  providerSubscriptionId: null,
};

function stubAll(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/admin/subscribers/summary': () => jsonResponse(SUMMARY),
    'GET /api/admin/subscribers': () => jsonResponse(LIST),
    'GET /api/admin/payments': () => jsonResponse({ payments: [PAYMENT], total: 1, page: 1, pageSize: 10 }),
    ...overrides,
  });
}

describe('AdminSubscribersPage', () => {
  it('shows MRR per currency, the revenue figures and the subscribers, with the bearer token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const fetchMock = stubAll();
    await renderPage(<AdminSubscribersPage />, {
      path: '/admin/subscribers',
      url: '/admin/subscribers?status=active&currency=JPY',
    });
    expect(await screen.findByText('$19.96')).toBeInTheDocument();
    expect(screen.getByText('¥750', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Subscriptions: 4')).toBeInTheDocument();
    // The figures behind the chart, for screen readers: May 2026 in dollars (JPY sorts first, USD chosen).
    const user = userEvent.setup();
    const figures = screen.getByRole('region', { name: 'Figures' });
    await user.selectOptions(within(figures).getByLabelText('Currency'), 'USD');
    const table = screen.getByRole('table', { name: /Revenue per month in USD/ });
    const may = within(table).getByRole('row', { name: /May 2026/ });
    expect(
      within(may)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$9.98', '$0', '$9.98']);
    const june = within(table).getByRole('row', { name: /Jun 2026/ });
    expect(
      within(june)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$3', '$1', '$2']);
    expect(screen.getByTestId('location')).toHaveTextContent('chart=USD');

    expect(await screen.findByText('bob_yen')).toBeInTheDocument();
    expect(screen.getByText('2 earned · 1 used')).toBeInTheDocument();
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/subscribers?'));
    expect(String(listCall?.[0])).toContain('status=active');
    expect(String(listCall?.[0])).toContain('currency=JPY');
    expect((listCall?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer tok-1',
    );
  });

  it('keeps the filters in the address', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    stubAll();
    await renderPage(<AdminSubscribersPage />, { path: '/admin/subscribers' });
    await screen.findByText('bob_yen');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Provider'), 'stripe');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('provider=stripe'));
    await user.type(screen.getByLabelText('Search'), 'bob{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=bob'));
  });

  it('downloads the filtered CSV with the token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const fetchMock = stubAll({
      'GET /api/admin/subscribers/export.csv': () =>
        new Response('user_id,username\r\n7,bob_yen\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="subscribers-2026-06-15.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:subscribers');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPage(<AdminSubscribersPage />, {
      path: '/admin/subscribers',
      url: '/admin/subscribers?provider=sandbox&offset=25',
    });
    await screen.findByText('bob_yen');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('export.csv'));
    expect(String(call?.[0])).toBe('/api/admin/subscribers/export.csv?provider=sandbox');
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok-1');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('subscribers-2026-06-15.csv');
  });

  it('refunds part of a payment and shows the server refusal', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    let refusals = 1;
    const fetchMock = stubAll({
      'POST /api/admin/payments/31/refund': () =>
        refusals-- > 0
          ? jsonResponse({ message: 'The refund is larger than what remains of the payment.' }, 409)
          : jsonResponse({
              refund: {
                id: 1,
                paymentId: 31,
                amountMinor: 150,
                currency: 'USD',
                status: 'succeeded',
                reason: 'duplicate',
                providerRefundId: 're_1',
                createdAt: '2026-06-15T00:00:00.000Z',
              },
              payment: { ...PAYMENT, status: 'partially_refunded', refundedMinor: 150 },
            }),
    });
    await renderPage(<AdminSubscribersPage />, { path: '/admin/subscribers' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund payment 31' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/alice_subs paid \$4\.99/)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Part of it'));
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '1.505');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText(/Enter an amount in USD/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.50');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund is larger than what remains of the payment.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/admin/payments/31/refund')).toEqual([
      { reason: 'duplicate', amountMinor: 150 },
      { reason: 'duplicate', amountMinor: 150 },
    ]);
  });

  it('tells an administrator without viewRevenue that the figures are not theirs', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    stubAll({
      'GET /api/admin/subscribers/summary': () =>
        jsonResponse({ message: 'Revenue figures need the viewRevenue permission.' }, 403),
    });
    await renderPage(<AdminSubscribersPage />, { path: '/admin/subscribers' });
    expect(await screen.findByText('Revenue figures need the viewRevenue permission.')).toBeInTheDocument();
    expect(await screen.findByText('bob_yen')).toBeInTheDocument();
  });
});
