// /system-test: every check's status in words (with the server's figures), the overall state, a new check on
// demand, the page of an administrator without systemSettings, and the admin sign-in for a visitor.
import type { SystemHealth } from '@common/schemas/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/guards';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { TEST_ADMIN } from '../../test/admin-session';
import { callsTo, jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import SystemTestPage from './SystemTestPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const GIB = 1024 ** 3;

const HEALTH: SystemHealth = {
  status: 'fail',
  checkedAt: '2026-06-01T10:00:00.000Z',
  instance: 'web-1:4242',
  checks: {
    database: { status: 'ok', latencyMs: 3.2, kind: 'postgres' },
    storage: { status: 'fail', latencyMs: null, kind: 's3' },
    mail: { status: 'ok', latencyMs: 12, kind: 'outbox' },
    redis: { status: 'off', latencyMs: null, configured: false },
    jobs: { status: 'warn', pending: 14, due: 9, oldestDueSeconds: 125 },
    websocket: { status: 'ok', connections: 37, transport: 'in-process' },
    disk: { status: 'ok', freeBytes: 40 * GIB, totalBytes: 100 * GIB },
    memory: {
      status: 'ok',
      rssBytes: 300 * 1024 ** 2,
      heapUsedBytes: 120 * 1024 ** 2,
      heapLimitBytes: 2 * GIB,
    },
    uptime: { status: 'ok', seconds: 90_061, startedAt: '2026-05-31T09:59:00.000Z' },
  },
  history: [
    { checkedAt: '2026-06-01T09:59:55.000Z', status: 'ok' },
    { checkedAt: '2026-06-01T09:59:50.000Z', status: 'warn' },
  ],
};

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe('SystemTestPage', () => {
  it('shows each check with its status and figures, sending the bearer token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    const fetchMock = stubFetch({
      'GET /api/admin/me': () => jsonResponse(TEST_ADMIN),
      'GET /api/admin/system-health': () => jsonResponse(HEALTH),
    });
    await renderPage(<SystemTestPage />, { path: '/system-test' });

    expect(await screen.findByText('Something is failing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(card('Database').getByText('OK')).toBeInTheDocument();
    expect(card('Database').getByText('PostgreSQL')).toBeInTheDocument();
    expect(card('Database').getByText(/Answered in 3\.2/)).toBeInTheDocument();
    expect(card('Media storage').getByText('Failing')).toBeInTheDocument();
    expect(card('Media storage').getByText('No answer')).toBeInTheDocument();
    expect(card('Redis').getByText('Off')).toBeInTheDocument();
    expect(card('Redis').getByText('Not configured (REDIS_URL is not set)')).toBeInTheDocument();
    expect(card('Job queue').getByText('Warning')).toBeInTheDocument();
    expect(card('Job queue').getByText('Pending jobs: 14')).toBeInTheDocument();
    expect(card('Job queue').getByText(/The oldest due job has waited 2 min/)).toBeInTheDocument();
    expect(card('Live connections (WebSocket)').getByText('Open on this server: 37')).toBeInTheDocument();
    expect(card('Disk space').getByText(/40 GB free of 100 GB/)).toBeInTheDocument();
    expect(card('Uptime').getByText(/Running for 1 day 1 hr/)).toBeInTheDocument();
    expect(screen.getByText(/by server web-1:4242/)).toBeInTheDocument();
    expect(screen.getByText('1 OK, 1 with warnings, 0 failing')).toBeInTheDocument();

    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/system-health'));
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-9');
  });

  it('checks again on demand', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    let answer: SystemHealth = HEALTH;
    const fetchMock = stubFetch({
      'GET /api/admin/me': () => jsonResponse(TEST_ADMIN),
      'GET /api/admin/system-health': () => jsonResponse(answer),
    });
    await renderPage(<SystemTestPage />, { path: '/system-test' });
    await screen.findByText('Something is failing');
    answer = {
      ...HEALTH,
      status: 'ok',
      checks: { ...HEALTH.checks, storage: { status: 'ok', latencyMs: 40, kind: 's3' } },
    };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Everything is working')).toBeInTheDocument();
    expect(card('Media storage').getByText('OK')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/system-health').length).toBeGreaterThanOrEqual(2);
  });

  it('tells an administrator without systemSettings, without asking the server', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    const fetchMock = stubFetch({
      'GET /api/admin/me': () =>
        jsonResponse({ ...TEST_ADMIN, permissions: { ...TEST_ADMIN.permissions, systemSettings: false } }),
      'GET /api/admin/system-health': () => jsonResponse({ message: 'no' }, 403),
    });
    await renderPage(<SystemTestPage />, { path: '/system-test' });
    await waitFor(() =>
      expect(screen.getByText('The system test needs the systemSettings permission.')).toBeInTheDocument(),
    );
    expect(screen.queryByText('Something is failing')).toBeNull();
    // The page may have started the check before the administrator's flags arrived; a refusal is not retried.
    expect(callsTo(fetchMock, 'GET /api/admin/system-health').length).toBeLessThanOrEqual(1);
  });

  it('sends a visitor without the admin token to the admin sign-in', async () => {
    stubFetch({});
    await renderPage(
      <RouteGuard access="admin">
        <SystemTestPage />
      </RouteGuard>,
      { path: '/system-test' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
  });
});
