import { DEFAULT_EMAIL_PREFERENCES } from '@common/schemas/auth';
// Test harness for the account screens: i18n, a fresh query client (current member seeded), a memory router
// with a probe showing the current location, the toaster, and a fetch stub answering by method and path.

import type { CurrentUser } from '@common/schemas/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { resetToasts } from '../../components/ui/use-toast';
import { authKeys } from '../../features/auth/keys';
import i18n, { i18nReady } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export async function renderPage(
  page: ReactElement,
  { path, url = path, me = null }: { path: string; url?: string; me?: CurrentUser | null },
) {
  await i18nReady;
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  resetToasts();
  const queryClient = createQueryClient();
  // Seeding the member keeps /api/auth/me out of the fetch calls the tests count.
  queryClient.setQueryData(authKeys.me, me);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** Stubs fetch: `routes` maps 'METHOD /path' to a reply; anything else (e.g. error reports) answers 204. */
export function stubFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler = routes[`${method} ${path}`];
    return handler ? handler(init, url) : new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, methodAndPath: string) {
  const [method, path] = methodAndPath.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (init?.method ?? 'GET').toUpperCase() === method && url.split('?')[0] === path;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

export const MEMBER: CurrentUser = {
  id: 42,
  username: 'river_otter',
  email: 'otter@example.com',
  profileImageUrl: null,
  subscriptionTier: 'free',
  bio: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  preferredLanguage: 'en',
  isAdmin: false,
  onboardingCompleted: false,
  emailNotificationPreferences: DEFAULT_EMAIL_PREFERENCES,
};

/** The element a field's aria-describedby points at first (its message block). */
export function describedBy(field: HTMLElement): HTMLElement | null {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id) : null;
}
