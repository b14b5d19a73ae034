// The three upload screens are members-only routes: a visitor is sent to /login?returnUrl=..., a member sees
// the real page (not the placeholder section page).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../app/guards';
import { PAGES } from '../../app/pages';
import { ROUTES } from '../../app/route-table';
import { authKeys } from '../../features/auth/keys';
import { i18nReady } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse, LocationProbe, MEMBER, stubFetch } from '../auth/test-utils';

vi.mock('../../features/uploads/LocationMap', () => ({ default: () => <div data-testid="location-map" /> }));
afterEach(() => vi.unstubAllGlobals());

const UPLOAD_PATHS = ['/upload', '/report-sighting', '/bulk-sighting'];

async function visit(url: string, me: typeof MEMBER | null) {
  await i18nReady;
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {ROUTES.filter((r) => UPLOAD_PATHS.includes(r.path)).map((route) => {
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

describe('upload routes', () => {
  it('are members-only real pages', () => {
    for (const path of UPLOAD_PATHS) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route?.access, path).toBe('member');
      expect(route?.page, path).not.toBe('section');
    }
  });

  it('send a visitor to sign in and back', async () => {
    stubFetch({});
    await visit('/upload?mode=photo', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnUrl=%2Fupload%3Fmode%3Dphoto');
  });

  it.each([
    ['/upload', 'Upload a Sighting'],
    ['/report-sighting', 'Report a Sighting'],
    ['/bulk-sighting', 'Upload Several Sightings'],
  ])('show %s to a member', async (path, title) => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    await visit(path, MEMBER);
    // The page is a lazy chunk; its first import in a test run can take more than findBy's default 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
