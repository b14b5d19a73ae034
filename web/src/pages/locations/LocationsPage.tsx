// /locations: the protected areas and wildlife hot spots of every continent and ocean, searched by name and
// filtered by country, park type, continent or ocean and species (the filters live in the address, so a
// filtered list can be shared), on a world map and as cards with what members recorded there.

import { countryName } from '@common/place-label';
import { type LocationSummary, PARK_TYPES, REALMS } from '@common/schemas/locations';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ResultsSection } from '../../components/ResultsSection';
import { SearchFilterField } from '../../components/SearchFilterField';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentLanguage } from '../../features/language/current-language';
import { type LocationFilters, useLocations } from '../../features/locations/use-locations';
import { SpeciesNameInput } from '../../features/species/SpeciesNameInput';
import { useDebouncedValue } from '../../features/species/use-debounced-value';
import { formatNumber } from '../../lib/format';
import { pickParams, useAddressParams } from '../../lib/use-address-params';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useShowMore } from '../../lib/use-show-more';
import { monthNames } from '../species/MonthChart';

/**
 * Cards drawn at once: all 211 areas in one render was a 440 ms task on a phone (Lighthouse's slowed CPU); the
 * map shows every area anyway.
 */
const CARDS_AT_ONCE = 24;

const AreasMap = lazy(() => import('./AreaMap').then((m) => ({ default: m.AreasMap })));
const FILTER_KEYS = ['q', 'country', 'parkType', 'realm', 'species'] as const;

export default function LocationsPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('locations.title'));
  const [params, change] = useAddressParams();
  const { shown, showMore } = useShowMore(params.toString(), CARDS_AT_ONCE);
  const filters: LocationFilters = pickParams(params, FILTER_KEYS);
  const [text, setText] = useState(filters.q ?? '');
  const [speciesText, setSpeciesText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const list = useLocations({ ...filters, q: q || undefined });
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string | undefined) =>
    change({ [key]: value });
  const countries = (list.data?.countries ?? [])
    .map((c) => ({ ...c, name: countryName(c.code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('locations.title')}</h1>
        <p className="max-w-3xl text-stone-700">{t('locations.intro')}</p>
      </header>

      <form
        aria-label={t('locations.filters')}
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', text.trim() || undefined);
        }}
      >
        <SearchFilterField
          id="locations-q"
          label={t('locations.search')}
          placeholder={t('locations.searchPlaceholder')}
          text={text}
          onTextChange={setText}
          onCommit={(words) => setFilter('q', words)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="locations-country">{t('locations.country')}</Label>
          <NativeSelect
            id="locations-country"
            value={filters.country ?? ''}
            onChange={(e) => setFilter('country', e.target.value || undefined)}
          >
            <option value="">{t('locations.anyCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({formatNumber(c.areas, language)})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="locations-type">{t('locations.parkType')}</Label>
          <NativeSelect
            id="locations-type"
            value={filters.parkType ?? ''}
            onChange={(e) => setFilter('parkType', e.target.value || undefined)}
          >
            <option value="">{t('locations.anyParkType')}</option>
            {PARK_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`locations.parkTypes.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="locations-realm">{t('locations.realm')}</Label>
          <NativeSelect
            id="locations-realm"
            value={filters.realm ?? ''}
            onChange={(e) => setFilter('realm', e.target.value || undefined)}
          >
            <option value="">{t('locations.anyRealm')}</option>
            {REALMS.map((r) => (
              <option key={r} value={r}>
                {t(`locations.realms.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="locations-species">{t('locations.species')}</Label>
          <SpeciesNameInput
            id="locations-species"
            value={speciesText || filters.species || ''}
            placeholder={t('locations.speciesPlaceholder')}
            onChange={(name, picked) => {
              setSpeciesText(name);
              if (picked?.slug) setFilter('species', picked.slug);
              else if (!name) setFilter('species', undefined);
            }}
          />
        </div>
      </form>

      {FILTER_KEYS.some((k) => params.get(k)) && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setText('');
            setSpeciesText('');
            change(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])));
          }}
        >
          {t('locations.clearFilters')}
        </Button>
      )}

      <AreasMapWhenVisible areas={list.data?.items ?? []} />

      <ResultsSection
        id="locations-results"
        heading={
          list.data
            ? t('locations.resultCount', {
                count: list.data.total,
                formatted: formatNumber(list.data.total, language),
              })
            : t('locations.loading')
        }
        query={list}
        items={list.data?.items.slice(0, shown)}
        empty={t('locations.noResults')}
        skeletonClassName="h-36"
        keyOf={(a) => a.slug}
        renderItem={(a) => <AreaCard area={a} language={language} />}
        footer={
          (list.data?.items.length ?? 0) > shown && (
            <Button variant="outline" onClick={showMore}>
              {t('common.showMore')}
            </Button>
          )
        }
      />
    </div>
  );
}

function AreaCard({ area, language }: { area: LocationSummary; language: string }) {
  const { t } = useTranslation();
  const months = monthNames(language, 'short');
  return (
    <article className="grid h-full content-start gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap gap-1">
        <Badge>{t(`locations.parkTypes.${area.parkType}`)}</Badge>
      </div>
      <h3 className="text-lg font-semibold">
        <Link to={`/location/${area.slug}`} className="text-stone-900 hover:underline">
          {area.name}
        </Link>
      </h3>
      <p className="flex items-center gap-1 text-sm text-stone-700">
        <MapPin className="size-4 shrink-0" aria-hidden />
        {[area.state, countryName(area.country, language)].filter(Boolean).join(', ')}
      </p>
      <p className="text-sm text-stone-700">
        {t('locations.bestMonthsShort', {
          months: area.bestMonths.map((m) => months[m - 1]).join(', '),
        })}
      </p>
      <p className="text-sm text-stone-600">
        {t('speciesPage.sightingsCount', { formatted: formatNumber(area.sightings, language) })}
      </p>
    </article>
  );
}

function AreasMapWhenVisible({ areas }: { areas: LocationSummary[] }) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLElement>('200px');
  const placeholder = <Skeleton className="h-80 w-full rounded-xl" />;
  return (
    <section
      ref={box}
      aria-label={t('locations.worldMap')}
      className="h-80 overflow-hidden rounded-xl border border-stone-200"
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <AreasMap areas={areas} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
