// The gear shop's catalogue reads: categories, brands, products with ratings, a product's page (specs, approved
// reviews, the sightings made with it), the affiliate list and the affiliate redirect's click record. Reviews are
// in reviews.ts, the wishlist in wishlist.ts. Routes (routes.ts, admin-routes.ts) stay thin over these.
import { createHmac } from 'node:crypto';
import {
  type AffiliateProduct,
  GEAR_LIMITS,
  GEAR_MESSAGES,
  type GearProductCard,
  type GearSighting,
  type gearProductQuerySchema,
} from '@common/schemas/gear';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  affiliateClicks,
  cameraGearKeys,
  gearBrands,
  gearCategories,
  gearProducts,
  gearReviews,
  gearWishlist,
  mediaAssets,
  sightings,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { GearReviews, shown, type Viewer } from './reviews';

const usd = (minor: number | null) => (minor === null ? null : { amountMinor: minor, currency: 'USD' });
const goUrl = (id: number) => `/go/${id}`;

// Subqueries name their tables in full: drizzle leaves a column unqualified inside sql``, where "id" would be
// the subquery's own table.
const shownIn = sql.raw(`r.is_published and r.moderation_status = 'approved'`);
const ratings = sql`(select avg(r.rating)::float8 from gear_reviews r where r.product_id = "gear_products"."id" and ${shownIn})`;
const reviewCount = sql`(select count(*)::int from gear_reviews r where r.product_id = "gear_products"."id" and ${shownIn})`;

export const cardColumns = {
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
export type CardRow = {
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

/** The Amazon page of a product: its ASIN's page when known, else a search for brand and model; with the tag. */
export function amazonUrlOf(p: { amazonAsin: string | null; brandName: string; model: string }, tag: string) {
  const t = encodeURIComponent(tag);
  if (p.amazonAsin) return `https://www.amazon.com/dp/${encodeURIComponent(p.amazonAsin)}?tag=${t}`;
  return `https://www.amazon.com/s?k=${encodeURIComponent(`${p.brandName} ${p.model}`)}&tag=${t}`;
}

export class GearService {
  private readonly reviewList: GearReviews;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {
    this.reviewList = new GearReviews(db);
  }

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
    const reviews = await this.reviewList.query(
      and(eq(gearReviews.productId, id), shown) as SQL,
      viewer,
      [desc(gearReviews.isFeatured), desc(gearReviews.helpfulVotes), desc(gearReviews.createdAt)],
      100,
    );
    const [mine] = viewer
      ? await this.reviewList.query(
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

  /**
   * Public sightings whose photo's EXIF names this product as the camera (make + model) or the lens, newest first.
   * Matching photos are found through media_assets_gear_keys_idx (cameraGearKeys). The cheapest way on from there
   * depends on how common the product is, which PostgreSQL cannot estimate for this expression, so it is chosen
   * here from a count the index answers (bench/shop.ts, docs/PERFORMANCE.md):
   * - fewer than `fewPhotos` photos (most products: no photo names binoculars or a bag): their sightings, sorted;
   * - more: the public sightings newest first, each photo checked, until 12 are found: a product in 1 photo in
   *   200 fills them within ~2,400 sightings. Capped at `recentWindow`; a common product that no recent photo
   *   names falls back to all of its photos' sightings, sorted.
   * Each way applies the same condition and the same total order, so the answer is the same whichever is taken.
   */
  async sightingsWith(p: { brandName: string; model: string; name: string }): Promise<GearSighting[]> {
    const fewPhotos = 1_000;
    const recentWindow = 10_000;
    const limit = GEAR_LIMITS.sightingsWithGear;
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
    const keys = cameraGearKeys(mediaAssets.camera);
    const matches = sql`${mediaAssets.camera} is not null and ${keys} && array[${list}]::text[]`;
    // The same test through the function behind &&, which no index serves: the walk checks each photo it meets
    // instead of reading all of a common product's photos from the index first.
    const checked = sql`${mediaAssets.camera} is not null and arrayoverlap(${keys}, array[${list}]::text[])`;
    const photoIds = async (cap?: number) => {
      const query = this.db.select({ id: mediaAssets.id }).from(mediaAssets).where(matches);
      return (await (cap === undefined ? query : query.limit(cap))).map((r) => r.id);
    };
    const camera = {
      username: users.username,
      make: sql<string | null>`${mediaAssets.camera}->>'make'`,
      model: sql<string | null>`${mediaAssets.camera}->>'model'`,
      lens: sql<string | null>`${mediaAssets.camera}->>'lens'`,
    };
    /** The sightings of these photos (a few hundred at most, or the rare fallback), sorted. */
    const sightingsOf = (ids: number[]) =>
      this.db
        .select({
          id: sightings.id,
          speciesName: sightings.speciesName,
          photoUrl: sightings.photoUrl,
          ...camera,
        })
        .from(sightings)
        .innerJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
        .innerJoin(users, eq(users.id, sightings.userId))
        .where(
          and(
            eq(sightings.isPublic, true),
            sql`${sightings.mediaAssetId} = any(${`{${ids.join(',')}}`}::int[])`,
          ),
        )
        .orderBy(desc(sightings.createdAt), desc(sightings.id))
        .limit(limit);

    let ids = await photoIds(fewPhotos);
    let rows: Awaited<ReturnType<typeof sightingsOf>> = [];
    if (ids.length === 0) return [];
    if (ids.length === fewPhotos) {
      const recent = this.db
        .select({
          id: sightings.id,
          speciesName: sightings.speciesName,
          photoUrl: sightings.photoUrl,
          userId: sightings.userId,
          mediaAssetId: sightings.mediaAssetId,
          createdAt: sightings.createdAt,
        })
        .from(sightings)
        .where(eq(sightings.isPublic, true))
        .orderBy(desc(sightings.createdAt), desc(sightings.id))
        .limit(recentWindow)
        .as('recent');
      rows = await this.db
        .select({ id: recent.id, speciesName: recent.speciesName, photoUrl: recent.photoUrl, ...camera })
        .from(recent)
        .innerJoin(mediaAssets, eq(mediaAssets.id, recent.mediaAssetId))
        .innerJoin(users, eq(users.id, recent.userId))
        .where(checked)
        .orderBy(desc(recent.createdAt), desc(recent.id))
        .limit(limit);
      if (rows.length < limit) ids = await photoIds();
    }
    if (rows.length < limit) rows = await sightingsOf(ids);
    return rows.map((r) => ({
      id: r.id,
      speciesName: r.speciesName,
      photoUrl: r.photoUrl,
      username: r.username,
      camera: [r.make, r.model, r.lens].filter((x): x is string => Boolean(x)).join(' · '),
    }));
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
