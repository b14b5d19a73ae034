// The administrators' species tools: editing a conservation status sends the bearer token and the chosen
// category; a pending proposal is approved with its scientific name.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { callsTo, jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import AdminConservationStatusPage from './AdminConservationStatusPage';
import AdminCustomSpeciesPage from './AdminCustomSpeciesPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ENTRY = {
  speciesId: 7,
  slug: 'panthera-tigris',
  scientificName: 'Panthera tigris',
  commonName: 'Tiger',
  category: 'mammals',
  status: 'EN',
  source: 'IUCN Red List of Threatened Species',
  year: 2022,
  updatedAt: null,
};

describe('AdminConservationStatusPage', () => {
  it('lists statuses and saves an edit with the bearer token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/admin/conservation-status': () =>
        jsonResponse({ entries: [ENTRY], total: 1, page: 1, counts: { EN: 1 } }),
      'PUT /api/admin/conservation-status/7': () =>
        jsonResponse({ ...ENTRY, status: 'CR', updatedAt: new Date().toISOString() }),
    });
    await renderPage(<AdminConservationStatusPage />, { path: '/admin/conservation-status' });
    expect(await screen.findByRole('link', { name: 'Tiger' })).toHaveAttribute(
      'href',
      '/species/panthera-tigris',
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status', { selector: '#species-7-status' }), 'CR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/conservation-status/7')).toEqual([
        { status: 'CR', source: 'IUCN Red List of Threatened Species', year: 2022 },
      ]),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const headers = new Headers(put?.[1]?.headers ?? {});
    expect(headers.get('authorization')).toBe('Bearer tok-1');
  });
});

describe('AdminCustomSpeciesPage', () => {
  it('approves a pending proposal into the catalogue', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const proposal = {
      id: 5,
      userId: 9,
      commonName: 'Glacier finch',
      scientificName: 'Fringilla glacialis',
      category: 'birds',
      region: 'Alps',
      evidenceMediaUrls: [],
      aiSuggestedSpeciesId: null,
      aiConfidence: null,
      status: 'pending',
      species: null,
      submissionReason: 'Seen twice',
      moderatorNotes: null,
      reviewedAt: null,
      createdAt: new Date().toISOString(),
      proposer: { id: 9, username: 'alpine_eye' },
      sightings: 1,
    };
    const fetchMock = stubFetch({
      'GET /api/admin/custom-species': () => jsonResponse({ proposals: [proposal], total: 1, page: 1 }),
      'POST /api/admin/custom-species/5/approve': () => jsonResponse({ ...proposal, status: 'approved' }),
    });
    await renderPage(<AdminCustomSpeciesPage />, { path: '/admin/custom-species' });
    expect(await screen.findByRole('heading', { name: 'Glacier finch' })).toBeInTheDocument();
    expect(screen.getByText(/Proposed by alpine_eye/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Add to the catalogue' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/custom-species/5/approve')).toEqual([
        { scientificName: 'Fringilla glacialis', commonName: 'Glacier finch' },
      ]),
    );
  });
});
