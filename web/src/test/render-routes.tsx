// Renders some of the route table's pages as the app does (their guard, a Suspense for the lazy page) at `url`,
// with `me` as the signed-in member (null: a visitor). A LocationProbe shows where a guard sent the visitor.
import type { CurrentUser } from '@common/schemas/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteGuard } from '../app/guards';
import { PAGES } from '../app/pages';
import { ROUTES } from '../app/route-table';
import { authKeys } from '../features/auth/keys';
import { LocationProbe } from '../features/sightings/test-support';
import { i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export async function renderRoutes(paths: readonly string[], url: string, me: CurrentUser | null) {
  await i18nReady;
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {ROUTES.filter((r) => paths.includes(r.path)).map((route) => {
            const Page = PAGES[route.page];
            return (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <RouteGuard access={route.access}>
                    <Suspense fallback={null}>
                      <Page routeId={route.id} />
                    </Suspense>
                  </RouteGuard>
                }
              />
            );
          })}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
