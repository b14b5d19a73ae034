// Writes the shipped gear catalogue (server/data/gear/catalog.json) into gear_categories, gear_brands and
// gear_products at start, by slug: a new file version updates the rows it names (reviews, wishlists and clicks stay,
// they point at the same ids); an unchanged file writes nothing. Products no longer in the file are hidden, never
// deleted (their reviews stay). Several processes starting at once take turns on an advisory lock.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { gearBrands, gearCategories, gearProducts } from '../../db/schema';

export const GEAR_CATALOG_FILE = path.resolve(import.meta.dirname, '../../data/gear/catalog.json');

const catalogSchema = z.object({
  checkedOn: z.string(),
  categories: z.array(
    z.object({ slug: z.string(), name: z.string(), icon: z.string(), description: z.string() }),
  ),
  brands: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      country: z.string().nullable(),
      website: z.string().nullable(),
    }),
  ),
  products: z.array(
    z.object({
      slug: z.string(),
      categorySlug: z.string(),
      brandSlug: z.string(),
      name: z.string(),
      model: z.string(),
      summary: z.string(),
      specifications: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      msrpUsd: z.number().nullable(),
      asin: z.string().nullable(),
      releaseYear: z.number().int().optional(),
      wildlifeUses: z.array(z.string()).default([]),
      tags: z.array(z.string()).default([]),
    }),
  ),
});
export type GearCatalog = z.infer<typeof catalogSchema>;

export function readGearCatalog(file = GEAR_CATALOG_FILE): { catalog: GearCatalog; version: string } {
  const text = fs.readFileSync(file, 'utf8');
  return {
    catalog: catalogSchema.parse(JSON.parse(text)),
    version: createHash('sha256').update(text).digest('hex').slice(0, 16),
  };
}

/** Returns how many products were written (0 when every row already had this version). */
export async function syncGearCatalog(db: Db, shipped = readGearCatalog()): Promise<number> {
  const { catalog, version } = shipped;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wildlens_gear_catalog'))`);
    const [written] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(gearProducts)
      .where(and(eq(gearProducts.fromCatalog, true), eq(gearProducts.catalogVersion, version)));
    if ((written?.n ?? 0) === catalog.products.length) return 0;
    const now = new Date();
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    // One statement per table: the start of every process (and of every test app) pays three round trips.
    const categoryRows = await tx
      .insert(gearCategories)
      .values(
        catalog.categories.map((c, position) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          icon: c.icon,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: gearCategories.slug,
        set: {
          name: excluded('name'),
          description: excluded('description'),
          icon: excluded('icon'),
          position: excluded('position'),
          updatedAt: now,
        },
      })
      .returning({ id: gearCategories.id, slug: gearCategories.slug });
    const brandRows = await tx
      .insert(gearBrands)
      .values(
        catalog.brands.map((b) => ({ slug: b.slug, name: b.name, country: b.country, website: b.website })),
      )
      .onConflictDoUpdate({
        target: gearBrands.slug,
        set: {
          name: excluded('name'),
          country: excluded('country'),
          website: excluded('website'),
          updatedAt: now,
        },
      })
      .returning({ id: gearBrands.id, slug: gearBrands.slug });
    const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]));
    const brandIds = new Map(brandRows.map((r) => [r.slug, r.id]));
    const rows = catalog.products.flatMap((p) => {
      const categoryId = categoryIds.get(p.categorySlug);
      const brandId = brandIds.get(p.brandSlug);
      if (categoryId === undefined || brandId === undefined) return [];
      const msrp = p.msrpUsd === null ? null : Math.round(p.msrpUsd * 100);
      return [
        {
          slug: p.slug,
          name: p.name,
          categoryId,
          brandId,
          model: p.model,
          description: p.summary,
          specifications: p.specifications,
          msrp,
          // The list price as of the month the catalogue was checked: no live price source is configured.
          currentPrice: msrp,
          priceCheckedOn: catalog.checkedOn,
          amazonAsin: p.asin,
          releaseYear: p.releaseYear ?? null,
          wildlifeUses: p.wildlifeUses,
          tags: p.tags,
          isActive: true,
          fromCatalog: true,
          catalogVersion: version,
          updatedAt: now,
        },
      ];
    });
    const columnsWritten = [
      'name',
      'category_id',
      'brand_id',
      'model',
      'description',
      'specifications',
      'msrp',
      'current_price',
      'price_checked_on',
      'amazon_asin',
      'release_year',
      'wildlife_uses',
      'tags',
      'is_active',
      'from_catalog',
      'catalog_version',
      'updated_at',
    ];
    if (rows.length > 0)
      await tx
        .insert(gearProducts)
        .values(rows)
        .onConflictDoUpdate({
          target: gearProducts.slug,
          set: Object.fromEntries(
            Object.entries(getTableColumns(gearProducts))
              .filter(([, column]) => columnsWritten.includes(column.name))
              .map(([key, column]) => [key, excluded(column.name)]),
          ),
          setWhere: sql`${gearProducts.catalogVersion} is distinct from ${version}`,
        });
    const count = rows.length;
    const slugs = catalog.products.map((p) => p.slug);
    await tx
      .update(gearProducts)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(gearProducts.fromCatalog, true), notInArray(gearProducts.slug, slugs)));
    return count;
  });
}
