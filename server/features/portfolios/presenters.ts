// Exactly which portfolio fields leave the server: never the stored custom CSS (kept for the spec's schema,
// never rendered), never the owner's e-mail.
import type { Portfolio, PortfolioCollection, PortfolioItem } from '@common/schemas/portfolios';
import { z } from 'zod';
import { presentSighting, sightingSchema } from '../sightings/presenters';
import { presentPublicUser } from '../users/presenters';
import { publicUserSchema } from '../users/response-schemas';
import type { CollectionRow, PortfolioItemView, PortfolioView } from './service';

export const portfolioItemSchema = z.object({
  id: z.number().int(),
  orderIndex: z.number().int(),
  caption: z.string().nullable(),
  isFeatured: z.boolean(),
  sighting: sightingSchema,
}) satisfies z.ZodType<PortfolioItem>;

export const portfolioCollectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  orderIndex: z.number().int(),
  isFeatured: z.boolean(),
  coverImageUrl: z.string().nullable(),
  items: z.array(portfolioItemSchema),
}) satisfies z.ZodType<PortfolioCollection>;

export const portfolioSchema = z.object({
  id: z.number().int(),
  saved: z.boolean(),
  title: z.string(),
  description: z.string().nullable(),
  portfolioUrl: z.string(),
  isPublic: z.boolean(),
  theme: z.string(),
  layout: z.string(),
  bio: z.string().nullable(),
  headerImageUrl: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  owner: publicUserSchema,
  collections: z.array(portfolioCollectionSchema),
}) satisfies z.ZodType<Portfolio>;

function presentItem(item: PortfolioItemView, adminUsername: string): PortfolioItem {
  return {
    id: item.id,
    orderIndex: item.orderIndex,
    caption: item.caption,
    isFeatured: item.isFeatured,
    sighting: presentSighting(item.view, adminUsername),
  };
}

export function presentCollection(
  collection: CollectionRow,
  items: PortfolioItemView[],
  adminUsername: string,
): PortfolioCollection {
  const presented = items.map((item) => presentItem(item, adminUsername));
  const first = presented[0]?.sighting;
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    orderIndex: collection.orderIndex,
    isFeatured: collection.isFeatured,
    // Without a chosen cover, the first item's picture stands for the collection.
    coverImageUrl: collection.coverImage ?? first?.media?.mediumUrl ?? first?.photoUrl ?? null,
    items: presented,
  };
}

/** `saved` is false for the builder's draft before the member's first save (GET /api/portfolio only). */
export function presentPortfolio(view: PortfolioView, adminUsername: string, saved = true): Portfolio {
  const p = view.portfolio;
  return {
    id: p.id,
    saved,
    title: p.title,
    description: p.description,
    portfolioUrl: p.portfolioUrl,
    isPublic: p.isPublic,
    theme: p.theme,
    layout: p.layout,
    bio: p.bio,
    headerImageUrl: p.headerImage,
    socialLinks: p.socialLinks ?? {},
    owner: presentPublicUser(view.owner),
    collections: view.collections.map((c) =>
      presentCollection(
        c,
        view.items.filter((item) => item.collectionId === c.id),
        adminUsername,
      ),
    ),
  };
}
