import { isLanguageCode } from '@common/constants/languages';

// Query keys of the species domain. Segments join into the request path and the trailing object becomes the
// query string (see getQueryFn), so `speciesKeys.suggest('her', 'fr')` is also GET /api/species/suggest?q=her&lang=fr.
export const speciesKeys = {
  all: ['/api/species'] as const,
  /** `lang`: the interface's language, in which the species are named (any other: the server's choice). */
  suggest: (q: string, lang?: string) =>
    ['/api/species', 'suggest', isLanguageCode(lang) ? { q, lang } : { q }] as const,
};

/**
 * The names the community has recorded change slowly: a minute of freshness lets backspacing and retyping
 * reuse the lists already read instead of asking the server again on every keystroke.
 */
export const SPECIES_SUGGEST_STALE_MS = 60 * 1000;

/** Typing pause before asking for suggestions: one request per burst of keystrokes, not one per letter. */
export const SPECIES_SUGGEST_DEBOUNCE_MS = 150;
