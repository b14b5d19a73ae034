// Uploads as the product sees them: what the member's plan accepts (read fresh from the database: the monthly
// photo allowance, counted under a per-member lock, of photos uploaded this month and still held or once
// published; the largest photo; camera RAW files for Premium Explorer members; illustrations, see
// illustration.ts), saving an ingested upload as a media_assets row, deleting an unused upload (asset-use.ts),
// and video thumbnails.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PlanBenefits } from '@common/plans/benefits';
import { UPLOAD_MESSAGES, type UploadAllowance } from '@common/schemas/media';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MediaAssetRow, mediaAssets, photoUploads, type UserRow } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import {
  deleteKeys,
  type IngestedMedia,
  type IngestInput,
  ingestMedia,
  storeRenditions,
} from '../../media/ingest';
import { processPhoto } from '../../media/photo-pipeline';
import type { SniffedMedia, VideoMime } from '../../media/sniff';
import { grabFrame } from '../../media/video-pipeline';
import { benefitsOfMember } from '../benefits/member-benefits';
import { deleteUnusedAsset } from './asset-use';
import {
  assertIllustrationCap,
  assertIllustrationFile,
  ILLUSTRATION_KIND,
  scanIllustration,
} from './illustration';

export const UPGRADE_URL = '/upgrade';
export const MEDIA_SERVICE_MESSAGES = {
  notFound: 'Upload not found.',
  notOwner: 'You can only delete your own uploads.',
  inSighting: 'This upload is part of a sighting. Delete the sighting instead.',
  isAvatar: 'This picture is your profile picture. Choose another one before deleting it.',
  inUse: 'This upload is shown on your portfolio or elsewhere on the site. Remove it there first.',
  videoNotFound: 'Video not found. Only videos uploaded to WildLens have thumbnails here.',
} as const;

/** A 403 that Premium Explorer lifts: the route adds `upgradeUrl` to the body. */
export class PremiumBenefitError extends HttpError {
  readonly upgradeUrl = UPGRADE_URL;
  constructor(message: string) {
    super(403, message);
  }
}

/** The free plan's monthly allowance is used up. */
export class FreeLimitReachedError extends PremiumBenefitError {
  constructor() {
    super(UPLOAD_MESSAGES.freeLimitReached);
  }
}

/** A camera RAW file from a member whose plan does not take them. */
export class RawPremiumOnlyError extends PremiumBenefitError {
  constructor() {
    super(UPLOAD_MESSAGES.rawPremiumOnly);
  }
}

type Benefits = Readonly<PlanBenefits>;

/** Namespace of the per-member advisory lock (the second key is the member's id). */
const UPLOAD_LOCK_NAMESPACE = 7301;

type DbOrTx = Pick<Db, 'select' | 'execute'>;

export class MediaService {
  /** Poster renders under way per asset, so two requests for the same video render it once. */
  private readonly rendering = new Map<number, Promise<string>>();

  constructor(private readonly ctx: AppContext) {}

  /** The calendar month (UTC) the clock is in: [start, next). */
  private month(): { start: Date; next: Date } {
    const now = this.ctx.clock();
    return {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    };
  }

