// What a member's data export holds: one JSON file per kind of thing they made or did, read from their own rows.
// Large kinds (sightings, comments, likes, follows, bookmarks) are read a page at a time, keyed on an id, so the
// export never holds them all in memory; the others are a member's few dozen rows at most. Secrets (the password
// hash, reset tokens) never leave the server.
import path from 'node:path';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookmarks,
  commentLikes,
  comments,
  customSpeciesProposals,
  gearReviews,
  gearWishlist,
  guidePurchases,
  guideRatings,
  likes,
  locationAlerts,
  locationGuides,
  mediaAssets,
  migrationAlerts,
  payments,
  portfolioCollections,
  portfolioItems,
  premiumGrants,
  printOrders,
  printProducts,
  rareSpeciesWatchers,
  refunds,
  sightingIdentifications,
  sightings,
  speciesDatabase,
  subscriptions,
  userFollows,
  userPortfolios,
  users,
} from '../../db/schema';

const PAGE = 500;

/** Where an asset's original goes in the zip: media/<asset id>-<kind>.<its own extension>. */
export function originalPathInZip(asset: { id: number; kind: string; originalKey: string }): string {
  const ext = path
    .extname(asset.originalKey)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');
  return `media/${asset.id}-${asset.kind}${ext || '.bin'}`;
}

/** The member's uploads whose originals go into the zip, smallest id first. */
export async function exportedAssets(db: Db, userId: number) {
  return db
    .select({
      id: mediaAssets.id,
      kind: mediaAssets.kind,
      mime: mediaAssets.mime,
      originalKey: mediaAssets.originalKey,
      originalBytes: mediaAssets.originalBytes,
      createdAt: mediaAssets.createdAt,
    })
    .from(mediaAssets)
    .where(eq(mediaAssets.ownerId, userId))
    .orderBy(asc(mediaAssets.id));
}
export type ExportedAsset = Awaited<ReturnType<typeof exportedAssets>>[number];

/** Rows of one kind, page after page, each page after the last key of the previous one. */
async function* keyed<T>(
  fetch: (after: number) => Promise<T[]>,
  keyOf: (row: T) => number,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const page = await fetch(after);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1];
    if (page.length < PAGE || last === undefined) return;
    after = keyOf(last);
  }
}

async function* once<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}

/** One file of the export: a JSON array streamed page by page, or one JSON object. */
export type ExportSection =
  | { file: string; kind: 'list'; pages: () => AsyncGenerator<unknown[]> }
  | { file: string; kind: 'object'; value: () => Promise<unknown> };

