// Test data for the profile, follow, bookmark, portfolio and notification tests; only test files import it.
import type { AppNotification } from '@common/schemas/notifications';
import type { Portfolio, PortfolioCollection } from '@common/schemas/portfolios';
import type { OwnProfile, Profile } from '@common/schemas/profiles';
import type { Sighting } from '@common/schemas/sightings';
import { makeSighting as baseSighting } from '../sightings/test-support';

/** A plain sighting by heron_watch: the sightings tests' factory with this suite's defaults. */
export function makeSighting(overrides: Partial<Sighting> = {}): Sighting {
  const id = overrides.id ?? 1;
  return baseSighting({
    id,
    speciesName: `Species ${id}`,
    description: null,
    location: null,
    latitude: null,
    longitude: null,
    photoUrl: null,
    mediaType: 'none',
    createdAt: '2026-03-01T10:00:00.000Z',
    category: 'birds',
    photographer: 'heron_watch',
    user: { id: 7, username: 'heron_watch', profileImageUrl: null },
    ...overrides,
  });
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    username: 'heron_watch',
    profileImageUrl: null,
    subscriptionTier: 'free',
    bio: 'Herons at dawn.',
    createdAt: '2025-01-01T00:00:00.000Z',
    interests: ['herons', 'wetlands'],
    experienceLevel: 'advanced',
    equipment: 'Nikon Z8, 500mm PF',
    goals: null,
    instagramUsername: 'heron.watch',
    counts: { sightings: 12, followers: 5, following: 3, likesReceived: 40 },
    followedByMe: false,
    portfolioUrl: null,
    ...overrides,
  };
}

export function makeOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    ...makeProfile({ id: 42, username: 'river_otter', bio: null, interests: [], instagramUsername: null }),
    defaultMediaLicense: 'all-rights-reserved',
    notificationPreferences: { newFollowers: true, likes: true, comments: true, replies: true },
    spotlightOptIn: false,
    ...overrides,
  };
}

export function makeCollection(overrides: Partial<PortfolioCollection> = {}): PortfolioCollection {
  return {
    id: 1,
    title: 'Birds',
    description: null,
    orderIndex: 0,
    isFeatured: false,
    coverImageUrl: null,
    items: [],
    ...overrides,
  };
}

export function makePortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    id: 3,
    saved: true,
    title: 'My Wildlife Portfolio',
    description: null,
    portfolioUrl: 'river-otter',
    isPublic: true,
    theme: 'nature',
    layout: 'grid',
    bio: null,
    headerImageUrl: null,
    socialLinks: {},
    owner: {
      id: 42,
      username: 'river_otter',
      profileImageUrl: null,
      subscriptionTier: 'free',
      bio: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    collections: [],
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    type: 'like',
    message: 'heron_watch liked your sighting',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    actor: { id: 7, username: 'heron_watch', profileImageUrl: null },
    sightingId: 11,
    commentId: null,
    speciesName: 'Grey Heron',
    ...overrides,
  };
}
