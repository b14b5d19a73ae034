// The enhanced view's charts, drawn without a chart library and readable without the picture: sightings per
// month as SVG bars whose numbers are also in a visually hidden table, and per time of day and per category as
// labelled rows whose bars are decoration beside the written counts.

import type { DiscoveryCharts as Charts } from '@common/schemas/discovery';
import { TIMES_OF_DAY } from '@common/schemas/sightings';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format';
import { monthLabel } from './discovery-params';

const WIDTH = 480;
const HEIGHT = 150;
const BAR_AREA = 118;
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

function ByMonth({ months, language }: { months: Charts['byMonth']; language: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / Math.max(1, months.length);
  return (
    <figure className="grid gap-2">
      <figcaption className="font-semibold text-stone-900">{t('discovery.charts.byMonth')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden
        focusable="false"
        // Time runs left to right in every language, as calendars' charts usually do in RTL too.
        direction="ltr"
      >
        {months.map((m, i) => {
          const h = Math.round((m.count / max) * BAR_AREA);
          return (
            <g key={m.month}>
              <rect
                x={i * slot + slot * 0.15}
                y={BAR_AREA - h + 4}
                width={slot * 0.7}
                height={Math.max(h, m.count > 0 ? 2 : 0)}
                rx={2}
                className="fill-brand-600"
              />
              {(months.length <= 13 || i % 2 === 0) && (
                <text
                  x={i * slot + slot / 2}
                  y={HEIGHT - 10}
                  textAnchor="middle"
                  className="fill-stone-600 text-[9px]"
                >
                  {monthLabel(m.month, language, 'short').split(' ')[0]?.slice(0, 3)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t('discovery.charts.byMonth')}</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month, language, 'long')}</th>
              <td>{formatNumber(m.count, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Rows({
  title,
  rows,
  language,
}: {
  title: string;
  rows: { key: string; label: string; count: number }[];
  language: string;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="font-semibold text-stone-900">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-700">{t('discovery.charts.empty')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {rows.map((r) => (
            <li key={r.key} className="grid grid-cols-[7rem_1fr_auto] items-center gap-2 text-sm">
              <span className="truncate text-stone-800">{r.label}</span>
              <span className="h-3 rounded-full bg-stone-100" aria-hidden>
                <span
                  className="block h-3 rounded-full bg-brand-600"
                  style={{ width: `${(r.count / max) * 100}%` }}
                />
              </span>
              <span className="tabular-nums text-stone-900">{formatNumber(r.count, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

export function DiscoveryCharts({ charts, language }: { charts: Charts; language: string }) {
  const { t } = useTranslation();
  const timeLabel = (bucket: string) =>
    (TIMES_OF_DAY as readonly string[]).includes(bucket)
      ? t(`sightingPage.values.${bucket}`)
      : t('discovery.charts.unknown');
  return (
    <section aria-labelledby="discovery-charts-heading" className="grid gap-4">
      <div>
        <h2 id="discovery-charts-heading" className="text-2xl font-semibold text-stone-900">
          {t('discovery.charts.title')}
        </h2>
        <p className="mt-1 text-stone-700">
          {t('discovery.charts.range', {
            from: formatDate(charts.from, language, DAY),
            to: formatDate(charts.to, language, DAY),
          })}
        </p>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-4">
        <ByMonth months={charts.byMonth} language={language} />
      </div>
      <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 md:grid-cols-2">
        <Rows
          title={t('discovery.charts.byTimeOfDay')}
          language={language}
          rows={charts.byTimeOfDay.map((b) => ({
            key: b.timeOfDay,
            label: timeLabel(b.timeOfDay),
            count: b.count,
          }))}
        />
        <Rows
          title={t('discovery.charts.byCategory')}
          language={language}
          rows={charts.byCategory.map((c) => ({
            key: c.category ?? '-',
            label: c.category
              ? t(`categories.names.${c.category}`, { defaultValue: c.category })
              : t('discovery.charts.noCategory'),
            count: c.count,
          }))}
        />
      </div>
    </section>
  );
}
