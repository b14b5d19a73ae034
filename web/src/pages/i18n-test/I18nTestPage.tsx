// /i18n-test: every interface language side by side for translators: native name and direction, how much of the
// English text it covers, sample texts, plural forms with counts, dates, numbers and the regional prices, each
// written with the language's own conventions (lang and dir on every block, so fonts and mirroring are real).
import { LANGUAGES, type Language } from '@common/constants/languages';
import { regionalPricingFor } from '@common/constants/regional-pricing';
import type { LanguageTranslation, TranslationsReport } from '@common/schemas/translations';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../components/ui/Badge';
import { Spinner } from '../../components/ui/Spinner';
import { LanguageFlag } from '../../features/language/LanguageFlag';
import { formatDate, formatNumber, formatPrice } from '../../lib/format';

/** A fixed moment, so every language shows the same instant (and a screenshot compares across days). */
const SAMPLE_DATE = new Date(Date.UTC(2026, 5, 21, 14, 30));
const SAMPLE_NUMBER = 1234567.891;
const PLURAL_COUNTS = [0, 1, 2, 3, 5, 11, 21, 100] as const;

function pluralExamples(language: string, forms: Record<string, string>): string[] {
  const rules = new Intl.PluralRules(regionalPricingFor(language).locale);
  return PLURAL_COUNTS.map((count) => {
    const text = forms[rules.select(count)] ?? forms.other ?? '';
    return `${formatNumber(count, language)} ${text}`;
  });
}

function LanguageCard({
  language,
  translation,
  englishTexts,
}: {
  language: Language;
  translation: LanguageTranslation | undefined;
  englishTexts: number;
}) {
  const { t, i18n } = useTranslation();
  const pricing = regionalPricingFor(language.code);
  const dir = language.rtl ? 'rtl' : 'ltr';
  const coverage = translation && englishTexts > 0 ? translation.translated / englishTexts : 0;
  const viewer = i18n.language;
  return (
    <li
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      aria-labelledby={`lang-${language.code}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <LanguageFlag code={language.code} />
        <h2 id={`lang-${language.code}`} className="text-lg font-semibold text-stone-900">
          <span lang={language.code} dir={dir}>
            {language.nativeName}
          </span>{' '}
          <span className="text-sm font-normal text-stone-600">
            ({language.name}, <code>{language.code}</code>)
          </span>
        </h2>
        <Badge variant={language.rtl ? 'accent' : 'outline'}>
          {language.rtl ? t('languageCheck.rtl') : t('languageCheck.ltr')}
        </Badge>
      </div>
      {translation ? (
        <p className="mt-1 text-sm text-stone-700">
          {t('languageCheck.coverage', {
            percent: new Intl.NumberFormat(viewer, { style: 'percent', maximumFractionDigits: 1 }).format(
              coverage,
            ),
            translated: translation.translated,
            total: englishTexts,
          })}
          {language.code !== 'en'
            ? ` ${t('languageCheck.sameAsEnglish', { count: translation.sameAsEnglish })}`
            : null}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {translation
          ? Object.entries(translation.samples).map(([key, text]) => (
              <div key={key} className="contents">
                <dt className="font-mono text-xs text-stone-500 sm:pt-0.5">{key}</dt>
                <dd lang={language.code} dir={dir} className="text-stone-900">
                  {text}
                </dd>
              </div>
            ))
          : null}
        {translation ? (
          <>
            <dt className="text-stone-600">{t('languageCheck.plurals')}</dt>
            <dd lang={language.code} dir={dir} className="text-stone-900">
              {pluralExamples(language.code, translation.pluralForms).join(' · ')}
            </dd>
          </>
        ) : null}
        <dt className="text-stone-600">{t('languageCheck.date')}</dt>
        <dd lang={language.code} dir={dir} className="text-stone-900">
          {formatDate(SAMPLE_DATE, language.code, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })}
        </dd>
        <dt className="text-stone-600">{t('languageCheck.number')}</dt>
        <dd lang={language.code} dir={dir} className="text-stone-900">
          {formatNumber(SAMPLE_NUMBER, language.code)}
        </dd>
        <dt className="text-stone-600">{t('languageCheck.prices')}</dt>
        <dd lang={language.code} dir={dir} className="text-stone-900">
          {t('languageCheck.priceLine', {
            premium: formatPrice(pricing.premiumMonthly, language.code),
            fee: formatPrice(
              pricing.contestFee,
              language.code,
              Number.isInteger(pricing.contestFee) ? 0 : undefined,
            ),
            currency: pricing.currency,
          })}
        </dd>
        <dt className="text-stone-600">{t('languageCheck.payments')}</dt>
        <dd className="text-stone-900">
          {[
            pricing.cardSupported ? t('languageCheck.card') : null,
            pricing.paypalSupported ? t('languageCheck.paypal') : null,
          ]
            .filter(Boolean)
            .join(', ') || t('languageCheck.noPayments')}
        </dd>
      </dl>
    </li>
  );
}

export default function I18nTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.i18nTest.title'));
  const [filter, setFilter] = useState('');
  const report = useQuery<TranslationsReport>({ queryKey: ['/api/translations'], staleTime: 60 * 60_000 });
  const byCode = useMemo(
    () => new Map((report.data?.languages ?? []).map((l) => [l.code, l])),
    [report.data],
  );
  const needle = filter.trim().toLowerCase();
  const shown = LANGUAGES.filter(
    (l) =>
      !needle ||
      l.code.includes(needle) ||
      l.name.toLowerCase().includes(needle) ||
      l.nativeName.toLowerCase().includes(needle),
  );
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('pages.i18nTest.title')}</h1>
      <p className="mt-3 text-stone-700">{t('languageCheck.intro')}</p>
      <div className="mt-6">
        <label htmlFor="i18n-filter" className="block text-sm font-medium text-stone-800">
          {t('languageCheck.filter')}
        </label>
        <input
          id="i18n-filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mt-1 w-full max-w-sm rounded-md border border-stone-300 px-3 py-2"
          aria-describedby="i18n-count"
        />
        <p id="i18n-count" className="mt-1 text-sm text-stone-600" aria-live="polite">
          {t('languageCheck.shown', { count: shown.length })}
        </p>
      </div>
      {report.isPending ? (
        <div className="mt-4 flex items-center gap-2 text-stone-700">
          <Spinner />
        </div>
      ) : null}
      {report.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {t('languageCheck.loadError')}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4">
        {shown.map((language) => (
          <LanguageCard
            key={language.code}
            language={language}
            translation={byCode.get(language.code)}
            englishTexts={report.data?.englishTexts ?? 0}
          />
        ))}
      </ul>
    </section>
  );
}
