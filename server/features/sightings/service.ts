// Reading sightings: the public list (filters, search, keyset pages), the social feed and one sighting, each in
// one query (author, media asset, likedByMe and bookmarkedByMe joined in; see view-query.ts).
import type { LanguageCode } from '@common/constants/languages';
import type { SightingSort } from '@common/schemas/sightings';
import { and, eq } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import {
  hasListFilters,
  type ListPlaceFilters,
  NO_PLACE_FILTERS,
  type ResolvedListFilters,
  resolveListFilters,
} from './list-filters';
import { type ListParams, SightingListQueries } from './list-query';
import { RelatedSightings } from './related-service';
import {
  assetJoin,
  authorJoin,
  type SightingCardRow,
  type SightingView,
  sightingViewColumns,
  speciesJoin,
  toView,
  visibleTo,
} from './view-query';
import { ViewerMarks } from './viewer-marks';

export type { SightingAuthorRow, SightingView } from './view-query';

export interface SightingListOptions {
  category?: string | undefined;
  search?: string | undefined;
  /** Only research-grade sightings. */
  research?: boolean | undefined;
  userId?: number | undefined;
  /** The social feed: only sightings of members this member follows. */
  followedBy?: number | undefined;
  limit: number;
  cursor?: string | undefined;
  sort: SightingSort;
  /** The signed-in member, for likedByMe / bookmarkedByMe; null for visitors. */
  viewerId: number | null;
  /** The language the linked species are named in. */
  lang: LanguageCode;
  /** Place, date and member filters of the explore list (list-filters.ts). */
  filters?: ListPlaceFilters | undefined;
}

export interface SightingPage {
  items: SightingView<SightingCardRow>[];
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/** Position of the last row of a page: created_at at full (microsecond) precision or like count, then id. */
type CursorKey =
  | { sort: 'newest'; createdAt: string; id: number }
  | { sort: 'most_liked'; likes: number; id: number };

const MAX_ID = 2_147_483_647;
/** Distinct public pages (filters, search, cursor) kept; each is ~20 rows, a few tens of KB. */
const PUBLIC_PAGES_CACHED = 500;
// JavaScript dates stop at milliseconds while PostgreSQL keeps microseconds; the cursor carries the exact
// database value as text so rows created within the same millisecond are neither skipped nor repeated.
// Year 0000 parses in JavaScript but PostgreSQL has no year 0 (a 500), so the pattern refuses it.
const TIMESTAMP_PATTERN = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
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
  private readonly listQueries: SightingListQueries;
  /** Public pages (visitor's view), emptied on any write to sightings, their authors or their media. */
  private readonly publicPages: ChangeCache<SightingPage>;
  private readonly viewerMarks: ViewerMarks;
  /** The sighting page's nearby and more-from-member strips (related-service.ts). */
  readonly related: RelatedSightings;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    this.listQueries = new SightingListQueries(db);
    this.publicPages = new ChangeCache(changes, ['wl_sightings'], PUBLIC_PAGES_CACHED);
    this.viewerMarks = new ViewerMarks(db, changes);
    this.related = new RelatedSightings(db, changes, async (items, viewerId) => {
      return (await this.withViewerFlags({ items, nextCursor: null }, viewerId)).items;
    });
  }

  async list(requested: SightingListOptions): Promise<SightingPage> {
    const cursor = requested.cursor ? decodeCursor(requested.cursor, requested.sort) : null;
    let place = NO_PLACE_FILTERS;
    let options = requested;
    if (hasListFilters(requested.filters)) {
      const resolved = await resolveListFilters(this.db, requested.filters);
      // A member named by username is the userId filter; both given, they must name the same member.
      if (
        !resolved ||
        (resolved.userId !== undefined &&
          requested.userId !== undefined &&
          resolved.userId !== requested.userId)
      )
        return { items: [], nextCursor: null };
      place = resolved;
      options = { ...requested, userId: resolved.userId ?? requested.userId };
    }
    // A member looking at their own profile also sees their private sightings; everyone else only public ones.
    const own =
      options.viewerId !== null && options.userId !== undefined && options.userId === options.viewerId;
    if (own || options.followedBy)
      return this.read(options, cursor, { own, viewerId: options.viewerId }, place);

    // Everyone else sees the same public page: read once, kept until a sighting changes, and only the
    // viewer's own likes and bookmarks are looked up per request.
    const key = JSON.stringify([
      options.category,
      options.search,
      options.research === true,
      options.userId,
      options.cursor,
      options.sort,
      options.limit,
      options.lang,
      options.filters ?? null,
    ]);
    let page = this.publicPages.get(key);
    if (!page) {
      const readAt = this.publicPages.begin();
      page = await this.read(options, cursor, { own: false, viewerId: null }, place);
      this.publicPages.set(key, page, readAt);
    }
    return options.viewerId === null ? page : this.withViewerFlags(page, options.viewerId);
  }

  private async read(
    options: SightingListOptions,
    cursor: CursorKey | null,
    viewer: { own: boolean; viewerId: number | null },
    place: ResolvedListFilters = NO_PLACE_FILTERS,
  ): Promise<SightingPage> {
    const query = this.listQueries.for({
      signedIn: viewer.viewerId !== null,
      own: viewer.own,
      category: Boolean(options.category),
      userId: Boolean(options.userId),
      followedBy: Boolean(options.followedBy),
      search: Boolean(options.search),
      research: options.research === true,
      cursor: cursor !== null,
      sort: options.sort,
      ...place.shape,
    });
    // One extra row tells whether another page exists without a COUNT.
    const rows = await query.execute({
      ...place.params,
      viewer: viewer.viewerId,
      lang: options.lang,
      category: options.category ?? null,
      userId: options.userId ?? null,
      followedBy: options.followedBy ?? null,
      pattern: options.search ? containsPattern(options.search) : null,
      cursorKey: cursor === null ? null : cursor.sort === 'newest' ? cursor.createdAt : cursor.likes,
      cursorId: cursor?.id ?? null,
      limit: options.limit + 1,
    } satisfies ListParams);
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

  /** The page as this member sees it: which of its sightings they liked and bookmarked. */
  private async withViewerFlags(page: SightingPage, viewerId: number): Promise<SightingPage> {
    const ids = page.items.map((view) => view.sighting.id);
    if (ids.length === 0) return page;
    const { liked, bookmarked } = await this.viewerMarks.among(viewerId, ids);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((view) => ({
        ...view,
        likedByMe: liked.has(view.sighting.id),
        bookmarkedByMe: bookmarked.has(view.sighting.id),
      })),
    };
  }

  /** One sighting; a private one only for its author (or, with includePrivate, the administrator). */
  async get(
    id: number,
    viewerId: number | null,
    lang: LanguageCode,
    includePrivate = false,
  ): Promise<SightingView | null> {
    const [row] = await this.selectViews(viewerId, lang)
      .where(and(eq(sightings.id, id), visibleTo(viewerId, includePrivate)))
      .limit(1);
    return row ? toView(row) : null;
  }

  private selectViews(viewerId: number | null, lang: LanguageCode) {
    return this.db
      .select(sightingViewColumns(viewerId, lang))
      .from(sightings)
      .innerJoin(users, authorJoin)
      .leftJoin(mediaAssets, assetJoin)
      .leftJoin(speciesDatabase, speciesJoin);
  }
}
