// The gear shop's reads and writes: the catalogue with ratings, a product's page (specs, approved reviews, the
// sightings made with it), reviews with helpful votes and flags, the member's wishlist, the affiliate list and
// the affiliate redirect's click record. Routes (routes.ts, admin-routes.ts) stay thin over this.
import { createHmac } from 'node:crypto';
import {
  type AffiliateProduct,
  GEAR_LIMITS,
  GEAR_MESSAGES,
  type GearProductCard,
  type GearReview,
  type GearSighting,
  type gearProductQuerySchema,
  type gearReviewBodySchema,
  type wishlistBodySchema,
  type wishlistUpdateSchema,
} from '@common/schemas/gear';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  affiliateClicks,
  type GearReviewRow,
  gearBrands,
  gearCategories,
  gearProducts,
  gearReviews,
  gearWishlist,
  mediaAssets,
  reviewHelpfulness,
  sightings,
  users,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { authorize } from '../../http/policies';

const usd = (minor: number | null) => (minor === null ? null : { amountMinor: minor, currency: 'USD' });
const goUrl = (id: number) => `/go/${id}`;

/** Approved, published reviews: the only ones anyone but their author sees, and the only ones rated. */
const shown = sql`${gearReviews.isPublished} and ${gearReviews.moderationStatus} = 'approved'`;
// Subqueries name their tables in full: drizzle leaves a column unqualified inside sql``, where "id" would be
// the subquery's own table.
const shownIn = sql.raw(`r.is_published and r.moderation_status = 'approved'`);
const ratings = sql`(select avg(r.rating)::float8 from gear_reviews r where r.product_id = "gear_products"."id" and ${shownIn})`;
const reviewCount = sql`(select count(*)::int from gear_reviews r where r.product_id = "gear_products"."id" and ${shownIn})`;

const cardColumns = {
  id: gearProducts.id,
  slug: gearProducts.slug,
  name: gearProducts.name,
  model: gearProducts.model,
  description: gearProducts.description,
  msrp: gearProducts.msrp,
  currentPrice: gearProducts.currentPrice,
  priceCheckedOn: gearProducts.priceCheckedOn,
  imageUrl: gearProducts.imageUrl,
  categorySlug: gearCategories.slug,
  categoryName: gearCategories.name,
  categoryIcon: gearCategories.icon,
  brandSlug: gearBrands.slug,
  brandName: gearBrands.name,
  averageRating: sql<number | null>`${ratings}`,
  reviewCount: sql<number>`${reviewCount}`,
};
type CardRow = {
  id: number;
  slug: string;
  name: string;
  model: string;
  description: string;
  msrp: number | null;
  currentPrice: number | null;
  priceCheckedOn: string | null;
  imageUrl: string | null;
  categorySlug: string;
  categoryName: string;
  categoryIcon: string;
  brandSlug: string;
  brandName: string;
  averageRating: number | null;
  reviewCount: number;
};

