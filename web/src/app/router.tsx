// The router: the route table, wrapped in the layout, with the Page Not Found page for anything else.
// Declarative routing (useRoutes under a BrowserRouter) rather than a data router: no route uses loaders,
// actions or blockers, and the data router's engine was ~16 KB gzip of the first load.
import { lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { RealtimeAlertsProvider } from '../features/realtime-alerts';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteGuard } from './guards';
import { AppLayout } from './layout/AppLayout';
import { PAGES } from './pages';
import { ROUTES } from './route-table';

const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'));

export const routeObjects: RouteObject[] = [
  {
    // Around the layout, so the header's live-alerts button and the alert popups share one list.
    element: (
      <RealtimeAlertsProvider>
        <AppLayout />
      </RealtimeAlertsProvider>
    ),
    children: [
      ...ROUTES.map((route): RouteObject => {
        const Page = PAGES[route.page];
        return {
          path: route.path,
          element: (
            <RouteGuard access={route.access}>
              <Suspense fallback={<PageSpinner />}>
                <Page routeId={route.id} />
              </Suspense>
            </RouteGuard>
          ),
        };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts fetching the chunk of the page at `pathname`, so it downloads while i18n starts instead of after the
 * shell has rendered (on a phone that is a network round trip sooner for the page's main content). Resolves
 * when the chunk is in (at once for paths without a page of their own).
 */
export function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, id: route.page })),
    pathname,
  )?.[0];
  const name = match?.route.id;
  return name && name in PAGES ? PAGES[name as keyof typeof PAGES].preload() : Promise.resolve();
}

/** Every route; a crash outside the layout's own boundary (in the header, say) still gets the recovery screen. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes(routeObjects);
  return <ErrorBoundary resetKey={pathname}>{routes}</ErrorBoundary>;
}
