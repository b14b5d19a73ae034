// /i18n-test: each language's card with its direction, coverage, samples in its own lang/dir, plural forms chosen
// by the language's rules, and the filter.
import { LANGUAGES } from '@common/constants/languages';
import type { LanguageTranslation, TranslationsReport } from '@common/schemas/translations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import I18nTestPage from './I18nTestPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REPORT: TranslationsReport = {
  englishTexts: 1000,
  languages: LANGUAGES.map(
    (l): LanguageTranslation => ({
      code: l.code,
      translated: l.code === 'fr' ? 990 : 1000,
      sameAsEnglish: l.code === 'fr' ? 12 : 0,
      samples: { 'nav.upload': l.code === 'ar' ? 'رفع' : `Upload (${l.code})` },
      pluralForms:
        l.code === 'ru'
          ? { one: 'подписчик', few: 'подписчика', many: 'подписчиков', other: 'подписчика' }
          : { one: 'follower', other: 'followers' },
    }),
  ),
};

describe('I18nTestPage', () => {
  it('shows every language with its direction, coverage and samples written in its own direction', async () => {
    stubFetch({ 'GET /api/translations': () => jsonResponse(REPORT) });
    await renderPage(<I18nTestPage />, { path: '/i18n-test' });
    expect(await screen.findByText('Upload (fr)')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    const arabic = screen.getByRole('listitem', { name: /العربية/ });
    expect(within(arabic).getByText('Right to left')).toBeTruthy();
    const sample = within(arabic).getByText('رفع');
    expect(sample.getAttribute('dir')).toBe('rtl');
    expect(sample.getAttribute('lang')).toBe('ar');
    const french = screen.getByRole('listitem', { name: /Français/ });
    expect(within(french).getByText(/Covers 99% of the English texts \(990 of 1,000\)/)).toBeTruthy();
    expect(within(french).getByText(/Identical to English: 12/)).toBeTruthy();
    // Russian picks "few" for 2 and 3, "many" for 5 and 11, "one" for 21.
    const russian = screen.getByRole('listitem', { name: /Русский/ });
    expect(
      within(russian).getByText(
        /2 подписчика · 3 подписчика · 5 подписчиков · 11 подписчиков · 21 подписчик/,
      ),
    ).toBeTruthy();
  });

  it('filters languages by name or code and says how many are shown', async () => {
    stubFetch({ 'GET /api/translations': () => jsonResponse(REPORT) });
    await renderPage(<I18nTestPage />, { path: '/i18n-test' });
    await screen.findByText('Upload (fr)');
    await userEvent.type(screen.getByLabelText('Filter languages'), 'japan');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Languages shown: 1')).toBeTruthy();
  });
});