export function presentCard(r: CardRow): GearProductCard {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    model: r.model,
    description: r.description,
    category: { slug: r.categorySlug, name: r.categoryName, icon: r.categoryIcon },
    brand: { slug: r.brandSlug, name: r.brandName },
    msrp: usd(r.msrp),
    currentPrice: usd(r.currentPrice),
    priceCheckedOn: r.priceCheckedOn,
    imageUrl: r.imageUrl,
    averageRating: r.averageRating === null ? null : Math.round(Number(r.averageRating) * 10) / 10,
    reviewCount: Number(r.reviewCount),
    goUrl: goUrl(r.id),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Lower case, letters and digits only: "NIKON Z 8" and "Nikon Z8" compare equal. */
export const normalizeGear = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const normSql = (value: SQL) => sql`regexp_replace(lower(${value}), '[^a-z0-9]', '', 'g')`;

/** The Amazon page of a product: its ASIN's page when known, else a search for brand and model; with the tag. */
export function amazonUrlOf(p: { amazonAsin: string | null; brandName: string; model: string }, tag: string) {
  const t = encodeURIComponent(tag);
  if (p.amazonAsin) return `https://www.amazon.com/dp/${encodeURIComponent(p.amazonAsin)}?tag=${t}`;
  return `https://www.amazon.com/s?k=${encodeURIComponent(`${p.brandName} ${p.model}`)}&tag=${t}`;
}

type Viewer = { id: number } | null;

export class GearService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  private cards() {
    return this.db
      .select(cardColumns)
      .from(gearProducts)
      .innerJoin(gearCategories, eq(gearCategories.id, gearProducts.categoryId))
      .innerJoin(gearBrands, eq(gearBrands.id, gearProducts.brandId));
  }

  async categories() {
    return this.db
      .select({
        id: gearCategories.id,
        slug: gearCategories.slug,
        name: gearCategories.name,
        description: gearCategories.description,
        icon: gearCategories.icon,
        productCount: sql<number>`(select count(*)::int from gear_products p where p.category_id = "gear_categories"."id" and p.is_active)`,
      })
      .from(gearCategories)
      .orderBy(asc(gearCategories.position), asc(gearCategories.name));
  }

  async brands() {
    return this.db
      .select({
        id: gearBrands.id,
        slug: gearBrands.slug,
        name: gearBrands.name,
        country: gearBrands.country,
        website: gearBrands.website,
      })
      .from(gearBrands)
      .orderBy(asc(gearBrands.name));
  }

  async list(query: z.infer<typeof gearProductQuerySchema>) {
    const conditions: SQL[] = [eq(gearProducts.isActive, true)];
    if (query.category) conditions.push(eq(gearCategories.slug, query.category));
    if (query.brand) conditions.push(eq(gearBrands.slug, query.brand));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      const match = or(
        ilike(gearProducts.name, like),
        ilike(gearProducts.model, like),
        ilike(gearBrands.name, like),
      );
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const order = {
      name: [asc(gearProducts.name)],
      price_asc: [sql`${gearProducts.currentPrice} asc nulls last`, asc(gearProducts.name)],
      price_desc: [sql`${gearProducts.currentPrice} desc nulls last`, asc(gearProducts.name)],
      rating: [sql`${ratings} desc nulls last`, asc(gearProducts.name)],
      newest: [sql`${gearProducts.releaseYear} desc nulls last`, asc(gearProducts.name)],
    }[query.sort];
    const rows = await this.cards()
      .where(where)
      .orderBy(...order, asc(gearProducts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gearProducts)
      .innerJoin(gearCategories, eq(gearCategories.id, gearProducts.categoryId))
      .innerJoin(gearBrands, eq(gearBrands.id, gearProducts.brandId))
      .where(where);
    return { items: rows.map(presentCard), total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  private async productRow(slug: string) {
    const [row] = await this.db
      .select({
        card: cardColumns,
        specifications: gearProducts.specifications,
        releaseYear: gearProducts.releaseYear,
        wildlifeUses: gearProducts.wildlifeUses,
        tags: gearProducts.tags,
      })
      .from(gearProducts)
      .innerJoin(gearCategories, eq(gearCategories.id, gearProducts.categoryId))
      .innerJoin(gearBrands, eq(gearBrands.id, gearProducts.brandId))
      .where(and(eq(gearProducts.slug, slug), eq(gearProducts.isActive, true)));
    if (!row) throw notFound(GEAR_MESSAGES.productNotFound);
    return row;
  }

  async product(slug: string, viewer: Viewer) {
    const row = await this.productRow(slug);
    const id = row.card.id;
    const reviews = await this.reviews(
      and(eq(gearReviews.productId, id), shown) as SQL,
      viewer,
      [desc(gearReviews.isFeatured), desc(gearReviews.helpfulVotes), desc(gearReviews.createdAt)],
      100,
    );
    const [mine] = viewer
      ? await this.reviews(
          and(eq(gearReviews.productId, id), eq(gearReviews.userId, viewer.id)) as SQL,
          viewer,
          [desc(gearReviews.id)],
          1,
        )
      : [];
    const [wish] = viewer
      ? await this.db
          .select({ id: gearWishlist.id })
          .from(gearWishlist)
          .where(and(eq(gearWishlist.userId, viewer.id), eq(gearWishlist.productId, id)))
      : [];
    return {
      ...presentCard(row.card),
      specifications: row.specifications,
      releaseYear: row.releaseYear,
      wildlifeUses: row.wildlifeUses,
      tags: row.tags,
      reviews,
      myReview: mine ?? null,
      onMyWishlist: wish !== undefined,
      sightings: await this.sightingsWith(row.card),
    };
  }

  /** Public sightings whose photo's EXIF names this product as the camera (make + model) or the lens. */
  async sightingsWith(p: { brandName: string; model: string; name: string }): Promise<GearSighting[]> {
    const withoutBrand = p.name.toLowerCase().startsWith(p.brandName.toLowerCase())
      ? p.name.slice(p.brandName.length)
      : p.name;
    const candidates = [
      ...new Set(
        [p.model, `${p.brandName} ${p.model}`, p.name, withoutBrand]
          .map(normalizeGear)
          .filter((c) => c.length >= 3),
      ),
    ];
    if (candidates.length === 0) return [];
    const list = sql.join(
      candidates.map((c) => sql`${c}`),
      sql`, `,
    );
    const model = normSql(sql`${mediaAssets.camera}->>'model'`);
    const makeModel = normSql(
      sql`coalesce(${mediaAssets.camera}->>'make', '') || (${mediaAssets.camera}->>'model')`,
    );
    const lens = normSql(sql`${mediaAssets.camera}->>'lens'`);
    const rows = await this.db
      .select({
        id: sightings.id,
        speciesName: sightings.speciesName,
        photoUrl: sightings.photoUrl,
        username: users.username,
        make: sql<string | null>`${mediaAssets.camera}->>'make'`,
        model: sql<string | null>`${mediaAssets.camera}->>'model'`,
        lens: sql<string | null>`${mediaAssets.camera}->>'lens'`,
      })
      .from(sightings)
      .innerJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .innerJoin(users, eq(users.id, sightings.userId))
      .where(
        and(
          eq(sightings.isPublic, true),
          sql`${mediaAssets.camera} is not null`,
          sql`(${model} in (${list}) or ${makeModel} in (${list}) or ${lens} in (${list}))`,
        ),
      )
      .orderBy(desc(sightings.createdAt), desc(sightings.id))
      .limit(GEAR_LIMITS.sightingsWithGear);
    return rows.map((r) => ({
      id: r.id,
      speciesName: r.speciesName,
      photoUrl: r.photoUrl,
      username: r.username,
      camera: [r.make, r.model, r.lens].filter((x): x is string => Boolean(x)).join(' · '),
    }));
  }

  private async reviews(where: SQL, viewer: Viewer, order: SQL[], limit: number): Promise<GearReview[]> {
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
    return rows.map((r) => presentReview(r.review, r.username, r.votedByMe));
  }

  private async productId(id: number): Promise<number> {
    const [row] = await this.db
      .select({ id: gearProducts.id })
      .from(gearProducts)
      .where(and(eq(gearProducts.id, id), eq(gearProducts.isActive, true)));
    if (!row) throw notFound(GEAR_MESSAGES.productNotFound);
    return row.id;
  }

  async createReview(userId: number, productId: number, body: z.infer<typeof gearReviewBodySchema>) {
    await this.productId(productId);
    const [row] = await this.db
      .insert(gearReviews)
      .values({ ...body, productId, userId })
      .onConflictDoNothing()
      .returning();
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
    // An edit keeps a flagged or rejected review's status: the author cannot clear a moderation by editing.
    await this.db
      .update(gearReviews)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(gearReviews.id, row.id));
    return this.reviewView(row.id, userId);
  }

  async deleteReview(userId: number, productId: number) {
    const row = await this.ownReview(userId, productId);
    await this.db.delete(gearReviews).where(eq(gearReviews.id, row.id));
  }

  async reviewView(reviewId: number, viewerId: number | null): Promise<GearReview> {
    const [review] = await this.reviews(
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

  // The wishlist.
  async wishlist(userId: number) {
    const rows = await this.db
      .select({ wish: gearWishlist, card: cardColumns })
      .from(gearWishlist)
      .innerJoin(gearProducts, eq(gearProducts.id, gearWishlist.productId))
      .innerJoin(gearCategories, eq(gearCategories.id, gearProducts.categoryId))
      .innerJoin(gearBrands, eq(gearBrands.id, gearProducts.brandId))
      .where(eq(gearWishlist.userId, userId))
      .orderBy(
        sql`case ${gearWishlist.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
        desc(gearWishlist.id),
      );
    return rows.map((r) => presentWish(r.wish, r.card));
  }

  async addWish(userId: number, body: z.infer<typeof wishlistBodySchema>) {
    await this.productId(body.productId);
    const [row] = await this.db
      .insert(gearWishlist)
      .values({ userId, productId: body.productId, notes: body.notes, priority: body.priority })
      .onConflictDoNothing()
      .returning({ id: gearWishlist.id });
    if (!row) throw conflict(GEAR_MESSAGES.onWishlist);
    return this.wish(userId, row.id);
  }

  private async wish(userId: number, id: number) {
    const found = (await this.wishlist(userId)).find((w) => w.id === id);
    if (!found) throw notFound(GEAR_MESSAGES.wishlistNotFound);
    return found;
  }

  async updateWish(userId: number, id: number, body: z.infer<typeof wishlistUpdateSchema>) {
    const changed = await this.db
      .update(gearWishlist)
      .set({
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(body.priority ? { priority: body.priority } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(gearWishlist.id, id), eq(gearWishlist.userId, userId)))
      .returning({ id: gearWishlist.id });
    if (changed.length === 0) throw notFound(GEAR_MESSAGES.wishlistNotFound);
    return this.wish(userId, id);
  }

  async removeWish(userId: number, id: number) {
    const removed = await this.db
      .delete(gearWishlist)
      .where(and(eq(gearWishlist.id, id), eq(gearWishlist.userId, userId)))
      .returning({ id: gearWishlist.id });
    if (removed.length === 0) throw notFound(GEAR_MESSAGES.wishlistNotFound);
  }

  // Affiliate links.
  async affiliateList(category: string | undefined): Promise<AffiliateProduct[]> {
    const rows = await this.db
      .select({
        id: gearProducts.id,
        name: gearProducts.name,
        imageUrl: gearProducts.imageUrl,
        category: gearCategories.slug,
      })
      .from(gearProducts)
      .innerJoin(gearCategories, eq(gearCategories.id, gearProducts.categoryId))
      .where(and(eq(gearProducts.isActive, true), category ? eq(gearCategories.slug, category) : undefined))
      .orderBy(asc(gearCategories.position), asc(gearProducts.name), asc(gearProducts.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      imageUrl: r.imageUrl,
      amazonUrl: goUrl(r.id),
      category: r.category,
    }));
  }

  /** Records one click and answers where it goes. */
  async click(
    productId: number,
    who: {
      userId: number | null;
      ip: string;
      referrer: string | undefined;
      publicUrl: string;
      record: boolean;
    },
    tag: string,
  ): Promise<string> {
    const [p] = await this.db
      .select({
        id: gearProducts.id,
        amazonAsin: gearProducts.amazonAsin,
        model: gearProducts.model,
        brandName: gearBrands.name,
      })
      .from(gearProducts)
      .innerJoin(gearBrands, eq(gearBrands.id, gearProducts.brandId))
      .where(and(eq(gearProducts.id, productId), eq(gearProducts.isActive, true)));
    if (!p) throw notFound(GEAR_MESSAGES.productNotFound);
    // A HEAD (a link checker or prefetcher) learns where the link goes without counting as a click.
    if (who.record)
      await this.db.insert(affiliateClicks).values({
        productId: p.id,
        userId: who.userId,
        referrerPath: referrerPathOf(who.referrer, who.publicUrl),
        ipHash: createHmac('sha256', this.secret).update(`affiliate-click:${who.ip}`).digest('hex'),
      });
    return amazonUrlOf(p, tag);
  }

  async productsByIds(ids: number[]) {
    if (ids.length === 0) return [];
    return (await this.cards().where(inArray(gearProducts.id, ids))).map(presentCard);
  }
}

/** Only a path of this site is kept from the Referer header (never another site's address or a query). */
export function referrerPathOf(referrer: string | undefined, publicUrl: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== new URL(publicUrl).origin) return null;
    return url.pathname.slice(0, 200);
  } catch {
    return null;
  }
}

export function presentReview(r: GearReviewRow, username: string, votedByMe: boolean): GearReview {
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
    isVerifiedPurchase: r.isVerifiedPurchase,
    helpfulVotes: r.helpfulVotes,
    isFeatured: r.isFeatured,
    moderationStatus: r.moderationStatus,
    votedByMe: Boolean(votedByMe),
    createdAt: r.createdAt.toISOString(),
  };
}

function presentWish(w: typeof gearWishlist.$inferSelect, card: CardRow) {
  return {
    id: w.id,
    notes: w.notes,
    priority: w.priority as 'low' | 'medium' | 'high',
    createdAt: w.createdAt.toISOString(),
    product: presentCard(card),
  };
}
