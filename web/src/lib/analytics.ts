// Engagement events to POST /api/analytics/engagement (spec section 7). Failures are ignored.
import { browserSessionId } from './session-id';

export interface EngagementInput {
  action: string;
  category: string;
  label?: string;
  value?: number;
  subscriptionTier?: string;
}

// Events are sent when the main thread is idle, not in the task that records them: page views are recorded by
// effects of a page's first render, and the session id's storage read and the request's start then lengthened
// that render's effects task (part of Total Blocking Time on a phone). Each event keeps its own time and path.
const pending: Array<() => void> = [];
let flushScheduled = false;

function flushEvents(): void {
  flushScheduled = false;
  for (const send of pending.splice(0)) {
    try {
      send();
    } catch {
      // Analytics never disturbs the page (a storage or fetch that throws at once only loses the event).
    }
  }
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flushEvents, { timeout: 2000 });
  else setTimeout(flushEvents, 0);
}

// Leaving the page sends what is still waiting (keepalive lets the requests outlive the page).
if (typeof window !== 'undefined') window.addEventListener('pagehide', flushEvents);

/**
 * Whether the browser asks not to be tracked (Global Privacy Control, or the older Do Not Track): then no
 * usage statistics are sent at all, as the privacy policy says.
 */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}

export function trackEngagement(event: EngagementInput): void {
  if (trackingRefused()) return;
  const timestamp = new Date().toISOString();
  const url = window.location.pathname;
  pending.push(() => {
    const body = {
      ...event,
      timestamp,
      sessionId: browserSessionId(),
      userAgent: navigator.userAgent.slice(0, 1000),
      url,
    };
    fetch('/api/analytics/engagement', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {});
  });
  scheduleFlush();
}

/** Labels the area of a page view by its path (spec section 7). */
export function pageArea(pathname: string): string {
  if (pathname === '/') return 'homepage';
  if (pathname.startsWith('/sighting/')) return 'sighting detail';
  if (pathname.startsWith('/profile') || pathname.startsWith('/my-profile')) return 'profile';
  if (pathname.startsWith('/explore')) return 'explore';
  if (
    pathname.startsWith('/upload') ||
    pathname.startsWith('/bulk-sighting') ||
    pathname.startsWith('/report-sighting')
  )
    return 'upload';
  if (pathname.startsWith('/contest')) return 'contest';
  if (pathname.includes('shop') || pathname.startsWith('/user/print')) return 'shop';
  if (pathname.startsWith('/map')) return 'map';
  return pathname.split('/')[1] || 'homepage';
}

export function trackPageView(pathname: string, subscriptionTier?: string): void {
  trackEngagement({
    action: 'page_view',
    category: 'navigation',
    label: pageArea(pathname),
    ...(subscriptionTier ? { subscriptionTier } : {}),
  });
}
