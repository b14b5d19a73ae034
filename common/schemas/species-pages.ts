// Species pages (/species/{slug}, GET /api/species/:slug and its gallery and map) and the administrators'
// conservation-status editor (/admin/conservation-status, /api/admin/conservation-status*).
import { z } from 'zod';
import { CATEGORY_VALUES } from '../constants/categories';
import { CONSERVATION_STATUSES } from '../constants/conservation';
import { LANGUAGE_CODES } from '../constants/languages';
import { lengthLimit } from './length-limit';

export const SPECIES_SLUG_MAX_LENGTH = 200;
export const SPECIES_NOT_FOUND_MESSAGE = 'Species not found';

/** A catalogue slug: the scientific name in lower case with hyphens ("cygnus-olor"). */
export const speciesSlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .max(SPECIES_SLUG_MAX_LENGTH, lengthLimit('Species not found'))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SPECIES_NOT_FOUND_MESSAGE),
});

export const speciesPageQuerySchema = z.strictObject({
  /** The language of the names; else the member's preferred language, else Accept-Language, else English. */
  lang: z.enum(LANGUAGE_CODES, 'Unsupported language').optional(),
});

export const speciesGalleryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(48).default(12),
  /** Opaque; copy it from the x-next-cursor header of the previous page. */
  cursor: z.string().max(100).optional(),
});

export const speciesConservationSchema = z.object({
  status: z.enum(CONSERVATION_STATUSES),
  source: z.string().nullable(),
  year: z.number().int().nullable(),
});
export type SpeciesConservation = z.infer<typeof speciesConservationSchema>;

export const speciesTaxonomySchema = z.object({
  kingdom: z.string().nullable(),
  phylum: z.string().nullable(),
  taxonClass: z.string().nullable(),
  taxonOrder: z.string().nullable(),
  family: z.string().nullable(),
  genus: z.string().nullable(),
});
export type SpeciesTaxonomy = z.infer<typeof speciesTaxonomySchema>;

export const relatedSpeciesSchema = z.object({
  slug: z.string(),
  scientificName: z.string(),
  name: z.string().nullable(),
  /** Public sightings linked to it. */
  sightings: z.number().int(),
  /** Shares the genus, or (failing enough of those) only the family. */
  relation: z.enum(['genus', 'family']),
});
export type RelatedSpecies = z.infer<typeof relatedSpeciesSchema>;

export const topPhotographerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  sightings: z.number().int(),
});
export type TopPhotographer = z.infer<typeof topPhotographerSchema>;

export const speciesPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  scientificName: z.string(),
  /** The preferred name in `lang`, else the English name, else null (the page then shows the scientific name). */
  name: z.string().nullable(),
  /** The language `name` is in ('la' when only the scientific name is known). */
  nameLang: z.string(),
  /** The language the names were chosen for. */
  lang: z.enum(LANGUAGE_CODES),
  /** Other names in that language. */
  otherNames: z.array(z.string()),
  englishName: z.string().nullable(),
  category: z.enum(CATEGORY_VALUES),
  taxonomy: speciesTaxonomySchema,
  conservation: speciesConservationSchema.nullable(),
  description: z.string().nullable(),
  identificationTips: z.string().nullable(),
  /** 'gbif' (the open catalogue) or 'community' (approved from a member's proposal). */
  source: z.string(),
  gbifId: z.number().int().nullable(),
  /** Public sightings linked to the species. */
  sightings: z.number().int(),
  /** Public sightings per month of the year they were seen (date spotted, else posted), January first. */
  byMonth: z.array(z.number().int()).length(12),
  similar: z.array(relatedSpeciesSchema),
  topPhotographers: z.array(topPhotographerSchema),
  /** The most recent public photo of the species, for the page's header and link previews. */
  coverImageUrl: z.string().nullable(),
});
export type SpeciesPage = z.infer<typeof speciesPageSchema>;

/** One public sighting on the species map, at the position the public may see. */
export const speciesMapPointSchema = z.object({
  sightingId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** True when the position was coarsened (rare or threatened species). */
  coarse: z.boolean(),
});
export type SpeciesMapPoint = z.infer<typeof speciesMapPointSchema>;
export const SPECIES_MAP_POINTS_MAX = 2_000;
export const speciesMapSchema = z.object({
  points: z.array(speciesMapPointSchema),
  /** Public sightings with a position (points holds at most SPECIES_MAP_POINTS_MAX, the newest). */
  total: z.number().int(),
});
export type SpeciesMap = z.infer<typeof speciesMapSchema>;

// ---- Administrators: conservation status ----------------------------------------------------------------

export const CONSERVATION_SOURCE_MAX_LENGTH = 200;
export const CONSERVATION_YEAR_MESSAGE = 'Year must be a year from 1950 to this year';

export const conservationListQuerySchema = z.strictObject({
  category: z.enum(CATEGORY_VALUES, 'Unknown category').optional(),
  status: z.enum(CONSERVATION_STATUSES, 'Unknown status').optional(),
  /** Part of the scientific or English name, among the species that have a status. */
  q: z.string().trim().max(120, lengthLimit('Search text is too long')).optional(),
  /** One species by its exact scientific name (the editor's pick from the species autocomplete). */
  scientificName: z.string().trim().max(200, lengthLimit('Scientific name is too long')).optional(),
  /** Only species that have a status (the default), or any (with scientificName). */
  withStatus: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ConservationListQuery = z.input<typeof conservationListQuerySchema>;

export const conservationEntrySchema = z.object({
  speciesId: z.number().int(),
  slug: z.string(),
  scientificName: z.string(),
  commonName: z.string().nullable(),
  category: z.enum(CATEGORY_VALUES),
  status: z.enum(CONSERVATION_STATUSES).nullable(),
  source: z.string().nullable(),
  year: z.number().int().nullable(),
  /** When an administrator last edited it; null for a curated or unassessed status. */
  updatedAt: z.string().nullable(),
});
export type ConservationEntry = z.infer<typeof conservationEntrySchema>;

export const conservationListSchema = z.object({
  entries: z.array(conservationEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  /** Species per status over the filtered set without the status filter. */
  counts: z.record(z.string(), z.number().int()),
});
export type ConservationList = z.infer<typeof conservationListSchema>;

export const conservationUpdateSchema = z.strictObject({
  /** null removes the status (not assessed here). */
  status: z.enum(CONSERVATION_STATUSES, 'Please select a Red List category').nullable(),
  source: z
    .string()
    .trim()
    .max(
      CONSERVATION_SOURCE_MAX_LENGTH,
      `Source must be at most ${CONSERVATION_SOURCE_MAX_LENGTH} characters`,
    )
    .nullable(),
  /** The assessment's year; the server also refuses a year after the current one. */
  year: z
    .number(CONSERVATION_YEAR_MESSAGE)
    .int(CONSERVATION_YEAR_MESSAGE)
    .min(1950, CONSERVATION_YEAR_MESSAGE)
    .max(2100, CONSERVATION_YEAR_MESSAGE)
    .nullable(),
});
export type ConservationUpdate = z.infer<typeof conservationUpdateSchema>;
