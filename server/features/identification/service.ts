// AI identification: a run on a photo (recorded in ai_identifications), the member's feedback, the
// administrators' settings, and the embeddings of confirmed sightings' photos the default identifier compares
// against. Callable without HTTP (the embedding job and the benchmark use it too).
import {
  type AiSettings,
  type AiSettingsResponse,
  IDENTIFY_MESSAGES,
  type IdentificationFeedback,
  type IdentificationResult,
} from '@common/schemas/identification';
import { and, eq, sql } from 'drizzle-orm';
import { aiIdentifications, aiSettings, photoEmbeddings, speciesRecognitionFeedback } from '../../db/schema';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { benefitsOfMember } from '../benefits/member-benefits';
import type { IdentifierAnswer, NearbyCount, SpeciesIdentifier } from './identifier';
import { OnnxIdentifier } from './onnx-identifier';
import { readPhoto } from './photo-source';
import { presentResult, type SpeciesCard, speciesCards, speciesIdsByScientificName } from './presenters';
import { SimilarityIdentifier } from './similarity-identifier';
import { VisionBusyError } from './vision/forked-client';

export type PhotoSource =
  | { kind: 'upload'; image: Buffer }
  | { kind: 'media'; id: number }
  | { kind: 'sighting'; id: number };

export interface IdentifyRequest {
  source: PhotoSource;
  latitude?: number;
  longitude?: number;
  /** YYYY-MM-DD */
  date?: string;
}

const DEFAULT_SETTINGS: AiSettings = {
  identifier: 'similarity',
  minConfidence: 0.5,
  nearbyRadiusKm: 50,
  onnxModelPath: null,
  onnxLabelsPath: null,
  onnxInputSize: 224,
};

/** Species seen nearby offered when the identifier cannot tell. */
const NEARBY_OFFERED = 8;

export class IdentificationService {
  constructor(private readonly ctx: AppContext) {}

  async settings(): Promise<AiSettings & { updatedAt: Date }> {
    const [row] = await this.ctx.db.select().from(aiSettings).where(eq(aiSettings.id, 1));
    if (!row) return { ...DEFAULT_SETTINGS, updatedAt: new Date(0) };
    return {
      identifier: row.identifier === 'onnx' ? 'onnx' : 'similarity',
      minConfidence: row.minConfidence,
      nearbyRadiusKm: row.nearbyRadiusKm,
      onnxModelPath: row.onnxModelPath,
      onnxLabelsPath: row.onnxLabelsPath,
      onnxInputSize: row.onnxInputSize,
      updatedAt: row.updatedAt,
    };
  }

  async settingsResponse(): Promise<AiSettingsResponse> {
    const settings = await this.settings();
    const [count] = await this.ctx.db.select({ n: sql<number>`count(*)::int` }).from(photoEmbeddings);
    return { ...settings, indexedPhotos: count?.n ?? 0, updatedAt: settings.updatedAt.toISOString() };
  }

