// One interface for every species identifier, and the default one's ranking: nearest confirmed community
// photos combined with what has been seen near the photo's position in its season (as iNaturalist combines its
// vision model with geography). Pure functions here; the service supplies neighbours and nearby counts.
import type { IdentificationReason, IdentificationStatus } from '@common/schemas/identification';
import type { Detection } from './vision/client';
import type { Neighbour } from './vision/similarity-index';

export interface IdentifyInput {
  image: Buffer;
  priority: 'high' | 'normal';
  latitude: number | null;
  longitude: number | null;
  /** Month 1-12 of the observation, when known. */
  month: number | null;
  /** Leave this sighting's own photo out of the comparison (a sighting identified again). */
  excludeSighting?: number;
}

export interface RankedCandidate {
  /** A catalogue species id, or null when the identifier named a label the catalogue does not know. */
  speciesId: number | null;
  /** The label the identifier gave, for identifiers that answer by name (ONNX labels). */
  label?: string;
  confidence: number;
  reasons: IdentificationReason[];
}

export interface IdentifierAnswer {
  status: IdentificationStatus;
  candidates: RankedCandidate[];
  animal: Detection | null;
  width: number;
  height: number;
  timings: Record<string, number>;
}

export interface SpeciesIdentifier {
  /** 'similarity' or 'onnx'. */
  readonly name: string;
  identify(input: IdentifyInput): Promise<IdentifierAnswer>;
}

/** How many nearest photos are looked at. */
export const NEIGHBOURS = 10;
/**
 * Tuned on the identify benchmark's runs (docs/PERFORMANCE.md, Identification): the temperature turns cosine
 * similarities into odds; NEARBY_WEIGHT is how much a sighting record near the place counts against them.
 */
export const SIMILARITY_TEMPERATURE = 0.04;
export const NEARBY_WEIGHT = 0.6;
/** A neighbour this much less similar than the best one does not count as "looks like". */
const SIMILAR_MARGIN = 0.08;
/**
 * With no animal found by the detector (COCO knows ten animals: fish, insects and reptiles are often missed),
 * the photo still counts as wildlife when it is this close to a confirmed community photo; below, the answer is
 * "no animal". Set between the lowest nearest-photo similarity of the wildlife photos and the highest of the
 * landscape and object photos (docs/PERFORMANCE.md).
 */
export const WILDLIFE_SIMILARITY = 0.9;

export interface NearbyCount {
  speciesId: number;
  count: number;
}

export function rankCandidates(
  neighbours: readonly Neighbour[],
  nearby: readonly NearbyCount[],
  context: { radiusKm: number; month: number | null },
  limit = 5,
): RankedCandidate[] {
  const best = neighbours[0]?.similarity ?? 0;
  const bySpecies = new Map<number, { similarity: number; similar: number; nearby: number }>();
  for (const n of neighbours) {
    const entry = bySpecies.get(n.speciesId) ?? { similarity: -1, similar: 0, nearby: 0 };
    entry.similarity = Math.max(entry.similarity, n.similarity);
    if (n.similarity >= best - SIMILAR_MARGIN) entry.similar++;
    bySpecies.set(n.speciesId, entry);
  }
  // Species seen nearby but not among the look-alikes still compete, at the similarity of the least similar
  // neighbour: geography alone can put a species in the top five, not at the top over a clear look-alike.
  const floor = neighbours[neighbours.length - 1]?.similarity ?? 0;
  for (const n of nearby) {
    const entry = bySpecies.get(n.speciesId) ?? { similarity: floor - SIMILAR_MARGIN, similar: 0, nearby: 0 };
    entry.nearby = n.count;
    bySpecies.set(n.speciesId, entry);
  }
  const scored = [...bySpecies.entries()].map(([speciesId, e]) => ({
    speciesId,
    e,
    logit: e.similarity / SIMILARITY_TEMPERATURE + NEARBY_WEIGHT * Math.log1p(e.nearby),
  }));
  const max = Math.max(...scored.map((s) => s.logit));
  const total = scored.reduce((sum, s) => sum + Math.exp(s.logit - max), 0);
  return scored
    .map((s) => {
      const reasons: IdentificationReason[] = [];
      if (s.e.similar > 0) reasons.push({ kind: 'similar_photos', count: s.e.similar });
      if (s.e.nearby > 0 && context.month !== null) {
        reasons.push({
          kind: 'seen_nearby',
          count: s.e.nearby,
          radiusKm: context.radiusKm,
          month: context.month,
        });
      }
      return { speciesId: s.speciesId, confidence: Math.exp(s.logit - max) / total, reasons };
    })
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, limit);
}

/** What the answer is called: an animal found and a confident candidate, or one of the two ways of not knowing. */
export function decideStatus(
  animal: Detection | null,
  bestSimilarity: number | null,
  candidates: readonly RankedCandidate[],
  minConfidence: number,
): IdentificationStatus {
  const looksLikeWildlife =
    animal !== null || (bestSimilarity !== null && bestSimilarity >= WILDLIFE_SIMILARITY);
  if (!looksLikeWildlife) return 'no_animal';
  const top = candidates[0];
  if (!top || top.confidence < minConfidence) return 'uncertain';
  return 'identified';
}
