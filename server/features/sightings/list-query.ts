// The sightings list query, prepared once per shape. Building a Drizzle select of the card columns with two
// joins and two EXISTS flags costs more CPU than PostgreSQL spends answering it (docs/PERFORMANCE.md), so each
// combination of filters is built once, named, and then only executed with its placeholder values; on a
// PostgreSQL server each pooled connection also parses and plans it only once.
import type { LanguageCode } from '@common/constants/languages';
import type { SightingSort } from '@common/schemas/sightings';
import { and, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  mediaAssets,
  protectedAreaSightings,
  sightings,
  speciesDatabase,
  userFollows,
  users,
} from '../../db/schema';
import {
  type BoxValues,
  boxPlaceholders,
  publicDegreesInBox,
  publicDistanceKm,
  publicGridInSide,
  publicPointInBox,
} from './place-filters';
import { assetJoin, authorJoin, sightingCardViewColumns, speciesJoin } from './view-query';

/** Which parts of the WHERE clause a request uses; every distinct shape is one prepared statement. */
export interface ListShape {
  signedIn: boolean;
  /** The viewer reads their own profile list, private sightings included. */
  own: boolean;
  category: boolean;
  userId: boolean;
  followedBy: boolean;
  search: boolean;
  /** Only research-grade sightings (quality=research). */
  research: boolean;
  cursor: boolean;
  sort: SightingSort;
  /** Inside a location page's area (areaId, areaLatitude/Longitude/Km and the area* box). */
  area: boolean;
  /** In a country (country). */
  country: boolean;
  /** In a map box (the box* values). */
  box: boolean;
  /**
   * The box holds many sightings (list-filters.ts counted): read newest first and test each row's coordinates,
   * rather than gather all of them from the map's grid index and sort them.
   */
  boxWide: boolean;
  /** Seen on or after `from`, on or before `to`. */
  from: boolean;
  to: boolean;
}

/** The values of a shape's placeholders (unused ones are ignored). */
export interface ListParams {
  viewer: number | null;
  /** The language the linked species are named in. */
  lang: LanguageCode;
  category: string | null;
  userId: number | null;
  followedBy: number | null;
  pattern: string | null;
  cursorKey: string | number | null;
  cursorId: number | null;
  limit: number;
  /** The place filters' values (place-filters.ts boxParams for the boxes), when the shape has them. */
  [placeFilter: string]: string | number | null;
}

const p = sql.placeholder;

function build(db: Db, shape: ListShape, name: string) {
  const conditions: SQL[] = [
    shape.own
      ? sql`(${sightings.isPublic} or ${sightings.userId} = ${p('viewer')})`
      : eq(sightings.isPublic, true),
  ];
  if (shape.category) conditions.push(sql`${sightings.category} = ${p('category')}`);
  if (shape.userId) conditions.push(sql`${sightings.userId} = ${p('userId')}`);
  if (shape.followedBy) {
    conditions.push(
      sql`${sightings.userId} in (select ${userFollows.followingId} from ${userFollows} where ${userFollows.followerId} = ${p('followedBy')})`,
    );
  }
  if (shape.research) conditions.push(sql`${sightings.qualityGrade} = 'research'`);
  conditions.push(...placeConditions(shape));
  if (shape.search) {
    const matches = or(
      ilike(sightings.speciesName, p('pattern')),
      ilike(sightings.location, p('pattern')),
      ilike(sightings.description, p('pattern')),
    );
    if (matches) conditions.push(matches);
  }
  if (shape.cursor) {
    // Row comparison matches the (key desc, id desc) indexes, so each page is an index range scan.
    conditions.push(
      shape.sort === 'newest'
        ? sql`(${sightings.createdAt}, ${sightings.id}) < (${p('cursorKey')}::timestamptz, ${p('cursorId')}::int)`
        : sql`(${sightings.likes}, ${sightings.id}) < (${p('cursorKey')}::int, ${p('cursorId')}::int)`,
    );
  }
  const order =
    shape.sort === 'newest'
      ? [desc(sightings.createdAt), desc(sightings.id)]
      : [desc(sightings.likes), desc(sightings.id)];
  if (isPlaced(shape)) {
    // A place may hold thousands of sightings gathered from its index and sorted: the page's ids are picked from
    // the sightings table alone, so the author, media and species are joined for that page only (measured: the
    // busiest bench area, 2,000 sightings, on PostgreSQL: 58 ms -> 15 ms).
    const page = db
      .select({ id: sightings.id })
      .from(sightings)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(p('limit'));
    conditions.splice(0, conditions.length, sql`${sightings.id} in ${page}`);
  }
  return db
    .select(sightingCardViewColumns(shape.signedIn ? p('viewer') : null, p('lang')))
    .from(sightings)
    .innerJoin(users, authorJoin)
    .leftJoin(mediaAssets, assetJoin)
    .leftJoin(speciesDatabase, speciesJoin)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(p('limit'))
    .prepare(name);
}

