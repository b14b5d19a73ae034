// A member's bookmarks in named collections (default 'Saved'). Collections are the names in use on the
// member's bookmarks, plus 'Saved', which always exists.
import type { LanguageCode } from '@common/constants/languages';
import { DEFAULT_BOOKMARK_COLLECTION } from '@common/schemas/social';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks, mediaAssets, sightings, speciesDatabase, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../sightings/db-errors';
import { decodeCursor, encodeCursor } from '../sightings/service';
import {
  assetJoin,
  authorJoin,
  type SightingView,
  sightingViewColumns,
  speciesJoin,
  toView,
  visibleTo,
} from '../sightings/view-query';
import { SIGHTING_NOT_FOUND_MESSAGE } from '../sightings/write-service';

export const BOOKMARK_NOT_FOUND_MESSAGE = 'Bookmark not found';
export const COLLECTION_NOT_FOUND_MESSAGE = 'Collection not found';
export const COLLECTION_EXISTS_MESSAGE = 'A collection with this name already exists.';
export const SAVED_CANNOT_BE_DELETED_MESSAGE = `The ${DEFAULT_BOOKMARK_COLLECTION} collection cannot be deleted.`;

export interface BookmarkView {
  id: number;
  collectionName: string;
  notes: string | null;
  createdAt: Date;
  view: SightingView;
}

export interface BookmarkRow {
  id: number;
  userId: number;
}

export interface BookmarkPage {
  items: BookmarkView[];
  nextCursor: string | null;
}

export class BookmarkService {
  constructor(private readonly db: Db) {}

  /** Bookmarks a sighting the member can see; idempotent per (sighting, collection). */
  async add(
    userId: number,
    input: { sightingId: number; collectionName: string; notes?: string | undefined },
    lang: LanguageCode,
  ): Promise<{ view: BookmarkView; created: boolean }> {
    const [sighting] = await this.db
      .select({ id: sightings.id })
      .from(sightings)
      .where(and(eq(sightings.id, input.sightingId), visibleTo(userId)))
      .limit(1);
    if (!sighting) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    const added = await this.db
      .insert(bookmarks)
      .values({
        userId,
        sightingId: input.sightingId,
        collectionName: input.collectionName,
        notes: input.notes || null,
      })
      .onConflictDoNothing()
      .returning({ id: bookmarks.id });
    const [view] = await this.select(
      userId,
      lang,
      and(
        eq(bookmarks.userId, userId),
        eq(bookmarks.sightingId, input.sightingId),
        eq(bookmarks.collectionName, input.collectionName),
      ),
    );
    if (!view) throw notFound(BOOKMARK_NOT_FOUND_MESSAGE);
    return { view, created: added.length > 0 };
  }

  async findRow(id: number): Promise<BookmarkRow | null> {
    const [row] = await this.db
      .select({ id: bookmarks.id, userId: bookmarks.userId })
      .from(bookmarks)
      .where(eq(bookmarks.id, id))
      .limit(1);
    return row ?? null;
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(bookmarks).where(eq(bookmarks.id, id));
  }

  /** Takes a sighting out of one collection, or out of all of them; answers whether it is still bookmarked. */
  async removeSighting(
    userId: number,
    sightingId: number,
    collection: string | undefined,
  ): Promise<{ removed: number; bookmarkedByMe: boolean }> {
    const mine = and(eq(bookmarks.userId, userId), eq(bookmarks.sightingId, sightingId));
    const removed = await this.db
      .delete(bookmarks)
      .where(collection === undefined ? mine : and(mine, eq(bookmarks.collectionName, collection)))
      .returning({ id: bookmarks.id });
    const [left] = await this.db.select({ n: count() }).from(bookmarks).where(mine);
    return { removed: removed.length, bookmarkedByMe: (left?.n ?? 0) > 0 };
  }