  private async photosThisMonth(db: DbOrTx, userId: number): Promise<number> {
    const { start, next } = this.month();
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(photoUploads)
      .where(
        and(
          eq(photoUploads.userId, userId),
          gte(photoUploads.createdAt, start),
          lt(photoUploads.createdAt, next),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The member's plan as the database holds it now (not the session's cached copy of the member). */
  benefitsOf(user: Pick<UserRow, 'id'>): Promise<Benefits> {
    return benefitsOfMember(this.ctx.db, user.id);
  }

  async allowance(user: UserRow): Promise<UploadAllowance> {
    const used = await this.photosThisMonth(this.ctx.db, user.id);
    const limit = (await this.benefitsOf(user)).uploadsPerMonth;
    if (limit === null) return { used, limit: null, remaining: null };
    return { used, limit, remaining: Math.max(0, limit - used) };
  }

  /** Whether this upload counts against the plan's monthly allowance: sighting photos, when the plan has one. */
  countsTowardAllowance(benefits: Benefits, input: Pick<IngestInput, 'sniffed' | 'purpose'>): boolean {
    return (
      input.sniffed.kind !== 'video' && input.purpose === 'sighting' && benefits.uploadsPerMonth !== null
    );
  }

  /**
   * Refuses what the plan or the purpose does not take whatever its size or count: camera RAW files on the free
   * plan; anything but a photo as an illustration.
   */
  assertAccepted(benefits: Benefits, sniffed: SniffedMedia, purpose?: IngestInput['purpose']): void {
    if (purpose === 'illustration') assertIllustrationFile(sniffed);
    if (sniffed.kind === 'raw' && !benefits.rawUploads) throw new RawPremiumOnlyError();
  }

  /** The early refusal, before any processing; the definitive check is repeated under the lock on save. */
  async assertAllowance(
    user: UserRow,
    input: Pick<IngestInput, 'sniffed' | 'purpose'>,
    benefits?: Benefits,
  ): Promise<void> {
    const plan = benefits ?? (await this.benefitsOf(user));
    this.assertAccepted(plan, input.sniffed, input.purpose);
    if (input.purpose === 'illustration')
      return assertIllustrationCap(this.ctx.db, user.id, this.ctx.clock());
    if (!this.countsTowardAllowance(plan, input) || plan.uploadsPerMonth === null) return;
    if ((await this.photosThisMonth(this.ctx.db, user.id)) >= plan.uploadsPerMonth)
      throw new FreeLimitReachedError();
  }

  /** The member's asset uploaded with this Idempotency-Key (features/field), whatever uses it since, or null. */
  async findByClientKey(ownerId: number, clientKey: string): Promise<MediaAssetRow | null> {
    const [row] = await this.ctx.db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.ownerId, ownerId), eq(mediaAssets.clientKey, clientKey)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Processes and stores the upload, then writes its rows. Files are written before rows; whatever fails
   * after a file was stored removes it again, so a failed upload leaves neither files nor rows. `clientKey`: the
   * send's Idempotency-Key, kept on the row (unique per member: a second send of it that gets this far fails
   * here, its files removed, and the route answers the first one's asset).
   */
  async upload(user: UserRow, input: IngestInput, clientKey: string | null = null): Promise<MediaAssetRow> {
    const benefits = await this.benefitsOf(user);
    await this.assertAllowance(user, input, benefits);
    const ingested = await ingestMedia(this.ctx.media, { ...input, photoMaxBytes: benefits.photoMaxBytes });
    try {
      if (input.purpose === 'illustration') {
        await scanIllustration(this.ctx, ingested);
        return await this.save(user, ingested, { illustration: true, clientKey });
      }
      const limit = this.countsTowardAllowance(benefits, input) ? benefits.uploadsPerMonth : null;
      return await this.save(user, ingested, { limit, clientKey });
    } catch (error) {
      await deleteKeys(this.ctx.media, ingested.keys);
      throw error;
    }
  }

  /**
   * `limit`: the plan's photos a month when this upload counts toward them, else null. `illustration`: stored
   * as an illustration, counted against the day's illustrations instead of the monthly photos.
   */
  private async save(
    user: UserRow,
    media: IngestedMedia,
    {
      limit = null,
      illustration = false,
      clientKey = null,
    }: { limit?: number | null; illustration?: boolean; clientKey?: string | null },
  ): Promise<MediaAssetRow> {
    const now = this.ctx.clock();
    return this.ctx.db.transaction(async (tx) => {
      if (limit !== null || illustration) {
        // Two uploads of one member finishing together count one after the other: the sixth never slips in.
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_NAMESPACE}::int, ${user.id}::int)`);
        if (illustration) await assertIllustrationCap(tx, user.id, now);
        else if (limit !== null && (await this.photosThisMonth(tx, user.id)) >= limit)
          throw new FreeLimitReachedError();
      }
      const [row] = await tx
        .insert(mediaAssets)
        .values({
          ownerId: user.id,
          kind: illustration ? ILLUSTRATION_KIND : media.kind,
          mime: media.mime,
          originalKey: media.originalKey,
          originalBytes: media.originalBytes,
          width: media.width,
          height: media.height,
          durationSeconds: media.durationSeconds,
          placeholder: media.placeholder,
          variants: media.variants,
          camera: media.camera,
          clientKey,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert into media_assets returned no row');
      // Every sighting photo upload is counted, videos, avatars and illustrations are not (the free plan
      // limits sighting photos); remove() takes the count back for an upload deleted before it was published.
      if (media.kind === 'photo' && !illustration)
        await tx.insert(photoUploads).values({ userId: user.id, mediaAssetId: row.id, createdAt: now });
      return row;
    });
  }

  /** Deletes an upload of its owner's that nothing shows (see deleteUnusedAsset; the upload expiry shares it). */
  async remove(user: UserRow, id: number): Promise<void> {
    const result = await deleteUnusedAsset(this.ctx, id, {
      allow: (row) => {
        if (row.ownerId !== user.id) throw forbidden(MEDIA_SERVICE_MESSAGES.notOwner);
      },
    });
    if (result.outcome === 'gone') throw notFound(MEDIA_SERVICE_MESSAGES.notFound);
    if (result.outcome === 'used') {
      const messages = {
        sighting: MEDIA_SERVICE_MESSAGES.inSighting,
        avatar: MEDIA_SERVICE_MESSAGES.isAvatar,
        elsewhere: MEDIA_SERVICE_MESSAGES.inUse,
      } as const;
      throw conflict(messages[result.use]);
    }
  }

  /**
   * The poster of one of our own videos, found by its public URL. Nothing is ever fetched from the URL: it is
   * only compared with stored videos, so it cannot be used to reach other hosts (no SSRF).
   */
  async videoThumbnail(videoUrl: string): Promise<string> {
    const candidates = this.ownUrlForms(videoUrl);
    if (candidates.length === 0) throw notFound(MEDIA_SERVICE_MESSAGES.videoNotFound);
    const [asset] = await this.ctx.db
      .select()
      .from(mediaAssets)
      .where(
        and(
          eq(mediaAssets.kind, 'video'),
          inArray(sql<string>`${mediaAssets.variants}->'video'->>'url'`, candidates),
        ),
      )
      .limit(1);
    if (!asset) throw notFound(MEDIA_SERVICE_MESSAGES.videoNotFound);
    const existing = asset.variants.poster?.url;
    if (existing) return existing;
    let render = this.rendering.get(asset.id);
    if (!render) {
      render = this.renderPoster(asset).finally(() => this.rendering.delete(asset.id));
      this.rendering.set(asset.id, render);
    }
    return render;
  }

  /** The forms a URL of ours may be stored under: as given, or as a path when it names this site. */
  private ownUrlForms(input: string): string[] {
    const value = input.trim();
    if (value.startsWith('/')) return value.startsWith('//') ? [] : [value];
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      // Spec section 3: a relative media path is read with a leading slash.
      return /^[\w./-]+$/.test(value) ? [`/${value}`] : [];
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
    const forms = [url.toString()];
    if (url.origin === new URL(this.ctx.config.publicUrl).origin) forms.push(url.pathname);
    return forms;
  }

  /** Renders the frame at 1 s from the stored original, stores its variants and records them on the asset. */
  private async renderPoster(asset: MediaAssetRow): Promise<string> {
    const tmpRoot = path.join(this.ctx.config.dataDir, 'tmp');
    await fs.mkdir(tmpRoot, { recursive: true });
    const workDir = await fs.mkdtemp(path.join(tmpRoot, 'poster-'));
    const written: string[] = [];
    try {
      const file = path.join(workDir, 'video');
      await pipeline(
        await this.ctx.media.get(asset.originalKey),
        (await fs.open(file, 'w')).createWriteStream(),
      );
      const frame = await grabFrame(file, asset.mime as VideoMime, asset.durationSeconds);
      const poster = await processPhoto({ file: frame, profile: 'poster' });
      const id = path.posix.basename(path.posix.dirname(asset.originalKey));
      const folder = `u/${id}/poster-${Date.now().toString(36)}`;
      const variants = await storeRenditions(this.ctx.media, folder, poster, written);
      const posterVariant = variants.large ?? variants.medium;
      if (!posterVariant) throw new Error('poster rendering produced no image');
      const merged = {
        ...variants,
        ...asset.variants,
        poster: posterVariant,
      };
      await this.ctx.db
        .update(mediaAssets)
        .set({
          variants: JSON.parse(JSON.stringify(merged)),
          placeholder: asset.placeholder ?? poster.placeholder,
        })
        .where(eq(mediaAssets.id, asset.id));
      return posterVariant.url;
    } catch (error) {
      await deleteKeys(this.ctx.media, written);
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }
}

// Kept importable from here (jobs/upload-expiry.ts and others import them from the service).
export {
  deleteUnusedAsset,
  MEDIA_URL_REFERENCES,
  type MediaUse,
  mediaAssetUse,
  type UnusedAssetDeletion,
} from './asset-use';
