// The areas' descriptions and best-time notes in the reader's language: server/data/locations/translations/
// <code>.json, written for WildLens from the English of the area files, keyed by slug. A language or an area
// without one reads the English, and says so (textLang), so the page can mark it for screen readers.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@common/constants/languages';
import { z } from 'zod';
import { LOCATIONS_DATA_DIR } from './areas';

export const AREA_TRANSLATIONS_DIR = path.join(LOCATIONS_DATA_DIR, 'translations');

const areaTextsSchema = z.record(
  z.string().max(120),
  z.strictObject({ description: z.string().min(50).max(4000), bestTimeNote: z.string().min(5).max(1200) }),
);
type AreaTexts = z.infer<typeof areaTextsSchema>;

/** Read files, by path. */
const loaded = new Map<string, AreaTexts | null>();

/** One language's texts, read once; null when the language has none. A malformed file is a shipping error. */
function textsIn(lang: LanguageCode, dir: string): AreaTexts | null {
  const file = path.join(dir, `${lang}.json`);
  if (loaded.has(file)) return loaded.get(file) ?? null;
  let texts: AreaTexts | null = null;
  if (fs.existsSync(file)) {
    const parsed = areaTextsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    texts = parsed.data;
  }
  loaded.set(file, texts);
  return texts;
}

export interface LocalAreaTexts {
  description: string;
  bestVisitingTimes: string | null;
  /** The language they are in. */
  textLang: LanguageCode;
}

export function areaTextsIn(
  area: { slug: string; description: string; bestVisitingTimes: string | null },
  lang: LanguageCode,
  dir = AREA_TRANSLATIONS_DIR,
): LocalAreaTexts {
  const local = lang === DEFAULT_LANGUAGE ? undefined : textsIn(lang, dir)?.[area.slug];
  return local
    ? { description: local.description, bestVisitingTimes: local.bestTimeNote, textLang: lang }
    : {
        description: area.description,
        bestVisitingTimes: area.bestVisitingTimes,
        textLang: DEFAULT_LANGUAGE,
      };
}
