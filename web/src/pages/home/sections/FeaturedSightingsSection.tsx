// The six newest community sightings, with placeholders while loading and an invitation when there are none.
// The cards' code (the card, its image, buttons and dialogs: ~10 KB gzip) is kept out of home's first load: the
// section sits below the first screen on every device, so it is fetched right after the first render, alongside
// the section's data when that is not already in the page, and the placeholders hold the cards' place meanwhile.
import { LIMITS } from '@common/constants/limits';
import type { Sighting } from '@common/schemas/sightings';
import { Camera, Compass } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { SIGHTING_GRID } from '../../../features/sightings/grid';
import { SightingCardSkeleton } from '../../../features/sightings/SightingCardSkeleton';
import { useSightings } from '../../../features/sightings/use-sightings';
import { useUploadGate } from '../../../features/sightings/use-upload-gate';

const PLACEHOLDERS = 3;
const NONE: Sighting[] = [];

const loadSightingCard = () => import('../../../features/sightings/SightingCard');
const SightingCard = lazy(() => loadSightingCard().then((m) => ({ default: m.SightingCard })));

export function FeaturedSightingsSection() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSightings({ limit: LIMITS.featuredSightings });
  const sightings = useMemo(() => data?.slice(0, LIMITS.featuredSightings) ?? NONE, [data]);
  // The cards render deferred (time-sliced), as in SightingGrid: the placeholders stay until they are drawn.
  const shown = useDeferredValue(sightings, NONE);
  const loading = isPending || (shown.length === 0 && sightings.length > 0);
  // Fetched at once rather than when the data is in; a failed load is retried and reported by the lazy card.
  useEffect(() => {
    loadSightingCard().catch(() => {});
  }, []);

  return (
    <section aria-labelledby="featured-heading" className="bg-white py-12 md:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="featured-heading" className="text-3xl font-bold">
          {t('home.featured.heading')}
        </h2>
        <p className="mt-2 text-stone-700">{t('home.featured.subtitle')}</p>

        <div className="mt-8" aria-busy={loading}>
          {loading ? (
            <Placeholders />
          ) : isError ? (
            <div className="rounded-xl border border-stone-200 p-8 text-center">
              <p className="font-medium">{t('common.errorOccurred')}</p>
              <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
                {t('common.tryAgain')}
              </Button>
            </div>
          ) : sightings.length === 0 ? (
            <EmptySightings />
          ) : (
            <Suspense fallback={<Placeholders />}>
              <ul className={SIGHTING_GRID}>
                {shown.map((sighting) => (
                  <li key={sighting.id}>
                    <SightingCard sighting={sighting} />
                  </li>
                ))}
              </ul>
            </Suspense>
          )}
        </div>

        {sightings.length > 0 && (
          <Button asChild variant="outline" className="mt-6 w-full md:hidden">
            <Link to="/explore">{t('home.featured.viewAll')}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

function Placeholders() {
  const { t } = useTranslation();
  return (
    <ul className={SIGHTING_GRID}>
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <li key={i}>
          <SightingCardSkeleton />
        </li>
      ))}
      <li className="sr-only">{t('common.loading')}</li>
    </ul>
  );
}

function EmptySightings() {
  const { t } = useTranslation();
  const goToUpload = useUploadGate();
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
      <Camera className="mx-auto size-10 text-stone-500" aria-hidden />
      <h3 className="mt-4 text-xl font-semibold">{t('home.featured.emptyTitle')}</h3>
      <p className="mx-auto mt-2 max-w-md text-stone-700">{t('home.featured.emptyDescription')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => goToUpload('/upload')}>
          <Camera aria-hidden />
          {t('home.featured.shareFirst')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/explore">
            <Compass aria-hidden />
            {t('home.featured.exploreCategories')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
