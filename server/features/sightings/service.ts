// Reading sightings: the public list (filters, search, keyset pages), the social feed and one sighting, each in
// one query (author, media asset, likedByMe and bookmarkedByMe joined in; see view-query.ts).
import type { SightingSort } from '@common/schemas/sightings';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, userFollows, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import {
  assetJoin,
  authorJoin,
  type SightingView,
  sightingViewColumns,
  toView,
  visibleTo,
} from './view-query';

export type { SightingAuthorRow, SightingView } from './view-query';

export interface SightingListOptions {
  category?: string | undefined;
  search?: string | undefined;
  userId?: number | undefined;
  /** The social feed: only sightings of members this member follows. */
  followedBy?: number | undefined;
  limit: number;
  cursor?: string | undefined;
  sort: SightingSort;
  /** The signed-in member, for likedByMe / bookmarkedByMe; null for visitors. */
  viewerId: number | null;
}

export interface SightingPage {
  items: SightingView[];
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/** Position of the last row of a page: created_at at full (microsecond) precision or like count, then id. */
type CursorKey =
  | { sort: 'newest'; createdAt: string; id: number }
  | { sort: 'most_liked'; likes: number; id: number };

const MAX_ID = 2_147_483_647;
// JavaScript dates stop at milliseconds while PostgreSQL keeps microseconds; the cursor carries the exact
// database value as text so rows created within the same millisecond are neither skipped nor repeated.
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INVALID_CURSOR = 'The cursor is invalid; start again from the first page.';

export function encodeCursor(key: CursorKey): string {
  const first = key.sort === 'newest' ? key.createdAt : String(key.likes);
  return Buffer.from(`${first}|${key.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, sort: SightingSort): CursorKey {
  const [first, idText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const id = Number(idText);
  if (rest.length > 0 || first === undefined || !/^\d{1,10}$/.test(idText ?? '') || id < 1 || id > MAX_ID)
    throw badRequest(INVALID_CURSOR);
  if (sort === 'newest') {
    // The round trip refuses impossible dates (2024-02-30) that PostgreSQL would reject with a 500.
    const millis = Date.parse(first);
    if (!TIMESTAMP_PATTERN.test(first) || Number.isNaN(millis)) throw badRequest(INVALID_CURSOR);
    if (new Date(millis).toISOString().slice(0, 23) !== first.slice(0, 23)) throw badRequest(INVALID_CURSOR);
    return { sort, createdAt: first, id };
  }
  if (!/^\d{1,10}$/.test(first) || Number(first) > MAX_ID) throw badRequest(INVALID_CURSOR);
  return { sort, likes: Number(first), id };
}

/** `%` and `_` in a search are literal characters, not wildcards; `\` is LIKE's escape character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class SightingService {
  constructor(private readonly db: Db) {}

  async list(options: SightingListOptions): Promise<SightingPage> {
    // A member looking at their own profile also sees their private sightings; everyone else only public ones.
    const conditions: SQL[] = [
      options.userId !== undefined && options.userId === options.viewerId
        ? visibleTo(options.viewerId)
        : eq(sightings.isPublic, true),
    ];
    if (options.category) conditions.push(eq(sightings.category, options.category));
    if (options.userId) conditions.push(eq(sightings.userId, options.userId));
    if (options.followedBy) {
      conditions.push(
        sql`${sightings.userId} in (select ${userFollows.followingId} from ${userFollows} where ${userFollows.followerId} = ${options.followedBy})`,
      );
    }
    if (options.search) {
      const pattern = containsPattern(options.search);
      const matches = or(
        ilike(sightings.speciesName, pattern),
        ilike(sightings.location, pattern),
        ilike(sightings.description, pattern),
      );
      if (matches) conditions.push(matches);
    }
    if (options.cursor) {
      const key = decodeCursor(options.cursor, options.sort);
      // Row comparison matches the (key desc, id desc) indexes, so each page is an index range scan.
      conditions.push(
        key.sort === 'newest'
          ? sql`(${sightings.createdAt}, ${sightings.id}) < (${key.createdAt}::timestamptz, ${key.id})`
          : sql`(${sightings.likes}, ${sightings.id}) < (${key.likes}::int, ${key.id})`,
      );
    }
    const order =
      options.sort === 'newest'
        ? [desc(sightings.createdAt), desc(sightings.id)]
        : [desc(sightings.likes), desc(sightings.id)];

    // One extra row tells whether another page exists without a COUNT.
    const rows = await this.selectViews(options.viewerId)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(options.limit + 1);
    const items = rows.slice(0, options.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > options.limit && last
        ? encodeCursor(
            options.sort === 'newest'
              ? { sort: 'newest', createdAt: last.cursorTime, id: last.sighting.id }
              : { sort: 'most_liked', likes: last.sighting.likes, id: last.sighting.id },
          )
        : null;
    return { items: items.map(toView), nextCursor };
  }

  /** One sighting; a private one only for its author (or, with includePrivate, the administrator). */
  async get(id: number, viewerId: number | null, includePrivate = false): Promise<SightingView | null> {
    const [row] = await this.selectViews(viewerId)
      .where(and(eq(sightings.id, id), visibleTo(viewerId, includePrivate)))
      .limit(1);
    return row ? toView(row) : null;
  }

  private selectViews(viewerId: number | null) {
    return this.db
      .select(sightingViewColumns(viewerId))
      .from(sightings)
      .innerJoin(users, authorJoin)
      .leftJoin(mediaAssets, assetJoin);
  }
}
