// A portfolio's collections: create, edit, delete, order, and the items of one collection (replaced as a
// whole, in one transaction, with the member's own sightings only).
import type {
  collectionOrderSchema,
  portfolioCollectionInputSchema,
  portfolioItemsInputSchema,
} from '@common/schemas/portfolios';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { portfolioCollections, portfolioItems, userPortfolios } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type Actor, authorize } from '../../http/policies';
import { isForeignKeyViolation } from '../sightings/db-errors';
import { SIGHTING_NOT_FOUND_MESSAGE } from '../sightings/write-service';
import { type CollectionRow, nextOrderIndex, type PortfolioService } from './service';

export type CollectionInput = z.output<typeof portfolioCollectionInputSchema>;
export type CollectionOrder = z.output<typeof collectionOrderSchema>;
export type ItemsInput = z.output<typeof portfolioItemsInputSchema>;

const MAX_ID = 2_147_483_647;

export const COLLECTION_NOT_FOUND_MESSAGE = 'Collection not found';
export const DUPLICATE_ITEM_MESSAGE = 'Each sighting can appear only once in a collection.';
export const DUPLICATE_COLLECTION_MESSAGE = 'Each collection can appear only once in the order.';

/** A collection with the member who owns its portfolio, for authorization. */
export interface OwnedCollection {
  collection: CollectionRow;
  userId: number;
}

export class PortfolioCollectionService {
  constructor(
    private readonly db: Db,
    private readonly portfolios: PortfolioService,
  ) {}

  async find(id: number): Promise<OwnedCollection | null> {
    const [row] = await this.db
      .select({ collection: portfolioCollections, userId: userPortfolios.userId })
      .from(portfolioCollections)
      .innerJoin(userPortfolios, eq(userPortfolios.id, portfolioCollections.portfolioId))
      .where(eq(portfolioCollections.id, id))
      .limit(1);
    return row ?? null;
  }

  async create(portfolioId: number, input: CollectionInput): Promise<CollectionRow> {
    const [row] = await this.db
      .insert(portfolioCollections)
      .values({
        portfolioId,
        title: input.title,
        description: input.description || null,
        isFeatured: input.isFeatured ?? false,
        orderIndex: nextOrderIndex(portfolioId),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Changes the fields sent; an empty description clears it. */
  async update(id: number, input: CollectionInput): Promise<void> {
    await this.db
      .update(portfolioCollections)
      .set({
        title: input.title,
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
      })
      .where(eq(portfolioCollections.id, id));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(portfolioCollections).where(eq(portfolioCollections.id, id));
  }

  /**
   * Puts the listed collections first, in the order given; collections not listed keep their relative order
   * after them. Every listed id must be one of the member's collections.
   */
  async reorder(actor: Actor, portfolioId: number, order: CollectionOrder): Promise<void> {
    const ids = order.collectionIds;
    if (new Set(ids).size !== ids.length) throw badRequest(DUPLICATE_COLLECTION_MESSAGE);
    // Ids past PostgreSQL's integer range cannot exist (and would fail in SQL rather than match nothing).
    if (ids.some((id) => id > MAX_ID)) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
    if (ids.length > 0) {
      const listed = await this.db
        .select({ id: portfolioCollections.id, userId: userPortfolios.userId })
        .from(portfolioCollections)
        .innerJoin(userPortfolios, eq(userPortfolios.id, portfolioCollections.portfolioId))
        .where(inArray(portfolioCollections.id, ids));
      if (listed.length !== ids.length) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
      for (const row of listed) authorize(actor, 'portfolio.edit', row);
    }
    await this.db.transaction(async (tx) => {
      const all = await tx
        .select({ id: portfolioCollections.id })
        .from(portfolioCollections)
        .where(eq(portfolioCollections.portfolioId, portfolioId))
        .orderBy(asc(portfolioCollections.orderIndex), asc(portfolioCollections.id))
        .for('update');
      const rest = all.map((c) => c.id).filter((id) => !ids.includes(id));
      const sequence = [...ids, ...rest];
      for (const [index, id] of sequence.entries()) {
        await tx
          .update(portfolioCollections)
          .set({ orderIndex: index })
          .where(eq(portfolioCollections.id, id));
      }
    });
  }

  /** Replaces the collection's items, in the order given, in one transaction. */
  async replaceItems(actor: Actor, collectionId: number, input: ItemsInput): Promise<void> {
    const ids = input.items.map((item) => item.sightingId);
    if (new Set(ids).size !== ids.length) throw badRequest(DUPLICATE_ITEM_MESSAGE);
    const owners = await this.portfolios.ownersOf(ids);
    for (const id of ids) {
      const owner = owners.get(id);
      if (owner === undefined) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
      // Only the member's own sightings go in (403 with the portfolio rule's message otherwise).
      authorize(actor, 'portfolio.addSighting', { userId: owner });
    }
    try {
      await this.writeItems(collectionId, input);
    } catch (error) {
      // A sighting deleted between the check and the write.
      if (isForeignKeyViolation(error)) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
      throw error;
    }
  }

  private async writeItems(collectionId: number, input: ItemsInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(portfolioItems).where(eq(portfolioItems.collectionId, collectionId));
      if (input.items.length === 0) return;
      await tx.insert(portfolioItems).values(
        input.items.map((item, index) => ({
          collectionId,
          sightingId: item.sightingId,
          orderIndex: index,
          caption: item.caption || null,
          isFeatured: item.isFeatured ?? false,
        })),
      );
    });
  }
}
