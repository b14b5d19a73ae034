// Sightings by month as a small SVG bar chart, readable without the picture: the bars are a figure whose
// numbers are also in a visually hidden table for screen readers. No chart library: twelve bars do not need one.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

const WIDTH = 360;
const HEIGHT = 140;
const BAR_AREA = 110;

/** Month names in the reader's language, January first. */
const monthNameLists = new Map<string, readonly string[]>();

/**
 * The twelve month names in a language, made once per language and style: a list page asks for them once per
 * card, and a new Intl.DateTimeFormat each time cost ~35 ms of a phone's first render.
 */
export function monthNames(language: string, style: 'short' | 'long'): readonly string[] {
  const key = `${language}:${style}`;
  let names = monthNameLists.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
    names = Object.freeze(
      Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2024, m, 15)))),
    );
    monthNameLists.set(key, names);
  }
  return names;
}

export function MonthChart({ counts, language }: { counts: number[]; language: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...counts);
  const short = monthNames(language, 'short');
  const long = monthNames(language, 'long');
  const slot = WIDTH / 12;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden
        focusable="false"
        // Months run left to right in every language (a calendar's order), as charts usually do in RTL too.
        direction="ltr"
      >
        {counts.map((n, m) => {
          const h = Math.round((n / max) * BAR_AREA);
          return (
            <g key={m}>
              <rect
                x={m * slot + 4}
                y={BAR_AREA - h + 4}
                width={slot - 8}
                height={Math.max(h, n > 0 ? 2 : 0)}
                rx={3}
                className="fill-brand-600"
              />
              <text
                x={m * slot + slot / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-stone-600 text-[10px]"
              >
                {(short[m] ?? '').slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-stone-600">{t('speciesPage.byMonthCaption')}</figcaption>
      <table className="sr-only">
        <caption>{t('speciesPage.byMonthTitle')}</caption>
        <tbody>
          {counts.map((n, m) => (
            <tr key={m}>
              <th scope="row">{long[m]}</th>
              <td>{formatNumber(n, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
