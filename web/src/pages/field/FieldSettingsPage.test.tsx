// /field/settings writes the field settings the offline queue reads (photo size, Wi-Fi only, units), lists the
// kept areas with their size, asks the browser to keep the data, and clears offline data after confirming,
// never touching the queue.
import type { FieldChecklist } from '@common/schemas/field';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../app/layout/test-providers';
import { checklistBytes } from '../../features/field/checklist-format';
import { DEFAULT_FIELD_SETTINGS, readFieldSettings } from '../../features/field/settings';
import FieldSettingsPage from './FieldSettingsPage';

const LOADED = { timeout: 5000 };

const speciesStore = vi.hoisted(() => ({
  savedChecklists: vi.fn(),
  deleteSavedChecklist: vi.fn(),
  downloadSeasonChecklist: vi.fn(),
  clearOfflineSpecies: vi.fn(),
}));
vi.mock('../../features/field/species-checklist', () => speciesStore);
const caches = vi.hoisted(() => ({ clearOfflineCaches: vi.fn() }));
vi.mock('../../features/app-update/offline-caches', () => caches);

const KEPT: FieldChecklist & { key: string; savedAt: number } = {
  key: '57.12,-3.65,10,5-6-7',
  savedAt: new Date('2026-06-01T08:00:00Z').getTime(),
  lat: 57.12,
  lng: -3.65,
  radiusKm: 10,
  months: [5, 6, 7],
  generatedAt: '2026-06-01T08:00:00.000Z',
  species: Array.from({ length: 40 }, (_, i) => ({
    speciesId: i,
    slug: `species-${i}`,
    commonName: `Species number ${i}`,
    scientificName: null,
    category: 'birds' as const,
    count: i + 1,
    lastSeen: '2026-05-30',
  })),
};

beforeEach(() => {
  speciesStore.savedChecklists.mockResolvedValue([KEPT]);
  speciesStore.deleteSavedChecklist.mockResolvedValue(undefined);
  speciesStore.clearOfflineSpecies.mockResolvedValue(undefined);
  caches.clearOfflineCaches.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const mock of [...Object.values(speciesStore), ...Object.values(caches)]) mock.mockReset();
  localStorage.clear();
});

describe('FieldSettingsPage', () => {
  it('writes photo quality, Wi-Fi only and units to the field settings', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FieldSettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Field Settings' })).toBeInTheDocument();
    expect(readFieldSettings()).toEqual(DEFAULT_FIELD_SETTINGS);
    expect(screen.getByRole('radio', { name: /^Original/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^1,600 px on the longest side/ }));
    expect(readFieldSettings().photoMaxEdge).toBe(1600);
    expect(screen.getByRole('radio', { name: /^1,600 px/ })).toBeChecked();

    const wifi = screen.getByRole('switch', { name: 'Send the queue only on Wi-Fi' });
    expect(wifi).toHaveAttribute('aria-checked', 'false');
    await user.click(wifi);
    expect(readFieldSettings().wifiOnly).toBe(true);
    expect(wifi).toHaveAttribute('aria-checked', 'true');
    // happy-dom has no Network Information API: the page says the setting cannot act here.
    expect(screen.getByText(/does not report the connection type/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Imperial (ft, mi)' }));
    expect(readFieldSettings()).toEqual({ photoMaxEdge: 1600, wifiOnly: true, units: 'imperial' });
    // Distances follow at once: the kept area's radius is now in miles.
    expect(await screen.findByText(/^Within 6\.2 mi/)).toBeInTheDocument();
  });

  it('lists kept areas with their size and deletes one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FieldSettingsPage />);
    const kb = (checklistBytes(KEPT) / 1024).toFixed(1);
    const details = await screen.findByText(/^Within 10 km/);
    expect(details).toHaveTextContent(
      `Within 10 km · May, Jun, Jul · 40 species · ${kb} kB · saved Jun 1, 2026`,
    );
    expect(screen.getByText('57.120, -3.650')).toBeInTheDocument();
    // The honest word about maps: tiles are kept as viewed, never downloaded in bulk.
    expect(screen.getByText(/tile policy forbids downloading map tiles in bulk/)).toBeInTheDocument();

    speciesStore.savedChecklists.mockResolvedValue([]);
    await user.click(screen.getByRole('button', { name: /^Delete\s*: 57\.120, -3\.650$/ }));
    expect(speciesStore.deleteSavedChecklist).toHaveBeenCalledWith(KEPT.key);
    expect(await screen.findByText('No area is kept yet.')).toBeInTheDocument();
  });

  it('shows storage use and asks the browser to keep the data', async () => {
    const persist = vi.fn().mockResolvedValue(true);
    // happy-dom has no StorageManager: one is put on the navigator for this test.
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        estimate: vi.fn().mockResolvedValue({ usage: 3 * 1024 * 1024, quota: 1024 * 1024 * 1024 }),
        persisted: vi.fn().mockResolvedValue(false),
        persist,
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'storage');
    });
    const user = userEvent.setup();
    await renderWithProviders(<FieldSettingsPage />);
    expect(await screen.findByText('3 MB used, 1,021 MB available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep offline data' }));
    expect(persist).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText("Done: the browser will keep WildLens's offline data."),
    ).toBeInTheDocument();
  });

  it('clears offline data only after confirming, and says the queue stays', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FieldSettingsPage />);
    expect(
      screen.getByText(
        'Sightings, comments, likes and bookmarks waiting in the queue are never removed by this.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear offline data' }));
    const dialog = await screen.findByRole('alertdialog', {}, LOADED);
    expect(speciesStore.clearOfflineSpecies).not.toHaveBeenCalled();
    expect(within(dialog).getByText(/Items waiting in the queue stay/)).toBeInTheDocument();
    speciesStore.savedChecklists.mockResolvedValue([]);
    await user.click(within(dialog).getByRole('button', { name: 'Clear offline data' }));
    await waitFor(() => expect(speciesStore.clearOfflineSpecies).toHaveBeenCalledTimes(1));
    expect(caches.clearOfflineCaches).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Offline data cleared.')).toBeInTheDocument();
    // The kept areas are read again: none now.
    expect(await screen.findByText('No area is kept yet.')).toBeInTheDocument();
  });
});
