// Where a suggested name matches what the member typed, so the list can emphasise it. The server matches a
// word prefix of the common or scientific name, case-insensitively ("her" finds "Grey heron"); this finds the
// same place in the name, or nothing when the list on screen is still the previous one and does not match.
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export interface MatchedPart {
  start: number;
  end: number;
}

export function matchedPart(name: string, typed: string): MatchedPart | null {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  for (let start = 0; start + wanted.length <= name.length; start++) {
    const startsWord = start === 0 || !WORD_CHARACTER.test(name.charAt(start - 1));
    if (startsWord && name.slice(start, start + wanted.length).toLowerCase() === wanted) {
      return { start, end: start + wanted.length };
    }
  }
  return null;
}
