// /migrations: the great animal migrations (shipped, from published tracking studies) with what is happening now
// in the watcher's hemisphere, filters by category, peak month and text (kept in the address), a map of every
// route, and cards; ?id= opens one migration with the sightings members linked to it, and for members the forms
// to link one of their own sightings and to be alerted.
import { MIGRATION_CATEGORIES, type MigrationPattern } from '@common/schemas/migrations';
import { ArrowRight, Route } from 'lucide-react';
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
import { guessHemisphere, type WatchHemisphere } from '../../features/migrations/hemisphere';
import { directionLabel, distanceLabel, peakLabel } from '../../features/migrations/labels';
import { useMigrations } from '../../features/migrations/use-migrations';
import { useDebouncedValue } from '../../features/species/use-debounced-value';
import { formatNumber } from '../../lib/format';
import { pickParams, useAddressParams } from '../../lib/use-address-params';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useShowMore } from '../../lib/use-show-more';
import { monthNames } from '../species/MonthChart';
import { MigrationDetailPanel } from './MigrationDetailPanel';

const RoutesMap = lazy(() => import('./RoutesMap'));
/** Cards drawn at once: all 36 at once was most of a phone's first render (Lighthouse); the map shows every route. */
const CARDS_AT_ONCE = 12;
const FILTER_KEYS = ['category', 'month', 'q'] as const;

