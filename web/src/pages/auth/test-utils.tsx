// Test harness for the account screens: the app's providers around a page (i18n, a fresh query client with
// the current member seeded, a memory router with a location probe, the toaster), and a fetch stub answering
// by method and path.
import { DEFAULT_EMAIL_PREFERENCES } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { vi } from 'vitest';

// The render harness is shared with the sightings tests (one place to add a provider); the account tests
// know it as renderPage.
export { LocationProbe, renderScreen as renderPage } from '../../features/sightings/test-support';

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