export function exportSections(db: Db, userId: number, assets: readonly ExportedAsset[]): ExportSection[] {
  const mine =
    <T extends { id: number }>(fetch: (after: number) => Promise<T[]>) =>
    () =>
      keyed(fetch, (r) => r.id);
  const originalOf = new Map(assets.map((a) => [a.id, originalPathInZip(a)]));
  return [
    {
      file: 'profile.json',
      kind: 'object',
      value: async () => {
        const [user] = await db.select().from(users).where(eq(users.id, userId));
        if (!user) return null;
        const { passwordHash: _h, passwordResetToken: _t, passwordResetExpires: _e, ...profile } = user;
        return profile;
      },
    },
    {
      file: 'sightings.json',
      kind: 'list',
      pages: mine(async (after) => {
        const rows = await db
          .select({
            sighting: sightings,
            scientificName: speciesDatabase.scientificName,
            commonName: speciesDatabase.commonName,
          })
          .from(sightings)
          .leftJoin(speciesDatabase, eq(speciesDatabase.id, sightings.speciesId))
          .where(and(eq(sightings.userId, userId), gt(sightings.id, after)))
          .orderBy(asc(sightings.id))
          .limit(PAGE);
        return rows.map(({ sighting: s, scientificName, commonName }) => ({
          id: s.id,
          species: { name: s.speciesName, scientificName, commonName, catalogueId: s.speciesId },
          category: s.category,
          description: s.description,
          place: {
            location: s.location,
            specificLocation: s.specificLocation,
            latitude: s.latitude,
            longitude: s.longitude,
            geoprivacy: s.geoprivacy,
            countryCode: s.countryCode,
            region: s.region,
            placeName: s.placeName,
          },
          dateSpotted: s.dateSpotted,
          timeSpotted: s.timeSpotted,
          createdAt: s.createdAt,
          updatedAt: s.updatedAt,
          isPublic: s.isPublic,
          mediaType: s.mediaType,
          photoUrl: s.photoUrl,
          videoUrl: s.videoUrl,
          originalFile: s.mediaAssetId !== null ? (originalOf.get(s.mediaAssetId) ?? null) : null,
          photoLicense: s.photoLicense,
          observation: {
            rarityLevel: s.rarityLevel,
            confidence: s.confidence,
            weatherConditions: s.weatherConditions,
            temperature: s.temperature,
            season: s.season,
            timeOfDay: s.timeOfDay,
            visibility: s.visibility,
            wildlifeActivity: s.wildlifeActivity,
            groupSize: s.groupSize,
            adultCount: s.adultCount,
            juvenileCount: s.juvenileCount,
            nestingBehavior: s.nestingBehavior,
            migrationRelated: s.migrationRelated,
          },
          counts: { views: s.views, likes: s.likes, comments: s.commentCount },
          qualityGrade: s.qualityGrade,
        }));
      }),
    },
    {
      file: 'comments.json',
      kind: 'list',
      pages: mine((after) =>
        db
          .select({
            id: comments.id,
            sightingId: comments.sightingId,
            parentCommentId: comments.parentCommentId,
            content: comments.content,
            likes: comments.likes,
            isEdited: comments.isEdited,
            createdAt: comments.createdAt,
          })
          .from(comments)
          .where(and(eq(comments.userId, userId), gt(comments.id, after)))
          .orderBy(asc(comments.id))
          .limit(PAGE),
      ),
    },
    {
      file: 'likes.json',
      kind: 'list',
      pages: () =>
        keyed(
          (after) =>
            db
              .select({ sightingId: likes.sightingId, createdAt: likes.createdAt })
              .from(likes)
              .where(and(eq(likes.userId, userId), gt(likes.sightingId, after)))
              .orderBy(asc(likes.sightingId))
              .limit(PAGE),
          (r) => r.sightingId,
        ),
    },
    {
      file: 'comment-likes.json',
      kind: 'list',
      pages: () =>
        keyed(
          (after) =>
            db
              .select({ commentId: commentLikes.commentId, createdAt: commentLikes.createdAt })
              .from(commentLikes)
              .where(and(eq(commentLikes.userId, userId), gt(commentLikes.commentId, after)))
              .orderBy(asc(commentLikes.commentId))
              .limit(PAGE),
          (r) => r.commentId,
        ),
    },
    {
      file: 'following.json',
      kind: 'list',
      pages: () =>
        keyed(
          (after) =>
            db
              .select({
                userId: userFollows.followingId,
                username: users.username,
                since: userFollows.createdAt,
              })
              .from(userFollows)
              .innerJoin(users, eq(users.id, userFollows.followingId))
              .where(and(eq(userFollows.followerId, userId), gt(userFollows.followingId, after)))
              .orderBy(asc(userFollows.followingId))
              .limit(PAGE),
          (r) => r.userId,
        ),
    },
    {
      file: 'followers.json',
      kind: 'list',
      pages: () =>
        keyed(
          (after) =>
            db
              .select({
                userId: userFollows.followerId,
                username: users.username,
                since: userFollows.createdAt,
              })
              .from(userFollows)
              .innerJoin(users, eq(users.id, userFollows.followerId))
              .where(and(eq(userFollows.followingId, userId), gt(userFollows.followerId, after)))
              .orderBy(asc(userFollows.followerId))
              .limit(PAGE),
          (r) => r.userId,
        ),
    },
    {
      file: 'bookmarks.json',
      kind: 'list',
      pages: mine((after) =>
        db
          .select({
            id: bookmarks.id,
            sightingId: bookmarks.sightingId,
            collectionName: bookmarks.collectionName,
            notes: bookmarks.notes,
            createdAt: bookmarks.createdAt,
          })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, userId), gt(bookmarks.id, after)))
          .orderBy(asc(bookmarks.id))
          .limit(PAGE),
      ),
    },
    {
      file: 'portfolio.json',
      kind: 'object',
      value: async () => {
        const [portfolio] = await db.select().from(userPortfolios).where(eq(userPortfolios.userId, userId));
        if (!portfolio) return null;
        const collections = await db
          .select()
          .from(portfolioCollections)
          .where(eq(portfolioCollections.portfolioId, portfolio.id))
          .orderBy(asc(portfolioCollections.orderIndex), asc(portfolioCollections.id));
        const items = collections.length
          ? await db
              .select()
              .from(portfolioItems)
              .where(
                inArray(
                  portfolioItems.collectionId,
                  collections.map((c) => c.id),
                ),
              )
              .orderBy(asc(portfolioItems.collectionId), asc(portfolioItems.orderIndex))
          : [];
        return { ...portfolio, collections, items };
      },
    },
    {
      file: 'alerts.json',
      kind: 'object',
      value: async () => ({
        locationAlerts: await db.select().from(locationAlerts).where(eq(locationAlerts.userId, userId)),
        migrationAlerts: await db.select().from(migrationAlerts).where(eq(migrationAlerts.userId, userId)),
        rareSpeciesWatches: await db
          .select()
          .from(rareSpeciesWatchers)
          .where(eq(rareSpeciesWatchers.userId, userId)),
      }),
    },
    {
      file: 'payments.json',
      kind: 'object',
      value: async () => {
        const paid = await db
          .select()
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(asc(payments.id));
        return {
          payments: paid,
          refunds: paid.length
            ? await db
                .select()
                .from(refunds)
                .where(
                  inArray(
                    refunds.originalPaymentId,
                    paid.map((p) => p.id),
                  ),
                )
            : [],
          subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
          complimentaryPremium: await db.select().from(premiumGrants).where(eq(premiumGrants.userId, userId)),
        };
      },
    },
    {
      file: 'guides.json',
      kind: 'object',
      value: async () => ({
        written: await db
          .select()
          .from(locationGuides)
          .where(eq(locationGuides.authorId, userId))
          .orderBy(asc(locationGuides.id)),
        bought: await db
          .select({
            guideId: guidePurchases.guideId,
            title: locationGuides.title,
            amount: guidePurchases.amount,
            currency: guidePurchases.currency,
            paymentMethod: guidePurchases.paymentMethod,
            status: guidePurchases.status,
            createdAt: guidePurchases.createdAt,
          })
          .from(guidePurchases)
          .innerJoin(locationGuides, eq(locationGuides.id, guidePurchases.guideId))
          .where(eq(guidePurchases.userId, userId)),
        ratings: await db.select().from(guideRatings).where(eq(guideRatings.userId, userId)),
      }),
    },
    {
      file: 'prints.json',
      kind: 'object',
      value: async () => ({
        products: await db.select().from(printProducts).where(eq(printProducts.userId, userId)),
        orders: await db.select().from(printOrders).where(eq(printOrders.userId, userId)),
      }),
    },
    {
      file: 'reviews.json',
      kind: 'object',
      value: async () => ({
        gearReviews: await db.select().from(gearReviews).where(eq(gearReviews.userId, userId)),
        gearWishlist: await db.select().from(gearWishlist).where(eq(gearWishlist.userId, userId)),
      }),
    },
    {
      file: 'identifications.json',
      kind: 'object',
      value: async () => ({
        identifications: await db
          .select()
          .from(sightingIdentifications)
          .where(eq(sightingIdentifications.userId, userId)),
        speciesProposals: await db
          .select()
          .from(customSpeciesProposals)
          .where(eq(customSpeciesProposals.userId, userId)),
      }),
    },
    {
      file: 'media.json',
      kind: 'list',
      pages: () =>
        once(
          Promise.resolve(
            assets.map((a) => ({
              id: a.id,
              kind: a.kind,
              mime: a.mime,
              bytes: a.originalBytes,
              createdAt: a.createdAt,
              file: originalPathInZip(a),
            })),
          ),
        ),
    },
  ];
}
