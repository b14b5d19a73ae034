// /ai-insights: what the community's sightings say, all of it counted from the database: species trending this
// month, the seasons of the species near a place (the member's latest sighting, or where they are), and for
// members the species others see there that they have not recorded yet. Every species links to its page.
import type { Insights, NotYetSeenSpecies, SeasonalSpecies, TrendingSpecies } from '@common/schemas/insights';
import { INSIGHTS_LIMITS } from '@common/schemas/insights';
import { LocateFixed } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ChangeBars, MonthChart } from '../../features/insights/MonthChart';
import { type InsightsPlace, speciesLink, useInsights } from '../../features/insights/use-insights';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useMyLocation } from '../../features/map/use-my-location';
import { formatDate, formatNumber } from '../../lib/format';

const RADII = [10, 25, 50, 100, 200] as const;
/** A position from the last ten minutes will do for what lives around it. */
const INSIGHTS_GEOLOCATION: PositionOptions = { maximumAge: 10 * 60 * 1000, timeout: 15_000 };

export default function AiInsightsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.aiInsights.title'));
  const lang = useCurrentLanguage();
  const { user } = useCurrentUser();
  const [place, setPlace] = useState<InsightsPlace | null>(null);
  const [radiusKm, setRadiusKm] = useState<number>(INSIGHTS_LIMITS.defaultRadiusKm);
  const radiusId = useId();
  const insights = useInsights(place, radiusKm, lang);

  const { state: locating, locate } = useMyLocation(setPlace, INSIGHTS_GEOLOCATION);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t('pages.aiInsights.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('insights.intro')}</p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Button type="button" variant="outline" onClick={locate} disabled={locating === 'locating'}>
          <LocateFixed className="size-4" aria-hidden />
          {t('insights.useMyLocation')}
        </Button>
        <div className="grid gap-1">
          <label htmlFor={radiusId} className="text-sm font-medium text-stone-800">
            {t('insights.radius')}
          </label>
          <select
            id={radiusId}
            value={radiusKm}
            onChange={(e) => setRadiusKm(Number(e.target.value))}
            className="h-10 rounded-md border border-stone-400 bg-white px-3 text-stone-900"
          >
            {RADII.map((r) => (
              <option key={r} value={r}>
                {t('insights.radiusOption', { km: formatNumber(r, lang) })}
              </option>
            ))}
          </select>
        </div>
        {(locating === 'denied' || locating === 'unavailable') && (
          <p role="alert" className="text-sm text-red-800">
            {t('insights.locationDenied')}
          </p>
        )}
      </div>
      {insights.isPending ? (
        <PageSpinner />
      ) : insights.isError || !insights.data ? (
        <p role="alert" className="mt-8 text-red-800">
          {t('insights.loadFailed')}
        </p>
      ) : (
        <div className="mt-8 grid gap-10">
          <TrendingSection trending={insights.data.trending} />
          <NearbySection nearby={insights.data.nearby} signedIn={user !== null && user !== undefined} />
        </div>
      )}
    </div>
  );
}

function SpeciesName({
  s,
}: {
  s: { name: string; scientificName: string | null; slug: string | null; latestSightingId: number };
}) {
  return (
    <span className="min-w-0">
      <Link
        to={speciesLink(s)}
        dir="auto"
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {s.name}
      </Link>
      {s.scientificName && (
        <span className="ms-2 text-sm italic text-stone-600" dir="ltr">
          {s.scientificName}
        </span>
      )}
    </span>
  );
}

