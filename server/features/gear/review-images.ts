// A gear review's photos: pictures its author uploaded as illustrations (POST /api/media, purpose
// illustration). A review names them by URL (gear_reviews.image_urls); the write accepts only URLs of the
// author's own illustrations (any rendition's, stored as the asset's canonical one), so a review can neither
// hotlink another site nor show someone else's upload. Reading, each URL is resolved to its renditions for the
// list's small pictures and the larger view.
import { GEAR_MESSAGES, type GearReviewImage } from '@common/schemas/gear';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MediaAssetRow, mediaAssets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ILLUSTRATION_KIND } from '../media/illustration';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Variants = MediaAssetRow['variants'];

/** The URL a review stores for an asset: its largest WebP rendition. */
export function canonicalUrl(v: Variants): string | null {
  return v.large?.url ?? v.medium?.url ?? v.small?.url ?? v.thumb?.url ?? null;
}

/** Every rendition's URL (WebP and JPEG): the client may send any of them. */
function everyUrl(v: Variants): string[] {
  const f = v.fallback;
  return [v.thumb, v.small, v.medium, v.large, f?.thumb, f?.small, f?.medium, f?.large].flatMap((x) =>
    x ? [x.url] : [],
  );
}

/**
 * The canonical URLs of `urls`, each one of `userId`'s own illustrations, in the order given and without
 * repeats; 400 naming the first one that is not. The assets are locked (FOR SHARE) until the caller's
 * transaction ends, so the upload expiry, which deletes under the row's FOR UPDATE lock, either ran before
 * (the URL is refused) or sees the review that now uses them.
 */
export async function ownIllustrationUrls(
  tx: Tx,
  userId: number,
  urls: readonly string[],
): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await tx
    .select({ variants: mediaAssets.variants })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.ownerId, userId), eq(mediaAssets.kind, ILLUSTRATION_KIND)))
    .for('share');
  const canonicalOf = new Map<string, string>();
  for (const { variants } of rows) {
    const canonical = canonicalUrl(variants);
    if (canonical) for (const url of everyUrl(variants)) canonicalOf.set(url, canonical);
  }
  const out: string[] = [];
  for (const [index, url] of urls.entries()) {
    const canonical = canonicalOf.get(url);
    if (!canonical)
      throw new HttpError(400, GEAR_MESSAGES.imageNotYours, [
        { path: `imageUrls/${index}`, message: GEAR_MESSAGES.imageNotYours },
      ]);
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out;
}

export type ImagesByReview = (review: { userId: number; imageUrls: string[] }) => GearReviewImage[];

/** Resolves the photos of the reviews being shown (one query for all their authors' illustrations). */
export async function reviewImageResolver(
  db: Pick<Db, 'select'>,
  reviews: readonly { userId: number; imageUrls: string[] }[],
): Promise<ImagesByReview> {
  const authors = [...new Set(reviews.filter((r) => r.imageUrls.length > 0).map((r) => r.userId))];
  if (authors.length === 0) return () => [];
  const rows = await db
    .select({
      ownerId: mediaAssets.ownerId,
      variants: mediaAssets.variants,
      width: mediaAssets.width,
      height: mediaAssets.height,
    })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.ownerId, authors), eq(mediaAssets.kind, ILLUSTRATION_KIND)));
  const found = new Map<string, GearReviewImage>();
  for (const r of rows) {
    const url = canonicalUrl(r.variants);
    if (!url) continue;
    const v = r.variants;
    found.set(`${r.ownerId} ${url}`, {
      url,
      thumbUrl: v.thumb?.url ?? v.small?.url ?? url,
      smallUrl: v.small?.url ?? v.medium?.url ?? url,
      largeUrl: url,
      width: r.width,
      height: r.height,
    });
  }
  // A photo whose asset is gone (its files with it) is left out rather than shown broken.
  return (review) =>
    review.imageUrls.flatMap((url) => {
      const image = found.get(`${review.userId} ${url}`);
      return image ? [image] : [];
    });
}
