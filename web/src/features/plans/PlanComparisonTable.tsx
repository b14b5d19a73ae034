// /pricing's side-by-side table: each part of spec section 6's plans as a row, what Free Explorer and Premium
// Explorer give for it. A tick or a dash carries its meaning in words for screen readers.
import { PLAN_LIMITS } from '@common/constants/plans';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import type { PlanPrices } from './plans';

/** One row: its label, then each plan's cell (true: included, false: not included, a string: the words). */
interface Row {
  key: string;
  free: boolean | string;
  premium: boolean | string;
}

function Cell({ value }: { value: boolean | string }) {
  const { t } = useTranslation();
  if (typeof value === 'string') return <span>{value}</span>;
  return value ? (
    <>
      <Check className="mx-auto size-5 text-brand-700" aria-hidden />
      <span className="sr-only">{t('billing.compare.included')}</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-stone-400" aria-hidden />
      <span className="sr-only">{t('billing.compare.notIncluded')}</span>
    </>
  );
}

export function PlanComparisonTable({ prices }: { prices: PlanPrices }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const rows: Row[] = [
    {
      key: t('billing.compare.rows.uploads'),
      free: t('billing.compare.perMonth', { limit: PLAN_LIMITS.freeUploadsPerMonth }),
      premium: t('billing.compare.unlimited'),
    },
    { key: t('billing.compare.rows.raw'), free: false, premium: true },
    {
      key: t('billing.compare.rows.search'),
      free: t('billing.compare.basic'),
      premium: t('billing.compare.advanced'),
    },
    {
      key: t('billing.compare.rows.alerts'),
      free: formatNumber(PLAN_LIMITS.freeNotificationAlerts, language),
      premium: t('billing.compare.unlimited'),
    },
    {
      key: t('billing.compare.rows.identification'),
      free: true,
      premium: t('billing.compare.priority'),
    },
    { key: t('billing.compare.rows.realtime'), free: false, premium: true },
    { key: t('billing.compare.rows.community'), free: true, premium: true },
    { key: t('billing.compare.rows.print'), free: false, premium: true },
    {
      key: t('billing.compare.rows.contests'),
      free: t('billing.compare.perEntry', { fee: prices.contestFee }),
      premium: t('billing.compare.free'),
    },
    {
      key: t('billing.compare.rows.support'),
      free: t('billing.compare.standard'),
      premium: t('billing.compare.priority'),
    },
    { key: t('billing.compare.rows.adFree'), free: false, premium: true },
  ];
  return (
    <section aria-labelledby="plan-table-title" className="grid min-w-0 gap-4">
      <h2 id="plan-table-title" className="text-2xl font-bold text-stone-900">
        {t('billing.compare.title')}
      </h2>
      {/* relative: the cells' screen-reader words (absolutely placed) stay inside the scrolling box instead of
          widening the page on a phone. */}
      <div className="relative min-w-0 max-w-full overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="bg-stone-50 text-stone-900">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('billing.compare.feature')}
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold">
                {t('plans.free.name')}
                <span className="block font-normal text-stone-600">{prices.free}</span>
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold">
                {t('plans.premium.name')}
                <span className="block font-normal text-stone-600">
                  {prices.premiumMonthly} {t('plans.perMonth')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="px-4 py-3 text-start font-medium text-stone-800">
                  {row.key}
                </th>
                <td className="px-4 py-3 text-center text-stone-700">
                  <Cell value={row.free} />
                </td>
                <td className="px-4 py-3 text-center text-stone-700">
                  <Cell value={row.premium} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
