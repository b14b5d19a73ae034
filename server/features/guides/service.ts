// Location guides: reading (the preview for everyone, the whole guide for its author, its buyers, administrators,
// and everyone when the guide is free), writing one's own guide, buying a paid guide through the payments
// interface (purpose.ts records the purchase), rating it once, the author's sales, and moderation.
// Who reads what is decided here once (readAccess); search only ever looks at title, description and location.
import { isLanguageCode, type LanguageCode } from '@common/constants/languages';
import {
  GUIDE_ALREADY_BOUGHT_MESSAGE,
  GUIDE_ALREADY_RATED_MESSAGE,
  GUIDE_ASSET_MESSAGE,
  GUIDE_FREE_PURCHASE_MESSAGE,
  GUIDE_NOT_BOUGHT_MESSAGE,
  GUIDE_NOT_FOUND_MESSAGE,
  GUIDE_NOT_PUBLISHED_MESSAGE,
  GUIDE_OWN_PURCHASE_MESSAGE,
  GUIDE_OWN_RATING_MESSAGE,
  type GuideDetail,
  type GuideList,
  type GuidePreview,
  type GuideRating,
  type GuideSales,
  type guideInputSchema,
  type guideQuerySchema,
} from '@common/schemas/guides';
import type { CheckoutStarted, PaymentMethodValue } from '@common/schemas/payments';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  guidePurchases,
  guideRatings,
  type LocationGuideRow,
  locationGuides,
  mediaAssets,
  type UserRow,
  users,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { paymentSupportFor } from '../../payments/prices';
import { type PreviewRow, presentPreview } from './presenters';
import { authorSales } from './sales';
import { assertCatalogueSpecies, keySpeciesOf } from './species';

type GuideInput = z.output<typeof guideInputSchema>;
type GuideQuery = z.output<typeof guideQuerySchema>;

/** Who asks: a member (or nobody), and whether an administrator's bearer came with the request. */
export interface Viewer {
  user: UserRow | null;
  admin: boolean;
  /** The language the key species are named in; else the member's preferred one, else English. */
  language?: LanguageCode;
}

function languageOf(viewer: Viewer): LanguageCode {
  if (viewer.language) return viewer.language;
  const preferred = viewer.user?.preferredLanguage;
  return isLanguageCode(preferred) ? preferred : 'en';
}

