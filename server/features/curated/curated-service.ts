// Curated sightings (issue 16 item 3): administrators publish photos found on social media under the site's name,
// credited to their photographer with a link to the original post. Each is an ordinary sighting of the reserved
// member account, written by the sightings' own write service (placing, species link, the photo classifier's
// scan, alerts) with the curated columns set in the same transaction.
import type { LanguageCode } from '@common/constants/languages';
import {
  CURATED_LIMITS,
  CURATED_MESSAGES,
  type CuratedSighting,
  type CuratedSightingList,
  type curatedSightingInputSchema,
  type curatedSightingUpdateSchema,
  isInstagramUrl,
  ORIGINAL_SOURCES,
  type OriginalSource,
} from '@common/schemas/curated';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AdminAccountRow, sightings } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { presentSighting } from '../sightings/presenters';
import type { SightingView } from '../sightings/view-query';
import { type SightingInput, SightingWriteService } from '../sightings/write-service';
import { sightingViews, siteMember } from './site-account';

type CuratedInput = z.output<typeof curatedSightingInputSchema>;
type CuratedUpdate = z.output<typeof curatedSightingUpdateSchema>;

/** Stored without the '@' people often type. */
const bareUsername = (name: string) => name.replace(/^@/, '');

const sourceOf = (stored: string): OriginalSource =>
  (ORIGINAL_SOURCES as readonly string[]).includes(stored) ? (stored as OriginalSource) : 'other';

export class CuratedService {
  constructor(private readonly ctx: AppContext) {}

  private writes(db: Db): SightingWriteService {
    return new SightingWriteService(db, this.ctx.clock, this.ctx.places);
  }

  /** Publishes a curated sighting under the site's member account; answers its id. */
  async create(admin: AdminAccountRow, input: CuratedInput): Promise<number> {
    const member = await siteMember(this.ctx);
    const sighting: SightingInput = {
      speciesName: input.speciesName,
      speciesId: input.speciesId,
      category: input.category,
      description: input.description,
      location: input.location,
      latitude: input.latitude,
      longitude: input.longitude,
      dateSpotted: input.dateSpotted,
      geoprivacy: input.geoprivacy,
      mediaAssetId: input.mediaAssetId,
      isPublic: true,
      confidence: 'confirmed',
    };
    return this.ctx.db.transaction(async (tx) => {
      // The write service's own transaction becomes a savepoint of this one: both writes, or neither.
      const id = await this.writes(tx as unknown as Db).create(member.id, sighting);
      await tx
        .update(sightings)
        .set({
          isCurated: true,
          instagramSourceUrl: input.instagramSourceUrl,
          instagramSourceUsername: bareUsername(input.instagramSourceUsername),
          originalPhotographerCredit: input.originalPhotographerCredit,
          originalSource: input.originalSource,
          curatedBy: admin.id,
          // The photographer keeps their rights: no licence of the site's account is put on their photo.
          photoLicense: null,
        })
        .where(eq(sightings.id, id));
      return id;
    });
  }

  /** Every curated sighting (published or not), newest first, a page of 50. */
  async list(page: number, lang: LanguageCode): Promise<CuratedSightingList> {
    const member = await siteMember(this.ctx);
    const [total] = await this.ctx.db
      .select({ n: count() })
      .from(sightings)
      .where(eq(sightings.isCurated, true));
    const rows = await this.ctx.db
      .select({ id: sightings.id })
      .from(sightings)
      .where(eq(sightings.isCurated, true))
      .orderBy(desc(sightings.createdAt), desc(sightings.id))
      .limit(CURATED_LIMITS.pageSize)
      .offset((page - 1) * CURATED_LIMITS.pageSize);
    const ids = rows.map((r) => r.id);
    // Read as the site's account, which owns them: the true position, for editing.
    const views = await sightingViews(this.ctx.db, ids, member.id, lang);
    const items = ids.flatMap((id) => {
      const view = views.get(id);
      return view ? [this.present(view)] : [];
    });
    return { items, total: Number(total?.n ?? 0) };
  }

  async get(id: number, lang: LanguageCode): Promise<CuratedSighting> {
    const member = await siteMember(this.ctx);
    const view = (await sightingViews(this.ctx.db, [id], member.id, lang, eq(sightings.isCurated, true))).get(
      id,
    );
    if (!view) throw notFound(CURATED_MESSAGES.notFound);
    return this.present(view);
  }

  /** Applies the fields sent (`fields`); isPublic false unpublishes, true publishes again. */
  async update(id: number, input: CuratedUpdate, fields: readonly string[]): Promise<void> {
    const [row] = await this.ctx.db
      .select({
        originalSource: sightings.originalSource,
        instagramSourceUrl: sightings.instagramSourceUrl,
      })
      .from(sightings)
      .where(and(eq(sightings.id, id), eq(sightings.isCurated, true)))
      .limit(1);
    if (!row) throw notFound(CURATED_MESSAGES.notFound);
    // The source and its address checked together, whichever of the two this edit changes.
    const source = input.originalSource ?? sourceOf(row.originalSource);
    const url = input.instagramSourceUrl ?? row.instagramSourceUrl ?? '';
    if (source === 'instagram' && !isInstagramUrl(url))
      throw badRequest(CURATED_MESSAGES.instagramUrl, [
        { path: 'instagramSourceUrl', message: CURATED_MESSAGES.instagramUrl },
      ]);
    const curated = {
      ...(input.instagramSourceUrl !== undefined ? { instagramSourceUrl: input.instagramSourceUrl } : {}),
      ...(input.instagramSourceUsername !== undefined
        ? { instagramSourceUsername: bareUsername(input.instagramSourceUsername) }
        : {}),
      ...(input.originalPhotographerCredit !== undefined
        ? { originalPhotographerCredit: input.originalPhotographerCredit }
        : {}),
      ...(input.originalSource !== undefined ? { originalSource: input.originalSource } : {}),
    };
    await this.ctx.db.transaction(async (tx) => {
      await this.writes(tx as unknown as Db).update(id, input, fields);
      if (Object.keys(curated).length > 0)
        await tx.update(sightings).set(curated).where(eq(sightings.id, id));
    });
  }

  private present(view: SightingView): CuratedSighting {
    const s = view.sighting;
    return {
      ...presentSighting(view, this.ctx.config.ADMIN_USERNAME),
      isPublic: s.isPublic,
      originalSource: sourceOf(s.originalSource),
      verificationStatus: s.verificationStatus,
    };
  }
}
