// The author's own guides with their sales, revenue and earnings (the author's 70% share, computed by the
// server), and links to edit them. Shown to signed-in members who have written guides.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '../language/current-language';
import { formatMinor } from './guide-text';
import { useGuideSales } from './use-guides';

export function GuideSalesView() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const sales = useGuideSales();
  if (!sales.data || sales.data.guides.length === 0) return null;
  const share = Math.round(sales.data.authorShare * 100);
  return (
    <section aria-labelledby="guide-sales" className="grid min-w-0 gap-3">
      <h2 id="guide-sales" className="text-2xl font-semibold text-stone-900">
        {t('guides.sales.heading')}
      </h2>
      <p className="text-sm text-stone-700">{t('guides.sales.share', { share })}</p>
      <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-stone-50 text-start">
            <tr>
              <th className="p-2 text-start">{t('guides.sales.guide')}</th>
              <th className="p-2 text-start">{t('guides.sales.status')}</th>
              <th className="p-2 text-end">{t('guides.sales.sold')}</th>
              <th className="p-2 text-end">{t('guides.sales.revenue')}</th>
              <th className="p-2 text-end">{t('guides.sales.earnings')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.data.guides.map((g) => (
              <tr key={g.id} className="border-t border-stone-100">
                <td className="max-w-[16rem] break-words p-2">
                  <Link to={`/location-guides/${g.id}`} className="underline">
                    {g.title}
                  </Link>{' '}
                  <Link to={`/create-guide?edit=${g.id}`} className="text-xs text-brand-800 underline">
                    {t('guides.edit')}
                  </Link>
                </td>
                <td className="p-2">{t(`guides.status.${g.status}`)}</td>
                <td className="p-2 text-end">{g.totalSales}</td>
                <td className="p-2 text-end">{formatMinor(g.revenue, g.currency, language)}</td>
                <td className="p-2 text-end font-semibold">
                  {formatMinor(g.earnings, g.currency, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
