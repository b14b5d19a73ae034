// The default identifier, offline on the CPU: the detector finds the animal, its crop is embedded, the nearest
// confirmed community photos are found in the vision process, and what was seen near the photo's position in
// its season is added (rankCandidates). The ONNX one (onnx-identifier.ts) answers behind the same interface.
import {
  decideStatus,
  type IdentifierAnswer,
  type IdentifyInput,
  NEIGHBOURS,
  type NearbyCount,
  rankCandidates,
  type SpeciesIdentifier,
} from './identifier';
import type { VisionService } from './vision/forked-client';

export interface SimilarityIdentifierOptions {
  vision: VisionService;
  /** Species recorded near a position in a month (the service asks the database). */
  nearby: (latitude: number, longitude: number, month: number, radiusKm: number) => Promise<NearbyCount[]>;
  radiusKm: number;
  minConfidence: number;
}

export class SimilarityIdentifier implements SpeciesIdentifier {
  readonly name = 'similarity';

  constructor(private readonly options: SimilarityIdentifierOptions) {}

  async identify(input: IdentifyInput): Promise<IdentifierAnswer> {
    const { vision, radiusKm } = this.options;
    const started = performance.now();
    const nearbyPromise =
      input.latitude !== null && input.longitude !== null && input.month !== null
        ? this.options.nearby(input.latitude, input.longitude, input.month, radiusKm)
        : Promise.resolve([]);
    const analysis = await vision.analyse(input.image, { priority: input.priority, embed: true });
    const analysed = performance.now();
    const neighbours = analysis.embedding
      ? await vision.nearest(analysis.embedding, NEIGHBOURS, input.excludeSighting)
      : [];
    const nearby = await nearbyPromise;
    const searched = performance.now();
    const bestSimilarity = neighbours[0]?.similarity ?? null;
    const ranked = rankCandidates(neighbours, nearby, { radiusKm, month: input.month });
    const status = decideStatus(analysis.animal, bestSimilarity, ranked, this.options.minConfidence);
    return {
      status,
      // A photo with no animal gets no guesses: the member is offered what is seen nearby instead.
      candidates: status === 'no_animal' ? [] : ranked,
      animal: analysis.animal,
      width: analysis.width,
      height: analysis.height,
      timings: {
        analyseMs: Math.round(analysed - started),
        searchMs: Math.round(searched - analysed),
      },
    };
  }
}
