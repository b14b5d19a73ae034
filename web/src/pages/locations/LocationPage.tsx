// /location/:slug: one protected area or hot spot: what it is, where (a map of its circle and the sightings made
// inside it), when to go, the species it is known for and those members recorded there with their counts,
// activity by month, its top photographers and its recent sightings. Sightings of rare or threatened species are
// not shown here: their position is kept to their region.

import { countryName } from '@common/place-label';
import type { LocationPage as LocationPageData, LocationSpecies } from '@common/schemas/locations';
import { ExternalLink, SearchX } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { SidePanel } from '../../components/SidePanel';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentLanguage } from '../../features/language/current-language';
import {
  parseLocationSlug,
  useLocationMap,
  useLocationPage,
  useLocationSightings,
} from '../../features/locations/use-locations';
import { TopPhotographers } from '../../features/profiles/TopPhotographers';
import { SightingGallery } from '../../features/sightings/SightingGallery';
import { ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useNearViewport } from '../../lib/use-near-viewport';
import { MonthChart, monthNames } from '../species/MonthChart';

const AreaMap = lazy(() => import('./AreaMap').then((m) => ({ default: m.AreaMap })));

export default function LocationPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const slug = parseLocationSlug(useParams().slug);
  const query = useLocationPage(slug, language);
  usePageTitle(query.data?.name ?? null);

  if (slug === null || (query.error instanceof ApiError && query.error.status === 404))
    return <LocationNotFound />;
  if (query.isPending)
    return (
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8" aria-busy="true">
        <span className="sr-only">{t('locations.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-lg font-medium">{t('common.errorOccurred')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  return <LocationView area={query.data} language={language} />;
}

function LocationView({ area, language }: { area: LocationPageData; language: string }) {
  const { t } = useTranslation();
  const sightings = useLocationSightings(area.slug);
  const months = monthNames(language, 'long');
  const where = [area.state, countryName(area.country, language)].filter(Boolean).join(', ');
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-8">
        <header className="grid gap-3">
          <nav aria-label={t('locations.breadcrumb')} className="text-sm">
            <Link to="/locations" className="text-brand-800 underline">
              {t('locations.title')}
            </Link>
          </nav>
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t(`locations.parkTypes.${area.parkType}`)}</Badge>
            <Badge variant="outline">{t(`locations.realms.${area.realm}`)}</Badge>
          </div>
          <h1 className="text-3xl font-bold text-stone-900">{area.name}</h1>
          <p className="text-stone-700">{where}</p>
        </header>

        <LocationMapWhenVisible area={area} />

        <section className="grid gap-3" aria-labelledby="location-about">
          <h2 id="location-about" className="text-xl font-semibold text-stone-900">
            {t('locations.about')}
          </h2>
          {/* In the reader's language where WildLens has it, else the English it was written in, marked as such. */}
          <p lang={area.textLang} dir="auto" className="leading-relaxed text-stone-800">
            {area.description}
          </p>
          {area.websiteUrl && (
            <a
              href={area.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 justify-self-start text-brand-800 underline"
            >
              {t('locations.website')}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          )}
        </section>

        <section className="grid gap-3" aria-labelledby="location-sightings">
          <h2 id="location-sightings" className="text-xl font-semibold text-stone-900">
            {t('locations.recentSightings')}
          </h2>
          <SightingGallery gallery={sightings} empty={t('locations.noSightings')} />
        </section>
      </div>

      <aside className="grid content-start gap-6">
        <SidePanel id="location-facts" title={t('locations.facts')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {area.areaKm2 !== null && (
              <Fact label={t('locations.area')}>
                {t('locations.areaValue', { formatted: formatNumber(area.areaKm2, language) })}
              </Fact>
            )}
            {area.established !== null && (
              <Fact label={t('locations.established')}>{String(area.established)}</Fact>
            )}
            <Fact label={t('locations.coordinates')}>
              <span dir="ltr">
                {area.latitude.toFixed(3)}, {area.longitude.toFixed(3)}
              </span>
            </Fact>
            <Fact label={t('locations.sightings')}>{formatNumber(area.sightings, language)}</Fact>
          </dl>
        </SidePanel>

        <SidePanel id="location-best-time" title={t('locations.bestTime')}>
          <ul className="flex flex-wrap gap-1" aria-label={t('locations.bestMonths')}>
            {area.bestMonths.map((m) => (
              <li key={m}>
                <Badge variant="outline">{months[m - 1]}</Badge>
              </li>
            ))}
          </ul>
          {area.bestVisitingTimes && (
            <p lang={area.textLang} dir="auto" className="text-sm text-stone-700">
              {area.bestVisitingTimes}
            </p>
          )}
        </SidePanel>

        <SidePanel id="location-months" title={t('locations.activityTitle')}>
          {area.sightings > 0 ? (
            <MonthChart counts={area.byMonth} language={language} />
          ) : (
            <p className="text-sm text-stone-600">{t('locations.noSightings')}</p>
          )}
        </SidePanel>

        <SidePanel id="location-notable" title={t('locations.notableSpecies')}>
          <SpeciesList species={area.notableSpecies} language={language} />
        </SidePanel>

        {area.recordedSpecies.length > 0 && (
          <SidePanel id="location-recorded" title={t('locations.recordedSpecies')}>
            <SpeciesList species={area.recordedSpecies} language={language} />
          </SidePanel>
        )}

        {area.topPhotographers.length > 0 && (
          <SidePanel id="location-photographers" title={t('locations.topPhotographers')}>
            <TopPhotographers people={area.topPhotographers} language={language} />
          </SidePanel>
        )}
      </aside>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

function SpeciesList({ species, language }: { species: LocationSpecies[]; language: string }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2">
      {species.map((s) => {
        const label = (
          <>
            <span dir="auto" className="block truncate font-medium text-stone-900">
              {s.name}
            </span>
            {s.scientificName && s.scientificName !== s.name && (
              <span className="block truncate text-xs italic text-stone-600">{s.scientificName}</span>
            )}
          </>
        );
        return (
          <li key={s.slug ?? s.name} className="flex items-baseline justify-between gap-3">
            {s.slug ? (
              <Link to={`/species/${s.slug}`} className="min-w-0 hover:underline">
                {label}
              </Link>
            ) : (
              <span className="min-w-0">{label}</span>
            )}
            <span className="shrink-0 text-xs text-stone-600">
              {t('speciesPage.sightingsCount', { formatted: formatNumber(s.sightings, language) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The map box: positions are asked for and Leaflet loads only when it scrolls into view. */
function LocationMapWhenVisible({ area }: { area: LocationPageData }) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLDivElement>('200px');
  const map = useLocationMap(area.slug, near);
  const placeholder = <Skeleton className="h-72 w-full rounded-xl" />;
  return (
    <section aria-label={t('locations.mapLabel', { name: area.name })} className="grid gap-2">
      <div ref={box} className="h-72 overflow-hidden rounded-xl border border-stone-200">
        {map.data ? (
          <Suspense fallback={placeholder}>
            <AreaMap area={area} points={map.data.points} />
          </Suspense>
        ) : map.isError ? (
          <p className="p-4 text-sm text-stone-600">{t('speciesPage.mapFailed')}</p>
        ) : (
          placeholder
        )}
      </div>
      <p className="text-xs text-stone-600">{t('locations.mapNote')}</p>
    </section>
  );
}

function LocationNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('locations.notFoundTitle'));
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-16 text-center">
      <SearchX className="size-12 text-stone-500" aria-hidden />
      <h1 className="text-2xl font-bold">{t('locations.notFoundTitle')}</h1>
      <p className="text-stone-700">{t('locations.notFoundDescription')}</p>
      <Button asChild variant="outline">
        <Link to="/locations">{t('locations.backToList')}</Link>
      </Button>
    </div>
  );
}
