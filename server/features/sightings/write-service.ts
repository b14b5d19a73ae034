// Writing sightings: publish (with or without an uploaded photo or video), edit, and delete with its media
// queued for cleanup. Each write is one transaction; rules that need the database (whose asset, already used)
// live here, who-may-do-what lives in http/policies.ts.
import { isTrackedRarity } from '@common/schemas/rare-tracker';
import type { sightingInputSchema, sightingUpdateSchema } from '@common/schemas/sightings';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  mediaAssets,
  photoUploads,
  type SightingRow,
  sightings,
  userPortfolios,
  users,
} from '../../db/schema';
import type { AppContext, Clock } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { placeSightings } from '../places/placing';
import { resolveSightingSpecies } from '../species/catalogue-links';
import { imageUrlOf, videoUrlOf } from './presenters';

export type SightingInput = z.output<typeof sightingInputSchema>;
export type SightingUpdate = z.output<typeof sightingUpdateSchema>;

export const MEDIA_NOT_FOUND_MESSAGE = 'This upload was not found. Upload the photo or video again.';
export const MEDIA_KIND_MESSAGE = 'Only a photo or a video can be attached to a sighting.';
export const MEDIA_IN_USE_MESSAGE = 'This upload is already attached to another sighting.';
export const SIGHTING_NOT_FOUND_MESSAGE = 'Sighting not found';

/** The editable descriptive fields, shared by publish and edit. */
const DESCRIPTIVE_FIELDS = [
  'speciesName',
  'category',
  'description',
  'location',
  'specificLocation',
  'latitude',
  'longitude',
  'dateSpotted',
  'timeSpotted',
  'isPublic',
  'weatherConditions',
  'temperature',
  'season',
  'timeOfDay',
  'visibility',
  'wildlifeActivity',
  'groupSize',
  'adultCount',
  'juvenileCount',
  'nestingBehavior',
  'migrationRelated',
  'rarityLevel',
  'geoprivacy',
  'confidence',
] as const satisfies readonly (keyof SightingUpdate & keyof typeof sightings.$inferInsert)[];
type DescriptiveField = (typeof DESCRIPTIVE_FIELDS)[number];
type DescriptiveColumns = Partial<Pick<typeof sightings.$inferInsert, DescriptiveField>>;

/**
 * Columns for the fields present in `fields`. A field present with `undefined` (an emptied optional text)
 * becomes NULL, so an edit can clear it; absent fields are left alone.
 */
export function descriptiveColumns(input: SightingUpdate, fields: readonly string[]): DescriptiveColumns {
  const out: Record<string, unknown> = {};
  for (const field of DESCRIPTIVE_FIELDS) {
    if (!fields.includes(field)) continue;
    const value = input[field];
    if (field === 'temperature') out[field] = typeof value === 'number' ? String(value) : null;
    else if (
      field === 'speciesName' ||
      field === 'category' ||
      field === 'isPublic' ||
      field === 'confidence' ||
      field === 'geoprivacy'
    ) {
      // Required columns: never cleared (the schema does not let them be empty).
      if (value !== undefined) out[field] = value;
    } else out[field] = value ?? null;
  }
  return out as DescriptiveColumns;
}

