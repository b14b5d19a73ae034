// Catalogue species (and names members wrote) whose scientific or common name starts a word with what the member
// is typing, or nearly (GET /api/species/suggest), named in the interface's language. Asks once typing pauses, never for an empty
// field, and keeps showing the previous list while the next one loads so the list does not flicker.
import type { SpeciesSuggestion, SpeciesSuggestions } from '@common/schemas/species';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPECIES_SUGGEST_DEBOUNCE_MS, SPECIES_SUGGEST_STALE_MS, speciesKeys } from './keys';
import { useDebouncedValue } from './use-debounced-value';

const NO_SUGGESTIONS: SpeciesSuggestion[] = [];

/** `text` is what the member has typed; pass '' while no suggestions are wanted (the list is closed). */
export function useSpeciesSuggestions(text: string): SpeciesSuggestion[] {
  const { i18n } = useTranslation();
  const q = useDebouncedValue(text.trim(), SPECIES_SUGGEST_DEBOUNCE_MS);
  const wanted = q !== '' && text.trim() !== '';
  const { data } = useQuery<SpeciesSuggestions | null>({
    queryKey: speciesKeys.suggest(q, i18n.language),
    enabled: wanted,
    staleTime: SPECIES_SUGGEST_STALE_MS,
    placeholderData: keepPreviousData,
  });
  // A field cleared (or a list closed) shows nothing at once, without waiting for the debounce; a reply that
  // is not the expected shape (an older server, a test's empty stub) is simply no suggestions.
  if (!wanted || !Array.isArray(data?.species)) return NO_SUGGESTIONS;
  return data.species;
}
