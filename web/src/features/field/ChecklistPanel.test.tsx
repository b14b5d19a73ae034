// The checklist of /field/tools with no signal: the copy kept in this browser shows at once, a failed download
// keeps it on screen with the reason, offline the download button waits, and ticks stay for the day.
import type { FieldChecklist } from '@common/schemas/field';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/layout/test-providers';
import { ChecklistPanel } from './ChecklistPanel';
import { readSeenToday } from './seen-today';
import type { Fix } from './use-position';

const speciesStore = vi.hoisted(() => ({
  downloadSeasonChecklist: vi.fn(),
  savedChecklistNear: vi.fn(),
}));
vi.mock('./species-checklist', () => speciesStore);

const KEPT: FieldChecklist = {
  lat: 57.12,
  lng: -3.65,
  radiusKm: 10,
  months: [5, 6, 7],
  generatedAt: '2026-06-01T08:00:00.000Z',
  species: [
    {
      speciesId: 12,
      slug: 'tetrao-urogallus',
      commonName: 'Western Capercaillie',
      scientificName: 'Tetrao urogallus',
      category: 'birds',
      count: 4,
      lastSeen: '2026-05-30',
    },
    {
      speciesId: null,
      slug: null,
      commonName: 'Pine marten',
      scientificName: null,
      category: 'mammals',
      count: 2,
      lastSeen: null,
    },
  ],
};

const FIX: Fix = { lat: 57.121, lng: -3.652, accuracy: 8, altitude: null, altitudeAccuracy: null, at: 0 };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  speciesStore.savedChecklistNear.mockResolvedValue(KEPT);
});
afterEach(() => {
  vi.restoreAllMocks();
  speciesStore.downloadSeasonChecklist.mockReset();
  speciesStore.savedChecklistNear.mockReset();
  localStorage.clear();
});

describe('ChecklistPanel', () => {
  it('shows the kept checklist for the place with no network call', async () => {
    setOnline(false);
    await renderWithProviders(<ChecklistPanel fix={FIX} />);
    expect(await screen.findByText('Western Capercaillie')).toBeInTheDocument();
    expect(speciesStore.savedChecklistNear).toHaveBeenCalledWith(57.12, -3.65);
    expect(speciesStore.downloadSeasonChecklist).not.toHaveBeenCalled();
    expect(screen.getByText(/^Kept in this browser: within 10 km/)).toBeInTheDocument();
    // Offline the download waits for a signal and says why.
    expect(screen.getByRole('button', { name: 'Download the checklist' })).toBeDisabled();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    // A catalogue species links to its page; one written freely does not.
    expect(screen.getByRole('link', { name: /Species page\s*: Western Capercaillie/ })).toHaveAttribute(
      'href',
      '/species/tetrao-urogallus',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('falls back to the kept copy when the download fails', async () => {
    setOnline(true);
    speciesStore.savedChecklistNear.mockResolvedValueOnce(null).mockResolvedValue(KEPT);
    speciesStore.downloadSeasonChecklist.mockRejectedValue(
      new Error('Request failed - no response from server'),
    );
    const user = userEvent.setup();
    await renderWithProviders(<ChecklistPanel fix={FIX} />);
    expect(
      await screen.findByText(
        'No checklist is kept in this browser for this place yet. Download one while you have a signal.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download the checklist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The checklist could not be downloaded. Please try again.',
    );
    expect(await screen.findByText('Pine marten')).toBeInTheDocument();
    expect(speciesStore.downloadSeasonChecklist).toHaveBeenCalledWith({
      lat: FIX.lat,
      lng: FIX.lng,
      radiusKm: 10,
    });
  });

  it('downloads for typed coordinates and the chosen radius, and keeps today’s ticks', async () => {
    setOnline(true);
    speciesStore.savedChecklistNear.mockResolvedValue(null);
    speciesStore.downloadSeasonChecklist.mockResolvedValue({ ...KEPT, radiusKm: 25 });
    const user = userEvent.setup();
    await renderWithProviders(<ChecklistPanel fix={null} />);
    await user.click(screen.getByRole('radio', { name: 'Coordinates I type in' }));
    await user.type(screen.getByLabelText('Latitude (decimal degrees)'), '95');
    await user.type(screen.getByLabelText('Longitude (decimal degrees)'), '-3.6');
    expect(screen.getByText(/Enter a latitude from -90 to 90/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the checklist' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Latitude (decimal degrees)'));
    await user.type(screen.getByLabelText('Latitude (decimal degrees)'), '57,1');
    await user.click(screen.getByRole('radio', { name: '25 km' }));
    await user.click(screen.getByRole('button', { name: 'Download the checklist' }));
    expect(speciesStore.downloadSeasonChecklist).toHaveBeenCalledWith({
      lat: 57.1,
      lng: -3.6,
      radiusKm: 25,
    });
    expect(await screen.findByText(/^Just downloaded: within 25 km/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Western Capercaillie/ }));
    expect(screen.getByText('Seen today: 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(readSeenToday().has('slug:tetrao-urogallus')).toBe(true));
  });
});
