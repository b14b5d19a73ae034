// Adds translated keys to the locale files in one quick read-merge-write per language, so several people (or
// helpers) adding texts at once never overwrite each other's keys:
//   node --import tsx scripts/merge-locales.ts patch.json
// patch.json is { "en": { "area": { "key": "Text" } }, "fr": { ... }, ... }: nested keys deep-merged into
// web/src/locales/<code>.json; existing keys are replaced, the others keep their order.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../common/constants/languages';

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, patch: Tree): Tree {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
}

const patchFile = process.argv[2];
if (!patchFile) {
  console.error('usage: node --import tsx scripts/merge-locales.ts patch.json');
  process.exit(1);
}
const patch = JSON.parse(fs.readFileSync(patchFile, 'utf8')) as Record<string, Tree>;
const unknown = Object.keys(patch).filter((code) => !(LANGUAGE_CODES as readonly string[]).includes(code));
if (unknown.length > 0) {
  console.error(`unknown languages: ${unknown.join(', ')}`);
  process.exit(1);
}
const dir = path.resolve(import.meta.dirname, '../web/src/locales');
for (const [code, keys] of Object.entries(patch)) {
  const file = path.join(dir, `${code}.json`);
  const text = fs.readFileSync(file, 'utf8');
  const merged = merge(JSON.parse(text) as Tree, keys);
  const tmp = `${file}.${process.pid}.tmp`;
  // Each file keeps its own ending (some end with a newline, some do not): the diff shows only the new keys.
  fs.writeFileSync(tmp, `${JSON.stringify(merged, null, 2)}${text.endsWith('\n') ? '\n' : ''}`);
  fs.renameSync(tmp, file);
}
const missing = LANGUAGE_CODES.filter((code) => !(code in patch));
console.log(
  `merged into ${Object.keys(patch).length} locale files${missing.length ? `; not in the patch: ${missing.join(', ')}` : ''}`,
);