export default function MigrationsPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('migrations.title'));
  const [params, change] = useAddressParams();
  const [hemisphere, setHemisphere] = useState<WatchHemisphere>(guessHemisphere);
  const filters = pickParams(params, FILTER_KEYS);
  const [text, setText] = useState(filters.q ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const list = useMigrations({ ...filters, q: q || undefined });
  const now = useMigrations({ happeningNow: 'true', hemisphere });
  const selectedId = params.get('id');
  const { shown, showMore } = useShowMore(FILTER_KEYS.map((k) => params.get(k)).join('|'), CARDS_AT_ONCE);
  const months = monthNames(language, 'long');

  // Opening a migration is a new history entry (Back closes it); a filter replaces the address.
  const setParam = (key: string, value: string | undefined) =>
    change({ [key]: value }, { push: key === 'id' });
  const select = (id: string | undefined) => setParam('id', id);
  /** The address of one migration, keeping the filters. */
  const hrefFor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    return `/migrations?${next.toString()}`;
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('migrations.title')}</h1>
        <p className="max-w-3xl text-stone-700">{t('migrations.intro')}</p>
      </header>

      <form
        aria-label={t('migrations.filters')}
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setParam('q', text.trim() || undefined);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="migrations-category">{t('migrations.category')}</Label>
          <NativeSelect
            id="migrations-category"
            value={filters.category ?? ''}
            onChange={(e) => setParam('category', e.target.value || undefined)}
          >
            <option value="">{t('migrations.anyCategory')}</option>
            {MIGRATION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`migrations.categories.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="migrations-month">{t('migrations.month')}</Label>
          <NativeSelect
            id="migrations-month"
            value={filters.month ?? ''}
            onChange={(e) => setParam('month', e.target.value || undefined)}
          >
            <option value="">{t('migrations.anyMonth')}</option>
            {months.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SearchFilterField
          id="migrations-q"
          label={t('migrations.search')}
          placeholder={t('migrations.searchPlaceholder')}
          text={text}
          onTextChange={setText}
          onCommit={(words) => setParam('q', words)}
        />
      </form>

      {FILTER_KEYS.some((k) => params.get(k)) && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setText('');
            change(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])));
          }}
        >
          {t('migrations.clearFilters')}
        </Button>
      )}

      <RoutesMapWhenVisible
        patterns={list.data?.items ?? []}
        selectedId={selectedId}
        onSelect={(id) => select(id)}
      />

      {/* Below the map's reserved box: it fills in when its answer comes, and moves nothing above the fold. */}
      <section aria-labelledby="migrations-now" className="grid gap-3 rounded-xl bg-emerald-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="migrations-now" className="text-xl font-semibold text-stone-900">
            {t('migrations.happeningNow')}
          </h2>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t('migrations.hemisphere')}</legend>
            <span aria-hidden className="text-sm text-stone-700">
              {t('migrations.hemisphere')}
            </span>
            {(['northern', 'southern'] as const).map((h) => (
              <Button
                key={h}
                size="sm"
                variant={hemisphere === h ? 'default' : 'outline'}
                aria-pressed={hemisphere === h}
                onClick={() => setHemisphere(h)}
              >
                {t(`migrations.${h}`)}
              </Button>
            ))}
          </fieldset>
        </div>
        <p className="text-sm text-stone-700">
          {now.data
            ? t(hemisphere === 'northern' ? 'migrations.nowNorthern' : 'migrations.nowSouthern', {
                month: months[now.data.currentMonth - 1],
              })
            : t('migrations.loading')}
        </p>
        {now.data && now.data.items.length === 0 && (
          <p className="text-stone-700">{t('migrations.nothingNow')}</p>
        )}
        {now.data && now.data.items.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {now.data.items.map((p) => (
              <li key={p.id}>
                <Link
                  to={hrefFor(p.id)}
                  className="inline-flex items-center gap-1 rounded-full border border-emerald-300 bg-white px-3 py-1 text-sm text-stone-900 hover:bg-emerald-100"
                >
                  {p.commonName}
                  <span className="text-stone-600">· {peakLabel(p, language)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {selectedId && (
        <MigrationDetailPanel key={selectedId} id={selectedId} onClose={() => select(undefined)} />
      )}

      <ResultsSection
        id="migrations-results"
        heading={
          list.data
            ? t('migrations.results', { formatted: formatNumber(list.data.items.length, language) })
            : t('migrations.loading')
        }
        query={list}
        items={list.data?.items.slice(0, shown)}
        empty={t('migrations.noResults')}
        skeletonClassName="h-48"
        keyOf={(p) => p.id}
        renderItem={(p) => (
          <MigrationCard
            pattern={p}
            language={language}
            selected={p.id === selectedId}
            href={hrefFor(p.id)}
          />
        )}
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

function MigrationCard({
  pattern,
  language,
  selected,
  href,
}: {
  pattern: MigrationPattern;
  language: string;
  selected: boolean;
  href: string;
}) {
  const { t } = useTranslation();
  return (
    <article
      aria-labelledby={`migration-${pattern.id}`}
      className={`grid h-full content-start gap-2 rounded-xl border bg-white p-4 ${selected ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap gap-1">
        <Badge>{t(`migrations.categories.${pattern.category}`)}</Badge>
        {pattern.happeningNow && <Badge variant="accent">{t('migrations.happeningNow')}</Badge>}
      </div>
      <h3 id={`migration-${pattern.id}`} className="text-lg font-semibold text-stone-900">
        {pattern.commonName}
      </h3>
      <p className="text-sm text-stone-800">{pattern.migrationName}</p>
      <p className="text-sm italic text-stone-600">{pattern.scientificName}</p>
      <p className="flex items-center gap-1 text-sm text-stone-700">
        <Route className="size-4 shrink-0" aria-hidden />
        <span>
          {pattern.startLocation} <ArrowRight className="inline size-3 rtl:rotate-180" aria-hidden />{' '}
          {pattern.endLocation}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('migrations.direction')}</dt>
        <dd className="text-stone-900">{directionLabel(t, pattern.direction)}</dd>
        <dt className="text-stone-600">{t('migrations.peak')}</dt>
        <dd className="text-stone-900">{peakLabel(pattern, language)}</dd>
        <dt className="text-stone-600">{t('migrations.distance')}</dt>
        <dd className="text-stone-900">{distanceLabel(pattern.distanceKm, language)}</dd>
        <dt className="text-stone-600">{t('migrations.linkedSightings')}</dt>
        <dd className="text-stone-900">{formatNumber(pattern.sightingCount, language)}</dd>
      </dl>
      <p className="text-xs text-stone-600">
        {t('migrations.source')} <span dir="ltr">{pattern.dataSource}</span>
      </p>
      <div className="flex flex-wrap gap-3 pt-1 text-sm">
        <Link
          to={href}
          className="font-medium text-emerald-800 hover:underline"
          aria-label={t('migrations.detailsOf', { name: pattern.commonName })}
        >
          {t('migrations.details')}
        </Link>
        {pattern.speciesSlug && (
          <Link to={`/species/${pattern.speciesSlug}`} className="text-emerald-800 hover:underline">
            {t('migrations.speciesPage')}
          </Link>
        )}
      </div>
    </article>
  );
}

function RoutesMapWhenVisible({
  patterns,
  selectedId,
  onSelect,
}: {
  patterns: MigrationPattern[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLElement>('200px');
  const placeholder = <Skeleton className="h-96 w-full rounded-xl" />;
  return (
    <section
      ref={box}
      aria-label={t('migrations.map')}
      className="h-96 overflow-hidden rounded-xl border border-stone-200"
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <RoutesMap patterns={patterns} selectedId={selectedId} onSelect={onSelect} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
