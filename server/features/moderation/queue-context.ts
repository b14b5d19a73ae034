// What the moderation queue shows of each item (queue.ts): the sighting, comment, profile or gear review in
// context, and the member behind it with their standing. One query per kind for a whole page of items.
import { isSuspendedAt, type QueueItem, type QueueMember } from '@common/schemas/moderation';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  comments,
  gearProducts,
  gearReviews,
  mediaAssets,
  moderationActions,
  sightings,
  users,
} from '../../db/schema';
import { REMOVED_STATUS, UNDER_REVIEW_STATUS } from './service';

export async function loadSightings(db: Db, ids: number[]) {
  const found = new Map<number, { authorId: number; sighting: NonNullable<QueueItem['sighting']> }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: sightings.id,
      userId: sightings.userId,
      speciesName: sightings.speciesName,
      description: sightings.description,
      isPublic: sightings.isPublic,
      status: sightings.verificationStatus,
      variants: mediaAssets.variants,
    })
    .from(sightings)
    .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
    .where(inArray(sightings.id, ids));
  for (const r of rows) {
    const v = r.variants;
    found.set(r.id, {
      authorId: r.userId,
      sighting: {
        id: r.id,
        speciesName: r.speciesName,
        description: r.description,
        thumbUrl: v?.thumb?.url ?? v?.poster?.url ?? null,
        imageUrl: v?.medium?.url ?? v?.small?.url ?? v?.thumb?.url ?? v?.poster?.url ?? null,
        isPublic: r.isPublic,
        underReview: r.status === UNDER_REVIEW_STATUS,
        removed: r.status === REMOVED_STATUS,
      },
    });
  }
  return found;
}

export async function loadComments(db: Db, ids: number[]) {
  const found = new Map<
    number,
    { authorId: number; hidden: boolean; comment: NonNullable<QueueItem['comment']> }
  >();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      content: comments.content,
      createdAt: comments.createdAt,
      hiddenAt: comments.hiddenAt,
      sightingId: sightings.id,
      speciesName: sightings.speciesName,
    })
    .from(comments)
    .innerJoin(sightings, eq(sightings.id, comments.sightingId))
    .where(inArray(comments.id, ids));
  for (const r of rows)
    found.set(r.id, {
      authorId: r.userId,
      hidden: r.hiddenAt !== null,
      comment: {
        id: r.id,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
        sighting: { id: r.sightingId, speciesName: r.speciesName },
      },
    });
  return found;
}

export async function loadProfiles(db: Db, ids: number[]) {
  const found = new Map<number, { hidden: boolean; profile: NonNullable<QueueItem['profile']> }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
      hiddenAt: users.profileHiddenAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
  for (const r of rows)
    found.set(r.id, {
      hidden: r.hiddenAt !== null,
      profile: { id: r.id, username: r.username, bio: r.bio, profileImageUrl: r.profileImageUrl },
    });
  return found;
}

export async function loadReviews(db: Db, ids: number[]) {
  const found = new Map<
    number,
    {
      authorId: number;
      at: Date;
      flagReason: string | null;
      reporter: { id: number; username: string } | null;
      review: NonNullable<QueueItem['review']>;
    }
  >();
  if (ids.length === 0) return found;
  const reporter = alias(users, 'reporter');
  const rows = await db
    .select({
      id: gearReviews.id,
      userId: gearReviews.userId,
      title: gearReviews.title,
      content: gearReviews.content,
      flaggedBy: gearReviews.flaggedBy,
      flagReason: gearReviews.flagReason,
      updatedAt: gearReviews.updatedAt,
      productSlug: gearProducts.slug,
      productName: gearProducts.name,
      reporterName: reporter.username,
    })
    .from(gearReviews)
    .innerJoin(gearProducts, eq(gearProducts.id, gearReviews.productId))
    .leftJoin(reporter, eq(reporter.id, gearReviews.flaggedBy))
    .where(inArray(gearReviews.id, ids));
  for (const r of rows)
    found.set(r.id, {
      authorId: r.userId,
      at: r.updatedAt,
      flagReason: r.flagReason,
      reporter: r.flaggedBy !== null && r.reporterName ? { id: r.flaggedBy, username: r.reporterName } : null,
      review: {
        id: r.id,
        title: r.title,
        content: r.content,
        productSlug: r.productSlug,
        productName: r.productName,
      },
    });
  return found;
}

/** The members behind the items: their standing at `now` and the warnings they had. */
export async function loadMembers(db: Db, ids: number[], now: Date): Promise<Map<number, QueueMember>> {
  const found = new Map<number, QueueMember>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      warnings: sql<number>`(select count(*)::int from ${moderationActions} a where a.target_user_id = ${users.id} and a.action = 'warn')`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  for (const r of rows) {
    const suspended = isSuspendedAt(r, now);
    found.set(r.id, {
      id: r.id,
      username: r.username,
      profileImageUrl: r.profileImageUrl,
      suspended,
      suspendedUntil: suspended ? (r.suspendedUntil?.toISOString() ?? null) : null,
      warnings: Number(r.warnings),
    });
  }
  return found;
}
