// The legal documents' Markdown: the "last updated" date each carries in its front matter, and the headings the
// table of contents lists, with the ids LegalMarkdown gives them (the same function names both, so every entry
// of the contents finds its heading).

export interface LegalText {
  /** YYYY-MM-DD, from the document's front matter. */
  lastUpdated: string | null;
  /** The Markdown after the front matter. */
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseLegalText(source: string): LegalText {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { lastUpdated: null, body: source };
  const date = /^lastUpdated:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(match[1] ?? '')?.[1] ?? null;
  return { lastUpdated: date, body: source.slice(match[0].length) };
}

/** A heading's anchor: lower case words of letters and digits joined by hyphens ("1. About these terms" -> "about-these-terms"). */
export function headingId(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/^\d+(\.\d+)*\.?\s+/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export interface LegalHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The text of a heading line as a reader sees it: emphasis, code and link syntax removed. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

/** The ## and ### headings, in order (outside fenced code). */
export function headingsOf(body: string): LegalHeading[] {
  const headings: LegalHeading[] = [];
  let fenced = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const text = plain(match[2]);
    headings.push({ id: headingId(text), text, level: match[1].length === 2 ? 2 : 3 });
  }
  return headings;
}
