// The queue as the member sees it: each item's state and the server's words with the upgrade link, Retry,
// Edit of a refused sighting, and Discard only after confirming.
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/layout/test-providers';
import { QueueBadge } from './QueueBadge';
import { QueueList } from './QueueList';
import { EMPTY_QUEUE, setQueueSnapshot } from './queue-store';
import type { QueueItem } from './types';

const engine = vi.hoisted(() => ({
  retryQueueItem: vi.fn(async () => {}),
  discardQueueItem: vi.fn(async () => {}),
  updateQueuedSighting: vi.fn(async () => {}),
  getQueuedFile: vi.fn(async () => undefined),
}));
vi.mock('./sync', () => engine);

const base = {
  createdAt: Date.UTC(2026, 4, 1, 9, 30),
  updatedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  userId: 7,
};
const REFUSED: QueueItem = {
  ...base,
  id: 'refused',
  kind: 'sighting',
  state: 'failed',
  draft: { speciesName: 'Barn owl', category: 'birds', groupSize: 1 },
  media: { name: 'owl.jpg', type: 'image/jpeg', size: 10 },
  error: { status: 403, message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' },
};
const WAITING: QueueItem = {
  ...base,
  id: 'waiting',
  kind: 'like',
  state: 'waiting',
  sightingId: 5,
  liked: true,
};

afterEach(() => {
  setQueueSnapshot(EMPTY_QUEUE);
  for (const fn of Object.values(engine)) fn.mockClear();
});

describe('QueueList', () => {
  it("shows a refused sighting with the server's words and the upgrade link; Retry and Edit send it again", async () => {
    const user = userEvent.setup();
    setQueueSnapshot({ items: [REFUSED, WAITING], waiting: 1, failed: 1 });
    await renderWithProviders(<QueueList />);
    const [refused, waiting] = screen.getAllByRole('listitem');
    if (!refused || !waiting) throw new Error('two items expected');
    expect(within(refused).getByText('Barn owl')).toBeInTheDocument();
    expect(within(refused).getByText('Not sent')).toBeInTheDocument();
    expect(within(refused).getByText(UPLOAD_MESSAGES.freeLimitReached, { exact: false })).toBeInTheDocument();
    expect(within(refused).getByRole('link', { name: 'Upgrade to Premium Explorer' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(within(waiting).getByText('Like')).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();

    await user.click(within(refused).getByRole('button', { name: 'Retry' }));
    expect(engine.retryQueueItem).toHaveBeenCalledWith('refused');

    await user.click(within(refused).getByRole('button', { name: 'Edit' }));
    const species = within(refused).getByLabelText('Species');
    await user.clear(species);
    await user.type(species, 'Tawny owl');
    await user.click(within(refused).getByRole('button', { name: 'Save and send again' }));
    expect(engine.updateQueuedSighting).toHaveBeenCalledWith(
      'refused',
      expect.objectContaining({ speciesName: 'Tawny owl', groupSize: 1 }),
    );
  });

  it('discards only after the member confirms', async () => {
    const user = userEvent.setup();
    setQueueSnapshot({ items: [WAITING], waiting: 1 });
    await renderWithProviders(<QueueList />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(engine.discardQueueItem).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(engine.discardQueueItem).toHaveBeenCalledWith('waiting');
  });

  it('says so when nothing waits, and the header badge hides', async () => {
    await renderWithProviders(
      <>
        <QueueBadge />
        <QueueList />
      </>,
    );
    expect(screen.getByText(/Nothing is waiting/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts waiting and refused items in the header badge', async () => {
    setQueueSnapshot({ items: [REFUSED, WAITING], waiting: 1, failed: 1 });
    await renderWithProviders(<QueueBadge />);
    expect(screen.getByRole('link', { name: '2 changes not sent yet' })).toHaveAttribute(
      'href',
      '/field/tools#queue',
    );
  });
});
