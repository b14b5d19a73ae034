// The similarity index's source: every confirmed sighting's photo embedded (the crop on its animal) into
// photo_embeddings, so the default identifier improves with each confirmed photo, without retraining. A sweep
// beside the job worker finds sightings that are confirmed and not yet embedded (new, re-identified, corrected:
// a sighting counts once its species is set and the community does not disagree) and those no longer confirmed.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { photoEmbeddings } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { runPeriodically } from '../../jobs/periodic';
import type { JobHandler } from '../../jobs/worker';
import { readSightingPhoto } from './photo-source';
import { DEFAULT_EMBEDDER } from './vision/embedder-name';
import type { IndexEntry } from './vision/similarity-index';

/** Embeddings are comparable only within one model; the index and the table are keyed by it. */
export const EMBEDDING_MODEL = `${DEFAULT_EMBEDDER}-crop`;
const BATCH = 25;
const PAGE = 1000;

/** A sighting whose species the identifier may learn from (SQL over `s`, a sightings row). */
const CONFIRMED = sql`s.is_public and s.species_id is not null
  and (s.photo_url is not null or s.media_asset_id is not null)
  and (s.community_species_id is null or s.community_species_id = s.species_id)`;

export const toBytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
export function fromBytes(b: Buffer): Float32Array {
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Float32Array(copy.buffer);
}

/** The table's embeddings of the current model, page by page (the vision process loads them at its start). */
export async function* embeddingPages(db: AppContext['db']): AsyncIterable<IndexEntry[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: photoEmbeddings.id,
        sightingId: photoEmbeddings.sightingId,
        speciesId: photoEmbeddings.speciesId,
        embedding: photoEmbeddings.embedding,
      })
      .from(photoEmbeddings)
      .where(and(eq(photoEmbeddings.model, EMBEDDING_MODEL), gt(photoEmbeddings.id, after)))
      .orderBy(photoEmbeddings.id)
      .limit(PAGE);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, embedding: fromBytes(r.embedding) }));
    after = (rows[rows.length - 1] as { id: number }).id;
  }
}

export interface EmbeddingRun {
  embedded: number;
  removed: number;
  failed: number;
}

export class PhotoEmbedder {
  /** Sightings whose photo could not be analysed: not tried again by this process. */
  private readonly failed = new Set<number>();

  constructor(private readonly ctx: AppContext) {}

  /** Brings photo_embeddings in line with the confirmed sightings, BATCH photos at a time, until none is left. */
  async run(maxBatches = Number.POSITIVE_INFINITY): Promise<EmbeddingRun> {
    const outcome: EmbeddingRun = { embedded: 0, removed: 0, failed: 0 };
    outcome.removed = await this.removeUnconfirmed();
    for (let batch = 0; batch < maxBatches; batch++) {
      const skip = [...this.failed];
      const due = (await this.ctx.db.execute(sql`
        select s.id, s.species_id, s.media_asset_id, s.photo_url from sightings s
        left join photo_embeddings e on e.sighting_id = s.id and e.model = ${EMBEDDING_MODEL}
        where ${CONFIRMED} and (e.id is null or e.species_id <> s.species_id)
          and not (s.id = any(${sql.param(skip)}::int[]))
        order by s.id limit ${BATCH}`)) as unknown as {
        rows: { id: number; species_id: number; media_asset_id: number | null; photo_url: string | null }[];
      };
      if (due.rows.length === 0) break;
      for (const row of due.rows) {
        if (await this.embed(row)) outcome.embedded++;
        else outcome.failed++;
      }
    }
    return outcome;
  }

  private async embed(row: {
    id: number;
    species_id: number;
    media_asset_id: number | null;
    photo_url: string | null;
  }): Promise<boolean> {
    try {
      const image = await readSightingPhoto(this.ctx, {
        mediaAssetId: row.media_asset_id,
        photoUrl: row.photo_url,
      });
      if (!image) throw new Error('no readable photo');
      const analysis = await this.ctx.vision.analyse(image, { priority: 'normal', embed: true });
      if (!analysis.embedding) throw new Error('no embedding');
      const values = {
        sightingId: Number(row.id),
        mediaAssetId: row.media_asset_id,
        speciesId: Number(row.species_id),
        model: EMBEDDING_MODEL,
        dimensions: analysis.embedding.length,
        embedding: toBytes(analysis.embedding),
        detectedLabel: analysis.animal?.label ?? null,
        createdAt: this.ctx.clock(),
      };
      const [stored] = await this.ctx.db
        .insert(photoEmbeddings)
        .values(values)
        .onConflictDoUpdate({ target: [photoEmbeddings.sightingId, photoEmbeddings.model], set: values })
        .returning({ id: photoEmbeddings.id });
      if (stored) {
        await this.ctx.vision.addToIndex([
          {
            id: stored.id,
            sightingId: values.sightingId,
            speciesId: values.speciesId,
            embedding: analysis.embedding,
          },
        ]);
      }
      return true;
    } catch (err) {
      this.failed.add(Number(row.id));
      this.ctx.log.warn({ err, sighting: row.id }, 'could not embed a sighting photo');
      return false;
    }
  }

  /** Embeddings of sightings no longer confirmed (made private, species removed, community disagrees). */
  private async removeUnconfirmed(): Promise<number> {
    const stale = (await this.ctx.db.execute(sql`
      select e.id from photo_embeddings e join sightings s on s.id = e.sighting_id
      where not (${CONFIRMED})`)) as unknown as { rows: { id: number }[] };
    const ids = stale.rows.map((r) => Number(r.id));
    if (ids.length === 0) return 0;
    await this.ctx.db.delete(photoEmbeddings).where(inArray(photoEmbeddings.id, ids));
    await this.ctx.vision.removeFromIndex(ids);
    return ids.length;
  }
}

/**
 * The photo_embedding job, queued when a sighting is published with a species, changes species or visibility, or
 * gets a community identification: the index catches up within seconds instead of at the next sweep.
 */
export function photoEmbeddingJob(ctx: AppContext): JobHandler {
  const embedder = new PhotoEmbedder(ctx);
  return async () => {
    const run = await embedder.run();
    if (run.embedded || run.removed) ctx.log.info(run, 'photo embeddings updated');
  };
}

/** At start (after a minute, so the start itself is not slowed), then every 5 minutes. */
export function startPhotoEmbeddingSweeps(app: FastifyInstance): void {
  const embedder = new PhotoEmbedder(app.ctx);
  let timer: NodeJS.Timeout | undefined;
  let sweeps: { stop(): Promise<void> } | undefined;
  timer = setTimeout(() => {
    sweeps = runPeriodically(async () => {
      try {
        const run = await embedder.run();
        if (run.embedded || run.removed) app.log.info(run, 'photo embeddings updated');
      } catch (err) {
        app.log.warn({ err }, 'photo embedding sweep failed');
      }
    }, 5 * 60_000);
  }, 60_000);
  timer.unref();
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await sweeps?.stop();
  });
}
