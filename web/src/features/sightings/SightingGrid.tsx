// A grid of sighting cards read page by page: skeletons while the first page loads, infinite scrolling, and a
// 'Load more' button for keyboards, screen readers and browsers without IntersectionObserver.
import type { Sighting } from '@common/schemas/sightings';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import type { Page } from '../../lib/api';
import { SIGHTING_GRID } from './grid';
import { SightingCard } from './SightingCard';
import { SightingCardSkeleton } from './SightingCardSkeleton';
import { useInfiniteScroll } from './use-infinite-scroll';

const SKELETONS = 6;
const NO_PAGES: Page<Sighting>[] = [];
const NO_SIGHTINGS: Sighting[] = [];
const GRID = SIGHTING_GRID;

interface SightingGridProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<Sighting>>>;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Names the list for screen readers. */
  label: string;
}

export function SightingGrid({ query, empty, label }: SightingGridProps) {
  const { t } = useTranslation();
  const pages = query.data?.pages ?? NO_PAGES;
  const sightings = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  // A page of cards takes a phone ~150 ms to render: drawn as a deferred (interruptible, time-sliced) render,
  // it never blocks a tap or a scroll, while the skeletons or the cards already there stay on screen.
  const shown = useDeferredValue(sightings, NO_SIGHTINGS);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (canLoadMore) void query.fetchNextPage();
    },
    Boolean(query.hasNextPage),
    pages.length,
  );

  if (query.isPending || (shown.length === 0 && sightings.length > 0)) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('common.loading')}
        </p>
        <ul className={GRID} aria-hidden>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              <SightingCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError && sightings.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 p-8 text-center">
        <p className="font-medium">{t('common.errorOccurred')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  if (sightings.length === 0) return <>{empty}</>;

  return (
    <div>
      <ul className={GRID} aria-label={label}>
        {shown.map((sighting) => (
          <li key={sighting.id}>
            <SightingCard sighting={sighting} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      <div className="mt-6 flex flex-col items-center gap-2">
        {query.isFetchingNextPage && (
          <ul className={`${GRID} w-full`} aria-hidden>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <SightingCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('explore.loadMore')}
          </Button>
        )}
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm text-red-700">
            {t('common.errorOccurred')}
          </p>
        )}
        <p className="sr-only" role="status">
          {t('explore.shown', { count: sightings.length })}
        </p>
      </div>
    </div>
  );
}
