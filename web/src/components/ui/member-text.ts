// Members write in any script, and the page may be laid out right to left (Arabic). The convention:
// - an element whose whole text a member wrote gets dir="auto" (its direction comes from its first strong
//   letter: "Seen near the village." keeps its full stop at the end, a cut-short name keeps its first letters);
// - member text placed inside a translated sentence goes through isolate().
// e2e/layout.test.ts checks every page showing member text for both.

/** Wraps member text in Unicode bidi isolates (FSI ... PDI) for use inside a translated sentence. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
