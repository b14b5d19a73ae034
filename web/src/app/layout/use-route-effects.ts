// What every route change does (spec section 2): scroll to the top at once and send one page view.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { trackPageView } from '../../lib/analytics';

export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const trackedPath = useRef<string | null>(null);
  const scrolledPath = useRef<string | null>(null);

  useEffect(() => {
    // The page a visit opens on starts where the browser put it: scrolling there would force a layout of the
    // whole new page inside the first render's effects (a long task on a phone) to move nothing.
    const first = scrolledPath.current === null;
    scrolledPath.current = pathname;
    if (!first) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  // Waits for the session so the page view carries the member's tier; the ref keeps it to one per path
  // (and to one under StrictMode's double effects).
  useEffect(() => {
    if (isLoading || trackedPath.current === pathname) return;
    trackedPath.current = pathname;
    trackPageView(pathname, user?.subscriptionTier);
  }, [pathname, isLoading, user?.subscriptionTier]);
}
