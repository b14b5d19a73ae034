// /explore (spec section 2): category chips, search over species, place and description, sort by newest or
// most liked, and the grid of sightings with infinite scrolling. Every filter is kept in the URL.
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCategories } from '../../features/categories/use-categories';
import { SightingGrid } from '../../features/sightings/SightingGrid';
import { useDocumentTitle } from '../../features/sightings/use-document-title';
import { useSightingPages } from '../../features/sightings/use-sighting-pages';
import { cn } from '../../lib/cn';
import { readExploreParams, withExploreParams } from './explore-params';
import { SearchBox } from './SearchBox';

export default function ExplorePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readExploreParams(params);
  const query = useSightingPages({
    category: filters.category ?? undefined,
    search: filters.search || undefined,
    sort: filters.sort,
  });
  const filtered = filters.category !== null || filters.search !== '' || filters.sort !== 'newest';
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
            <SearchBox value={filters.search} onSearch={(search) => update({ search }, true)} />
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
        </div>
        <CategoryChips selected={filters.category} onSelect={(category) => update({ category })} />
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

function CategoryChips({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
    );

  return (
    <fieldset>
      <legend className="sr-only">{t('explore.categoryLabel')}</legend>
      <ul className="flex flex-wrap gap-2">
        <li>
          <button
            type="button"
            aria-pressed={selected === null}
            className={chip(selected === null)}
            onClick={() => onSelect(null)}
          >
            {t('explore.allCategories')}
          </button>
        </li>
        {categories.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-8 w-20 rounded-full" />
              </li>
            ))
          : (categories.data ?? []).map((category) => (
              <li key={category.value}>
                <button
                  type="button"
                  aria-pressed={selected === category.value}
                  className={chip(selected === category.value)}
                  onClick={() => onSelect(selected === category.value ? null : category.value)}
                >
                  {t(`categories.names.${category.value}`, { defaultValue: category.name })}
                </button>
              </li>
            ))}
      </ul>
    </fieldset>
  );
}
