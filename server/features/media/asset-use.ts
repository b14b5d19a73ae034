// What still shows an uploaded asset (a sighting, a profile picture, a portfolio header or collection cover, a
// category or product image, a guide's preview, a gear review's photos), and deleting an asset nothing shows:
// the one way both DELETE /api/media/:id and the upload expiry (jobs/upload-expiry.ts) delete uploads.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  categoryImages,
  gearProducts,
  gearReviews,
  locationGuides,
  type MediaAssetRow,
  mediaAssets,
  photoUploads,
  portfolioCollections,
  sightings,
  userPortfolios,
  users,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { assetKeys } from '../../jobs/media-cleanup';
import { enqueueJob } from '../../jobs/queue';

/** Every public URL of an asset (variants, fallbacks, poster, video). */
function publicUrls(asset: MediaAssetRow): string[] {
  const v = asset.variants;
  const all = [
    v.thumb,
    v.small,
    v.medium,
    v.large,
    v.fallback?.thumb,
    v.fallback?.small,
    v.fallback?.medium,
    v.fallback?.large,
    v.poster,
    v.video,
  ];
  return [...new Set(all.flatMap((x) => (x ? [x.url] : [])))];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The columns that show an asset by one of its public URLs rather than by its id: a member's picture, a
 * portfolio header (copied from a sighting, it stays when the sighting goes), a collection cover, a category
 * image. Sightings name their asset by id (and keep its URLs in photo_url / video_url). A new column that
 * stores a media URL belongs here, so neither DELETE /api/media/:id nor the upload expiry removes what it shows.
 */
export const MEDIA_URL_REFERENCES = [
  { use: 'avatar', table: users, column: users.profileImageUrl },
  { use: 'elsewhere', table: userPortfolios, column: userPortfolios.headerImage },
  { use: 'elsewhere', table: portfolioCollections, column: portfolioCollections.coverImage },
  { use: 'elsewhere', table: categoryImages, column: categoryImages.imageUrl },
  { use: 'elsewhere', table: gearProducts, column: gearProducts.imageUrl },
  // An article's uploaded cover (features/articles): its large rendition's URL.
  { use: 'elsewhere', table: articles, column: articles.coverUrl },
] as const;

/** What still shows an asset: it is then not deleted. */
export type MediaUse = 'sighting' | (typeof MEDIA_URL_REFERENCES)[number]['use'];

/**
 * What shows the asset, or null. Call it in the transaction that holds the asset's row lock: a publish locks
 * the same row, so it is either committed and seen here, or waits and then finds the asset gone. An avatar
 * change locks the member's row instead (not the asset), so the owner's row is locked here too (KEY SHARE:
 * it only waits for that change and blocks nothing else).
 */
export async function mediaAssetUse(tx: Tx, asset: MediaAssetRow): Promise<MediaUse | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, asset.ownerId)).for('key share');
  const urls = publicUrls(asset);
  const byUrl = urls.length > 0 ? [inArray(sightings.photoUrl, urls), inArray(sightings.videoUrl, urls)] : [];
  const [sighting] = await tx
    .select({ id: sightings.id })
    .from(sightings)
    .where(or(eq(sightings.mediaAssetId, asset.id), ...byUrl))
    .limit(1);
  if (sighting) return 'sighting';
  if (urls.length === 0) return null;
  for (const ref of MEDIA_URL_REFERENCES) {
    const [shown] = await tx
      .select({ n: sql<number>`1` })
      .from(ref.table)
      .where(inArray(ref.column, urls))
      .limit(1);
    if (shown) return ref.use;
  }
  return (await shownByIllustrationUse(tx, asset, urls)) ? 'elsewhere' : null;
}

/**
 * What shows an illustration (or a guide's preview photo) beyond MEDIA_URL_REFERENCES: a location guide's
 * preview names its asset by id, a gear review lists its photos' URLs in an array. Both are the owner's own
 * (the guide and review writes check it), so the owner's rows are all that is searched.
 */
async function shownByIllustrationUse(tx: Tx, asset: MediaAssetRow, urls: string[]): Promise<boolean> {
  const [guide] = await tx
    .select({ n: sql<number>`1` })
    .from(locationGuides)
    .where(eq(locationGuides.previewMediaAssetId, asset.id))
    .limit(1);
  if (guide) return true;
  const list = sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  );
  const [review] = await tx
    .select({ n: sql<number>`1` })
    .from(gearReviews)
    .where(
      and(eq(gearReviews.userId, asset.ownerId), sql`${gearReviews.imageUrls} && array[${list}]::text[]`),
    )
    .limit(1);
  return review !== undefined;
}

export type UnusedAssetDeletion =
  | { outcome: 'deleted'; asset: MediaAssetRow }
  /** No such asset; with `skipLocked`, also one another transaction is changing right now. */
  | { outcome: 'gone' }
  | { outcome: 'used'; use: MediaUse };

/**
 * Deletes an asset nothing shows, the one way both DELETE /api/media/:id and the upload expiry
 * (jobs/upload-expiry.ts) do it: under the asset's row lock, checked by mediaAssetUse, its rows in one
 * transaction, then its files. `allow` may throw to refuse (e.g. not the owner's), inside the transaction.
 */
export async function deleteUnusedAsset(
  ctx: Pick<AppContext, 'db' | 'media' | 'log'>,
  id: number,
  options: { allow?: (asset: MediaAssetRow) => void; skipLocked?: boolean } = {},
): Promise<UnusedAssetDeletion> {
  const result = await ctx.db.transaction(async (tx): Promise<UnusedAssetDeletion> => {
    // The row lock orders this delete with a publish that attaches the same upload (it locks it too).
    const [row] = await tx
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, id))
      .for('update', options.skipLocked ? { skipLocked: true } : {});
    if (!row) return { outcome: 'gone' };
    options.allow?.(row);
    const use = await mediaAssetUse(tx, row);
    if (use) return { outcome: 'used', use };
    // An upload never published gives its slot of the month back. A published one keeps counting even once
    // its sighting is deleted (the cleanup job removes that asset and its row stays, its asset id null), so
    // uploading, publishing and deleting never adds up to more than the plan's photos a month.
    await tx.delete(photoUploads).where(eq(photoUploads.mediaAssetId, id));
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
    return { outcome: 'deleted', asset: row };
  });
  if (result.outcome !== 'deleted') return result;
  // Rows before files (never a row naming missing files); a file left behind is the cleanup job's to retry.
  const keys = assetKeys(ctx.media, result.asset, ctx.log);
  try {
    await Promise.all(keys.map((key) => ctx.media.delete(key)));
  } catch (error) {
    // The row is gone; the files are retried by the cleanup job rather than left behind.
    ctx.log.warn({ err: error, mediaAssetId: result.asset.id }, 'media delete failed; cleanup queued');
    await enqueueJob(ctx.db, 'media_cleanup', { keys });
  }
  return result;
}