  /** The member's collections with their sizes: 'Saved' first (always there), then by name. */
  async collections(userId: number): Promise<{ name: string; count: number }[]> {
    const rows = await this.db
      .select({ name: bookmarks.collectionName, count: count() })
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .groupBy(bookmarks.collectionName)
      .orderBy(asc(bookmarks.collectionName));
    const saved = rows.find((r) => r.name === DEFAULT_BOOKMARK_COLLECTION) ?? {
      name: DEFAULT_BOOKMARK_COLLECTION,
      count: 0,
    };
    return [saved, ...rows.filter((r) => r.name !== DEFAULT_BOOKMARK_COLLECTION)];
  }

  /** The member's bookmarks, newest first, in one collection or all; keyset pages like the sightings list. */
  async list(
    userId: number,
    options: { collection?: string | undefined; cursor?: string | undefined; limit: number },
    lang: LanguageCode,
  ): Promise<BookmarkPage> {
    const conditions: SQL[] = [eq(bookmarks.userId, userId)];
    if (options.collection !== undefined) conditions.push(eq(bookmarks.collectionName, options.collection));
    if (options.cursor) {
      const key = decodeCursor(options.cursor, 'newest');
      if (key.sort === 'newest')
        conditions.push(
          sql`(${bookmarks.createdAt}, ${bookmarks.id}) < (${key.createdAt}::timestamptz, ${key.id})`,
        );
    }
    const rows = await this.select(userId, lang, and(...conditions), options.limit + 1);
    const items = rows.slice(0, options.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > options.limit && last
        ? encodeCursor({ sort: 'newest', createdAt: last.cursorTime, id: last.id })
        : null;
    return { items: items.map(({ cursorTime: _, ...view }) => view), nextCursor };
  }

  async renameCollection(userId: number, from: string, to: string): Promise<{ name: string; count: number }> {
    const inCollection = (name: string) =>
      and(eq(bookmarks.userId, userId), eq(bookmarks.collectionName, name));
    const [source] = await this.db.select({ n: count() }).from(bookmarks).where(inCollection(from));
    const size = source?.n ?? 0;
    if (from === to) return { name: to, count: size };
    if (size === 0) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
    const [target] = await this.db.select({ n: count() }).from(bookmarks).where(inCollection(to));
    if ((target?.n ?? 0) > 0 || to === DEFAULT_BOOKMARK_COLLECTION)
      throw conflict(COLLECTION_EXISTS_MESSAGE, 'name');
    try {
      const moved = await this.db
        .update(bookmarks)
        .set({ collectionName: to })
        .where(inCollection(from))
        .returning({ id: bookmarks.id });
      return { name: to, count: moved.length };
    } catch (error) {
      // A bookmark added to the target name meanwhile: the unique index refuses the move as a whole.
      if (isUniqueViolation(error)) throw conflict(COLLECTION_EXISTS_MESSAGE, 'name');
      throw error;
    }
  }

  async deleteCollection(userId: number, name: string): Promise<number> {
    if (name === DEFAULT_BOOKMARK_COLLECTION) throw badRequest(SAVED_CANNOT_BE_DELETED_MESSAGE);
    const removed = await this.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.collectionName, name)))
      .returning({ id: bookmarks.id });
    if (removed.length === 0) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
    return removed.length;
  }

  /** Bookmarks with their sightings as the member sees them (a sighting made private since drops out). */
  private async select(userId: number, lang: LanguageCode, where: SQL | undefined, limit = 1) {
    const rows = await this.db
      .select({
        ...sightingViewColumns(userId, lang),
        bookmark: {
          id: bookmarks.id,
          collectionName: bookmarks.collectionName,
          notes: bookmarks.notes,
          createdAt: bookmarks.createdAt,
        },
        bookmarkTime: sql<string>`to_char(${bookmarks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(bookmarks)
      .innerJoin(sightings, eq(sightings.id, bookmarks.sightingId))
      .innerJoin(users, authorJoin)
      .leftJoin(mediaAssets, assetJoin)
      .leftJoin(speciesDatabase, speciesJoin)
      .where(and(where, visibleTo(userId)))
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row.bookmark,
      view: toView(row),
      cursorTime: row.bookmarkTime,
    }));
  }
}
