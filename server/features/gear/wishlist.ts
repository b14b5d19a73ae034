// The member's gear wishlist: products with notes and a priority (high first), each product once.
import type { wishlistBodySchema, wishlistUpdateSchema } from '@common/schemas/gear';
import { GEAR_MESSAGES } from '@common/schemas/gear';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { gearBrands, gearCategories, gearProducts, gearWishlist } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { activeProductId } from './reviews';
import { type CardRow, cardColumns, presentCard } from './service';

export class GearWishlist {
  constructor(private readonly db: Db) {}

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
    await activeProductId(this.db, body.productId);
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
