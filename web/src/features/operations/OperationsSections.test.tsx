// The operator's sections of the admin dashboard: traffic (totals, the table behind the chart, top pages by
// template, the period), error groups (filters, resolving), alert policies (the server's field messages), and
// what an administrator without the flags sees (and is not asked about).
import type { AlertPolicy, ErrorGroupList, Traffic } from '@common/schemas/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderPage, stubFetch } from '../../pages/auth/test-utils';
import { TEST_ADMIN } from '../../test/admin-session';
import { ADMIN_SESSION_KEY } from '../auth/admin-token';
import OperationsSections from './OperationsSections';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TRAFFIC: Traffic = {
  days: 7,
  from: '2026-05-26',
  to: '2026-06-01',
  daily: [
    { date: '2026-05-31', pageViews: 1200, signUps: 4, uploads: 9 },
    { date: '2026-06-01', pageViews: 800, signUps: 2, uploads: 3 },
  ],
  totals: { pageViews: 2000, sessions: 640, signUps: 6, uploads: 12 },
  topPages: [
    { page: '/sighting/:id', views: 900 },
    { page: '(other)', views: 12 },
  ],
};

const GROUPS: ErrorGroupList = {
  groups: [
    {
      id: 7,
      errorType: 'javascript',
      message: 'TypeError: photo is undefined',
      severity: 'high',
      count: 42,
      firstSeen: '2026-05-30T08:00:00.000Z',
      lastSeen: '2026-06-01T09:00:00.000Z',
      resolved: false,
      resolvedAt: null,
      reopenedAt: '2026-06-01T08:00:00.000Z',
      pages: [{ page: '/sighting/:id', count: 40 }],
    },
  ],
  total: 1,
  limit: 20,
  offset: 0,
};

const POLICY: AlertPolicy = {
  id: 3,
  name: 'On-call',
  minSeverity: 'high',
  channels: ['email'],
  recipients: ['ops@example.com'],
  throttleSeconds: 300,
  isActive: true,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  lastAlertAt: null,
};

function stubOperations(admin = TEST_ADMIN, extra: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
  return stubFetch({
    'GET /api/admin/me': () => jsonResponse(admin),
    'GET /api/admin/traffic': () => jsonResponse(TRAFFIC),
    'GET /api/admin/errors': () => jsonResponse(GROUPS),
    'GET /api/admin/alert-policies': () => jsonResponse([POLICY]),
    ...extra,
  });
}

describe('OperationsSections', () => {
  it('shows traffic totals, the figures per day for screen readers and top pages by template', async () => {
    const fetchMock = stubOperations();
    await renderPage(<OperationsSections />, { path: '/admin/dashboard' });
    const traffic = within(await screen.findByRole('region', { name: 'Traffic' }));
    expect(await traffic.findByText('2,000')).toBeInTheDocument();
    expect(traffic.getByText('640')).toBeInTheDocument();
    const perDay = traffic.getByRole('table', {
      name: /Page views, sign-ups and sightings published per day/,
    });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    expect(within(perDay).getByRole('row', { name: /1,200 4 9/ })).toBeInTheDocument();
    expect(traffic.getByText('/sighting/:id')).toBeInTheDocument();
    expect(traffic.getByText('Other addresses (page not found)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/traffic?days=30')).toBe(true);

    await userEvent.setup().selectOptions(traffic.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/traffic?days=7')).toBe(true),
    );
  });

  it('lists error groups and resolves one', async () => {
    const fetchMock = stubOperations(TEST_ADMIN, {
      'POST /api/admin/errors/7/resolve': () => jsonResponse({ id: 7, resolved: true, reports: 42 }),
    });
    await renderPage(<OperationsSections />, { path: '/admin/dashboard' });
    const errors = within(await screen.findByRole('region', { name: 'Error reports' }));
    expect(await errors.findByText('TypeError: photo is undefined')).toBeInTheDocument();
    expect(errors.getByText('High', { selector: 'span' })).toBeInTheDocument();
    expect(errors.getByText('Reopened')).toBeInTheDocument();
    expect(errors.getByText('42')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(errors.getByLabelText('Severity'), 'Critical');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/api/admin/errors?status=open&limit=20&offset=0&severity=critical'),
        ),
      ).toBe(true),
    );
    await user.click(errors.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked resolved (42 reports)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/errors/7/resolve')).toHaveLength(1);
  });

  it('creates an alert policy and shows the server’s messages under the fields', async () => {
    const fetchMock = stubOperations(TEST_ADMIN, {
      'POST /api/admin/alert-policies': () =>
        jsonResponse(
          {
            message: 'Invalid email format',
            errors: [{ path: 'recipients.0', message: 'Invalid email format' }],
          },
          400,
        ),
    });
    await renderPage(<OperationsSections />, { path: '/admin/dashboard' });
    const policies = within(await screen.findByRole('region', { name: 'Alert policies' }));
    expect(await policies.findByText('On-call')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(policies.getByRole('button', { name: 'New policy' }));
    const form = within(screen.getByRole('form', { name: 'New alert policy' }));
    await user.type(form.getByLabelText('Name'), 'Nights');
    await user.type(form.getByLabelText('Recipients'), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Invalid email format')).toBeInTheDocument();
    expect(form.getByLabelText('Recipients')).toHaveAccessibleDescription(
      /E-mail addresses, one per line.*Invalid email format/,
    );
    expect(callsTo(fetchMock, 'POST /api/admin/alert-policies')).toEqual([
      {
        name: 'Nights',
        minSeverity: 'high',
        channels: ['email'],
        recipients: ['not-an-address'],
        throttleSeconds: 300,
        isActive: true,
      },
    ]);
  });

  it('does not ask for what the administrator may not see', async () => {
    const fetchMock = stubOperations({
      ...TEST_ADMIN,
      permissions: { ...TEST_ADMIN.permissions, viewTraffic: false, systemSettings: false },
    });
    await renderPage(<OperationsSections />, { path: '/admin/dashboard' });
    expect(await screen.findByText('Traffic figures need the viewTraffic permission.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Error reports, alert policies and the system test need the systemSettings permission.',
      ),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => !url.startsWith('/api/admin/me'))).toEqual([]);
  });
});
