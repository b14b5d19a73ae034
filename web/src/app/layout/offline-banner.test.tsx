// The connectivity banner: the offline warning, then 'Back online' for exactly 3 s after reconnecting.
import { TIMINGS } from '@common/constants/limits';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';
import { renderWithProviders } from './test-providers';

const OFFLINE_TEXT = "You're offline. Your changes will be saved and synced when you reconnect.";

afterEach(() => vi.useRealTimers());

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
});
