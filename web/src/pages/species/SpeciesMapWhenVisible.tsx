// The species map's box: positions are asked for and Leaflet (~44 KB gzip) loads only when the box scrolls into
// view, so the page's first load stays light on phones. The box keeps its height: nothing moves when it arrives.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/Skeleton';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useSpeciesMap } from './use-species-page';

const SpeciesMap = lazy(() => import('./SpeciesMap'));

export function SpeciesMapWhenVisible({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLDivElement>('200px');
  const map = useSpeciesMap(slug, near);
  const placeholder = <Skeleton className="h-72 w-full rounded-xl" />;
  let content = placeholder;
  if (map.data && map.data.points.length === 0) {
    content = (
      <p className="flex h-full items-center justify-center rounded-xl bg-stone-100 p-4 text-sm text-stone-600">
        {t('speciesPage.noPositions')}
      </p>
    );
  } else if (map.data) {
    content = (
      <Suspense fallback={placeholder}>
        <SpeciesMap points={map.data.points} />
      </Suspense>
    );
  } else if (map.isError) {
    content = <p className="text-sm text-stone-600">{t('speciesPage.mapFailed')}</p>;
  }
  return (
    <section aria-label={t('speciesPage.mapLabel')} className="grid gap-2">
      <div ref={box} className="h-72 overflow-hidden rounded-xl border border-stone-200">
        {content}
      </div>
      {map.data?.points.some((p) => p.coarse) && (
        <p className="text-xs text-stone-600">{t('speciesPage.coarseNote')}</p>
      )}
    </section>
  );
}
