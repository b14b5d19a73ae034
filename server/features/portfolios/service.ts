// Portfolios: one per member, created by the member's first save with an address derived from the username
// (until then the builder shows an unsaved draft); reading one
// with its collections and items (each item a sighting as the viewer may see it).

import type { LanguageCode } from '@common/constants/languages';
import { isReservedPortfolioUrl } from '@common/constants/reserved-names';
import {
  DEFAULT_PORTFOLIO_TITLE,
  PORTFOLIO_URL_TAKEN_MESSAGE,
  type portfolioUpdateSchema,
} from '@common/schemas/portfolios';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  mediaAssets,
  portfolioCollections,
  portfolioItems,
  sightings,
  speciesDatabase,
  type UserRow,
  userPortfolios,
  users,
} from '../../db/schema';
import type { Clock } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { type Actor, authorize } from '../../http/policies';
import { isUniqueViolation } from '../sightings/db-errors';
import { imageUrlOf } from '../sightings/presenters';
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

export type PortfolioUpdate = z.output<typeof portfolioUpdateSchema>;
export type PortfolioRow = typeof userPortfolios.$inferSelect;
export type CollectionRow = typeof portfolioCollections.$inferSelect;

export const PORTFOLIO_NOT_FOUND_MESSAGE = 'Portfolio not found';

export interface PortfolioItemView {
  id: number;
  collectionId: number;
  orderIndex: number;
  caption: string | null;
  isFeatured: boolean;
  view: SightingView;
}

export interface PortfolioView {
  portfolio: PortfolioRow;
  owner: UserRow;
  collections: CollectionRow[];
  items: PortfolioItemView[];
}

/** The address a new portfolio gets: the username in the address alphabet (letters, digits, single hyphens). */
export function portfolioUrlBase(username: string): string {
  const slug = username
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  const base = slug.length >= 3 ? slug : `${slug ? `${slug}-` : ''}portfolio`;
  // A member named like a page of the site ("explore", "login") gets an address that is not that page's name.
  return isReservedPortfolioUrl(base) ? `${base}-photos` : base;
}

