// The administrator's reserved member account (features/admin/bootstrap.ts): curated sightings, their photos and
// the category images belong to it, so they show under the site's name (spec sections 3 and 6), and reading
// sightings the way everyone sees them for the curated pages.

import type { LanguageCode } from '@common/constants/languages';
import { CURATED_MESSAGES } from '@common/schemas/curated';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, type UserRow, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict } from '../../http/errors';
import {
  assetJoin,
  authorJoin,
  type SightingView,
  sightingViewColumns,
  speciesJoin,
  toView,
} from '../sightings/view-query';

/** The member row named like the administrator (case-insensitively, as bootstrap finds it). */
export async function siteMember(ctx: Pick<AppContext, 'db' | 'config'>): Promise<UserRow> {
  const [member] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${ctx.config.ADMIN_USERNAME})`)
    .limit(1);
  // ensureAdminAccount creates it at every start; only a database edited by hand lacks it.
  if (!member) throw conflict(CURATED_MESSAGES.siteAccountMissing);
  return member;
}

/**
 * Sightings read for `viewerId` (null: as a visitor, the public position and place), in the order of `ids`.
 * `where` narrows further (only public ones, say).
 */
export async function sightingViews(
  db: Db,
  ids: readonly number[],
  viewerId: number | null,
  lang: LanguageCode,
  where?: SQL,
): Promise<Map<number, SightingView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(sightingViewColumns(viewerId, lang))
    .from(sightings)
    .innerJoin(users, authorJoin)
    .leftJoin(mediaAssets, assetJoin)
    .leftJoin(speciesDatabase, speciesJoin)
    .where(and(inArray(sightings.id, [...ids]), where));
  return new Map(rows.map((row) => [row.sighting.id, toView(row)]));
}
