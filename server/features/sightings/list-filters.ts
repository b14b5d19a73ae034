// The explore list's place, date and member filters turned into what the prepared list query needs: a location
// page's slug into its area's circle, a username into the member's id, a map box into grid ranges. A name that
// matches nothing (an unknown location or member) makes the whole list empty without asking for it.
import type { MapBounds } from '@common/schemas/map';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectedAreas, sightings, users } from '../../db/schema';
import type { ListShape } from './list-query';
import { type BoxValues, boxParams, boxValues, circleBounds, publicGridInBox } from './place-filters';

export interface ListPlaceFilters {
  /** A location page's slug. */
  location?: string | undefined;
  /** ISO alpha-2, upper case. */
  country?: string | undefined;
  bbox?: MapBounds | undefined;
  /** YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** A member's username, any case. */
  user?: string | undefined;
}

export type PlaceShape = Pick<ListShape, 'area' | 'country' | 'box' | 'boxWide' | 'from' | 'to'>;

/**
 * A box holding at least this many public sightings is read newest first, testing each row; a smaller one is
 * gathered from the map's grid index and sorted. Reading newest first visits about (page size x public sightings
 * / sightings in the box) rows, gathering visits those in the box: the two meet near 1,000 at 100,000 sightings (measured on both databases).
 */
const WIDE_BOX_SIGHTINGS = 1_000;

export interface ResolvedListFilters {
  shape: PlaceShape;
  params: Record<string, string | number>;
  /** The member `user` named. */
  userId?: number;
}

export const NO_PLACE_FILTERS: ResolvedListFilters = {
  shape: { area: false, country: false, box: false, boxWide: false, from: false, to: false },
  params: {},
};

export function hasListFilters(filters: ListPlaceFilters | undefined): filters is ListPlaceFilters {
  return filters !== undefined && Object.values(filters).some((v) => v !== undefined);
}

/** The filters' shape and values, or null when a name in them matches nothing. */
export async function resolveListFilters(
  db: Db,
  filters: ListPlaceFilters,
): Promise<ResolvedListFilters | null> {
  const params: Record<string, string | number> = {};
  let userId: number | undefined;
  if (filters.user !== undefined) {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${filters.user.toLowerCase()}`)
      .limit(1);
    if (!member) return null;
    userId = member.id;
  }
  if (filters.location !== undefined) {
    const [area] = await db
      .select({
        id: protectedAreas.id,
        latitude: protectedAreas.latitude,
        longitude: protectedAreas.longitude,
        radiusKm: protectedAreas.radiusKm,
      })
      .from(protectedAreas)
      .where(eq(protectedAreas.slug, filters.location))
      .limit(1);
    if (!area) return null;
    Object.assign(params, {
      areaId: area.id,
      areaLatitude: area.latitude,
      areaLongitude: area.longitude,
      areaKm: area.radiusKm,
      ...boxParams('area', boxValues(circleBounds(area.latitude, area.longitude, area.radiusKm))),
    });
  }
  if (filters.country !== undefined) params.country = filters.country;
  let boxWide = false;
  if (filters.bbox !== undefined) {
    const box = boxValues(filters.bbox);
    Object.assign(params, boxParams('box', box));
    boxWide = (await sightingsInBox(db, box, WIDE_BOX_SIGHTINGS)) >= WIDE_BOX_SIGHTINGS;
  }
  if (filters.from !== undefined) params.from = filters.from;
  if (filters.to !== undefined) params.to = filters.to;
  return {
    shape: {
      area: filters.location !== undefined,
      country: filters.country !== undefined,
      box: filters.bbox !== undefined,
      boxWide,
      from: filters.from !== undefined,
      to: filters.to !== undefined,
    },
    params,
    ...(userId === undefined ? {} : { userId }),
  };
}

/**
 * How many public sightings the box holds, counted up to `atMost` from the map's grid index alone. PostgreSQL
 * cannot tell this itself: the box is four correlated ranges, whose selectivities it multiplies.
 */
async function sightingsInBox(db: Db, box: BoxValues, atMost: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from ${sightings}
       where ${sightings.isPublic} and ${publicGridInBox(sightings, box)}
       limit ${atMost}) inside`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}
