// The parts of /analytics: totals, the daily chart with its table, top sightings, species and categories, and the
// Premium parts (breakdown per sighting, posting hours and weekdays, follower growth). Charts load lazily with
// recharts; every chart's figures are also in a table inside a visually hidden box, for screen readers (a table
// itself with sr-only would widen the page on a phone).
import type { MemberAnalytics, PostingSlot, TopSighting } from '@common/schemas/member-analytics';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate, formatLocale, formatNumber } from '../../lib/format';
import type { ChartProps } from './AnalyticsChart';

const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

const SERIES_KEYS = ['views', 'likes', 'comments', 'followers'] as const;
const th = 'p-2 text-start font-medium';
const td = 'p-2 tabular-nums';

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <AnalyticsChart {...props} />
    </Suspense>
  );
}

export function useLabels(language: string) {
  const { t } = useTranslation();
  const locale = formatLocale(language);
  return {
    day: (day: string) =>
      formatDate(`${day}T12:00:00Z`, language, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    longDay: (day: string) =>
      formatDate(`${day}T12:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' }),
    hour: (hour: number) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        Date.UTC(2023, 0, 1, hour),
      ),
    // 1 January 2023 was a Sunday: weekday 0.
    weekday: (day: number) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2023, 0, 1 + day, 12),
      ),
    number: (n: number) => formatNumber(n, language),
    series: (key: (typeof SERIES_KEYS)[number]) => t(`memberAnalytics.series.${key}`),
    category: (category: string) => t(`categories.names.${category}`, { defaultValue: category }),
  };
}

export function Totals({ data, language }: { data: MemberAnalytics; language: string }) {
  const { t } = useTranslation();
  const n = (v: number) => formatNumber(v, language);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {SERIES_KEYS.map((key) => (
        <li key={key} className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4">
          <span className="text-sm text-stone-600">{t(`memberAnalytics.totals.${key}`)}</span>
          <span className="text-2xl font-semibold text-stone-900 tabular-nums">{n(data.period[key])}</span>
          <span className="text-xs text-stone-600">
            {t('memberAnalytics.totals.allTime', { value: n(data.allTime[key]) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function SeriesCard({ data, language }: { data: MemberAnalytics; language: string }) {
  const { t } = useTranslation();
  const labels = useLabels(language);
  return (
    <Card id="analytics-series" title={t('memberAnalytics.seriesTitle', { days: data.days })}>
      <Chart kind="series" rows={data.series} dayLabel={labels.day} seriesLabel={labels.series} />
      <div className="sr-only">
        <table>
          <caption>
            {t('memberAnalytics.seriesCaption', {
              from: labels.longDay(data.from),
              to: labels.longDay(data.to),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('memberAnalytics.columns.day')}</th>
              {SERIES_KEYS.map((key) => (
                <th key={key} scope="col">
                  {labels.series(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{labels.longDay(d.day)}</th>
                {SERIES_KEYS.map((key) => (
                  <td key={key}>{labels.number(d[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function TopList({
  title,
  items,
  metric,
  language,
}: {
  title: string;
  items: TopSighting[];
  metric: 'views' | 'likes' | 'comments';
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-medium text-stone-700">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('memberAnalytics.top.none')}</p>
      ) : (
        <ol className="grid gap-1">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-3 text-sm">
              <Link
                to={`/sighting/${item.id}`}
                className="min-w-0 truncate text-brand-800 hover:underline"
                dir="auto"
              >
                {item.speciesName}
              </Link>
              <span className="shrink-0 tabular-nums text-stone-700">
                {formatNumber(item[metric], language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function TopCard({ data, language }: { data: MemberAnalytics; language: string }) {
  const { t } = useTranslation();
  return (
    <Card id="analytics-top" title={t('memberAnalytics.top.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TopList
          title={t('memberAnalytics.top.byViews')}
          items={data.top.byViews}
          metric="views"
          language={language}
        />
        <TopList
          title={t('memberAnalytics.top.byLikes')}
          items={data.top.byLikes}
          metric="likes"
          language={language}
        />
        <TopList
          title={t('memberAnalytics.top.byComments')}
          items={data.top.byComments}
          metric="comments"
          language={language}
        />
      </div>
    </Card>
  );
}

export function SpeciesCard({ data, language }: { data: MemberAnalytics; language: string }) {
  const { t } = useTranslation();
  const labels = useLabels(language);
  return (
    <Card id="analytics-species" title={t('memberAnalytics.species.title')}>
      <p className="text-sm text-stone-800">
        {t('memberAnalytics.species.count', { value: labels.number(data.species.count) })}
      </p>
      {data.species.categories.length > 0 && (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('memberAnalytics.species.caption')}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className={th}>
                  {t('memberAnalytics.columns.category')}
                </th>
                <th scope="col" className={th}>
                  {t('memberAnalytics.columns.sightings')}
                </th>
                <th scope="col" className={th}>
                  {t('memberAnalytics.columns.species')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.species.categories.map((c) => (
                <tr key={c.category} className="border-b border-stone-100">
                  <th scope="row" className={`${th} text-stone-900`}>
                    {labels.category(c.category)}
                  </th>
                  <td className={td}>{labels.number(c.sightings)}</td>
                  <td className={td}>{labels.number(c.species)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function SlotsCard({
  id,
  title,
  caption,
  slots,
  slotLabel,
  language,
}: {
  id: string;
  title: string;
  caption: string;
  slots: PostingSlot[];
  slotLabel: (slot: number) => string;
  language: string;
}) {
  const { t } = useTranslation();
  const labels = useLabels(language);
  const best = [...slots]
    .filter((s) => s.sightings > 0)
    .sort((a, b) => b.averageEngagement - a.averageEngagement)[0];
  return (
    <Card id={id} title={title}>
      <p className="text-sm text-stone-800">
        {best
          ? t('memberAnalytics.slots.best', { slot: slotLabel(best.slot) })
          : t('memberAnalytics.slots.none')}
      </p>
      <Chart
        kind="slots"
        rows={slots}
        slotLabel={slotLabel}
        sightingsLabel={t('memberAnalytics.columns.sightingsPosted')}
        engagementLabel={t('memberAnalytics.columns.engagement')}
      />
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('memberAnalytics.columns.when')}</th>
              <th scope="col">{t('memberAnalytics.columns.sightingsPosted')}</th>
              <th scope="col">{t('memberAnalytics.columns.engagement')}</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((s) => (
              <tr key={s.slot}>
                <th scope="row">{slotLabel(s.slot)}</th>
                <td>{labels.number(s.sightings)}</td>
                <td>{labels.number(s.averageEngagement)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

export function PremiumCards({ data, language }: { data: MemberAnalytics; language: string }) {
  const { t } = useTranslation();
  const labels = useLabels(language);
  const advanced = data.advanced;
  if (!advanced) return null;
  return (
    <>
      <Card id="analytics-breakdown" title={t('memberAnalytics.breakdown.title')}>
        {advanced.breakdown.length === 0 ? (
          <p className="text-sm text-stone-600">{t('memberAnalytics.breakdown.none')}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">
                {t('memberAnalytics.breakdown.caption', { days: data.days })}
              </caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className={th}>
                    {t('memberAnalytics.columns.sighting')}
                  </th>
                  <th scope="col" className={th}>
                    {t('memberAnalytics.columns.posted')}
                  </th>
                  <th scope="col" className={th}>
                    {t('memberAnalytics.columns.viewsPeriod', { days: data.days })}
                  </th>
                  <th scope="col" className={th}>
                    {t('memberAnalytics.columns.likesPeriod', { days: data.days })}
                  </th>
                  <th scope="col" className={th}>
                    {t('memberAnalytics.columns.commentsPeriod', { days: data.days })}
                  </th>
                  <th scope="col" className={th}>
                    {t('memberAnalytics.columns.allTime')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {advanced.breakdown.map((b) => (
                  <tr key={b.id} className="border-b border-stone-100 align-top">
                    <th scope="row" className={`${th} text-stone-900`}>
                      <Link to={`/sighting/${b.id}`} className="text-brand-800 hover:underline" dir="auto">
                        {b.speciesName}
                      </Link>
                      {!b.isPublic && (
                        <span className="ms-2 text-xs font-normal text-stone-600">
                          {t('memberAnalytics.breakdown.private')}
                        </span>
                      )}
                    </th>
                    <td className="p-2 whitespace-nowrap">{formatDate(b.createdAt, language)}</td>
                    <td className={td}>{labels.number(b.viewsInPeriod)}</td>
                    <td className={td}>{labels.number(b.likesInPeriod)}</td>
                    <td className={td}>{labels.number(b.commentsInPeriod)}</td>
                    <td className="p-2 text-xs text-stone-700">
                      {t('memberAnalytics.breakdown.allTime', {
                        views: labels.number(b.views),
                        likes: labels.number(b.likes),
                        comments: labels.number(b.comments),
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <SlotsCard
          id="analytics-hours"
          title={t('memberAnalytics.slots.hoursTitle')}
          caption={t('memberAnalytics.slots.hoursCaption')}
          slots={advanced.hours}
          slotLabel={labels.hour}
          language={language}
        />
        <SlotsCard
          id="analytics-weekdays"
          title={t('memberAnalytics.slots.weekdaysTitle')}
          caption={t('memberAnalytics.slots.weekdaysCaption')}
          slots={advanced.weekdays}
          slotLabel={labels.weekday}
          language={language}
        />
      </div>
      <Card id="analytics-growth" title={t('memberAnalytics.growth.title')}>
        <Chart
          kind="growth"
          rows={advanced.followerGrowth}
          dayLabel={labels.day}
          followersLabel={t('memberAnalytics.series.followersTotal')}
        />
        <div className="sr-only">
          <table>
            <caption>{t('memberAnalytics.growth.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('memberAnalytics.columns.day')}</th>
                <th scope="col">{t('memberAnalytics.series.followersTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {advanced.followerGrowth.map((g) => (
                <tr key={g.day}>
                  <th scope="row">{labels.longDay(g.day)}</th>
                  <td>{labels.number(g.followers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
