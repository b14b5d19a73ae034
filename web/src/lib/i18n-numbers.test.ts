// Numbers inside translated sentences use the language's own digits and grouping, as the numbers formatted
// beside them do (one digit system per card, issue 11 finding 20).
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { i18nReady } from './i18n';

describe('numbers interpolated into sentences', () => {
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('are written with the language formatter, strings are left alone', async () => {
    await i18nReady;
    i18next.addResourceBundle('ar', 'translation', { t_numbers: { line: 'عرض {{count}} من {{name}}' } });
    i18next.addResourceBundle('en', 'translation', { t_numbers: { line: 'Showing {{count}} of {{name}}' } });
    await i18next.changeLanguage('ar');
    const arabic = i18next.t('t_numbers.line', { count: 1234, name: 'Otter 42' });
    expect(arabic).toBe(`عرض ${formatNumber(1234, 'ar')} من Otter 42`);
    // Arabic-Indic digits, not the Latin ones of the raw value.
    expect(arabic).not.toMatch(/1234|1,234/);
    await i18next.changeLanguage('en');
    expect(i18next.t('t_numbers.line', { count: 1234, name: 'Otter 42' })).toBe('Showing 1,234 of Otter 42');
  });
});
