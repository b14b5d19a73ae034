// The author's sales page (GET /api/guides/sales): each guide's sales, revenue (the purchases' amounts) and the
// author's earnings (70%, summed with SQL as each sale was paid), and the latest sales.
import { GUIDE_AUTHOR_SHARE, type GuidePreview, type GuideSales } from '@common/schemas/guides';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guidePurchases, locationGuides } from '../../db/schema';

export async function authorSales(db: Db, userId: number): Promise<GuideSales> {
  const guides = await db
    .select({
      id: locationGuides.id,
      title: locationGuides.title,
      status: locationGuides.status,
      price: locationGuides.price,
      currency: locationGuides.currency,
      totalSales: locationGuides.totalSales,
      rating: locationGuides.rating,
      totalRatings: locationGuides.totalRatings,
      earnings: locationGuides.authorEarnings,
    })
    .from(locationGuides)
    .where(eq(locationGuides.authorId, userId))
    .orderBy(desc(locationGuides.updatedAt));
  const revenues = await db
    .select({ guideId: guidePurchases.guideId, revenue: sql<string>`sum(${guidePurchases.amount})` })
    .from(guidePurchases)
    .innerJoin(locationGuides, eq(locationGuides.id, guidePurchases.guideId))
    .where(and(eq(locationGuides.authorId, userId), eq(guidePurchases.status, 'completed')))
    .groupBy(guidePurchases.guideId);
  const revenueOf = new Map(revenues.map((r) => [r.guideId, Number(r.revenue)]));
  const sales = await db
    .select({
      guideId: guidePurchases.guideId,
      title: locationGuides.title,
      amount: guidePurchases.amount,
      currency: guidePurchases.currency,
      earnings: guidePurchases.authorShare,
      status: guidePurchases.status,
      createdAt: guidePurchases.createdAt,
    })
    .from(guidePurchases)
    .innerJoin(locationGuides, eq(locationGuides.id, guidePurchases.guideId))
    .where(eq(locationGuides.authorId, userId))
    .orderBy(desc(guidePurchases.createdAt))
    .limit(100);
  return {
    authorShare: GUIDE_AUTHOR_SHARE,
    guides: guides.map((g) => ({
      ...g,
      status: g.status as GuidePreview['status'],
      rating: Number(g.rating),
      revenue: revenueOf.get(g.id) ?? 0,
    })),
    sales: sales.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
  };
}
