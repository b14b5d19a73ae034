// Species autocomplete (GET /api/species/suggest): the species catalogue (every species of the six categories,
// named in the member's language) and the names members wrote that it lacks, typo tolerant.
import { LANGUAGE_CODES } from '@common/constants/languages';
import { z } from 'zod';
import { categorySchema } from './sightings';

export const SPECIES_SUGGEST_DEFAULT_LIMIT = 8;
export const SPECIES_SUGGEST_MAX_LIMIT = 20;
/** Longest prefix worth matching: the longest species name a sighting accepts. */
export const SPECIES_PREFIX_MAX_LENGTH = 120;

export const SPECIES_PREFIX_MESSAGE = 'Type at least one letter of a species name';

export const speciesSuggestQuerySchema = z.object({
  q: z
    .string(SPECIES_PREFIX_MESSAGE)
    .trim()
    .min(1, SPECIES_PREFIX_MESSAGE)
    .max(SPECIES_PREFIX_MAX_LENGTH, `A species name is at most ${SPECIES_PREFIX_MAX_LENGTH} characters`),
  limit: z.coerce.number().int().min(1).max(SPECIES_SUGGEST_MAX_LIMIT).default(SPECIES_SUGGEST_DEFAULT_LIMIT),
  /** Language of the names shown: else the member's preferred language, else Accept-Language, else English. */
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export type SpeciesSuggestQuery = z.infer<typeof speciesSuggestQuerySchema>;

export const speciesSuggestionSchema = z.object({
  /** The catalogue species (sightings' speciesId); null for a name members wrote that the catalogue lacks. */
  id: z.number().int().nullable(),
  /** Its page, /species/{slug}; null with id. */
  slug: z.string().nullable(),
  /** The name in the member's language, else English, else the scientific name, e.g. "Cygne tuberculé". */
  name: z.string(),
  /** The English common name where the catalogue has one. */
  englishName: z.string().nullable(),
  scientificName: z.string().nullable(),
  category: categorySchema.nullable(),
  /** IUCN Red List category (e.g. "EN") where curated. */
  conservationStatus: z.string().nullable(),
  /** Public sightings of this species (or recorded under this name). */
  sightings: z.number().int(),
});
export type SpeciesSuggestion = z.infer<typeof speciesSuggestionSchema>;

export const speciesSuggestionsSchema = z.object({ species: z.array(speciesSuggestionSchema) });
export type SpeciesSuggestions = z.infer<typeof speciesSuggestionsSchema>;
