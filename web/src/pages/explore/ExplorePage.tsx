// /explore (spec section 2): category chips, search over species, place and description, sort by newest or
// most liked, the place, date and member filters (a location page, a country, a map area, days seen, a member)
// summed up in removable chips, and the grid of sightings with infinite scrolling. Every filter is kept in the URL.
import { EXPLORE_PLACE_FILTERS } from '@common/constants/explore';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { CategoryChips } from '../../features/categories/CategoryChips';
import { SearchBox } from '../../features/sightings/SearchBox';
import { SightingGrid } from '../../features/sightings/SightingGrid';
import { useDocumentTitle } from '../../features/sightings/use-document-title';
import { useSightingPages } from '../../features/sightings/use-sighting-pages';
import { readExploreParams, withExploreParams } from './explore-params';
import { FilterChips } from './FilterChips';
import { PlaceFilters } from './PlaceFilters';

export default function ExplorePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readExploreParams(params);
  const query = useSightingPages({
    category: filters.category ?? undefined,
    search: filters.search || undefined,
    sort: filters.sort,
    quality: filters.quality ?? undefined,
    location: filters.location ?? undefined,
    country: filters.country ?? undefined,
    bbox: filters.bbox ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    user: filters.user ?? undefined,
  });
  const filtered =
    filters.category !== null ||
    filters.search !== '' ||
    filters.sort !== 'newest' ||
    filters.quality !== null ||
    EXPLORE_PLACE_FILTERS.some((key) => filters[key] !== null);
  useDocumentTitle(t('explore.title'));

  const update = (changes: Parameters<typeof withExploreParams>[1], replace = false) =>
    setParams((current) => withExploreParams(current, changes), { replace });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t('explore.title')}</h1>
      <p className="mt-2 text-stone-700">{t('explore.subtitle')}</p>

      <div className="mt-6 grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            {/* Typing replaces the history entry: Back should not step through every pause. */}
            <SearchBox
              value={filters.search}
              onSearch={(search) => update({ search }, true)}
              label={t('explore.searchLabel')}
              placeholder={t('explore.searchPlaceholder')}
              maxLength={200}
            />
          </div>
          <div className="grid gap-1 sm:w-48">
            <Label htmlFor="explore-sort">{t('explore.sortLabel')}</Label>
            <NativeSelect
              id="explore-sort"
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value })}
            >
              <option value="newest">{t('explore.sortNewest')}</option>
              <option value="most_liked">{t('explore.sortMostLiked')}</option>
            </NativeSelect>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium sm:pb-2">
            <input
              type="checkbox"
              className="size-4 accent-emerald-700"
              checked={filters.quality === 'research'}
              onChange={(e) => update({ quality: e.target.checked ? 'research' : null })}
            />
            {t('identifications.researchOnly')}
          </label>
        </div>
        <CategoryChips
          selected={filters.category}
          onSelect={(category) => update({ category })}
          label={t('explore.categoryLabel')}
          allLabel={t('explore.allCategories')}
        />
        <PlaceFilters filters={filters} update={update} />
        <FilterChips filters={filters} update={update} onClear={() => setParams(new URLSearchParams())} />
      </div>

      <div className="mt-8">
        <SightingGrid
          query={query}
          label={t('explore.resultsLabel')}
          empty={
            <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
              <SearchX className="mx-auto size-10 text-stone-500" aria-hidden />
              <h2 className="mt-4 text-xl font-semibold">{t('common.noResults')}</h2>
              <p className="mx-auto mt-2 max-w-md text-stone-700">
                {filtered ? t('explore.emptyFiltered') : t('explore.emptyAll')}
              </p>
              {filtered && (
                <Button variant="outline" className="mt-6" onClick={() => setParams(new URLSearchParams())}>
                  {t('explore.reset')}
                </Button>
              )}
            </div>
          }
        />
      </div>
    </div>
  );
}
