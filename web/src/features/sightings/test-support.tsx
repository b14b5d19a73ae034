// Test helpers for the sightings, comments, explore and sighting page tests: sample data shaped like the API,
// a render with the app's providers, a router location probe and the toaster, and a fetch stub whose
// replies may be held back (to see optimistic updates) and whose calls can be read back. The render is also
// the account tests' renderPage (pages/auth/test-utils.tsx). Only test files import this module.
import { DEFAULT_EMAIL_PREFERENCES } from '@common/schemas/auth';
import type { Comment } from '@common/schemas/comments';
import type { Sighting, SightingDetail, SightingMedia } from '@common/schemas/sightings';
import type { CurrentUser } from '@common/schemas/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { resetToasts } from '../../components/ui/use-toast';
import i18n, { i18nReady } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { authKeys } from '../auth/keys';

export function makeSighting(overrides: Partial<Sighting> = {}): Sighting {
  return {
    id: 42,
    userId: 7,
    speciesName: 'Polar bear',
    species: null,
    description: 'Walking along the shore at dawn, then resting on the ice for an hour.',
    location: 'Churchill, Manitoba, Canada',
    latitude: '58.77',
    longitude: '-94.17',
    photoUrl: 'uploads/polar-bear.webp',
    videoUrl: null,
    mediaType: 'photo',
    createdAt: '2025-10-14T09:30:00.000Z',
    category: 'mammals',
    photographer: 'Arctic Lens',
    isCurated: false,
    instagramSourceUsername: null,
    originalPhotographerCredit: null,
    instagramSourceUrl: null,
    photoLicense: null,
    sourceUrl: null,
    dateSpotted: null,
    qualityGrade: 'needs_id',
    views: 0,
    likes: 0,
    commentCount: 0,
    likedByMe: false,
    bookmarkedByMe: false,
    user: { id: 7, username: 'arcticlens', profileImageUrl: null },
    media: null,
    place: { countryCode: 'CA', region: 'Manitoba', nearestPlace: 'Churchill' },
    positionPrecision: 'exact',
    ...overrides,
  };
}

/** Processed media of a 4000 x 3000 photo: WebP renditions with JPEG fallbacks. */
export function makeSightingMedia(overrides: Partial<SightingMedia> = {}): SightingMedia {
  return {
    thumbUrl: '/media/s/1/thumb.webp',
    smallUrl: '/media/s/1/small.webp',
    mediumUrl: '/media/s/1/medium.webp',
    largeUrl: '/media/s/1/large.webp',
    fallback: {
      thumbUrl: '/media/s/1/thumb.jpg',
      smallUrl: '/media/s/1/small.jpg',
      mediumUrl: '/media/s/1/medium.jpg',
      largeUrl: '/media/s/1/large.jpg',
    },
    posterUrl: null,
    placeholder: null,
    width: 4000,
    height: 3000,
    durationSeconds: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<SightingDetail> = {}): SightingDetail {
  return {
    ...makeSighting(),
    specificLocation: null,
    timeSpotted: null,
    isPublic: true,
    rarityLevel: null,
    geoprivacy: 'open',
    confidence: 'confirmed',
    weatherConditions: null,
    temperature: null,
    season: null,
    timeOfDay: null,
    visibility: null,
    wildlifeActivity: null,
    groupSize: null,
    adultCount: null,
    juvenileCount: null,
    nestingBehavior: null,
    migrationRelated: null,
    camera: null,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    sightingId: 42,
    content: 'What a sighting!',
    parentCommentId: null,
    userId: 9,
    user: { username: 'owlfan', profileImageUrl: null },
    createdAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
    likes: 0,
    likedByMe: false,
    replies: [],
    ...overrides,
  };
}

export function makeMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'arcticlens',
    email: 'arctic@example.org',
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

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `url` (matched by `path`), signed in as `me` (null: a visitor), with the toaster. */
export async function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    url = path,
    me = null,
    language = 'en',
  }: { path?: string; url?: string; me?: CurrentUser | null; language?: string } = {},
) {
  await i18nReady;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  resetToasts();
  const queryClient = createQueryClient();
  // Seeding the member keeps /api/auth/me out of the fetch calls the tests count.
  queryClient.setQueryData(authKeys.me, me);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch: `routes` maps 'METHOD /path' to a handler (a GET may be written as '/path'); anything else
 * answers 404 JSON. `calls` lists every request made, with its parsed JSON body.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const handler =
      routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    return handler ? handler({ url, body }) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (methodAndPath: string) => calls.filter((c) => `${c.method} ${c.path}` === methodAndPath),
  };
}

/** A reply held back until the test releases it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
