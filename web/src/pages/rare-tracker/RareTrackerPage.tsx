// /rare-tracker: the rare and threatened species members recorded, one record per species per area, filtered by
// rarity, verification status and category and sorted by last seen or times sighted (the filters live in the
// address), on a map at their 0.2 degree cells and as cards members can watch and verify. The verification rule
// is stated on the page.
import { CATEGORY_VALUES } from '@common/constants/categories';
import {
  RARE_SORTS,
  RARE_VERIFICATION_STATUSES,
  type RareSighting,
  TRACKED_RARITY_LEVELS,
} from '@common/schemas/rare-tracker';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ResultsSection } from '../../components/ResultsSection';
import { SearchFilterField } from '../../components/SearchFilterField';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { RareSightingCard, speciesLabel } from '../../features/rare-tracker/RareSightingCard';
import { verificationRule } from '../../features/rare-tracker/rule';
import {
  RARE_PAGE_SIZE,
  type RareFilters,
  useRareSightings,
} from '../../features/rare-tracker/use-rare-tracker';
import { useDebouncedValue } from '../../features/species/use-debounced-value';
import { formatNumber } from '../../lib/format';
import { pickParams, useAddressParams } from '../../lib/use-address-params';
import { useNearViewport } from '../../lib/use-near-viewport';

const RareMap = lazy(() =>
  import('../../features/rare-tracker/RareMap').then((m) => ({ default: m.RareMap })),
);
const FILTER_KEYS = ['rarityLevel', 'verificationStatus', 'category', 'q', 'sort'] as const;

export default function RareTrackerPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useCurrentUser();
  usePageTitle(t('rareTracker.title'));
  const [params, change] = useAddressParams();
  const filters: RareFilters = pickParams(params, FILTER_KEYS);
  const [text, setText] = useState(filters.q ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const [limit, setLimit] = useState(RARE_PAGE_SIZE);
  const list = useRareSightings({ ...filters, q: q || undefined }, limit);
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string | undefined) => {
    change({ [key]: value });
    setLimit(RARE_PAGE_SIZE);
  };
  const select = (key: 'rarityLevel' | 'verificationStatus' | 'category' | 'sort') => ({
    id: `rare-${key}`,
    value: filters[key] ?? '',
    onChange: (e: { target: { value: string } }) => setFilter(key, e.target.value || undefined),
  });

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('rareTracker.title')}</h1>
        <p className="max-w-3xl text-stone-700">{t('rareTracker.intro')}</p>
      </header>

      <section
        aria-labelledby="rare-rule"
        className="grid gap-1 rounded-xl border border-stone-200 bg-stone-50 p-4"
      >
        <h2 id="rare-rule" className="font-semibold text-stone-900">
          {t('rareTracker.ruleHeading')}
        </h2>
        <p className="text-sm text-stone-700">{verificationRule(t)}</p>
        {!user && (
          <p className="pt-1 text-sm">
            <Link to="/login" className="font-medium text-brand-800 hover:underline">
              {t('rareTracker.signInToAct')}
            </Link>
          </p>
        )}
      </section>

      <form
        aria-label={t('rareTracker.filters')}
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', text.trim() || undefined);
        }}
      >
        <SearchFilterField
          id="rare-q"
          label={t('rareTracker.search')}
          placeholder={t('rareTracker.searchPlaceholder')}
          text={text}
          onTextChange={setText}
          onCommit={(words) => setFilter('q', words)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="rare-rarityLevel">{t('rareTracker.rarityFilter')}</Label>
          <NativeSelect {...select('rarityLevel')}>
            <option value="">{t('rareTracker.anyRarity')}</option>
            {TRACKED_RARITY_LEVELS.map((r) => (
              <option key={r} value={r}>
                {t(`rareTracker.rarity.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rare-verificationStatus">{t('rareTracker.statusFilter')}</Label>
          <NativeSelect {...select('verificationStatus')}>
            <option value="">{t('rareTracker.anyStatus')}</option>
            {RARE_VERIFICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`rareTracker.status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rare-category">{t('rareTracker.categoryFilter')}</Label>
          <NativeSelect {...select('category')}>
            <option value="">{t('rareTracker.anyCategory')}</option>
            {CATEGORY_VALUES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.names.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rare-sort">{t('rareTracker.sort')}</Label>
          <NativeSelect {...select('sort')} value={filters.sort ?? 'recent'}>
            {RARE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`rareTracker.sorts.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      <RareMapWhenVisible records={list.data?.items ?? []} />

      <ResultsSection
        id="rare-results"
        heading={
          list.data
            ? t('rareTracker.resultCount', {
                count: list.data.total,
                formatted: formatNumber(list.data.total, language),
              })
            : t('rareTracker.loading')
        }
        query={list}
        items={list.data?.items}
        empty={t('rareTracker.noResults')}
        skeletonClassName="h-72"
        keyOf={(r) => r.id}
        renderItem={(r) => <RareSightingCard record={r} language={language} viewerId={user?.id ?? null} />}
        footer={
          list.data && list.data.total > list.data.items.length && limit < 100 ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={list.isFetching}
              onClick={() => setLimit((l) => Math.min(100, l + RARE_PAGE_SIZE))}
            >
              {t('rareTracker.showMore')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

function RareMapWhenVisible({ records }: { records: RareSighting[] }) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLDivElement>('200px');
  const placeholder = <Skeleton className="h-80 w-full rounded-xl" />;
  return (
    <section aria-labelledby="rare-map" className="grid gap-2">
      <h2 id="rare-map" className="text-lg font-semibold text-stone-900">
        {t('rareTracker.mapHeading')}
      </h2>
      <p className="text-sm text-stone-600">{t('rareTracker.mapNote')}</p>
      <div ref={box} className="h-80 overflow-hidden rounded-xl border border-stone-200">
        {near ? (
          <Suspense fallback={placeholder}>
            <RareMap records={records} labelOf={speciesLabel} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
