// "Messages and notices" on the admin dashboard: open messages with a reply link, marked handled with the bearer
// sent; a DMCA notice linking to the reported page, whose decision needs a note before anything is sent.
import type { AdminContactMessage, AdminDmcaCase } from '@common/schemas/support';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminToken } from '../auth/admin-token';
import { json, renderScreen, stubApi } from '../sightings/test-support';
import { AdminSupportSection } from './AdminSupportSection';

const message: AdminContactMessage = {
  id: 7,
  name: 'Rosa Marsh',
  email: 'rosa@example.org',
  topic: 'billing',
  message: 'I was charged twice.',
  language: 'fr',
  priority: true,
  member: { id: 3, username: 'rosa_m' },
  status: 'open',
  handledAt: null,
  handledBy: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

const notice: AdminDmcaCase = {
  id: 4,
  status: 'open',
  claimantRole: 'owner',
  fullName: 'Ansel Heron',
  copyrightOwner: null,
  email: 'ansel@example.org',
  address: '12 Estuary Road, Bristol',
  phone: null,
  copyrightedWork: 'My photograph "Heron at dawn".',
  originalUrl: 'https://example.org/heron',
  infringingUrl: 'https://wildlens.example/sighting/12',
  details: null,
  signature: 'Ansel Heron',
  item: { kind: 'sighting', path: '/sighting/12', title: 'Grey heron · birder', exists: true },
  adminNote: null,
  decidedAt: null,
  decidedBy: null,
  createdAt: '2026-11-28T11:00:00.000Z',
};

const list = <T,>(key: string, items: T[]) =>
  json({ [key]: items, total: items.length, page: 1, pageSize: 25, openCount: items.length });

beforeEach(() => setAdminToken('admin-token'));
afterEach(() => {
  setAdminToken(null);
  vi.unstubAllGlobals();
});

describe('AdminSupportSection', () => {
  it('lists open messages, Premium marked, and marks one handled with the bearer', async () => {
    const api = stubApi({
      '/api/admin/support/messages': () => list('messages', [message]),
      '/api/admin/support/dmca': () => list('cases', []),
      'PUT /api/admin/support/messages/7': () => json({ ...message, status: 'handled', handledBy: 'admin' }),
    });
    const fetchMock = api.fetchMock;
    await renderScreen(<AdminSupportSection />);
    const card = (await screen.findByText('Rosa Marsh')).closest('article') as HTMLElement;
    expect(within(card).getByText('Priority (Premium)')).toBeInTheDocument();
    expect(within(card).getByText('Payments and refunds')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:rosa%40example.org?subject=WildLens',
    );
    expect(screen.getByText('No notices here.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/admin/support/messages/7')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/support/messages/7')[0]?.body).toEqual({ handled: true });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect((put?.[1]?.headers ?? {}) as Record<string, string>).toMatchObject({
      Authorization: 'Bearer admin-token',
    });
  });

  it('links a notice to the reported page and needs a note to record a decision', async () => {
    const api = stubApi({
      '/api/admin/support/messages': () => list('messages', []),
      '/api/admin/support/dmca': () => list('cases', [notice]),
      'PUT /api/admin/support/dmca/4': () => json({ ...notice, status: 'actioned', adminNote: 'Removed.' }),
    });
    await renderScreen(<AdminSupportSection />);
    const card = (await screen.findByRole('heading', { name: 'Notice 4' })).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: /Sighting: Grey heron/ })).toHaveAttribute(
      'href',
      '/sighting/12',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(
      await within(card).findByText('Write a note saying what was done or why the notice was rejected.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/support/dmca/4')).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText('Note for the record'), { target: { value: 'Removed.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/admin/support/dmca/4')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/support/dmca/4')[0]?.body).toEqual({
      status: 'actioned',
      adminNote: 'Removed.',
    });
  });
});
