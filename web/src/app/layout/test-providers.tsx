// Test helpers for the shell and sightings tests: the app's providers around a component, and a fetch stub
// that answers JSON by path. Only test files import this module.
import { DEFAULT_EMAIL_PREFERENCES } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { authKeys } from '../../features/auth/keys';
import { i18nReady } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';

export interface RenderOptions {
  route?: string;
  /** Signed in as this member (seeded into the cache, as /api/auth/me would); signed out when null. */
  user?: CurrentUser | null;
  queryClient?: QueryClient;
}

export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  await i18nReady;
  const queryClient = options.queryClient ?? createQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(authKeys.me, options.user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'fieldwatcher',
    email: 'field@example.org',
    profileImageUrl: null,
    subscriptionTier: 'free',
    bio: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    preferredLanguage: 'en',
    isAdmin: false,
    onboardingCompleted: true,
    emailNotificationPreferences: { ...DEFAULT_EMAIL_PREFERENCES },
    ...overrides,
  };
}

type Reply = { status?: number; body: unknown };
type Route = Reply | ((init: RequestInit | undefined) => Reply);

/** Stubs global fetch: `routes` maps "METHOD /path" (or "/path" for GET) to a JSON reply. Unknown paths 404. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route =
      routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    const reply =
      typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
