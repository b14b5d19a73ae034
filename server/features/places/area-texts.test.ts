// The areas' descriptions in the reader's language: every shipped translation file covers exactly the shipped
// areas, and a page reads its language's text, or the English marked as English.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES } from '@common/constants/languages';
import { describe, expect, it } from 'vitest';
import { AREA_TRANSLATIONS_DIR, areaTextsIn } from './area-texts';
import { readShippedAreas } from './areas';

const { areas } = readShippedAreas();
const slugs = areas.map((a) => a.slug).sort();

describe('area texts', () => {
  it('ship every area in every language but English, and nothing else', () => {
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const file = path.join(AREA_TRANSLATIONS_DIR, `${lang}.json`);
      expect(fs.existsSync(file), `${lang}.json`).toBe(true);
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(Object.keys(texts).sort(), lang).toEqual(slugs);
      // A translation, not the English copied over.
      const copied = areas.filter(
        (a) => (texts[a.slug] as { description: string }).description === a.description,
      );
      expect(
        copied.map((a) => a.slug),
        lang,
      ).toEqual([]);
    }
  });

  it("read the reader's language, else the English marked as English", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-area-texts-'));
    const area = { slug: 'test-park', description: 'Grassland with lions.', bestVisitingTimes: 'June' };
    fs.writeFileSync(
      path.join(dir, 'fr.json'),
      JSON.stringify({
        'test-park': {
          description: 'Une savane où vivent des lions, entre deux rivières.',
          bestTimeNote: 'En juin, après les pluies.',
        },
      }),
    );
    expect(areaTextsIn(area, 'fr', dir)).toEqual({
      description: 'Une savane où vivent des lions, entre deux rivières.',
      bestVisitingTimes: 'En juin, après les pluies.',
      textLang: 'fr',
    });
    expect(areaTextsIn(area, 'de', dir)).toEqual({
      description: 'Grassland with lions.',
      bestVisitingTimes: 'June',
      textLang: 'en',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
