// Filtering the FAQ as the reader types: every word of the query must appear in the question or its answer (in
// the reader's language), ignoring case and accents, so "remboursement" finds "Remboursements" and "cafe" finds
// "café". Scripts without spaces between words (Chinese, Japanese, Thai) still match, as a word is looked for
// anywhere in the text.

export interface FaqEntry {
  id: string;
  group: string;
  question: string;
  answer: string;
}

/** Lower case, accents removed, runs of white space as one space. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function filterFaq<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normalizeForSearch(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
