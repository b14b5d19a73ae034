// The figures of /admin/subscribers: MRR per currency, subscribers per status and provider, and the last twelve
// months of revenue in one currency as a chart (lazy: recharts loads only here) with the same figures in a table
// that screen readers read (the chart is hidden from them).
import type { SubscribersSummary } from '@common/schemas/subscribers';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate, formatNumber } from '../../lib/format';
import { formatMoney } from '../plans/money';
import { currenciesOf, monthTotals } from './revenue';

const RevenueChart = lazy(() => import('./RevenueChart'));

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <h3 className="text-sm font-medium text-stone-600">{title}</h3>
      {children}
    </div>
  );
}

export function RevenueSummary({
  summary,
  language,
  chartCurrency,
  onChartCurrency,
}: {
  summary: SubscribersSummary;
  language: string;
  chartCurrency: string | undefined;
  onChartCurrency: (currency: string) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const captionId = useId();
  const currencies = currenciesOf(summary);
  const currency = chartCurrency && currencies.includes(chartCurrency) ? chartCurrency : currencies[0];
  const monthLabel = (month: string) =>
    formatDate(`${month}-01T12:00:00Z`, language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const purposeLabel = (purpose: string) =>
    t(`subscribersAdmin.purposes.${purpose}`, { defaultValue: purpose });
  const money = (amountMinor: number, code: string) => formatMoney({ amountMinor, currency: code }, language);

  return (
    <section aria-labelledby="subscribers-figures" className="grid gap-4">
      <h2 id="subscribers-figures" className="text-xl font-semibold text-stone-900">
        {t('subscribersAdmin.figures')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card title={t('subscribersAdmin.mrr')}>
          {summary.mrr.length === 0 ? (
            <p className="text-2xl font-semibold text-stone-900">—</p>
          ) : (
            <ul className="grid gap-1">
              {summary.mrr.map((m) => (
                <li key={m.currency} className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-2xl font-semibold text-stone-900">
                    {money(m.amountMinor, m.currency)}
                  </span>
                  <span className="text-sm text-stone-600">
                    {t('subscribersAdmin.mrrSubscriptions', { count: m.subscriptions })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('subscribersAdmin.byStatus')}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {summary.byStatus.map((s) => (
              <div key={s.status} className="contents">
                <dt className="text-stone-700">{t(`subscribersAdmin.statuses.${s.status}`)}</dt>
                <dd className="text-end font-medium text-stone-900">{formatNumber(s.count, language)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('subscribersAdmin.byProvider')}>
          {summary.byProvider.length === 0 ? (
            <p className="text-sm text-stone-600">{t('subscribersAdmin.none')}</p>
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {summary.byProvider.map((p) => (
                <div key={p.provider} className="contents">
                  <dt className="text-stone-700">{t(`subscribersAdmin.providers.${p.provider}`)}</dt>
                  <dd className="text-end font-medium text-stone-900">{formatNumber(p.count, language)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
      </div>

      <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-lg font-semibold text-stone-900">{t('subscribersAdmin.revenueTitle')}</h3>
          {currencies.length > 1 && (
            <div className="grid gap-1">
              <Label htmlFor={selectId}>{t('subscribersAdmin.chartCurrency')}</Label>
              <NativeSelect id={selectId} value={currency} onChange={(e) => onChartCurrency(e.target.value)}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </div>
        {currency === undefined ? (
          <p className="text-sm text-stone-600">{t('subscribersAdmin.noRevenue')}</p>
        ) : (
          <>
            <Suspense fallback={<Spinner />}>
              <RevenueChart
                summary={summary}
                currency={currency}
                language={language}
                monthLabel={monthLabel}
                purposeLabel={purposeLabel}
              />
            </Suspense>
            {/* In a visually hidden box: a table itself cannot be narrower than its content (sr-only on it
                widened the page on a phone). */}
            <div className="sr-only">
              <table aria-describedby={captionId}>
                <caption id={captionId}>{t('subscribersAdmin.revenueCaption', { currency })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('subscribersAdmin.columns.month')}</th>
                    <th scope="col">{t('subscribersAdmin.columns.gross')}</th>
                    <th scope="col">{t('subscribersAdmin.columns.refunded')}</th>
                    <th scope="col">{t('subscribersAdmin.columns.net')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.months.map((month) => {
                    const totals = monthTotals(summary, currency, month);
                    return (
                      <tr key={month}>
                        <th scope="row">{monthLabel(month)}</th>
                        <td>{money(totals.gross, currency)}</td>
                        <td>{money(totals.refunded, currency)}</td>
                        <td>{money(totals.net, currency)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
