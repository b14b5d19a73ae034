// The two shapes of a guide (common/schemas/guides.ts). presentPreview never reads content, equipment or tips:
// it is the only shape listed, searched, put in the page's HTML or its Open Graph tags, or sent to a member who
// has not bought a paid guide. The excerpt is made here from the description, never from the paid content.
import { GUIDE_LIMITS, type GuidePreview } from '@common/schemas/guides';
import type { LocationGuideRow } from '../../db/schema';
import type { MediaVariants } from '../../db/schema/media';

export interface GuideAuthor {
  id: number;
  username: string;
}

/** The columns a preview is made of: the paid ones are not even selected for it. */
export type PreviewRow = Omit<LocationGuideRow, 'content' | 'equipment' | 'tips'> & {
  authorUsername: string;
  previewVariants: MediaVariants | null;
};

export function excerptOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= GUIDE_LIMITS.excerpt) return flat;
  return `${flat.slice(0, GUIDE_LIMITS.excerpt - 1).trimEnd()}…`;
}

function imageOf(v: MediaVariants | null): string | null {
  if (!v) return null;
  return v.large?.url ?? v.medium?.url ?? v.thumb?.url ?? null;
}

export function presentPreview(row: PreviewRow): GuidePreview {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    excerpt: excerptOf(row.description),
    location: row.location,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    price: row.price,
    currency: row.currency,
    isFree: row.price === 0,
    category: row.category as GuidePreview['category'],
    difficulty: row.difficulty as GuidePreview['difficulty'],
    bestSeason: row.bestSeason as GuidePreview['bestSeason'],
    keySpecies: row.keySpecies,
    previewImage: imageOf(row.previewVariants),
    rating: Number(row.rating),
    totalRatings: row.totalRatings,
    totalSales: row.totalSales,
    status: row.status as GuidePreview['status'],
    author: { id: row.authorId, username: row.authorUsername, displayName: null },
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The author's share of a sale, in minor units, rounded down (the site keeps the remainder). */
export function authorShareOf(amountMinor: number): number {
  return Math.floor((amountMinor * 70) / 100);
}
