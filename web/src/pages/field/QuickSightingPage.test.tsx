// /field/quick-sighting: the quick pick fills species and category, Save always goes through the queue (with the
// photo), the form is ready for the next sighting, and an incomplete one shows the schema's messages.
import type { FieldSpecies } from '@common/schemas/field';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../app/layout/test-providers';
import { EMPTY_QUEUE, setQueueSnapshot } from '../../features/offline-queue/queue-store';
import { localDate } from '../../features/uploads/sighting-form-values';
import QuickSightingPage from './QuickSightingPage';

const queue = vi.hoisted(() => ({
  enqueueSighting: vi.fn(async () => 'item-1'),
  startQueueSync: vi.fn(),
}));
vi.mock('../../features/offline-queue/sync', () => queue);

const FOX: FieldSpecies = {
  speciesId: 3,
  slug: 'vulpes-vulpes',
  commonName: 'Red fox',
  scientificName: 'Vulpes vulpes',
  category: 'mammals',
  count: 4,
  lastSeen: '2026-04-01',
};
vi.mock('../../features/field/species-checklist', () => ({
  recentSpecies: async () => [FOX],
  savedChecklistNear: async () => null,
}));

beforeEach(() => {
  queue.enqueueSighting.mockClear();
  queue.startQueueSync.mockClear();
});
afterEach(() => setQueueSnapshot(EMPTY_QUEUE));

describe('QuickSightingPage', () => {
  it('queues the sighting picked from the quick pick with its photo, then resets for the next one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<QuickSightingPage />, { user: makeUser(), route: '/field/quick-sighting' });
    expect(screen.getByRole('heading', { level: 1, name: 'Quick sighting' })).toBeInTheDocument();
    expect(queue.startQueueSync).toHaveBeenCalledWith(expect.objectContaining({ userId: 7 }));

    await user.click(await screen.findByRole('button', { name: 'Red fox' }));
    expect(screen.getByRole('radio', { name: 'Mammals' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'One more' }));

    const photo = new File([new Uint8Array(64)], 'fox.jpg', { type: 'image/jpeg' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input).toHaveAttribute('accept', 'image/*,video/*');
    expect(input).toHaveAttribute('capture', 'environment');
    fireEvent.change(input, { target: { files: [photo] } });
    await screen.findByRole('button', { name: 'Remove photo' });

    await user.click(screen.getByRole('button', { name: 'Save sighting' }));

    await waitFor(() => expect(queue.enqueueSighting).toHaveBeenCalledTimes(1));
    expect(queue.enqueueSighting).toHaveBeenCalledWith(
      expect.objectContaining({
        speciesName: 'Red fox',
        speciesId: 3,
        category: 'mammals',
        groupSize: 2,
        dateSpotted: localDate(),
        file: photo,
      }),
    );
    expect(await screen.findByText('Saved — will be sent when online')).toBeInTheDocument();
    // Ready for the next one.
    expect(screen.getByRole('combobox', { name: /Species/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Mammals' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Take or choose a photo' })).toBeInTheDocument();
  });

  it('shows the messages of the sighting schema and queues nothing while the sighting is incomplete', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<QuickSightingPage />, { user: makeUser(), route: '/field/quick-sighting' });
    await user.click(screen.getByRole('button', { name: 'Save sighting' }));
    expect(await screen.findByText('Species name is required')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(queue.enqueueSighting).not.toHaveBeenCalled();
  });

  it('shows how the sighting saved last is getting on', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<QuickSightingPage />, { user: makeUser(), route: '/field/quick-sighting' });
    await user.click(await screen.findByRole('button', { name: 'Red fox' }));
    await user.click(screen.getByRole('button', { name: 'Save sighting' }));
    await screen.findByText('Saved — will be sent when online');
    setQueueSnapshot({
      items: [
        {
          id: 'item-1',
          kind: 'sighting',
          createdAt: 1,
          updatedAt: 1,
          state: 'sent',
          attempts: 0,
          nextAttemptAt: 0,
          userId: 7,
          draft: { speciesName: 'Red fox', category: 'mammals' },
          resultId: 321,
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'View the sighting' })).toHaveAttribute(
      'href',
      '/sighting/321',
    );
  });
});
