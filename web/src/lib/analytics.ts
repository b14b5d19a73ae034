// Engagement events to POST /api/analytics/engagement (spec section 7). Failures are ignored.
import { browserSessionId } from './session-id';

export interface EngagementInput {
  action: string;
  category: string;
  label?: string;
  value?: number;
  subscriptionTier?: string;
}

export function trackEngagement(event: EngagementInput): void {
  const body = {
    ...event,
    timestamp: new Date().toISOString(),
    sessionId: browserSessionId(),
    userAgent: navigator.userAgent.slice(0, 1000),
    url: window.location.pathname,
  };
  fetch('/api/analytics/engagement', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
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
