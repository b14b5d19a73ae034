// Community identification (issue 12, item 5): members' identifications of sightings, the community taxon and
// quality grade they lead to, identification requests answered by experts, expert marks, the life list.
import { z } from 'zod';
import type { CATEGORY_VALUES } from '../constants/categories';
import { lengthLimit } from './length-limit';
import { categorySchema } from './sightings';

export const QUALITY_GRADES = ['casual', 'needs_id', 'research'] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

/** Filter of lists and the map: only research-grade sightings. */
export const qualityFilterSchema = z.enum(['research'], 'Quality must be research').optional();

/**
 * Expert mark: a member holds it in a category once at least this many of their current identifications there
 * match the community taxon of a research-grade sighting (agreement they helped reach, or came to on their own).
 * Their own sightings count too: an author whose species the community confirms was right.
 */
export const EXPERT_MARK_MIN_CONFIRMED = 10;
/** Five times the mark: recorded as 'leading_expert' on answers to requests. */
export const LEADING_EXPERT_MIN_CONFIRMED = 50;
export const EXPERTISE_LEVELS = ['expert', 'leading_expert'] as const;
export type ExpertiseLevel = (typeof EXPERTISE_LEVELS)[number];

export const IDENTIFICATION_COMMENT_MAX = 500;
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${IDENTIFICATION_COMMENT_MAX} characters`;
export const SPECIES_ID_MESSAGE = 'Choose a species from the catalogue';
export const SPECIES_NOT_FOUND_MESSAGE = 'This species is not in the catalogue.';

const speciesIdSchema = z
  .number(SPECIES_ID_MESSAGE)
  .int(SPECIES_ID_MESSAGE)
  .min(1, SPECIES_ID_MESSAGE)
  .max(2_147_483_647, SPECIES_ID_MESSAGE);

const optionalNote = (message: string) =>
  z
    .string()
    .max(IDENTIFICATION_COMMENT_MAX, lengthLimit(message))
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const identificationInputSchema = z.strictObject({
  speciesId: speciesIdSchema,
  comment: optionalNote(COMMENT_TOO_LONG_MESSAGE),
});
export type IdentificationInput = z.input<typeof identificationInputSchema>;

export const REQUEST_STATUSES = ['pending', 'answered', 'resolved', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_PRIORITIES = ['normal', 'high'] as const;
export type RequestPriority = (typeof REQUEST_PRIORITIES)[number];

export const identificationRequestInputSchema = z.strictObject({
  note: optionalNote(`Note must be at most ${IDENTIFICATION_COMMENT_MAX} characters`),
});

export const expertAnswerInputSchema = z.strictObject({
  speciesId: speciesIdSchema,
  notes: optionalNote(`Notes must be at most ${IDENTIFICATION_COMMENT_MAX} characters`),
});

export const resolveRequestInputSchema = z.strictObject({ speciesId: speciesIdSchema });

export const requestListQuerySchema = z.strictObject({
  category: categorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Opaque; from the x-next-cursor header of the previous page. */
  cursor: z.string().max(100).optional(),
});

export const lifeListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  cursor: z.string().max(100).optional(),
});

export interface SpeciesRef {
  id: number;
  slug: string;
  scientificName: string;
  commonName: string | null;
  category: string;
}

export interface Identifier {
  id: number;
  username: string;
  profileImageUrl: string | null;
  /** Categories in which this member holds the expert mark. */
  expertIn: (typeof CATEGORY_VALUES)[number][];
}

export interface Identification {
  id: number;
  species: SpeciesRef;
  comment: string | null;
  isCurrent: boolean;
  /** The sighting's author's own identification (their recorded species). */
  byAuthor: boolean;
  /** Whether it agrees with the community taxon. */
  agrees: boolean;
  createdAt: string;
  withdrawnAt: string | null;
  user: Identifier;
}

export interface IdentificationRequest {
  id: number;
  sightingId: number;
  requestedBy: number;
  note: string | null;
  status: RequestStatus;
  priority: RequestPriority;
  isResolved: boolean;
  resolvedSpecies: SpeciesRef | null;
  createdAt: string;
  resolvedAt: string | null;
}

export interface ExpertAnswer {
  id: number;
  species: SpeciesRef;
  expertiseLevel: ExpertiseLevel;
  notes: string | null;
  createdAt: string;
  expert: Identifier;
}

/** The identifications panel of a sighting page. */
export interface SightingIdentifications {
  sightingId: number;
  qualityGrade: QualityGrade;
  communitySpecies: SpeciesRef | null;
  /** Members with a current identification, and how many of them agree with the community taxon. */
  identifiers: number;
  agreeing: number;
  /** Newest first; withdrawn ones included for history. */
  identifications: Identification[];
  /** The open request (pending or answered), or the latest one; null when none was ever made. */
  request: (IdentificationRequest & { answers: ExpertAnswer[] }) | null;
}

/** An open request in the experts' queue, with what the sighting shows. */
export interface OpenRequest extends IdentificationRequest {
  sighting: {
    id: number;
    speciesName: string;
    category: string | null;
    photoUrl: string | null;
    location: string | null;
    dateSpotted: string | null;
    qualityGrade: QualityGrade;
  };
  answers: number;
}

export interface Expertise {
  category: (typeof CATEGORY_VALUES)[number];
  /** Current identifications matching a research-grade community taxon. */
  confirmed: number;
  expert: boolean;
}

export interface LifeListEntry {
  species: SpeciesRef;
  sightings: number;
  firstSeen: string;
  lastSeen: string;
  /** A photo of the member's newest sighting of it that has one. */
  photoUrl: string | null;
  sightingId: number;
}

export interface LifeList {
  total: number;
  items: LifeListEntry[];
}