  async updateSettings(input: AiSettings): Promise<AiSettingsResponse> {
    if (input.identifier === 'onnx') {
      if (!input.onnxModelPath || !input.onnxLabelsPath) throw badRequest(IDENTIFY_MESSAGES.onnxMissing);
      const { access } = await import('node:fs/promises');
      try {
        await Promise.all([access(input.onnxModelPath), access(input.onnxLabelsPath)]);
      } catch {
        throw badRequest(IDENTIFY_MESSAGES.onnxInvalid);
      }
    }
    // Stored as float4: rounded, so a value too small for it (1e-320) is 0 rather than a database error.
    const values = {
      ...input,
      minConfidence: Math.round(input.minConfidence * 1000) / 1000,
      nearbyRadiusKm: Math.round(input.nearbyRadiusKm * 1000) / 1000,
      updatedAt: this.ctx.clock(),
    };
    await this.ctx.db
      .insert(aiSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: aiSettings.id, set: values });
    return this.settingsResponse();
  }

  private identifierFor(settings: AiSettings): SpeciesIdentifier {
    const vision = this.ctx.vision;
    if (settings.identifier === 'onnx' && settings.onnxModelPath && settings.onnxLabelsPath) {
      return new OnnxIdentifier({
        vision,
        modelPath: settings.onnxModelPath,
        labelsPath: settings.onnxLabelsPath,
        inputSize: settings.onnxInputSize,
        minConfidence: settings.minConfidence,
      });
    }
    return new SimilarityIdentifier({
      vision,
      nearby: (lat, lon, month, radiusKm) => this.nearbyCounts(lat, lon, month, radiusKm),
      radiusKm: settings.nearbyRadiusKm,
      minConfidence: settings.minConfidence,
    });
  }

  async identify(user: UserRow, request: IdentifyRequest): Promise<IdentificationResult> {
    const photo = await readPhoto(this.ctx, user, request.source);
    const latitude = request.latitude ?? photo.latitude;
    const longitude = request.longitude ?? photo.longitude;
    const date = request.date ?? photo.date;
    const month = date ? Number(date.slice(5, 7)) : this.ctx.clock().getUTCMonth() + 1;
    const settings = await this.settings();
    const identifier = this.identifierFor(settings);
    // Priority identification is a plan benefit, read now rather than from the session's copy of the member.
    const priority = (await benefitsOfMember(this.ctx.db, user.id)).priorityIdentification
      ? 'high'
      : 'normal';
    const [row] = await this.ctx.db
      .insert(aiIdentifications)
      .values({
        userId: user.id,
        mediaAssetId: photo.mediaAssetId,
        sightingId: photo.sightingId,
        imageUrl: photo.imageUrl,
        latitude,
        longitude,
        observedOn: date,
        identifier: identifier.name,
        priority,
        createdAt: this.ctx.clock(),
      })
      .returning({ id: aiIdentifications.id, createdAt: aiIdentifications.createdAt });
    if (!row) throw new Error('identification row not written');
    let answer: IdentifierAnswer;
    try {
      answer = await identifier.identify({
        image: photo.image,
        priority,
        latitude,
        longitude,
        month,
        ...(photo.sightingId ? { excludeSighting: photo.sightingId } : {}),
      });
    } catch (error) {
      await this.ctx.db
        .update(aiIdentifications)
        .set({ processingStatus: 'failed', completedAt: this.ctx.clock() })
        .where(eq(aiIdentifications.id, row.id));
      if (error instanceof VisionBusyError) throw new HttpError(503, IDENTIFY_MESSAGES.busy);
      this.ctx.log.warn({ err: error, identification: row.id }, 'identification failed');
      throw new HttpError(422, IDENTIFY_MESSAGES.failed);
    }
    const candidates = await this.resolveCandidates(answer);
    const top = candidates[0];
    const cards = await speciesCards(
      this.ctx.db,
      candidates.map((c) => c.speciesId),
      user.preferredLanguage,
    );
    const stored = candidates.map((c) => ({
      speciesId: c.speciesId,
      scientificName: cards.get(c.speciesId)?.scientificName ?? '',
      confidence: c.confidence,
      reasons: c.reasons,
    }));
    await this.ctx.db
      .update(aiIdentifications)
      .set({
        processingStatus: 'completed',
        outcome: answer.status,
        predictions: stored,
        topPrediction: top ? (cards.get(top.speciesId)?.scientificName ?? null) : null,
        topSpeciesId: top?.speciesId ?? null,
        confidence: top?.confidence ?? null,
        box: answer.animal?.box ?? null,
        detectedLabel: answer.animal?.label ?? null,
        timings: { ...answer.timings, imageWidth: answer.width, imageHeight: answer.height },
        completedAt: this.ctx.clock(),
      })
      .where(eq(aiIdentifications.id, row.id));
    return this.get(user, row.id);
  }

  /** Labels (ONNX) become catalogue species; candidates the catalogue does not know are dropped. */
  private async resolveCandidates(answer: IdentifierAnswer) {
    const labels = answer.candidates
      .filter((c) => c.speciesId === null && c.label)
      .map((c) => c.label as string);
    const byName = labels.length
      ? await speciesIdsByScientificName(this.ctx.db, labels)
      : new Map<string, number>();
    return answer.candidates.flatMap((c) => {
      const speciesId = c.speciesId ?? byName.get((c.label ?? '').toLowerCase());
      return speciesId ? [{ speciesId, confidence: c.confidence, reasons: c.reasons }] : [];
    });
  }

  /** The member's own run, presented. */
  async get(user: UserRow, id: number): Promise<IdentificationResult> {
    const [row] = await this.ctx.db
      .select()
      .from(aiIdentifications)
      .where(and(eq(aiIdentifications.id, id), eq(aiIdentifications.userId, user.id)));
    if (!row) throw notFound(IDENTIFY_MESSAGES.notFound);
    const [feedback] = await this.ctx.db
      .select({ kind: speciesRecognitionFeedback.kind, speciesId: speciesRecognitionFeedback.speciesId })
      .from(speciesRecognitionFeedback)
      .where(eq(speciesRecognitionFeedback.identificationId, id));
    const settings = await this.settings();
    const month = row.observedOn ? Number(row.observedOn.slice(5, 7)) : row.createdAt.getUTCMonth() + 1;
    const nearby =
      row.latitude !== null && row.longitude !== null
        ? (await this.nearbyCounts(row.latitude, row.longitude, month, settings.nearbyRadiusKm)).slice(
            0,
            NEARBY_OFFERED,
          )
        : [];
    const ids = [...row.predictions.map((p) => p.speciesId), ...nearby.map((n) => n.speciesId)];
    const cards: Map<number, SpeciesCard> = await speciesCards(this.ctx.db, ids, user.preferredLanguage);
    return presentResult(row, cards, nearby, settings.nearbyRadiusKm, feedback ?? null);
  }

  async feedback(user: UserRow, id: number, input: IdentificationFeedback): Promise<IdentificationResult> {
    const [row] = await this.ctx.db
      .select({
        id: aiIdentifications.id,
        top: aiIdentifications.topSpeciesId,
        status: aiIdentifications.processingStatus,
      })
      .from(aiIdentifications)
      .where(and(eq(aiIdentifications.id, id), eq(aiIdentifications.userId, user.id)));
    if (!row) throw notFound(IDENTIFY_MESSAGES.notFound);
    const cards = await speciesCards(this.ctx.db, [input.speciesId], user.preferredLanguage);
    const species = cards.get(input.speciesId);
    if (!species)
      throw badRequest(IDENTIFY_MESSAGES.speciesNotFound, [
        { path: 'speciesId', message: IDENTIFY_MESSAGES.speciesNotFound },
      ]);
    const confirmed = input.kind === 'confirm';
    await this.ctx.db.transaction(async (tx) => {
      const values = {
        identificationId: id,
        userId: user.id,
        kind: input.kind,
        speciesId: input.speciesId,
        predictedSpeciesId: row.top,
        comment: input.comment ?? null,
        createdAt: this.ctx.clock(),
      };
      await tx
        .insert(speciesRecognitionFeedback)
        .values(values)
        .onConflictDoUpdate({ target: speciesRecognitionFeedback.identificationId, set: values });
      await tx
        .update(aiIdentifications)
        .set({
          isUserConfirmed: confirmed,
          userCorrectedSpecies: confirmed ? null : species.scientificName,
          userCorrectedSpeciesId: confirmed ? null : input.speciesId,
        })
        .where(eq(aiIdentifications.id, id));
    });
    return this.get(user, id);
  }

  /**
   * Public sightings of catalogue species within radiusKm of the position, in the month or either next to it
   * (the season), the most recorded first. A bounding box on latitude/longitude narrows the rows before the
   * great-circle distance is computed.
   */
  async nearbyCounts(
    latitude: number,
    longitude: number,
    month: number,
    radiusKm: number,
  ): Promise<NearbyCount[]> {
    const dLat = radiusKm / 111.2;
    const dLon = radiusKm / (111.2 * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
    const months = [((month + 10) % 12) + 1, month, (month % 12) + 1];
    const result = (await this.ctx.db.execute(sql`
      select species_id, count(*)::int as count
      from sightings
      where is_public and species_id is not null and date_spotted is not null
        and latitude between ${latitude - dLat} and ${latitude + dLat}
        and longitude between ${longitude - dLon} and ${longitude + dLon}
        and extract(month from date_spotted)::int in (${months[0]}, ${months[1]}, ${months[2]})
        and 6371 * 2 * asin(sqrt(
          power(sin(radians(latitude::float8 - ${latitude}) / 2), 2) +
          cos(radians(${latitude})) * cos(radians(latitude::float8)) *
          power(sin(radians(longitude::float8 - ${longitude}) / 2), 2))) <= ${radiusKm}
      group by species_id
      order by count desc, species_id
      limit 50`)) as unknown as { rows: { species_id: number; count: number }[] };
    return result.rows.map((r) => ({ speciesId: Number(r.species_id), count: Number(r.count) }));
  }
}