/** Whether the shape has a place or date filter. */
function isPlaced(shape: ListShape): boolean {
  return shape.area || shape.country || shape.box || shape.from || shape.to;
}

/** The table again, for the area's obscured sightings looked up beside the outer row. */
const nearArea = alias(sightings, 'near_area');

/**
 * The ids of public obscured sightings whose public point lies in one side of the box: a range of the map's grid
 * index each (with both sides in one OR, PostgreSQL read every longitude of the band from the table).
 */
function obscuredNear(box: BoxValues<SQLWrapper>, side: 1 | 2): SQL {
  return sql`select ${nearArea.id} from ${sightings} as near_area
    where ${nearArea.isPublic} and ${nearArea.positionPrecision} = 'obscured'
      and ${publicGridInSide(nearArea, box, side)} and ${publicDegreesInBox(nearArea, box)}`;
}

/**
 * The place and date filters. Private sightings (no public position) never match a place: the country test
 * excludes them explicitly, the others read the public position. A location page's area holds its open sightings
 * by their place (protected_area_sightings, worked out from the true point, which for them is the public one) and
 * its obscured ones only when their public point lies in the area's circle: the union lets PostgreSQL start
 * from those few ids instead of the whole table.
 */
function placeConditions(shape: ListShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.area) {
    const areaBox = boxPlaceholders('area');
    const centre = [p('areaLatitude'), p('areaLongitude')] as const;
    conditions.push(
      sql`${sightings.id} in (
        select ${protectedAreaSightings.sightingId} from ${protectedAreaSightings}
         where ${protectedAreaSightings.areaId} = ${p('areaId')}::int
        union all ${obscuredNear(areaBox, 1)}
        union all ${obscuredNear(areaBox, 2)})`,
      sql`(${sightings.positionPrecision} = 'exact' or (${sightings.positionPrecision} = 'obscured'
        and ${publicDistanceKm(sightings, ...centre)} <= ${p('areaKm')}::float8))`,
    );
  }
  if (shape.country)
    conditions.push(
      sql`${sightings.countryCode} = ${p('country')}::text and ${sightings.positionPrecision} <> 'none'`,
    );
  if (shape.box) {
    const box = boxPlaceholders('box');
    conditions.push(shape.boxWide ? publicDegreesInBox(sightings, box) : publicPointInBox(sightings, box));
  }
  if (shape.from) conditions.push(sql`${sightings.dateSpotted} >= ${p('from')}::date`);
  if (shape.to) conditions.push(sql`${sightings.dateSpotted} <= ${p('to')}::date`);
  return conditions;
}

export type PreparedList = ReturnType<typeof build>;

/** The prepared list statements of one database, built on first use of each shape. */
export class SightingListQueries {
  private readonly prepared = new Map<string, PreparedList>();

  constructor(private readonly db: Db) {}

  for(shape: ListShape): PreparedList {
    const key = [
      shape.signedIn ? 'v' : '',
      shape.own ? 'o' : '',
      shape.category ? 'c' : '',
      shape.userId ? 'u' : '',
      shape.followedBy ? 'f' : '',
      shape.search ? 's' : '',
      shape.research ? 'r' : '',
      shape.cursor ? 'k' : '',
      shape.area ? 'a' : '',
      shape.country ? 'y' : '',
      shape.box ? (shape.boxWide ? 'B' : 'b') : '',
      shape.from ? 'd' : '',
      shape.to ? 't' : '',
      shape.sort === 'newest' ? 'n' : 'l',
    ].join('');
    let query = this.prepared.get(key);
    if (!query) {
      // A place or date filter matches a handful of rows or nearly all of them depending on its values (a park,
      // the whole world), so those shapes are left unnamed: PostgreSQL plans each request with its own values,
      // where the generic plan it settles on for a named statement after five runs read the whole table through
      // the map index for a box in another request (measured: a world box 778 ms).
      query = build(this.db, shape, isPlaced(shape) ? '' : `sightings_list_${key}`);
      this.prepared.set(key, query);
    }
    return query;
  }
}