function TrendingSection({ trending }: { trending: Insights['trending'] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <section aria-labelledby="trending-heading" data-testid="insights-trending">
      <h2 id="trending-heading" className="text-2xl font-semibold text-stone-900">
        {t('insights.trending.title')}
      </h2>
      <p className="mt-1 text-stone-700">
        {t('insights.trending.summary', {
          days: trending.windowDays,
          recent: formatNumber(trending.recentTotal, lang),
          previous: formatNumber(trending.previousTotal, lang),
        })}
      </p>
      {trending.species.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('insights.trending.empty')}</p>
      ) : (
        <ol className="mt-4 grid gap-2">
          {trending.species.map((s) => (
            <TrendingRow key={s.key} s={s} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TrendingRow({ s }: { s: TrendingSpecies }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const change =
    s.changePercent === null
      ? t('insights.trending.new')
      : t('insights.trending.change', {
          percent: `${s.changePercent > 0 ? '+' : ''}${formatNumber(s.changePercent, lang)}`,
        });
  const bars = t('insights.trending.bars', {
    recent: formatNumber(s.recent, lang),
    previous: formatNumber(s.previous, lang),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <ChangeBars previous={s.previous} recent={s.recent} label={bars} />
      <SpeciesName s={s} />
      <span className="ms-auto text-sm text-stone-800">
        {t('insights.trending.counts', {
          recent: formatNumber(s.recent, lang),
          previous: formatNumber(s.previous, lang),
        })}{' '}
        <strong className={s.change >= 0 ? 'text-brand-800' : 'text-stone-700'}>{change}</strong>
      </span>
    </li>
  );
}

function NearbySection({ nearby, signedIn }: { nearby: Insights['nearby']; signedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  if (!nearby)
    return (
      <section aria-labelledby="nearby-heading" data-testid="insights-nearby">
        <h2 id="nearby-heading" className="text-2xl font-semibold text-stone-900">
          {t('insights.nearby.title')}
        </h2>
        <p className="mt-2 text-stone-700">
          {signedIn ? t('insights.nearby.noPositionMember') : t('insights.nearby.noPositionVisitor')}
        </p>
      </section>
    );
  const where = t(
    nearby.source === 'query' ? 'insights.nearby.aroundPlace' : 'insights.nearby.aroundLastSighting',
    {
      km: formatNumber(nearby.radiusKm, lang),
      latitude: formatNumber(nearby.latitude, lang),
      longitude: formatNumber(nearby.longitude, lang),
    },
  );
  return (
    <section aria-labelledby="nearby-heading" className="grid gap-6" data-testid="insights-nearby">
      <div>
        <h2 id="nearby-heading" className="text-2xl font-semibold text-stone-900">
          {t('insights.nearby.title')}
        </h2>
        <p className="mt-1 text-stone-700">{where}</p>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-stone-900">{t('insights.nearby.seasonTitle')}</h3>
        <p className="text-sm text-stone-700">{t('insights.nearby.total', { total: nearby.total })}</p>
        <MonthChart months={nearby.months} label={t('insights.nearby.allSpecies')} large />
        {nearby.seasonal.length > 0 && (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {nearby.seasonal.map((s) => (
              <SeasonalRow key={s.key} s={s} />
            ))}
          </ul>
        )}
      </div>
      {nearby.notYetSeen === null ? (
        <p className="rounded-lg bg-stone-100 p-4 text-stone-800">
          <Link to="/login?next=%2Fai-insights" className="font-semibold text-brand-800 underline">
            {t('insights.notYetSeen.signIn')}
          </Link>
        </p>
      ) : (
        <NotYetSeen species={nearby.notYetSeen} />
      )}
    </section>
  );
}

function SeasonalRow({ s }: { s: SeasonalSpecies }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <MonthChart months={s.months} label={s.name} />
      <div className="grid min-w-0">
        <SpeciesName s={s} />
        <span className="text-sm text-stone-700">
          {t('insights.nearby.speciesTotal', { total: s.total })}
        </span>
      </div>
    </li>
  );
}

function NotYetSeen({ species }: { species: NotYetSeenSpecies[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <div data-testid="insights-not-yet-seen">
      <h3 className="text-lg font-semibold text-stone-900">{t('insights.notYetSeen.title')}</h3>
      {species.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('insights.notYetSeen.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {species.map((s) => (
            <li
              key={s.key}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3"
            >
              <SpeciesName s={s} />
              <span className="ms-auto text-sm text-stone-800">
                {t('insights.notYetSeen.counts', {
                  observers: formatNumber(s.observers, lang),
                  sightings: formatNumber(s.sightings, lang),
                  date: formatDate(s.lastSeen, lang),
                })}
              </span>
              <Link to={`/sighting/${s.latestSightingId}`} className="text-sm text-brand-800 underline">
                {t('insights.notYetSeen.latest')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
