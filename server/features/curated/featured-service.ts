// The featured photo of the day (issue 16 item 4, featured_photos): an administrator picks a public sighting with
// a photo for a date; the home page shows today's (UTC, on the app's clock), else the latest before today.
// Consent: a member's photo may be featured only when they opted in to the member spotlight (users.spotlightOptIn,
// /social-media-promo); the site's own curated photos are credited to their photographers and always may.
import type { LanguageCode } from '@common/constants/languages';
import {
  FEATURED_MESSAGES,
  type FeaturedPhoto,
  type featuredPhotoInputSchema,
} from '@common/schemas/curated';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AdminAccountRow,
  type FeaturedPhotoRow,
  featuredPhotos,
  sightings,
  users,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../sightings/db-errors';
import { presentSighting } from '../sightings/presenters';
import type { SightingView } from '../sightings/view-query';
import { sightingViews, siteMember } from './site-account';

type FeaturedInput = z.output<typeof featuredPhotoInputSchema>;

const ADMIN_LIST_LIMIT = 120;

/** The UTC day of a moment, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export class FeaturedPhotoService {
  constructor(private readonly ctx: AppContext) {}

  private present(row: FeaturedPhotoRow, view: SightingView): FeaturedPhoto {
    return {
      id: row.id,
      featureDate: row.featureDate,
      caption: row.caption,
      instagramPostUrl: row.instagramPostUrl,
      isActive: row.isActive,
      sighting: presentSighting(view, this.ctx.config.ADMIN_USERNAME),
    };
  }

  /**
   * Today's featured photo, else the latest before today, among active ones whose sighting is still public; read
   * as a visitor reads it (public position and place), whoever asks.
   */
  async current(lang: LanguageCode): Promise<FeaturedPhoto | null> {
    const [row] = await this.ctx.db
      .select({ featured: featuredPhotos })
      .from(featuredPhotos)
      .innerJoin(sightings, eq(sightings.id, featuredPhotos.sightingId))
      .where(
        and(
          eq(featuredPhotos.isActive, true),
          eq(sightings.isPublic, true),
          lte(featuredPhotos.featureDate, utcDay(this.ctx.clock())),
        ),
      )
      .orderBy(desc(featuredPhotos.featureDate))
      .limit(1);
    if (!row) return null;
    const view = (await sightingViews(this.ctx.db, [row.featured.sightingId], null, lang)).get(
      row.featured.sightingId,
    );
    return view ? this.present(row.featured, view) : null;
  }

  /** Every day's choice, the latest date first (past and planned). */
  async list(lang: LanguageCode): Promise<FeaturedPhoto[]> {
    const rows = await this.ctx.db
      .select()
      .from(featuredPhotos)
      .orderBy(desc(featuredPhotos.featureDate))
      .limit(ADMIN_LIST_LIMIT);
    const views = await sightingViews(
      this.ctx.db,
      rows.map((r) => r.sightingId),
      null,
      lang,
    );
    return rows.flatMap((row) => {
      const view = views.get(row.sightingId);
      return view ? [this.present(row, view)] : [];
    });
  }

  /** A public sighting with a picture, whose author agreed to be featured (or the site's own curated one). */
  private async assertFeaturable(sightingId: number): Promise<void> {
    const member = await siteMember(this.ctx);
    const [row] = await this.ctx.db
      .select({
        userId: sightings.userId,
        isPublic: sightings.isPublic,
        isCurated: sightings.isCurated,
        mediaType: sightings.mediaType,
        photoUrl: sightings.photoUrl,
        optIn: users.spotlightOptIn,
      })
      .from(sightings)
      .innerJoin(users, eq(users.id, sightings.userId))
      .where(eq(sightings.id, sightingId))
      .limit(1);
    const unavailable = () =>
      badRequest(FEATURED_MESSAGES.sightingUnavailable, [
        { path: 'sightingId', message: FEATURED_MESSAGES.sightingUnavailable },
      ]);
    if (!row?.isPublic || row.mediaType !== 'photo' || !row.photoUrl) throw unavailable();
    if (!row.isCurated && row.userId !== member.id && !row.optIn)
      throw new HttpError(409, FEATURED_MESSAGES.noConsent, [
        { path: 'sightingId', message: FEATURED_MESSAGES.noConsent },
      ]);
  }

  private columns(input: FeaturedInput) {
    return {
      sightingId: input.sightingId,
      featureDate: input.featureDate,
      caption: input.caption || null,
      instagramPostUrl: input.instagramPostUrl || null,
      isActive: input.isActive,
    };
  }

  /** 409 when another photo has the day (the unique index decides, also between two administrators at once). */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(FEATURED_MESSAGES.dateTaken, 'featureDate');
      // The sighting was deleted between the check and the write.
      if (isForeignKeyViolation(error))
        throw badRequest(FEATURED_MESSAGES.sightingUnavailable, [
          { path: 'sightingId', message: FEATURED_MESSAGES.sightingUnavailable },
        ]);
      throw error;
    }
  }

  async create(admin: AdminAccountRow, input: FeaturedInput, lang: LanguageCode): Promise<FeaturedPhoto> {
    await this.assertFeaturable(input.sightingId);
    const now = this.ctx.clock();
    const row = await this.saving(async () => {
      const [inserted] = await this.ctx.db
        .insert(featuredPhotos)
        .values({ ...this.columns(input), chosenBy: admin.id, createdAt: now, updatedAt: now })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('insert into featured_photos returned no row');
    return this.read(row, lang);
  }

  async update(
    admin: AdminAccountRow,
    id: number,
    input: FeaturedInput,
    lang: LanguageCode,
  ): Promise<FeaturedPhoto> {
    await this.assertFeaturable(input.sightingId);
    const row = await this.saving(async () => {
      const [updated] = await this.ctx.db
        .update(featuredPhotos)
        .set({ ...this.columns(input), chosenBy: admin.id, updatedAt: this.ctx.clock() })
        .where(eq(featuredPhotos.id, id))
        .returning();
      return updated;
    });
    if (!row) throw notFound(FEATURED_MESSAGES.notFound);
    return this.read(row, lang);
  }

  async remove(id: number): Promise<void> {
    const [row] = await this.ctx.db
      .delete(featuredPhotos)
      .where(eq(featuredPhotos.id, id))
      .returning({ id: featuredPhotos.id });
    if (!row) throw notFound(FEATURED_MESSAGES.notFound);
  }

  private async read(row: FeaturedPhotoRow, lang: LanguageCode): Promise<FeaturedPhoto> {
    const view = (await sightingViews(this.ctx.db, [row.sightingId], null, lang)).get(row.sightingId);
    if (!view) throw notFound(FEATURED_MESSAGES.notFound);
    return this.present(row, view);
  }

  /** Photos featured so far (today and before), the latest first, for /social-media-promo's examples. */
  async recent(limit: number, lang: LanguageCode): Promise<FeaturedPhoto[]> {
    const rows = await this.ctx.db
      .select({ featured: featuredPhotos })
      .from(featuredPhotos)
      .innerJoin(sightings, eq(sightings.id, featuredPhotos.sightingId))
      .where(
        and(
          eq(featuredPhotos.isActive, true),
          eq(sightings.isPublic, true),
          lte(featuredPhotos.featureDate, utcDay(this.ctx.clock())),
        ),
      )
      .orderBy(desc(featuredPhotos.featureDate))
      .limit(limit);
    const views = await sightingViews(
      this.ctx.db,
      rows.map((r) => r.featured.sightingId),
      null,
      lang,
    );
    return rows.flatMap(({ featured }) => {
      const view = views.get(featured.sightingId);
      return view ? [this.present(featured, view)] : [];
    });
  }
}
