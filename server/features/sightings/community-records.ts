// What the community recorded of a subject (a species, a place): the sightings that match a condition counted by
// month, the members who recorded most of them, and one page of them newest first. One implementation for the
// species and location pages, so both count, rank and page the same way.
import type { LanguageCode } from '@common/constants/languages';
import type { TopPhotographer } from '@common/schemas/species-pages';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, users } from '../../db/schema';
import { publiclyListed } from '../moderation/visibility';
import { decodeCursor, encodeCursor } from './service';
import {
  assetJoin,
  authorJoin,
  type SightingView,
  sightingViewColumns,
  speciesJoin,
  toView,
} from './view-query';

/** Matching sightings per month seen (the day spotted, else the day posted), January first. */
export async function sightingsByMonth(db: Db, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({
      month: sql<number>`extract(month from coalesce(${sightings.dateSpotted}, (${sightings.createdAt} at time zone 'UTC')::date))::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(sightings)
    .where(where)
    .groupBy(sql`1`);
  const months = Array.from({ length: 12 }, () => 0);
  for (const r of rows) {
    const m = Number(r.month);
    if (m >= 1 && m <= 12) months[m - 1] = Number(r.n);
  }
  return months;
}

export interface SiteName {
  adminUsername: string;
  shownAs: string;
}

/** The members with the most matching sightings, most first. */
export async function topPhotographers(
  db: Db,
  where: SQL | undefined,
  siteName: SiteName,
  limit: number,
): Promise<TopPhotographer[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      sightings: sql<number>`count(*)::int`,
    })
    .from(sightings)
    .innerJoin(users, eq(users.id, sightings.userId))
    // Hidden profiles and suspended members are left out of public lists (features/moderation).
    .where(and(where, publiclyListed()))
    .groupBy(users.id, users.username, users.profileImageUrl)
    .orderBy(sql`count(*) desc`, users.id)
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    sightings: Number(r.sightings),
    // The reserved administrator account shows as the site (spec sections 3 and 6).
    username:
      r.username.toLowerCase() === siteName.adminUsername.toLowerCase() ? siteName.shownAs : r.username,
  }));
}

/** One page of the matching sightings, newest first (keyset on created_at, id), as `viewerId` sees them. */
export async function newestSightingsPage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; cursor?: string | undefined },
  viewerId: number | null,
  lang: LanguageCode,
): Promise<{ items: SightingView[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor, 'newest') : null;
  const rows = await db
    .select(sightingViewColumns(viewerId, lang))
    .from(sightings)
    .innerJoin(users, authorJoin)
    .leftJoin(mediaAssets, assetJoin)
    .leftJoin(speciesDatabase, speciesJoin)
    .where(
      and(
        where,
        after && after.sort === 'newest'
          ? sql`(${sightings.createdAt}, ${sightings.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(sightings.createdAt), desc(sightings.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  const last = kept[kept.length - 1];
  return {
    items: kept.map(toView),
    nextCursor:
      more && last
        ? encodeCursor({ sort: 'newest', createdAt: last.cursorTime, id: last.sighting.id })
        : null,
  };
}
