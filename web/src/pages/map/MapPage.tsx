// /map, the Wildlife Map (spec section 2): community sightings on a world map, clustered by the server for the
// visible box and zoom, filtered by category and species. Where it looks and the filters live in the URL; the
// Leaflet map itself loads lazily (SightingsMap), and the sightings in view are also listed as plain links.
import type { MapView } from '@common/schemas/map';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { CategoryChips } from '../../features/categories/CategoryChips';
import { MapBoundary } from '../../features/map/MapBoundary';
import {
  readMapParams,
  SEARCH_MAX,
  toBbox,
  toServerZoom,
  withMapParams,
} from '../../features/map/map-params';
import { useMapView } from '../../features/map/use-map-view';
import { SearchBox } from '../../features/sightings/SearchBox';
import { useDocumentTitle } from '../../features/sightings/use-document-title';
import { formatNumber } from '../../lib/format';
import type { MapViewport } from './SightingsMap';

const SightingsMap = lazy(() => import('./SightingsMap'));

export default function MapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { place, filters } = readMapParams(params);
  // The map owns its view once open; the URL only follows it.
  const [openingPlace] = useState(place);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  useDocumentTitle(t('map.title'));

  const query = useMapView(
    viewport && {
      bbox: toBbox(viewport.box),
      zoom: toServerZoom(viewport.zoom),
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.research ? { quality: 'research' as const } : {}),
    },
  );

  const onViewportChange = useCallback(
    (next: MapViewport) => {
      setViewport(next);
      const place = { lat: next.center.lat, lng: next.center.lng, zoom: Math.round(next.zoom) };
      setParams((current) => withMapParams(current, { place }), { replace: true });
    },
    [setParams],
  );
  const update = (changes: { category?: string | null; search?: string; research?: boolean }) =>
    setParams((current) => withMapParams(current, changes), { replace: true });
  const filtered = filters.category !== null || filters.search !== '' || filters.research;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('map.title')}</h1>
      <p className="mt-2 text-stone-700">{t('map.subtitle')}</p>

      <div className="mt-6 grid gap-4">
        <div className="sm:max-w-md">
          <SearchBox
            value={filters.search}
            onSearch={(search) => update({ search })}
            label={t('map.searchLabel')}
            placeholder={t('map.searchPlaceholder')}
            maxLength={SEARCH_MAX}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-emerald-700"
            checked={filters.research}
            onChange={(e) => update({ research: e.target.checked })}
          />
          {t('identifications.researchOnly')}
        </label>
        <CategoryChips
          selected={filters.category}
          onSelect={(category) => update({ category })}
          label={t('map.categoryLabel')}
          allLabel={t('map.allCategories')}
        />
      </div>

      {/* isolate: the map and the status above it form one layer of the page, under the header and tab bar. */}
      <div className="relative isolate mt-6 h-[65vh] min-h-[420px] overflow-hidden rounded-2xl border border-stone-300 bg-stone-100">
        <MapBoundary fallback={<p className="p-6 text-center text-stone-700">{t('map.mapFailed')}</p>}>
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner label={t('map.loadingMap')} />
              </div>
            }
          >
            <SightingsMap place={openingPlace} view={query.data} onViewportChange={onViewportChange} />
          </Suspense>
        </MapBoundary>
        <div className="pointer-events-none absolute inset-x-0 top-3 z-raised flex justify-center px-3">
          <MapStatus
            view={query.data}
            loading={query.isFetching}
            failed={query.isError}
            filtered={filtered}
            onRetry={() => void query.refetch()}
            onReset={() => update({ category: null, search: '' })}
          />
        </div>
      </div>

      {viewport && query.data && query.data.total > 0 && (
        <p className="mt-4">
          {/* The explore list of what the map shows: its filters and this very box ("in this map area"). */}
          <Link
            to={`/explore?${new URLSearchParams({
              bbox: toBbox(viewport.box),
              ...(filters.category ? { category: filters.category } : {}),
              ...(filters.search ? { search: filters.search } : {}),
              ...(filters.research ? { quality: 'research' } : {}),
            })}`}
            className="font-medium text-brand-700 underline"
          >
            {t('map.listThese')}
          </Link>
        </p>
      )}
      <SightingsInView view={query.data} />
    </div>
  );
}

/** What the map holds right now, said in words (and announced): loading, failed, empty or how many. */
function MapStatus({
  view,
  loading,
  failed,
  filtered,
  onRetry,
  onReset,
}: {
  view: MapView | undefined;
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  const box = 'pointer-events-auto rounded-full bg-white/95 px-4 py-2 text-sm text-stone-800 shadow-md';
  let content: ReactNode = null;
  if (failed && !loading) {
    content = (
      <div className={`${box} flex items-center gap-3`}>
        <span>{t('map.error')}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('map.retry')}
        </Button>
      </div>
    );
  } else if (loading) {
    content = <p className={box}>{t('map.loading')}</p>;
  } else if (view && view.total === 0) {
    content = (
      <div className={`${box} flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-2xl`}>
        <span className="font-medium">{t('map.empty')}</span>
        <span>{t('map.emptyHint')}</span>
        {filtered && (
          <Button size="sm" variant="outline" onClick={onReset}>
            {t('map.reset')}
          </Button>
        )}
      </div>
    );
  } else if (view) {
    content = (
      <p className={box}>
        {t('map.inView', { count: view.total, formatted: formatNumber(view.total, i18n.language) })}
      </p>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {content}
    </div>
  );
}

/** The single sightings in view as links (the map's markers, for lists and screen readers). */
function SightingsInView({ view }: { view: MapView | undefined }) {
  const { t } = useTranslation();
  if (!view || view.total === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="map-in-view">
      <h2 id="map-in-view" className="text-lg font-semibold text-stone-900">
        {t('map.listHeading')}
      </h2>
      {view.clusters.length > 0 && <p className="mt-1 text-sm text-stone-700">{t('map.zoomHint')}</p>}
      {view.points.length > 0 && (
        <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {view.points.map((point) => (
            <li key={point.id}>
              <Link to={`/sighting/${point.id}`} dir="auto" className="text-brand-700 underline">
                {point.speciesName}
              </Link>
              {point.obscured && (
                <span className="ms-2 text-xs text-stone-600">{t('map.approximateShort')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
