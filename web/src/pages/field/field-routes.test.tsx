// The four field-mode routes are real pages now, not the section placeholder: /field-mode, /field/tools and
// /field/settings are open to anyone, /field/quick-sighting needs a member (a visitor goes to sign in and back).
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
import { LocationProbe, type MEMBER, stubFetch } from '../auth/test-utils';

afterEach(() => vi.unstubAllGlobals());

const FIELD_ROUTES: Record<string, { id: string; access: string; page: string }> = {
  '/field-mode': { id: 'fieldMode', access: 'public', page: 'fieldMode' },
  '/field/quick-sighting': { id: 'fieldQuickSighting', access: 'member', page: 'fieldQuickSighting' },
  '/field/tools': { id: 'fieldTools', access: 'public', page: 'fieldTools' },
  '/field/settings': { id: 'fieldSettings', access: 'public', page: 'fieldSettings' },
};

async function visit(url: string, me: typeof MEMBER | null) {
  await i18nReady;
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {ROUTES.filter((r) => r.path in FIELD_ROUTES).map((route) => {
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

describe('field routes', () => {
  it('are in the route table as real pages with their access', () => {
    for (const [path, expected] of Object.entries(FIELD_ROUTES)) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route, path).toEqual({ path, ...expected });
    }
  });

  it('sends a visitor to sign in before a quick sighting', async () => {
    stubFetch({});
    await visit('/field/quick-sighting', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnUrl=%2Ffield%2Fquick-sighting');
  });

  it.each([
    ['/field-mode', 'Field Mode'],
    ['/field/tools', 'Field Tools'],
    ['/field/settings', 'Field Settings'],
  ])('shows %s to a visitor', async (path, title) => {
    stubFetch({});
    await visit(path, null);
    // The page is a lazy chunk; its first import in a test run can take more than findBy's default 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});
