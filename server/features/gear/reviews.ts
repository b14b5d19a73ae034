// Members' gear reviews: one per member and product (with up to 6 photos of their own, review-images.ts),
// edited and deleted by their author, helpful votes once and never for one's own, and flags that hide a review
// until an administrator decides (admin.ts). Only approved, published reviews are shown to anyone but their author.
import {
  GEAR_MESSAGES,
  type GearReview,
  type GearReviewImage,
  type gearReviewBodySchema,
} from '@common/schemas/gear';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type GearReviewRow, gearProducts, gearReviews, reviewHelpfulness, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { authorize } from '../../http/policies';
import { ownIllustrationUrls, reviewImageResolver } from './review-images';

/** Approved, published reviews: the only ones anyone but their author sees, and the only ones rated. */
export const shown = sql`${gearReviews.isPublished} and ${gearReviews.moderationStatus} = 'approved'`;

export type Viewer = { id: number } | null;

/** The id of a product on sale (hidden ones take no reviews nor wishes); 404 otherwise. */
export async function activeProductId(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ id: gearProducts.id })
    .from(gearProducts)
    .where(and(eq(gearProducts.id, id), eq(gearProducts.isActive, true)));
  if (!row) throw notFound(GEAR_MESSAGES.productNotFound);
  return row.id;
}

export class GearReviews {
  constructor(private readonly db: Db) {}

  /** Reviews matching `where`, with whether `viewer` voted each helpful and their photos. */
  async query(where: SQL, viewer: Viewer, order: SQL[], limit: number): Promise<GearReview[]> {
    const rows = await this.db
      .select({
        review: gearReviews,
        username: users.username,
        votedByMe: viewer
          ? sql<boolean>`exists (select 1 from review_helpfulness h where h.review_id = "gear_reviews"."id" and h.user_id = ${viewer.id})`
          : sql<boolean>`false`,
      })
      .from(gearReviews)
      .innerJoin(users, eq(users.id, gearReviews.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    const imagesOf = await reviewImageResolver(
      this.db,
      rows.map((r) => r.review),
    );
    return rows.map((r) => presentReview(r.review, r.username, r.votedByMe, imagesOf(r.review)));
  }

  async createReview(userId: number, productId: number, body: z.infer<typeof gearReviewBodySchema>) {
    await activeProductId(this.db, productId);
    const row = await this.db.transaction(async (tx) => {
      // The photos are checked (and their assets locked) in the transaction that saves the review.
      const imageUrls = await ownIllustrationUrls(tx, userId, body.imageUrls);
      const [created] = await tx
        .insert(gearReviews)
        .values({ ...body, imageUrls, productId, userId })
        .onConflictDoNothing()
        .returning();
      return created;
    });
    if (!row) throw conflict(GEAR_MESSAGES.oneReview);
    return this.reviewView(row.id, userId);
  }

  private async ownReview(userId: number, productId: number): Promise<GearReviewRow> {
    const [row] = await this.db
      .select()
      .from(gearReviews)
      .where(and(eq(gearReviews.productId, productId), eq(gearReviews.userId, userId)));
    if (!row) throw notFound(GEAR_MESSAGES.reviewNotFound);
    return row;
  }

  async updateReview(userId: number, productId: number, body: z.infer<typeof gearReviewBodySchema>) {
    const row = await this.ownReview(userId, productId);
    await this.db.transaction(async (tx) => {
      const imageUrls = await ownIllustrationUrls(tx, userId, body.imageUrls);
      // An edit keeps a flagged or rejected review's status: the author cannot clear a moderation by editing.
      await tx
        .update(gearReviews)
        .set({ ...body, imageUrls, updatedAt: new Date() })
        .where(eq(gearReviews.id, row.id));
    });
    return this.reviewView(row.id, userId);
  }

  async deleteReview(userId: number, productId: number) {
    const row = await this.ownReview(userId, productId);
    await this.db.delete(gearReviews).where(eq(gearReviews.id, row.id));
  }

  async reviewView(reviewId: number, viewerId: number | null): Promise<GearReview> {
    const [review] = await this.query(
      eq(gearReviews.id, reviewId),
      viewerId ? { id: viewerId } : null,
      [],
      1,
    );
    if (!review) throw notFound(GEAR_MESSAGES.reviewNotFound);
    return review;
  }

  /** A review anyone but its author may act on: approved and published. */
  private async visibleReview(reviewId: number): Promise<GearReviewRow> {
    const [row] = await this.db
      .select()
      .from(gearReviews)
      .where(and(eq(gearReviews.id, reviewId), shown));
    if (!row) throw notFound(GEAR_MESSAGES.reviewNotFound);
    return row;
  }

  async vote(userId: number, reviewId: number) {
    const review = await this.visibleReview(reviewId);
    authorize({ userId, isAdmin: false }, 'gearReview.vote', review);
    return this.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(reviewHelpfulness)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ id: reviewHelpfulness.id });
      if (!added) throw conflict(GEAR_MESSAGES.alreadyVoted);
      const [row] = await tx
        .update(gearReviews)
        .set({ helpfulVotes: sql`${gearReviews.helpfulVotes} + 1` })
        .where(eq(gearReviews.id, reviewId))
        .returning({ helpfulVotes: gearReviews.helpfulVotes });
      return { helpfulVotes: row?.helpfulVotes ?? 0, votedByMe: true };
    });
  }

  async unvote(userId: number, reviewId: number) {
    await this.visibleReview(reviewId);
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(reviewHelpfulness)
        .where(and(eq(reviewHelpfulness.reviewId, reviewId), eq(reviewHelpfulness.userId, userId)))
        .returning({ id: reviewHelpfulness.id });
      const [row] =
        removed.length > 0
          ? await tx
              .update(gearReviews)
              .set({ helpfulVotes: sql`greatest(${gearReviews.helpfulVotes} - 1, 0)` })
              .where(eq(gearReviews.id, reviewId))
              .returning({ helpfulVotes: gearReviews.helpfulVotes })
          : await tx
              .select({ helpfulVotes: gearReviews.helpfulVotes })
              .from(gearReviews)
              .where(eq(gearReviews.id, reviewId));
      return { helpfulVotes: row?.helpfulVotes ?? 0, votedByMe: false };
    });
  }

  async flag(userId: number, reviewId: number, reason: string | null) {
    const review = await this.visibleReview(reviewId);
    authorize({ userId, isAdmin: false }, 'gearReview.flag', review);
    await this.db
      .update(gearReviews)
      .set({ moderationStatus: 'flagged', flaggedBy: userId, flagReason: reason, updatedAt: new Date() })
      .where(and(eq(gearReviews.id, reviewId), eq(gearReviews.moderationStatus, 'approved')));
  }
}

export function presentReview(
  r: GearReviewRow,
  username: string,
  votedByMe: boolean,
  images: GearReviewImage[],
): GearReview {
  return {
    id: r.id,
    productId: r.productId,
    author: { id: r.userId, username },
    title: r.title,
    content: r.content,
    rating: r.rating,
    pros: r.pros,
    cons: r.cons,
    wildlifeTypes: r.wildlifeTypes,
    usageContext: r.usageContext,
    ownershipDuration: r.ownershipDuration,
    recommendedFor: r.recommendedFor,
    imageUrls: r.imageUrls,
    images,
    isVerifiedPurchase: r.isVerifiedPurchase,
    helpfulVotes: r.helpfulVotes,
    isFeatured: r.isFeatured,
    moderationStatus: r.moderationStatus,
    votedByMe: Boolean(votedByMe),
    createdAt: r.createdAt.toISOString(),
  };
}
