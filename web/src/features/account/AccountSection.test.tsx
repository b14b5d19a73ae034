// The Account section of /profile: preparing a data download (progress while it is made, then the download link
// and its expiry date), and deleting the account (password in the dialog, the scheduled date, cancelling it).
import type { AccountExport, DeletionState, ExportState } from '@common/schemas/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../../pages/auth/test-utils';
import { AccountSection } from './AccountSection';

afterEach(() => vi.unstubAllGlobals());

const exportOf = (overrides: Partial<AccountExport>): AccountExport => ({
  id: 1,
  status: 'pending',
  progress: 0,
  createdAt: '2026-05-01T09:00:00.000Z',
  completedAt: null,
  expiresAt: null,
  bytes: null,
  downloadUrl: null,
  ...overrides,
});

const READY: ExportState = {
  export: exportOf({
    status: 'ready',
    progress: 100,
    bytes: 1_500_000,
    completedAt: '2026-05-01T09:01:00.000Z',
    expiresAt: '2026-05-08T09:01:00.000Z',
    downloadUrl: '/api/me/export/download',
  }),
  remainingToday: 2,
};
const SCHEDULED: DeletionState = {
  deletion: { requestedAt: '2026-05-01T09:00:00.000Z', scheduledFor: '2026-05-15T09:00:00.000Z' },
};

async function renderSection(routes: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch({
    'GET /api/me/export': () => jsonResponse({ export: null, remainingToday: 3 }),
    'GET /api/me/delete': () => jsonResponse({ deletion: null }),
    ...routes,
  });
  await renderPage(<AccountSection />, { path: '/profile', me: MEMBER });
  await screen.findByRole('heading', { name: 'Account' });
  return fetchMock;
}

describe('Download my data', () => {
  it('starts an export, shows its progress, then the download link until it expires', async () => {
    let state: ExportState = { export: null, remainingToday: 3 };
    const fetchMock = await renderSection({
      'GET /api/me/export': () => jsonResponse(state),
      'POST /api/me/export': () => {
        state = { export: exportOf({ status: 'running', progress: 40 }), remainingToday: 2 };
        return jsonResponse(state, 202);
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Downloads you can still prepare today: 3')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Prepare my download' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress of your data download' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Preparing your data: 40%')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/me/export')).toHaveLength(1);
    // The state is polled while the export is being made: it becomes ready by itself.
    state = READY;
    const link = await screen.findByRole('link', { name: 'Download (1.5 MB)' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', '/api/me/export/download');
    expect(screen.getByText('Available until May 8, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new download' })).toBeEnabled();
  });

  it('tells why an export cannot start: three a day', async () => {
    await renderSection({
      'POST /api/me/export': () => jsonResponse({ message: 'Too many' }, 429),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prepare my download' }));
    expect(
      await screen.findByText('You have prepared 3 downloads in the last 24 hours. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says when the last download expired or failed', async () => {
    await renderSection({
      'GET /api/me/export': () =>
        jsonResponse({ export: exportOf({ status: 'expired' }), remainingToday: 0 }),
    });
    expect(await screen.findByText('Your last download has expired. Prepare a new one.')).toBeInTheDocument();
    // None left today: the button waits.
    expect(screen.getByRole('button', { name: 'Prepare a new download' })).toBeDisabled();
  });
});

describe('Delete my account', () => {
  it('asks for the password, shows the server refusal under it, then the scheduled date', async () => {
    const fetchMock = await renderSection({
      'POST /api/me/delete': (init) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        return password === 'Right-Passw0rd'
          ? jsonResponse(SCHEDULED, 202)
          : jsonResponse(
              { message: 'Wrong', errors: [{ path: 'password', message: 'That password is not right.' }] },
              400,
            );
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/deleted in 14 days/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });

    await user.click(confirm);
    expect(await within(dialog).findByText('Enter your password to confirm.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/me/delete')).toHaveLength(0);

    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-one');
    await user.click(confirm);
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'Right-Passw0rd{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/me/delete').at(-1)).toEqual({ password: 'Right-Passw0rd' });
    // The panel shows the date with the way back (the toast says it too).
    const cancel = await screen.findByRole('button', { name: 'Cancel deletion' });
    expect(cancel.closest('[role="status"]')).toHaveTextContent(
      'Your account will be deleted on May 15, 2026.',
    );
  });

  it('shows a scheduled deletion and cancels it', async () => {
    const fetchMock = await renderSection({
      'GET /api/me/delete': () => jsonResponse(SCHEDULED),
      'POST /api/me/delete/cancel': () => jsonResponse({ deletion: null }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Your account will be deleted on May 15, 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/me/delete/cancel')).toHaveLength(1);
    expect(await screen.findByText('Deletion cancelled: your account stays.')).toBeInTheDocument();
  });
});