export class PortfolioService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * What the builder shows before the member's first save: the stored portfolio, else the defaults with a
   * free address, stored nowhere. Opening the builder must not publish an empty portfolio on the profile.
   */
  async ownOrDraft(user: Pick<UserRow, 'id' | 'username'>): Promise<{ row: PortfolioRow; saved: boolean }> {
    const existing = await this.byOwner(user.id);
    if (existing) return { row: existing, saved: true };
    const base = portfolioUrlBase(user.username);
    let portfolioUrl = base;
    for (let attempt = 2; (await this.byUrl(portfolioUrl)) && attempt <= 20; attempt += 1)
      portfolioUrl = `${base}-${attempt}`;
    const now = this.clock();
    const row: PortfolioRow = {
      id: 0,
      userId: user.id,
      title: DEFAULT_PORTFOLIO_TITLE,
      description: null,
      portfolioUrl,
      isPublic: true,
      theme: 'nature',
      layout: 'grid',
      headerImage: null,
      bio: null,
      socialLinks: null,
      customCss: null,
      createdAt: now,
      updatedAt: now,
    };
    return { row, saved: false };
  }

  /** The member's portfolio, created with the default title and a free address by their first save. */
  async ensureOwn(user: Pick<UserRow, 'id' | 'username'>): Promise<PortfolioRow> {
    const existing = await this.byOwner(user.id);
    if (existing) return existing;
    const base = portfolioUrlBase(user.username);
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      const suffix =
        attempt === 1 ? '' : attempt <= 20 ? `-${attempt}` : `-${Math.random().toString(36).slice(2, 8)}`;
      // Either unique index may refuse: the member's (a concurrent first call won) or the address (taken).
      const [created] = await this.db
        .insert(userPortfolios)
        .values({ userId: user.id, title: DEFAULT_PORTFOLIO_TITLE, portfolioUrl: `${base}${suffix}` })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const raced = await this.byOwner(user.id);
      if (raced) return raced;
    }
    throw new Error('no free portfolio address found');
  }

  async byOwner(userId: number): Promise<PortfolioRow | null> {
    const [row] = await this.db
      .select()
      .from(userPortfolios)
      .where(eq(userPortfolios.userId, userId))
      .limit(1);
    return row ?? null;
  }

  async byUrl(portfolioUrl: string): Promise<PortfolioRow | null> {
    const [row] = await this.db
      .select()
      .from(userPortfolios)
      .where(eq(userPortfolios.portfolioUrl, portfolioUrl))
      .limit(1);
    return row ?? null;
  }

  async update(actor: Actor, portfolio: PortfolioRow, input: PortfolioUpdate): Promise<void> {
    const changes: Partial<typeof userPortfolios.$inferInsert> = { updatedAt: this.clock() };
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description || null;
    if (input.bio !== undefined) changes.bio = input.bio || null;
    if (input.isPublic !== undefined) changes.isPublic = input.isPublic;
    if (input.theme !== undefined) changes.theme = input.theme;
    if (input.layout !== undefined) changes.layout = input.layout;
    if (input.socialLinks !== undefined) changes.socialLinks = input.socialLinks;
    if (input.headerSightingId !== undefined) {
      if (input.headerSightingId === null) changes.headerImage = null;
      else {
        const [header] = await this.db
          .select({ userId: sightings.userId, photoUrl: sightings.photoUrl, variants: mediaAssets.variants })
          .from(sightings)
          .leftJoin(mediaAssets, assetJoin)
          .where(eq(sightings.id, input.headerSightingId))
          .limit(1);
        if (!header) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
        authorize(actor, 'portfolio.addSighting', header);
        changes.headerImage =
          (header.variants && imageUrlOf({ variants: header.variants })) ?? header.photoUrl;
      }
    }
    if (input.portfolioUrl !== undefined && input.portfolioUrl !== portfolio.portfolioUrl) {
      const [taken] = await this.db
        .select({ id: userPortfolios.id })
        .from(userPortfolios)
        .where(and(eq(userPortfolios.portfolioUrl, input.portfolioUrl), ne(userPortfolios.id, portfolio.id)))
        .limit(1);
      if (taken) throw conflict(PORTFOLIO_URL_TAKEN_MESSAGE, 'portfolioUrl');
      changes.portfolioUrl = input.portfolioUrl;
    }
    try {
      await this.db.update(userPortfolios).set(changes).where(eq(userPortfolios.id, portfolio.id));
    } catch (error) {
      // Someone took the address between the check and the write.
      if (isUniqueViolation(error)) throw conflict(PORTFOLIO_URL_TAKEN_MESSAGE, 'portfolioUrl');
      throw error;
    }
  }

  /**
   * The portfolio with its owner, collections in order and items in order. Items whose sighting the viewer
   * may not see (made private since) are left out. Three queries whatever the size.
   */
  async read(portfolio: PortfolioRow, viewerId: number | null, lang: LanguageCode): Promise<PortfolioView> {
    const [owner] = await this.db.select().from(users).where(eq(users.id, portfolio.userId)).limit(1);
    if (!owner) throw notFound(PORTFOLIO_NOT_FOUND_MESSAGE);
    const collections = await this.db
      .select()
      .from(portfolioCollections)
      .where(eq(portfolioCollections.portfolioId, portfolio.id))
      .orderBy(asc(portfolioCollections.orderIndex), asc(portfolioCollections.id));
    const items = await this.readItems(
      collections.map((c) => c.id),
      viewerId,
      lang,
    );
    return { portfolio, owner, collections, items };
  }

  async readItems(
    collectionIds: number[],
    viewerId: number | null,
    lang: LanguageCode,
  ): Promise<PortfolioItemView[]> {
    if (collectionIds.length === 0) return [];
    const rows = await this.db
      .select({
        ...sightingViewColumns(viewerId, lang),
        item: {
          id: portfolioItems.id,
          collectionId: portfolioItems.collectionId,
          orderIndex: portfolioItems.orderIndex,
          caption: portfolioItems.caption,
          isFeatured: portfolioItems.isFeatured,
        },
      })
      .from(portfolioItems)
      .innerJoin(sightings, eq(sightings.id, portfolioItems.sightingId))
      .innerJoin(users, authorJoin)
      .leftJoin(mediaAssets, assetJoin)
      .leftJoin(speciesDatabase, speciesJoin)
      .where(and(inArray(portfolioItems.collectionId, collectionIds), visibleTo(viewerId)))
      .orderBy(asc(portfolioItems.collectionId), asc(portfolioItems.orderIndex), asc(portfolioItems.id));
    return rows.map((row) => ({ ...row.item, view: toView(row) }));
  }

  /** The owner of each existing sighting among `ids` (for the rule: only your own sightings). */
  async ownersOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: sightings.id, userId: sightings.userId })
      .from(sightings)
      .where(inArray(sightings.id, ids));
    return new Map(rows.map((r) => [r.id, r.userId]));
  }
}

/** The order index after the last collection of a portfolio (0 for the first), computed in the INSERT. */
export const nextOrderIndex = (portfolioId: number) =>
  sql<number>`(select coalesce(max(${portfolioCollections.orderIndex}) + 1, 0) from ${portfolioCollections} where ${portfolioCollections.portfolioId} = ${portfolioId})`;
