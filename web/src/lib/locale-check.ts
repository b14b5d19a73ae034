// Compares a locale file with English: missing keys, extra keys and placeholders that differ.
// Plural keys (_zero/_one/_two/_few/_many/_other) may vary by language, as i18next's plural rules do.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

export interface LocaleProblems {
  missing: string[];
  extra: string[];
  placeholderMismatch: string[];
  empty: string[];
}

export function compareLocale(english: Tree, other: Tree): LocaleProblems {
  const en = flatten(english);
  const xx = flatten(other);
  const base = (k: string) => k.replace(PLURAL_SUFFIX, '');
  const enBases = new Set([...en.keys()].map(base));
  const xxBases = new Set([...xx.keys()].map(base));
  const problems: LocaleProblems = { missing: [], extra: [], placeholderMismatch: [], empty: [] };
  for (const k of enBases) if (!xxBases.has(k)) problems.missing.push(k);
  for (const k of xxBases) if (!enBases.has(k)) problems.extra.push(k);
  for (const [k, text] of xx) {
    if (!text.trim()) problems.empty.push(k);
    const enText = en.get(k) ?? en.get(`${base(k)}_other`) ?? en.get(base(k));
    if (enText === undefined) continue;
    const a = placeholders(enText).filter((p) => p !== 'count');
    const b = placeholders(text).filter((p) => p !== 'count');
    if (a.join() !== b.join()) problems.placeholderMismatch.push(k);
  }
  return problems;
}
