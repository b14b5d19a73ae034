// The sightings list query, prepared once per shape. Building a Drizzle select of the card columns with two
// joins and two EXISTS flags costs more CPU than PostgreSQL spends answering it (docs/PERFORMANCE.md), so each
// combination of filters is built once, named, and then only executed with its placeholder values; on a
// PostgreSQL server each pooled connection also parses and plans it only once.
import type { LanguageCode } from '@common/constants/languages';
import type { SightingSort } from '@common/schemas/sightings';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, userFollows, users } from '../../db/schema';
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
      shape.sort === 'newest' ? 'n' : 'l',
    ].join('');
    let query = this.prepared.get(key);
    if (!query) {
      query = build(this.db, shape, `sightings_list_${key}`);
      this.prepared.set(key, query);
    }
    return query;
  }
}
