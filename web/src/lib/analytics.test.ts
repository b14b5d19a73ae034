// Usage statistics respect the browser's refusal (Global Privacy Control, Do Not Track): nothing is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEngagement, trackingRefused } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const nav = (signals: { globalPrivacyControl?: boolean; doNotTrack?: string | null }) =>
  ({ ...signals }) as unknown as Navigator;

describe('trackingRefused', () => {
  it('reads Global Privacy Control and Do Not Track', () => {
    expect(trackingRefused(nav({}))).toBe(false);
    expect(trackingRefused(nav({ globalPrivacyControl: true }))).toBe(true);
    expect(trackingRefused(nav({ doNotTrack: '1' }))).toBe(true);
    expect(trackingRefused(nav({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
  });
});

describe('trackEngagement', () => {
  it('sends nothing when the browser refuses tracking', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      trackEngagement({ action: 'page_view', category: 'navigation' });
      window.dispatchEvent(new Event('pagehide'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    }
  });

  it('sends a page view otherwise', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    trackEngagement({ action: 'page_view', category: 'navigation' });
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/analytics/engagement',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
