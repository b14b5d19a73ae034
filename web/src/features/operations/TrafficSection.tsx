// Traffic on the admin dashboard (viewTraffic): totals over 7, 30 or 90 days, a chart of page views, sign-ups and
// sightings published per day (recharts, lazy), the same figures in a table screen readers read (the chart is
// hidden from them), and the most viewed pages by path template.
import { TRAFFIC_DAYS, type TrafficDays } from '@common/schemas/operations';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { useTraffic } from './use-operations';

const TrafficChart = lazy(() => import('./TrafficChart'));

type Series = 'pageViews' | 'signUps' | 'uploads';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

export function TrafficSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<TrafficDays>('30');
  const traffic = useTraffic(days);
  const selectId = useId();
  const captionId = useId();
  const number = (value: number) => formatNumber(value, language);
  const dayLabel = (date: string) =>
    formatDate(`${date}T12:00:00Z`, language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const seriesLabel = (series: Series) =>
    series === 'pageViews'
      ? t('operations.traffic.pageViews')
      : series === 'signUps'
        ? t('operations.traffic.signUps')
        : t('operations.traffic.uploads');
  const rangeLabel = (value: TrafficDays) =>
    value === '7'
      ? t('operations.traffic.last7')
      : value === '30'
        ? t('operations.traffic.last30')
        : t('operations.traffic.last90');
  const data = traffic.data;

  let body: React.ReactNode;
  if (traffic.isPending || traffic.unauthorized) body = <Spinner />;
  else if (traffic.isError || !data)
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(traffic.error, t('operations.loadFailed'))}
      </p>
    );
  else
    body = (
      <>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label={t('operations.traffic.pageViews')} value={number(data.totals.pageViews)} />
          <Figure label={t('operations.traffic.sessions')} value={number(data.totals.sessions)} />
          <Figure label={t('operations.traffic.signUps')} value={number(data.totals.signUps)} />
          <Figure label={t('operations.traffic.uploads')} value={number(data.totals.uploads)} />
        </dl>
        <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="text-lg font-semibold text-stone-900">{t('operations.traffic.perDay')}</h3>
          <Suspense fallback={<Spinner />}>
            <TrafficChart daily={data.daily} dayLabel={dayLabel} number={number} seriesLabel={seriesLabel} />
          </Suspense>
          {/* In a visually hidden box: a table itself cannot be narrower than its content. */}
          <div className="sr-only">
            <table aria-describedby={captionId}>
              <caption id={captionId}>
                {t('operations.traffic.tableCaption', {
                  from: formatDate(`${data.from}T12:00:00Z`, language, {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  }),
                  to: formatDate(`${data.to}T12:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' }),
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('operations.traffic.day')}</th>
                  <th scope="col">{t('operations.traffic.pageViews')}</th>
                  <th scope="col">{t('operations.traffic.signUps')}</th>
                  <th scope="col">{t('operations.traffic.uploads')}</th>
                </tr>
              </thead>
              <tbody>
                {data.daily.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{dayLabel(day.date)}</th>
                    <td>{number(day.pageViews)}</td>
                    <td>{number(day.signUps)}</td>
                    <td>{number(day.uploads)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className="grid gap-2">
          <h3 className="text-lg font-semibold text-stone-900">{t('operations.traffic.topPages')}</h3>
          {data.topPages.length === 0 ? (
            <p className="text-sm text-stone-600">{t('operations.traffic.noViews')}</p>
          ) : (
            <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
              <table className="w-full text-start text-sm">
                <thead className="bg-stone-50 text-stone-700">
                  <tr>
                    <th scope="col" className="px-4 py-2 text-start font-medium">
                      {t('operations.traffic.page')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-end font-medium">
                      {t('operations.traffic.views')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.topPages.map((row) => (
                    <tr key={row.page} className="border-t border-stone-100">
                      <td className="px-4 py-2 font-mono text-stone-900" dir="ltr">
                        {row.page === '(other)' ? t('operations.traffic.otherPages') : row.page}
                      </td>
                      <td className="px-4 py-2 text-end text-stone-900">{number(row.views)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </>
    );

  return (
    <section id="traffic" aria-labelledby="traffic-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="traffic-title" className="text-xl font-semibold text-stone-900">
          {t('operations.traffic.title')}
        </h2>
        <div className="grid gap-1">
          <Label htmlFor={selectId}>{t('operations.traffic.period')}</Label>
          <NativeSelect id={selectId} value={days} onChange={(e) => setDays(e.target.value as TrafficDays)}>
            {TRAFFIC_DAYS.map((value) => (
              <option key={value} value={value}>
                {rangeLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {body}
    </section>
  );
}
