// GET /api/translations: coverage counted against the English file, samples and plural forms per language.
import { LANGUAGE_CODES } from '@common/constants/languages';
import { TRANSLATION_SAMPLE_KEYS, translationsReportSchema } from '@common/schemas/translations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { leafTexts, type Tree, translationsReport } from './service';

describe('translationsReport', () => {
  it('counts texts against the English file, marks untranslated copies, falls back to English samples', () => {
    const report = translationsReport(
      new Map<string, Tree>([
        [
          'en',
          {
            nav: { upload: 'Upload', identify: 'Identify' },
            profile: { counts: { followers_one: 'Follower', followers_other: 'Followers' } },
          },
        ],
        ['fr', { nav: { upload: 'Téléverser', identify: 'Identify' }, extra: 'not in English' }],
        [
          'ar',
          {
            profile: {
              counts: { followers_zero: 'لا متابعين', followers_two: 'متابعان', followers_other: 'متابعون' },
            },
          },
        ],
      ]),
    );
    expect(report.englishTexts).toBe(4);
    const fr = report.languages.find((l) => l.code === 'fr');
    expect(fr).toMatchObject({ translated: 2, sameAsEnglish: 1 });
    expect(fr?.samples['nav.upload']).toBe('Téléverser');
    const ar = report.languages.find((l) => l.code === 'ar');
    expect(ar?.samples['nav.upload']).toBe('Upload');
    expect(Object.keys(ar?.pluralForms ?? {})).toEqual(['zero', 'two', 'other']);
    // A language with no file at all covers nothing.
    expect(report.languages.find((l) => l.code === 'ko')).toMatchObject({ translated: 0, sameAsEnglish: 0 });
  });

  it('flattens nested keys', () => {
    expect([...leafTexts({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual(['a.b', 'a.c.d', 'e']);
  });
});

describe('GET /api/translations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every language of the shipped files, publicly cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/translations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const report = translationsReportSchema.parse(res.json());
    expect(report.languages.map((l) => l.code)).toEqual([...LANGUAGE_CODES]);
    for (const language of report.languages) {
      expect(Object.keys(language.samples)).toEqual([...TRANSLATION_SAMPLE_KEYS]);
      expect(language.pluralForms.other).toBeTruthy();
      // Every shipped language covers nearly all of the English texts (the locale check keeps it so).
      expect(language.translated / report.englishTexts).toBeGreaterThan(0.95);
    }
    const ar = report.languages.find((l) => l.code === 'ar');
    expect(ar?.samples['offline.backOnline']).not.toBe('Back online');
  });
});
