// The connectivity banner: the offline warning, then 'Back online' for exactly 3 s after reconnecting.
import { TIMINGS } from '@common/constants/limits';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUEUE, setQueueSnapshot } from '../../features/offline-queue/queue-store';
import { OfflineBanner } from './OfflineBanner';
import { renderWithProviders } from './test-providers';

const OFFLINE_TEXT = "You're offline. Your changes will be saved and synced when you reconnect.";

afterEach(() => {
  vi.useRealTimers();
  setQueueSnapshot(EMPTY_QUEUE);
});

describe('offline banner', () => {
  it('warns while offline and says Back online for 3 s after reconnecting', async () => {
    await renderWithProviders(<OfflineBanner />);
    vi.useFakeTimers();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText('Back online')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(TIMINGS.backOnlineNoticeMs - 1);
    });
    expect(screen.getByText('Back online')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it('drops the Back online notice when the connection is lost again', async () => {
    await renderWithProviders(<OfflineBanner />);
    vi.useFakeTimers();
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
  });

  it('lives in a polite status region so the change is announced', async () => {
    await renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('counts the changes waiting while offline, then tells how sending them went', async () => {
    await renderWithProviders(<OfflineBanner />);
    vi.useFakeTimers();
    act(() => {
      window.dispatchEvent(new Event('offline'));
      setQueueSnapshot({ waiting: 3 });
    });
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('3 changes waiting')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Back online')).toBeInTheDocument();
    expect(screen.getByText('Sending 3 changes…')).toBeInTheDocument();

    act(() => {
      setQueueSnapshot({ waiting: 0, sending: false });
    });
    expect(screen.getByText('All changes synced')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TIMINGS.backOnlineNoticeMs);
    });
    expect(screen.queryByText('All changes synced')).not.toBeInTheDocument();
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it('says how many could not be sent, with the way to the queue', async () => {
    await renderWithProviders(<OfflineBanner />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      setQueueSnapshot({ waiting: 1 });
    });
    expect(screen.getByText('1 change waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Sending 1 change…')).toBeInTheDocument();
    act(() => {
      setQueueSnapshot({ waiting: 0, failed: 1 });
    });
    expect(screen.getByText('1 change could not be sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/field/tools#queue');
  });
});
