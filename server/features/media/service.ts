// Uploads as the product sees them: the free plan's monthly photo allowance (counted under a per-member lock;
// photos uploaded this month and still held or once published),
// saving an ingested upload as a media_assets row, deleting an unused upload, and video thumbnails.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isPremiumTier, PLAN_LIMITS } from '@common/constants/plans';
import { UPLOAD_MESSAGES, type UploadAllowance } from '@common/schemas/media';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type MediaAssetRow,
  mediaAssets,
  photoUploads,
  sightings,
  type UserRow,
  users,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { assetKeys } from '../../jobs/media-cleanup';
import { enqueueJob } from '../../jobs/queue';
import {
  deleteKeys,
  type IngestedMedia,
  type IngestInput,
  ingestMedia,
  storeRenditions,
} from '../../media/ingest';
import { processPhoto } from '../../media/photo-pipeline';
import type { VideoMime } from '../../media/sniff';
import { grabFrame } from '../../media/video-pipeline';

export const UPGRADE_URL = '/upgrade';
export const MEDIA_SERVICE_MESSAGES = {
  notFound: 'Upload not found.',
  notOwner: 'You can only delete your own uploads.',
  inSighting: 'This upload is part of a sighting. Delete the sighting instead.',
  isAvatar: 'This picture is your profile picture. Choose another one before deleting it.',
  videoNotFound: 'Video not found. Only videos uploaded to WildLens have thumbnails here.',
} as const;

/** The free plan's 403: the route adds `upgradeUrl` to the body. */
export class FreeLimitReachedError extends HttpError {
  readonly upgradeUrl = UPGRADE_URL;
  constructor() {
    super(403, UPLOAD_MESSAGES.freeLimitReached);
  }
}

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

  async allowance(user: UserRow): Promise<UploadAllowance> {
    const used = await this.photosThisMonth(this.ctx.db, user.id);
    if (isPremiumTier(user.subscriptionTier)) return { used, limit: null, remaining: null };
    const limit = PLAN_LIMITS.freeUploadsPerMonth;
    return { used, limit, remaining: Math.max(0, limit - used) };
  }

  /** Whether this upload counts against the free plan: sighting photos of free members. */
  countsTowardAllowance(user: UserRow, input: Pick<IngestInput, 'sniffed' | 'purpose'>): boolean {
    return (
      input.sniffed.kind === 'photo' && input.purpose === 'sighting' && !isPremiumTier(user.subscriptionTier)
    );
  }

  /** The early refusal, before any processing; the definitive check is repeated under the lock on save. */
  async assertAllowance(user: UserRow, input: Pick<IngestInput, 'sniffed' | 'purpose'>): Promise<void> {
    if (!this.countsTowardAllowance(user, input)) return;
    if ((await this.photosThisMonth(this.ctx.db, user.id)) >= PLAN_LIMITS.freeUploadsPerMonth)
      throw new FreeLimitReachedError();
  }

  /**
   * Processes and stores the upload, then writes its rows. Files are written before rows; whatever fails
   * after a file was stored removes it again, so a failed upload leaves neither files nor rows.
   */
  async upload(user: UserRow, input: IngestInput): Promise<MediaAssetRow> {
    await this.assertAllowance(user, input);
    const ingested = await ingestMedia(this.ctx.media, input);
    try {
      return await this.save(user, ingested, this.countsTowardAllowance(user, input));
    } catch (error) {
      await deleteKeys(this.ctx.media, ingested.keys);
      throw error;
    }
  }

  private async save(user: UserRow, media: IngestedMedia, counts: boolean): Promise<MediaAssetRow> {
    const now = this.ctx.clock();
    return this.ctx.db.transaction(async (tx) => {
      if (counts) {
        // Two uploads of one member finishing together count one after the other: the sixth never slips in.
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_NAMESPACE}::int, ${user.id}::int)`);
        if ((await this.photosThisMonth(tx, user.id)) >= PLAN_LIMITS.freeUploadsPerMonth)
          throw new FreeLimitReachedError();
      }
      const [row] = await tx
        .insert(mediaAssets)
        .values({
          ownerId: user.id,
          kind: media.kind,
          mime: media.mime,
          originalKey: media.originalKey,
          originalBytes: media.originalBytes,
          width: media.width,
          height: media.height,
          durationSeconds: media.durationSeconds,
          placeholder: media.placeholder,
          variants: media.variants,
          camera: media.camera,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert into media_assets returned no row');
      // Every photo upload is counted, videos and avatars are not (the free plan limits photos); remove()
      // takes the count back for an upload deleted before it was published.
      if (media.kind === 'photo')
        await tx.insert(photoUploads).values({ userId: user.id, mediaAssetId: row.id, createdAt: now });
      return row;
    });
  }

  /** Deletes an upload its owner has not used (not on a sighting, not the profile picture). */
  async remove(user: UserRow, id: number): Promise<void> {
    const asset = await this.ctx.db.transaction(async (tx) => {
      // The row lock orders this delete with a publish that attaches the same upload (it locks it too).
      const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
      if (!row) throw notFound(MEDIA_SERVICE_MESSAGES.notFound);
      if (row.ownerId !== user.id) throw forbidden(MEDIA_SERVICE_MESSAGES.notOwner);
      const [used] = await tx
        .select({ id: sightings.id })
        .from(sightings)
        .where(eq(sightings.mediaAssetId, id))
        .limit(1);
      if (used) throw conflict(MEDIA_SERVICE_MESSAGES.inSighting);
      const urls = publicUrls(row);
      const [avatar] =
        urls.length > 0
          ? await tx.select({ id: users.id }).from(users).where(inArray(users.profileImageUrl, urls)).limit(1)
          : [];
      if (avatar) throw conflict(MEDIA_SERVICE_MESSAGES.isAvatar);
      // An upload never published gives its slot of the month back. A published one keeps counting even once
      // its sighting is deleted (the cleanup job removes that asset and its row stays, its asset id null), so
      // uploading, publishing and deleting never adds up to more than the plan's photos a month.
      await tx.delete(photoUploads).where(eq(photoUploads.mediaAssetId, id));
      await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
      return row;
    });
    const keys = assetKeys(this.ctx.media, asset, this.ctx.log);
    try {
      await Promise.all(keys.map((key) => this.ctx.media.delete(key)));
    } catch (error) {
      // The row is gone; the files are retried by the cleanup job rather than left behind.
      this.ctx.log.warn({ err: error, mediaAssetId: asset.id }, 'media delete failed; cleanup queued');
      await enqueueJob(this.ctx.db, 'media_cleanup', { keys });
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

/** Every public URL of an asset (variants, fallbacks, poster, video). */
function publicUrls(asset: MediaAssetRow): string[] {
  const v = asset.variants;
  const all = [
    v.thumb,
    v.small,
    v.medium,
    v.large,
    v.fallback?.thumb,
    v.fallback?.small,
    v.fallback?.medium,
    v.fallback?.large,
    v.poster,
    v.video,
  ];
  return [...new Set(all.flatMap((x) => (x ? [x.url] : [])))];
}
