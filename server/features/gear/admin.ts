// Administrators' gear shop (manageProducts): categories, brands and products, and the review moderation queue
// (flagged reviews are hidden until approved back or rejected).
import {
  GEAR_MESSAGES,
  type gearBrandBodySchema,
  type gearCategoryBodySchema,
  type gearProductBodySchema,
} from '@common/schemas/gear';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { gearBrands, gearCategories, gearProducts, gearReviews, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { reviewImageResolver } from './review-images';
import { presentReview } from './reviews';
import { presentCard } from './service';

/** A unique-slug violation answers 409; a foreign key still in use answers 409 too. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: unknown; cause?: { code?: unknown } };
    const codes = [e.code, e.cause?.code];
    if (codes.includes('23505')) throw conflict(GEAR_MESSAGES.slugTaken, 'slug');
    if (codes.includes('23503') || codes.includes('23001')) throw conflict(GEAR_MESSAGES.inUse);
    throw error;
  }
}

export class GearAdminService {
  constructor(private readonly db: Db) {}

  createCategory(body: z.infer<typeof gearCategoryBodySchema>) {
    return guarded(async () => {
      const [row] = await this.db.insert(gearCategories).values(body).returning({ id: gearCategories.id });
      return { id: row?.id ?? 0 };
    });
  }

  updateCategory(id: number, body: z.infer<typeof gearCategoryBodySchema>) {
    return guarded(async () => {
      const rows = await this.db
        .update(gearCategories)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(gearCategories.id, id))
        .returning({ id: gearCategories.id });
      if (rows.length === 0) throw notFound(GEAR_MESSAGES.categoryNotFound);
      return { id };
    });
  }

  deleteCategory(id: number) {
    return guarded(async () => {
      const rows = await this.db
        .delete(gearCategories)
        .where(eq(gearCategories.id, id))
        .returning({ id: gearCategories.id });
      if (rows.length === 0) throw notFound(GEAR_MESSAGES.categoryNotFound);
    });
  }

  createBrand(body: z.infer<typeof gearBrandBodySchema>) {
    return guarded(async () => {
      const [row] = await this.db.insert(gearBrands).values(body).returning({ id: gearBrands.id });
      return { id: row?.id ?? 0 };
    });
  }

  updateBrand(id: number, body: z.infer<typeof gearBrandBodySchema>) {
    return guarded(async () => {
      const rows = await this.db
        .update(gearBrands)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(gearBrands.id, id))
        .returning({ id: gearBrands.id });
      if (rows.length === 0) throw notFound(GEAR_MESSAGES.brandNotFound);
      return { id };
    });
  }

  deleteBrand(id: number) {
    return guarded(async () => {
      const rows = await this.db
        .delete(gearBrands)
        .where(eq(gearBrands.id, id))
        .returning({ id: gearBrands.id });
      if (rows.length === 0) throw notFound(GEAR_MESSAGES.brandNotFound);
    });
  }

  async products() {
    const rows = await this.db
      .select({
        product: gearProducts,
        categorySlug: gearCategories.slug,
        categoryName: gearCategories.name,
        categoryIcon: gearCategories.icon,
        brandSlug: gearBrands.slug,
        brandName: gearBrands.name,
      })
      .from(gearProducts)
      .innerJoin(gearCategories, eq(gearCategories.id, gearProducts.categoryId))
      .innerJoin(gearBrands, eq(gearBrands.id, gearProducts.brandId))
      .orderBy(asc(gearCategories.position), asc(gearProducts.name));
    return rows.map((r) => ({
      ...presentCard({
        ...r.product,
        categorySlug: r.categorySlug,
        categoryName: r.categoryName,
        categoryIcon: r.categoryIcon,
        brandSlug: r.brandSlug,
        brandName: r.brandName,
        averageRating: null,
        reviewCount: 0,
      }),
      categoryId: r.product.categoryId,
      brandId: r.product.brandId,
      amazonAsin: r.product.amazonAsin,
      affiliateUrl: r.product.affiliateUrl,
      specifications: r.product.specifications,
      isActive: r.product.isActive,
      releaseYear: r.product.releaseYear,
      wildlifeUses: r.product.wildlifeUses,
      tags: r.product.tags,
    }));
  }

  private values(body: z.infer<typeof gearProductBodySchema>) {
    const { msrpMinor, currentPriceMinor, ...rest } = body;
    return { ...rest, msrp: msrpMinor, currentPrice: currentPriceMinor };
  }

  createProduct(body: z.infer<typeof gearProductBodySchema>) {
    return guarded(async () => {
      const [row] = await this.db
        .insert(gearProducts)
        .values(this.values(body))
        .returning({ id: gearProducts.id });
      return { id: row?.id ?? 0 };
    });
  }

  updateProduct(id: number, body: z.infer<typeof gearProductBodySchema>) {
    return guarded(async () => {
      const rows = await this.db
        .update(gearProducts)
        // An administrator's edit wins over the shipped file until the file changes again.
        .set({ ...this.values(body), updatedAt: new Date() })
        .where(eq(gearProducts.id, id))
        .returning({ id: gearProducts.id });
      if (rows.length === 0) throw notFound(GEAR_MESSAGES.productNotFound);
      return { id };
    });
  }

  async deleteProduct(id: number) {
    const rows = await this.db
      .delete(gearProducts)
      .where(eq(gearProducts.id, id))
      .returning({ id: gearProducts.id });
    if (rows.length === 0) throw notFound(GEAR_MESSAGES.productNotFound);
  }

  /** Flagged reviews first, then the rejected ones (an administrator may reconsider). */
  async reviewQueue() {
    const rows = await this.db
      .select({ review: gearReviews, username: users.username, productName: gearProducts.name })
      .from(gearReviews)
      .innerJoin(users, eq(users.id, gearReviews.userId))
      .innerJoin(gearProducts, eq(gearProducts.id, gearReviews.productId))
      .where(inArray(gearReviews.moderationStatus, ['flagged', 'rejected']))
      .orderBy(sql`${gearReviews.moderationStatus} = 'flagged' desc`, desc(gearReviews.updatedAt))
      .limit(200);
    const imagesOf = await reviewImageResolver(
      this.db,
      rows.map((r) => r.review),
    );
    return rows.map((r) => ({
      ...presentReview(r.review, r.username, false, imagesOf(r.review)),
      productName: r.productName,
      flagReason: r.review.flagReason,
    }));
  }

  async moderate(id: number, decision: 'approve' | 'reject') {
    const rows = await this.db
      .update(gearReviews)
      .set({ moderationStatus: decision === 'approve' ? 'approved' : 'rejected', updatedAt: new Date() })
      .where(eq(gearReviews.id, id))
      .returning({ id: gearReviews.id });
    if (rows.length === 0) throw notFound(GEAR_MESSAGES.reviewNotFound);
  }
}
