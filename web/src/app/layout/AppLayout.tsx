// The frame around every page: skip link, connectivity banner, header, the routed page inside the error
// boundary, footer, mobile tab bar, toasts and the new-version prompt (which also registers the service
// worker). It also owns what happens on every route change.
import { languageOf } from '@common/constants/languages';
import { Direction } from 'radix-ui';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { Toaster } from '../../components/ui/Toaster';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useAdoptServerLanguage } from '../../features/language/use-adopt-server-language';
import { useQueueSync } from '../../features/offline-queue/use-queue-sync';
import { applyDocumentLanguage } from '../../lib/i18n';
import { ErrorBoundary } from '../ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileTabBar } from './MobileTabBar';
import { OfflineBanner } from './OfflineBanner';
import { SkipLink } from './SkipLink';
import { useRouteEffects } from './use-route-effects';
import { useUnauthenticatedRedirect } from './use-unauthenticated-redirect';

// Premium members only (a failed renewal's banner): its code and its request stay out of everyone else's visit.
const PastDueBanner = lazy(() => import('../../features/plans/PastDueBanner'));
// The new-version prompt, which registers the service worker once the page has loaded: nothing of it is needed
// for the first paint, so it stays out of the entry chunk.
const AppUpdatePrompt = lazy(() => import('../../features/app-update/AppUpdatePrompt'));

export function AppLayout() {
  const language = useCurrentLanguage();
  const { pathname } = useLocation();
  const { user, isPremium } = useCurrentUser();
  useRouteEffects();
  // The member's offline queue sends what was saved while offline (loaded after the first paint).
  useQueueSync(user?.id ?? null);
  useUnauthenticatedRedirect();
  useAdoptServerLanguage();
  // lang and dir follow the chosen language even while its locale file is missing (resolvedLanguage then
  // stays 'en'), so Arabic is laid out right to left from the first paint of the shell.
  useEffect(() => applyDocumentLanguage(language), [language]);
  // Radix menus read the direction from context (keyboard arrows, submenu side), not from <html dir>.
  const dir = languageOf(language).rtl ? 'rtl' : 'ltr';

  return (
    <Direction.Provider dir={dir}>
      {/* Bottom padding below 768 px keeps the footer clear of the fixed tab bar. */}
      <div className="flex min-h-screen flex-col pb-16 md:pb-0">
        <SkipLink />
        <OfflineBanner />
        {isPremium && (
          <Suspense fallback={null}>
            <PastDueBanner />
          </Suspense>
        )}
        <Header />
        {/* At least a screen tall, so the footer starts below the fold while a page loads and cannot be pushed
            down inside the viewport when the content arrives (Lighthouse counted 0.35 CLS for it on explore). */}
        <main id="main" tabIndex={-1} className="min-h-[100dvh] flex-1 outline-none">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
        <MobileTabBar />
        <Toaster />
        <Suspense fallback={null}>
          <AppUpdatePrompt />
        </Suspense>
      </div>
    </Direction.Provider>
  );
}
