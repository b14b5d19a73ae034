// Every language file has every English key with the same placeholders, and is a real translation.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@common/constants/languages';
import { describe, expect, it } from 'vitest';
import { compareLocale } from './locale-check';

const dir = path.resolve(import.meta.dirname, '../locales');
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8'));
const english = read('en');

describe('locale files', () => {
  it('exist for all 24 languages and nothing else', () => {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
    it(`${code} has every key of English with the same placeholders`, () => {
      const problems = compareLocale(english, read(code));
      expect(problems).toEqual({ missing: [], extra: [], placeholderMismatch: [], empty: [] });
    });

    it(`${code} is translated, not a copy of English`, () => {
      const other = read(code);
      expect(other.errorBoundary.title).not.toBe(english.errorBoundary.title);
      expect(other.auth.login.submit).not.toBe(english.auth.login.submit);
    });
  }
});
