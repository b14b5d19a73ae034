// Response schemas of the identification routes: they document the answers and let only these fields out.
import { CATEGORY_VALUES } from '@common/constants/categories';
import {
  EXPERTISE_LEVELS,
  type ExpertAnswer,
  type Expertise,
  type Identification,
  type IdentificationRequest,
  type Identifier,
  type LifeList,
  type OpenRequest,
  QUALITY_GRADES,
  REQUEST_PRIORITIES,
  REQUEST_STATUSES,
  type SightingIdentifications,
  type SpeciesRef,
} from '@common/schemas/identifications';
import { z } from 'zod';

export const speciesRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  scientificName: z.string(),
  commonName: z.string().nullable(),
  category: z.string(),
}) satisfies z.ZodType<SpeciesRef>;

export const identifierSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  expertIn: z.array(z.enum(CATEGORY_VALUES)),
}) satisfies z.ZodType<Identifier>;

export const identificationSchema = z.object({
  id: z.number().int(),
  species: speciesRefSchema,
  comment: z.string().nullable(),
  isCurrent: z.boolean(),
  byAuthor: z.boolean(),
  agrees: z.boolean(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  user: identifierSchema,
}) satisfies z.ZodType<Identification>;

export const identificationRequestSchema = z.object({
  id: z.number().int(),
  sightingId: z.number().int(),
  requestedBy: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  priority: z.enum(REQUEST_PRIORITIES),
  isResolved: z.boolean(),
  resolvedSpecies: speciesRefSchema.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
}) satisfies z.ZodType<IdentificationRequest>;

export const expertAnswerSchema = z.object({
  id: z.number().int(),
  species: speciesRefSchema,
  expertiseLevel: z.enum(EXPERTISE_LEVELS),
  notes: z.string().nullable(),
  createdAt: z.string(),
  expert: identifierSchema,
}) satisfies z.ZodType<ExpertAnswer>;

export const sightingIdentificationsSchema = z.object({
  sightingId: z.number().int(),
  qualityGrade: z.enum(QUALITY_GRADES),
  communitySpecies: speciesRefSchema.nullable(),
  identifiers: z.number().int(),
  agreeing: z.number().int(),
  identifications: z.array(identificationSchema),
  request: identificationRequestSchema.extend({ answers: z.array(expertAnswerSchema) }).nullable(),
}) satisfies z.ZodType<SightingIdentifications>;

export const openRequestSchema = identificationRequestSchema.extend({
  sighting: z.object({
    id: z.number().int(),
    speciesName: z.string(),
    category: z.string().nullable(),
    photoUrl: z.string().nullable(),
    location: z.string().nullable(),
    dateSpotted: z.string().nullable(),
    qualityGrade: z.enum(QUALITY_GRADES),
  }),
  answers: z.number().int(),
}) satisfies z.ZodType<OpenRequest>;

export const expertiseSchema = z.object({
  category: z.enum(CATEGORY_VALUES),
  confirmed: z.number().int(),
  expert: z.boolean(),
}) satisfies z.ZodType<Expertise>;

export const lifeListSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      species: speciesRefSchema,
      sightings: z.number().int(),
      firstSeen: z.string(),
      lastSeen: z.string(),
      photoUrl: z.string().nullable(),
      sightingId: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<LifeList>;
