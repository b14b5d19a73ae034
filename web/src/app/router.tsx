// The router: the route table, wrapped in the layout, with the Page Not Found page for anything else.
import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import NotFoundPage from '../pages/errors/NotFoundPage';
import { RouteGuard } from './guards';
import { AppLayout } from './layout/AppLayout';
import { PAGES } from './pages';
import { ROUTES } from './route-table';

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
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

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