/** The preview's columns: never content, equipment or tips. */
const previewColumns = {
  id: locationGuides.id,
  authorId: locationGuides.authorId,
  title: locationGuides.title,
  description: locationGuides.description,
  location: locationGuides.location,
  latitude: locationGuides.latitude,
  longitude: locationGuides.longitude,
  price: locationGuides.price,
  currency: locationGuides.currency,
  category: locationGuides.category,
  difficulty: locationGuides.difficulty,
  bestSeason: locationGuides.bestSeason,
  keySpecies: locationGuides.keySpecies,
  rating: locationGuides.rating,
  ratingSum: locationGuides.ratingSum,
  totalRatings: locationGuides.totalRatings,
  totalSales: locationGuides.totalSales,
  authorEarnings: locationGuides.authorEarnings,
  previewMediaAssetId: locationGuides.previewMediaAssetId,
  status: locationGuides.status,
  hiddenReason: locationGuides.hiddenReason,
  publishedAt: locationGuides.publishedAt,
  createdAt: locationGuides.createdAt,
  updatedAt: locationGuides.updatedAt,
  authorUsername: users.username,
  previewVariants: mediaAssets.variants,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Great-circle distance in kilometres from the point to the guide's coordinates. */
const distanceKm = (lat: number, lng: number) =>
  sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${locationGuides.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${locationGuides.latitude})) * power(sin(radians(${locationGuides.longitude} - ${lng}) / 2), 2))))`;

export class GuideService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Db {
    return this.ctx.db;
  }

  private previews() {
    return this.db
      .select(previewColumns)
      .from(locationGuides)
      .innerJoin(users, eq(users.id, locationGuides.authorId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, locationGuides.previewMediaAssetId));
  }

  private async previewRow(id: number): Promise<PreviewRow | null> {
    const [row] = await this.previews().where(eq(locationGuides.id, id));
    return row ?? null;
  }

  private async purchased(guideId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: guidePurchases.id })
      .from(guidePurchases)
      .where(
        and(
          eq(guidePurchases.guideId, guideId),
          eq(guidePurchases.userId, userId),
          eq(guidePurchases.status, 'completed'),
        ),
      );
    return Boolean(row);
  }

  /**
   * What the viewer may do with the guide. Drafts and hidden guides are seen by their author and administrators
   * only (and a hidden guide by its buyers too, who paid for it); anyone else is told it does not exist.
   */
  private async readAccess(row: PreviewRow, viewer: Viewer) {
    const isAuthor = viewer.user?.id === row.authorId;
    const hasPurchased = viewer.user && !isAuthor ? await this.purchased(row.id, viewer.user.id) : false;
    const visible =
      row.status === 'published' || isAuthor || viewer.admin || (row.status === 'hidden' && hasPurchased);
    if (!visible) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    const free = row.price === 0;
    const canRead = isAuthor || viewer.admin || hasPurchased || (free && row.status === 'published');
    const mayRate = viewer.user !== null && !isAuthor && row.status === 'published' && (free || hasPurchased);
    return { isAuthor, hasPurchased, canRead, mayRate, free };
  }

  async detail(id: number, viewer: Viewer): Promise<GuideDetail> {
    const row = await this.previewRow(id);
    if (!row) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    const access = await this.readAccess(row, viewer);
    let hasRated = false;
    if (viewer.user) {
      const [r] = await this.db
        .select({ id: guideRatings.id })
        .from(guideRatings)
        .where(and(eq(guideRatings.guideId, id), eq(guideRatings.userId, viewer.user.id)));
      hasRated = Boolean(r);
    }
    let full: GuideDetail['full'] = null;
    if (access.canRead) {
      // The paid columns are read only here, after the access check.
      const [paid] = await this.db
        .select({
          content: locationGuides.content,
          equipment: locationGuides.equipment,
          tips: locationGuides.tips,
          previewMediaAssetId: locationGuides.previewMediaAssetId,
        })
        .from(locationGuides)
        .where(eq(locationGuides.id, id));
      if (paid) full = paid;
    }
    return {
      guide: presentPreview(row),
      species: await keySpeciesOf(this.db, row.keySpecies, languageOf(viewer)),
      full,
      viewer: {
        isAuthor: access.isAuthor,
        hasPurchased: access.hasPurchased,
        canRead: access.canRead,
        canBuy: !access.free && !access.isAuthor && !access.hasPurchased && row.status === 'published',
        canRate: access.mayRate && !hasRated,
        hasRated,
      },
    };
  }

  /** A published guide's preview for the page's HTML and Open Graph tags: null when not public. */
  async publicPreview(id: number): Promise<GuidePreview | null> {
    const row = await this.previewRow(id);
    return row && row.status === 'published' ? presentPreview(row) : null;
  }

  /** Published guides; `q` matches title, description and location only (never the paid content). */
  async list(query: GuideQuery): Promise<GuideList> {
    const where: SQL[] = [eq(locationGuides.status, 'published')];
    if (query.q) {
      const words = query.q.split(/\s+/).filter(Boolean).slice(0, 8);
      for (const word of words) {
        const like = `%${escapeLike(word)}%`;
        const match = or(
          ilike(locationGuides.title, like),
          ilike(locationGuides.description, like),
          ilike(locationGuides.location, like),
        );
        if (match) where.push(match);
      }
    }
    if (query.category) where.push(eq(locationGuides.category, query.category));
    if (query.difficulty) where.push(eq(locationGuides.difficulty, query.difficulty));
    if (query.price === 'free') where.push(eq(locationGuides.price, 0));
    if (query.price === 'paid') where.push(sql`${locationGuides.price} > 0`);
    const near = query.lat !== undefined && query.lng !== undefined ? distanceKm(query.lat, query.lng) : null;
    if (near && query.radiusKm !== undefined) where.push(sql`${near} <= ${query.radiusKm}`);
    const order =
      query.sort === 'rating'
        ? [desc(locationGuides.rating), desc(locationGuides.totalRatings)]
        : query.sort === 'popular'
          ? [desc(locationGuides.totalSales)]
          : query.sort === 'price_low'
            ? [asc(locationGuides.price)]
            : query.sort === 'price_high'
              ? [desc(locationGuides.price)]
              : query.sort === 'nearest' && near
                ? [asc(near)]
                : [desc(locationGuides.publishedAt)];
    const condition = and(...where);
    const rows = await this.previews()
      .where(condition)
      .orderBy(...order, desc(locationGuides.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await this.db.select({ n: count() }).from(locationGuides).where(condition);
    return {
      guides: rows.map(presentPreview),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async mine(userId: number): Promise<GuidePreview[]> {
    const rows = await this.previews()
      .where(eq(locationGuides.authorId, userId))
      .orderBy(desc(locationGuides.updatedAt));
    return rows.map(presentPreview);
  }

  private async checkAsset(userId: number, assetId: number | null): Promise<void> {
    if (assetId === null) return;
    const [asset] = await this.db
      .select({ ownerId: mediaAssets.ownerId, kind: mediaAssets.kind })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, assetId));
    // One of the member's own sighting photos, or an illustration uploaded for the guide (purpose illustration).
    if (!asset || asset.ownerId !== userId || (asset.kind !== 'photo' && asset.kind !== 'illustration'))
      throw conflict(GUIDE_ASSET_MESSAGE, 'previewMediaAssetId');
  }

  private valuesOf(input: GuideInput) {
    return {
      title: input.title,
      description: input.description,
      location: input.location,
      latitude: input.latitude,
      longitude: input.longitude,
      price: input.price,
      currency: input.currency,
      category: input.category,
      difficulty: input.difficulty,
      bestSeason: input.bestSeason,
      content: input.content,
      keySpecies: [...new Set(input.keySpecies)],
      equipment: input.equipment,
      tips: input.tips,
      previewMediaAssetId: input.previewMediaAssetId,
    };
  }

  async create(user: UserRow, input: GuideInput): Promise<GuideDetail> {
    await assertCatalogueSpecies(this.db, input.keySpecies);
    await this.checkAsset(user.id, input.previewMediaAssetId);
    const now = this.ctx.clock();
    const [row] = await this.db
      .insert(locationGuides)
      .values({
        ...this.valuesOf(input),
        authorId: user.id,
        status: input.publish ? 'published' : 'draft',
        publishedAt: input.publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: locationGuides.id });
    if (!row) throw new Error('the guide was not written');
    return this.detail(row.id, { user, admin: false });
  }

  /** One's own guide (403 for anyone else's, 404 when there is none). */
  private async own(userId: number, id: number): Promise<LocationGuideRow> {
    const [row] = await this.db.select().from(locationGuides).where(eq(locationGuides.id, id));
    if (!row) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    if (row.authorId !== userId) throw forbidden('You can only change your own guides.');
    return row;
  }

  async update(user: UserRow, id: number, input: GuideInput): Promise<GuideDetail> {
    const row = await this.own(user.id, id);
    await assertCatalogueSpecies(this.db, input.keySpecies);
    await this.checkAsset(user.id, input.previewMediaAssetId);
    // Earnings are summed in the guide's currency: it stays once the guide has sold.
    if (row.totalSales > 0 && input.currency !== row.currency)
      throw conflict('The currency of a guide that has sold cannot change.', 'currency');
    const now = this.ctx.clock();
    const publish = input.publish && row.status === 'draft';
    await this.db
      .update(locationGuides)
      .set({
        ...this.valuesOf(input),
        ...(publish ? { status: 'published', publishedAt: row.publishedAt ?? now } : {}),
        updatedAt: now,
      })
      .where(eq(locationGuides.id, id));
    return this.detail(id, { user, admin: false });
  }

  async setPublished(user: UserRow, id: number, published: boolean): Promise<GuideDetail> {
    const row = await this.own(user.id, id);
    if (row.status === 'hidden')
      throw conflict('This guide was hidden by a moderator; it cannot be published.');
    const now = this.ctx.clock();
    await this.db
      .update(locationGuides)
      .set({
        status: published ? 'published' : 'draft',
        publishedAt: published ? (row.publishedAt ?? now) : row.publishedAt,
        updatedAt: now,
      })
      .where(eq(locationGuides.id, id));
    return this.detail(id, { user, admin: false });
  }

  /** Deletes one's own guide; one that has sold stays for its buyers (unpublish it instead). */
  async remove(user: UserRow, id: number): Promise<void> {
    const row = await this.own(user.id, id);
    if (row.totalSales > 0)
      throw conflict('Members bought this guide: unpublish it instead so they keep reading it.');
    await this.db.delete(locationGuides).where(eq(locationGuides.id, id));
  }

  /** A checkout for a paid, published guide at the guide's own price (the server's, never the client's). */
  async buy(user: UserRow, id: number, method: PaymentMethodValue | undefined): Promise<CheckoutStarted> {
    const row = await this.previewRow(id);
    if (!row || (row.status !== 'published' && row.authorId !== user.id))
      throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    if (row.authorId === user.id) throw forbidden(GUIDE_OWN_PURCHASE_MESSAGE);
    if (row.status !== 'published') throw conflict(GUIDE_NOT_PUBLISHED_MESSAGE);
    if (row.price === 0) throw conflict(GUIDE_FREE_PURCHASE_MESSAGE);
    if (await this.purchased(id, user.id)) throw conflict(GUIDE_ALREADY_BOUGHT_MESSAGE);
    const support = paymentSupportFor(user.preferredLanguage);
    const page = `/location-guides/${id}`;
    return this.ctx.payments.startCheckout({
      userId: user.id,
      purpose: 'guide_purchase',
      referenceId: id,
      method: method ?? (support.cardSupported ? 'card' : 'paypal'),
      language: user.preferredLanguage,
      successPath: page,
      cancelPath: page,
      itemPrice: {
        amountMinor: row.price,
        currency: row.currency,
        description: `WildLens location guide: ${row.title}`.slice(0, 200),
      },
    });
  }

  /**
   * Rates a guide once: buyers of a paid guide, any signed-in member for a free one (never its author). The
   * average and the count are updated with SQL in the same transaction, so they stay exact.
   */
  async rate(user: UserRow, id: number, rating: number, review: string | undefined): Promise<GuideDetail> {
    const row = await this.previewRow(id);
    if (!row) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    const access = await this.readAccess(row, { user, admin: false });
    if (access.isAuthor) throw forbidden(GUIDE_OWN_RATING_MESSAGE);
    if (row.status !== 'published') throw conflict(GUIDE_NOT_PUBLISHED_MESSAGE);
    if (!access.mayRate) throw forbidden(GUIDE_NOT_BOUGHT_MESSAGE);
    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(guideRatings)
        .values({
          guideId: id,
          userId: user.id,
          rating,
          review: review ? review : null,
          createdAt: this.ctx.clock(),
        })
        .onConflictDoNothing()
        .returning({ id: guideRatings.id });
      if (inserted.length === 0) throw conflict(GUIDE_ALREADY_RATED_MESSAGE);
      await tx
        .update(locationGuides)
        .set({
          ratingSum: sql`${locationGuides.ratingSum} + ${rating}`,
          totalRatings: sql`${locationGuides.totalRatings} + 1`,
          rating: sql`round((${locationGuides.ratingSum} + ${rating})::numeric / (${locationGuides.totalRatings} + 1), 2)`,
        })
        .where(eq(locationGuides.id, id));
    });
    return this.detail(id, { user, admin: false });
  }

  async ratings(id: number, viewer: Viewer): Promise<GuideRating[]> {
    const row = await this.previewRow(id);
    if (!row) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    await this.readAccess(row, viewer);
    const rows = await this.db
      .select({
        id: guideRatings.id,
        rating: guideRatings.rating,
        review: guideRatings.review,
        createdAt: guideRatings.createdAt,
        userId: users.id,
        username: users.username,
      })
      .from(guideRatings)
      .innerJoin(users, eq(users.id, guideRatings.userId))
      .where(eq(guideRatings.guideId, id))
      .orderBy(desc(guideRatings.createdAt), desc(guideRatings.id))
      .limit(200);
    return rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      review: r.review,
      createdAt: r.createdAt.toISOString(),
      user: { id: r.userId, username: r.username, displayName: null },
    }));
  }

  /** The author's guides with sales, revenue and earnings (70%), and the latest sales (sales.ts). */
  sales(userId: number): Promise<GuideSales> {
    return authorSales(this.db, userId);
  }

  // Moderation (administrators with manageProducts).
  async adminList(status: GuidePreview['status'] | undefined) {
    const rows = await this.previews()
      .where(status ? eq(locationGuides.status, status) : undefined)
      .orderBy(desc(locationGuides.updatedAt))
      .limit(500);
    return rows.map((r) => ({ ...presentPreview(r), hiddenReason: r.hiddenReason }));
  }

  async setHidden(id: number, hidden: boolean, reason: string | undefined): Promise<GuidePreview> {
    const [row] = await this.db.select().from(locationGuides).where(eq(locationGuides.id, id));
    if (!row) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    const now = this.ctx.clock();
    await this.db
      .update(locationGuides)
      .set(
        hidden
          ? { status: 'hidden', hiddenReason: reason || null, updatedAt: now }
          : {
              status: row.status === 'hidden' ? (row.publishedAt ? 'published' : 'draft') : row.status,
              hiddenReason: null,
              updatedAt: now,
            },
      )
      .where(eq(locationGuides.id, id));
    const preview = await this.previewRow(id);
    if (!preview) throw notFound(GUIDE_NOT_FOUND_MESSAGE);
    return presentPreview(preview);
  }
}