export class SightingWriteService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly places: AppContext['places'],
  ) {}

  /**
   * Publishes a sighting for `userId`; answers its id. `clientKey`: the send's Idempotency-Key, kept on the row
   * (unique per member: a second insert with it fails, features/field/idempotency.ts).
   */
  async create(userId: number, input: SightingInput, clientKey: string | null = null): Promise<number> {
    return this.db.transaction(async (tx) => {
      let media: Pick<typeof sightings.$inferInsert, 'mediaType' | 'photoUrl' | 'videoUrl' | 'mediaAssetId'> =
        {
          mediaType: 'none',
          photoUrl: null,
          videoUrl: null,
          mediaAssetId: null,
        };
      if (input.mediaAssetId !== undefined) {
        // The row lock makes two publishes of the same upload wait for each other, so only one can attach it.
        const [asset] = await tx
          .select({
            id: mediaAssets.id,
            ownerId: mediaAssets.ownerId,
            kind: mediaAssets.kind,
            variants: mediaAssets.variants,
          })
          .from(mediaAssets)
          .where(eq(mediaAssets.id, input.mediaAssetId))
          .for('update');
        // Another member's upload reads as missing: its existence is none of this member's business.
        if (!asset || asset.ownerId !== userId)
          throw badRequest(MEDIA_NOT_FOUND_MESSAGE, [
            { path: 'mediaAssetId', message: MEDIA_NOT_FOUND_MESSAGE },
          ]);
        if (asset.kind !== 'photo' && asset.kind !== 'video')
          throw badRequest(MEDIA_KIND_MESSAGE, [{ path: 'mediaAssetId', message: MEDIA_KIND_MESSAGE }]);
        const [used] = await tx
          .select({ id: sightings.id })
          .from(sightings)
          .where(eq(sightings.mediaAssetId, asset.id))
          .limit(1);
        if (used) throw conflict(MEDIA_IN_USE_MESSAGE, 'mediaAssetId');
        media = {
          mediaType: asset.kind,
          // Stored too, so readers without the join (and old clients) still find the picture.
          photoUrl: imageUrlOf(asset),
          videoUrl: asset.kind === 'video' ? videoUrlOf(asset) : null,
          mediaAssetId: asset.id,
        };
      }
      const now = this.clock();
      // The media licence: the one chosen in the form, else the member's default (profile); none without media.
      const [owner] = await tx
        .select({ license: users.defaultMediaLicense })
        .from(users)
        .where(eq(users.id, userId));
      const photoLicense = media.mediaAssetId === null ? null : (input.license ?? owner?.license ?? null);
      const speciesId = await resolveSightingSpecies(tx, input.speciesId, input.speciesName);
      const [row] = await tx
        .insert(sightings)
        .values({
          userId,
          speciesName: input.speciesName,
          category: input.category,
          ...descriptiveColumns(input, DESCRIPTIVE_FIELDS),
          speciesId,
          photoLicense,
          ...media,
          clientKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: sightings.id });
      if (!row) throw new Error('insert returned no row');
      // Its country, region, nearest place and protected areas, offline (features/places/placing.ts).
      await placeSightings(tx, this.places.circles, [row.id]);
      // The photo classifier scores the picture off the request (features/moderation/scan-job.ts).
      if (media.mediaAssetId !== null) await enqueueJob(tx, 'moderation_scan', { sightingId: row.id });
      // A photo of a named species joins the identifier's index at once (features/identification/embeddings.ts).
      if (speciesId !== null) await enqueueJob(tx, 'photo_embedding', {});
      // The rare tracker records rare and threatened species (features/rare-tracker/record-job.ts).
      if (speciesId !== null || isTrackedRarity(input.rarityLevel))
        await enqueueJob(tx, 'rare_sighting_record', { sightingId: row.id });
      // Members' location alerts around its public position (features/location-alerts/jobs.ts).
      if (input.isPublic && input.latitude !== undefined && input.longitude !== undefined)
        await enqueueJob(tx, 'location_alert_match', { sightingId: row.id });
      return row.id;
    });
  }

  /** The id of the member's sighting published with this Idempotency-Key, or null. */
  async findByClientKey(userId: number, clientKey: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: sightings.id })
      .from(sightings)
      .where(and(eq(sightings.userId, userId), eq(sightings.clientKey, clientKey)))
      .limit(1);
    return row?.id ?? null;
  }

  /** The stored row, for authorization; private ones only for the author (or with includePrivate). */
  async findRow(id: number, viewerId: number | null, includePrivate = false): Promise<SightingRow | null> {
    const [row] = await this.db.select().from(sightings).where(eq(sightings.id, id)).limit(1);
    if (!row) return null;
    if (!row.isPublic && row.userId !== viewerId && !includePrivate) return null;
    return row;
  }

  /** Applies the fields present in the edit (`fields`: the keys the client sent). */
  async update(id: number, input: SightingUpdate, fields: readonly string[]): Promise<void> {
    const columns = descriptiveColumns(input, fields);
    // A new species name (or a species picked) links again: the picked one, else the name's exact match.
    const relink =
      fields.includes('speciesId') || (fields.includes('speciesName') && input.speciesName !== undefined)
        ? { speciesId: await this.speciesOf(id, input) }
        : {};
    // A sighting held by moderation stays out of public view whatever its author asks until it is released.
    const isPublic =
      columns.isPublic === undefined
        ? {}
        : {
            isPublic: sql<boolean>`case when ${sightings.verificationStatus} in ('pending_review', 'removed') then false else ${columns.isPublic} end`,
          };
    await this.db.transaction(async (tx) => {
      await tx
        .update(sightings)
        .set({
          ...columns,
          ...isPublic,
          ...relink,
          // A member's licence choice; credited demo photos keep their source's licence unless edited.
          ...(fields.includes('license') && input.license ? { photoLicense: input.license } : {}),
          updatedAt: this.clock(),
        })
        .where(eq(sightings.id, id));
      if (fields.includes('latitude') || fields.includes('longitude'))
        await placeSightings(tx, this.places.circles, [id]);
      // Another species or another visibility: the identifier's index follows.
      if ('speciesId' in relink || 'isPublic' in isPublic) await enqueueJob(tx, 'photo_embedding', {});
    });
  }

  private async speciesOf(id: number, input: SightingUpdate): Promise<number | null> {
    let name = input.speciesName;
    if (name === undefined) {
      const [row] = await this.db
        .select({ name: sightings.speciesName })
        .from(sightings)
        .where(eq(sightings.id, id));
      name = row?.name ?? '';
    }
    return resolveSightingSpecies(this.db, input.speciesId, name);
  }

  /**
   * Deletes the sighting (comments, likes, bookmarks and portfolio items cascade) and queues its media for
   * cleanup, in one transaction: the files go only if the delete was committed.
   */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(sightings)
        .where(eq(sightings.id, id))
        .returning({ mediaAssetId: sightings.mediaAssetId });
      if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
      // A published photo keeps its month's slot for good: its allowance row lets go of the asset, so a later
      // deletion or expiry of that asset (once it is no longer an avatar, say) cannot give the slot back.
      if (row.mediaAssetId !== null) {
        await tx
          .update(photoUploads)
          .set({ mediaAssetId: null })
          .where(eq(photoUploads.mediaAssetId, row.mediaAssetId));
      }
      if (row.mediaAssetId !== null && !(await assetStillUsed(tx, row.mediaAssetId))) {
        await enqueueJob(tx, 'media_cleanup', { mediaAssetId: row.mediaAssetId });
      }
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Whether an asset is still shown somewhere after its sighting went: another sighting (publish refuses that,
 * but the check is cheap), a member's avatar (a photo may be reused as avatar) or a portfolio header.
 */
async function assetStillUsed(tx: Tx, assetId: number): Promise<boolean> {
  const [asset] = await tx
    .select({ variants: mediaAssets.variants })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, assetId))
    .limit(1);
  if (!asset) return false;
  const v = asset.variants;
  const urls = [
    v.thumb,
    v.small,
    v.medium,
    v.large,
    v.poster,
    v.fallback?.thumb,
    v.fallback?.small,
    v.fallback?.medium,
    v.fallback?.large,
  ]
    .map((variant) => variant?.url)
    .filter((url): url is string => typeof url === 'string');
  const [other] = await tx
    .select({ n: sql<number>`1` })
    .from(sightings)
    .where(eq(sightings.mediaAssetId, assetId))
    .limit(1);
  if (other) return true;
  if (urls.length === 0) return false;
  const [shown] = await tx
    .select({ n: sql<number>`1` })
    .from(users)
    .where(inArray(users.profileImageUrl, urls))
    .limit(1);
  if (shown) return true;
  const [header] = await tx
    .select({ n: sql<number>`1` })
    .from(userPortfolios)
    .where(inArray(userPortfolios.headerImage, urls))
    .limit(1);
  return header !== undefined;
}
