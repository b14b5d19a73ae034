// The sighting categories with their display names, and the images an administrator chose for their tiles.
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';
import type { Category, CategoryImage } from '@common/schemas/sightings';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryImages } from '../../db/schema';

const CATEGORY_NAMES: Record<CategoryValue, string> = {
  birds: 'Birds',
  mammals: 'Mammals',
  reptiles: 'Reptiles',
  amphibians: 'Amphibians',
  marine: 'Marine Life',
  insects: 'Insects',
};

export const CATEGORIES: readonly Category[] = CATEGORY_VALUES.map((value) => ({
  value,
  name: CATEGORY_NAMES[value],
}));

/** Active category images; a category without one shows its emoji tile in the client. */
export async function listActiveCategoryImages(db: Db): Promise<CategoryImage[]> {
  const rows = await db
    .select()
    .from(categoryImages)
    .where(eq(categoryImages.isActive, true))
    .orderBy(asc(categoryImages.category));
  return rows.map((row) => ({
    category: row.category,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
