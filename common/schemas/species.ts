// Species autocomplete (GET /api/species/suggest): names the community has recorded, with their scientific
// name and category where known, the most observed first.
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
});
export type SpeciesSuggestQuery = z.infer<typeof speciesSuggestQuerySchema>;

export const speciesSuggestionSchema = z.object({
  /** The common name as members write it, e.g. "Grey heron". */
  name: z.string(),
  scientificName: z.string().nullable(),
  category: categorySchema.nullable(),
  /** Public sightings recorded under this name. */
  sightings: z.number().int(),
});
export type SpeciesSuggestion = z.infer<typeof speciesSuggestionSchema>;

export const speciesSuggestionsSchema = z.object({ species: z.array(speciesSuggestionSchema) });
export type SpeciesSuggestions = z.infer<typeof speciesSuggestionsSchema>;
