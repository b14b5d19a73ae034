// Prints what each language file lacks compared with English: `node --import tsx scripts/check-locales.ts [codes...]`.
import fs from 'node:fs';
import path from 'node:path';
import { compareLocale } from '../web/src/lib/locale-check';

const dir = path.resolve(import.meta.dirname, '../web/src/locales');
const english = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
const codes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'en.json')
      .map((f) => f.slice(0, -5));
let failed = false;
for (const code of codes) {
  const file = path.join(dir, `${code}.json`);
  if (!fs.existsSync(file)) {
    console.log(`${code}: missing file`);
    failed = true;
    continue;
  }
  const p = compareLocale(english, JSON.parse(fs.readFileSync(file, 'utf8')));
  const bad = p.missing.length + p.extra.length + p.placeholderMismatch.length + p.empty.length;
  failed ||= bad > 0;
  console.log(bad ? `${code}: ${JSON.stringify(p)}` : `${code}: ok`);
}
process.exit(failed ? 1 : 0);
