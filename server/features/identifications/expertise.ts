// Expert marks per category (common/schemas/identifications.ts, EXPERT_MARK_MIN_CONFIRMED): counted from
// members' current identifications that match the community taxon of a public research-grade sighting, read when
// shown (a few index reads per member), so a mark appears and disappears with the agreements behind it.
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';
import {
  EXPERT_MARK_MIN_CONFIRMED,
  type Expertise,
  type ExpertiseLevel,
  LEADING_EXPERT_MIN_CONFIRMED,
} from '@common/schemas/identifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sightingIdentifications, sightings, speciesDatabase } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

const isCategory = (c: string): c is CategoryValue => (CATEGORY_VALUES as readonly string[]).includes(c);

/** Confirmed identifications per member and category (the species' category), for these members. */
export async function confirmedCounts(
  db: Reader,
  userIds: number[],
): Promise<Map<number, Map<CategoryValue, number>>> {
  const out = new Map<number, Map<CategoryValue, number>>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: sightingIdentifications.userId,
      category: speciesDatabase.category,
      n: sql<number>`count(*)::int`,
    })
    .from(sightingIdentifications)
    .innerJoin(sightings, eq(sightings.id, sightingIdentifications.sightingId))
    .innerJoin(speciesDatabase, eq(speciesDatabase.id, sightingIdentifications.speciesId))
    .where(
      and(
        inArray(sightingIdentifications.userId, [...new Set(userIds)]),
        eq(sightingIdentifications.isCurrent, true),
        eq(sightings.qualityGrade, 'research'),
        eq(sightings.isPublic, true),
        eq(sightings.communitySpeciesId, sightingIdentifications.speciesId),
      ),
    )
    .groupBy(sightingIdentifications.userId, speciesDatabase.category);
  for (const row of rows) {
    if (!isCategory(row.category)) continue;
    let perUser = out.get(row.userId);
    if (!perUser) {
      perUser = new Map();
      out.set(row.userId, perUser);
    }
    perUser.set(row.category, row.n);
  }
  return out;
}

/** The categories each member holds the expert mark in. */
export async function expertCategories(db: Reader, userIds: number[]): Promise<Map<number, CategoryValue[]>> {
  const counts = await confirmedCounts(db, userIds);
  const out = new Map<number, CategoryValue[]>();
  for (const [userId, perCategory] of counts) {
    out.set(
      userId,
      CATEGORY_VALUES.filter((c) => (perCategory.get(c) ?? 0) >= EXPERT_MARK_MIN_CONFIRMED),
    );
  }
  return out;
}

/** One member's standing in every category (the profile's list). */
export async function expertiseOf(db: Reader, userId: number): Promise<Expertise[]> {
  const perCategory = (await confirmedCounts(db, [userId])).get(userId) ?? new Map<CategoryValue, number>();
  return CATEGORY_VALUES.map((category) => {
    const confirmed = perCategory.get(category) ?? 0;
    return { category, confirmed, expert: confirmed >= EXPERT_MARK_MIN_CONFIRMED };
  });
}

/** The level a member answers a request with in a category, or null without the mark. */
export async function expertiseLevel(
  db: Reader,
  userId: number,
  category: CategoryValue,
): Promise<ExpertiseLevel | null> {
  const confirmed = (await confirmedCounts(db, [userId])).get(userId)?.get(category) ?? 0;
  if (confirmed >= LEADING_EXPERT_MIN_CONFIRMED) return 'leading_expert';
  if (confirmed >= EXPERT_MARK_MIN_CONFIRMED) return 'expert';
  return null;
}
