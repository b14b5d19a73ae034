// Sightings per month as a small bar chart (SVG), January first, with its numbers in the accessible name: the
// chart is read out as the list of months and counts it draws.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { monthNames as monthNamesIn } from '../../pages/species/MonthChart';
import { useCurrentLanguage } from '../language/current-language';

const HEIGHT = 48;
const BAR = 10;
const GAP = 3;

export function monthNames(lang: string): readonly string[] {
  return monthNamesIn(lang, 'short');
}

export function MonthChart({
  months,
  label,
  large = false,
}: {
  months: number[];
  label: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const names = monthNames(lang);
  const peak = Math.max(1, ...months);
  const width = 12 * (BAR + GAP);
  const described = `${label}: ${months
    .map((count, m) => t('insights.monthCount', { month: names[m], count: formatNumber(count, lang) }))
    .join(', ')}`;
  return (
    <svg
      role="img"
      aria-label={described}
      viewBox={`0 0 ${width} ${HEIGHT + (large ? 14 : 0)}`}
      className={large ? 'h-24 w-full max-w-md' : 'h-8 w-32'}
    >
      <title>{described}</title>
      {months.map((count, m) => {
        const h = count === 0 ? 1 : Math.max(3, (count / peak) * HEIGHT);
        return (
          <g key={names[m]}>
            <rect
              x={m * (BAR + GAP)}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              rx={2}
              className="fill-brand-700"
            />
            {large && (
              <text
                x={m * (BAR + GAP) + BAR / 2}
                y={HEIGHT + 11}
                textAnchor="middle"
                className="fill-stone-700 text-[7px]"
              >
                {names[m]?.slice(0, 1)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Two bars, the previous 30 days and the last 30, for a trending species. */
export function ChangeBars({ previous, recent, label }: { previous: number; recent: number; label: string }) {
  const peak = Math.max(1, previous, recent);
  return (
    <svg role="img" aria-label={label} viewBox="0 0 60 24" className="h-6 w-16 shrink-0">
      <title>{label}</title>
      <rect x={0} y={2} width={(previous / peak) * 60} height={8} rx={2} className="fill-stone-400" />
      <rect x={0} y={14} width={(recent / peak) * 60} height={8} rx={2} className="fill-brand-700" />
    </svg>
  );
}
