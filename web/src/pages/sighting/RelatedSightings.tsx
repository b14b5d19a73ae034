// Below a sighting: 'Nearby sightings' (the public sightings nearest to where everyone sees this one, from
// GET /api/sightings/:id/nearby) and 'More from {member}' (GET /api/sightings/:id/more-from-member), each a strip
// of the usual sighting cards that scrolls sideways. A strip with nothing in it is not shown at all.
import type { Sighting, SightingDetail } from '@common/schemas/sightings';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { SightingCard } from '../../features/sightings/SightingCard';
import { SightingCardSkeleton } from '../../features/sightings/SightingCardSkeleton';

type Related = Pick<SightingDetail, 'id' | 'photographer' | 'user'>;

/** Query keys of the strips: the GETs of /api/sightings/:id/nearby and /more-from-member. */
export const relatedKeys = {
  nearby: (id: number) => ['/api/sightings', id, 'nearby'] as const,
  moreFromMember: (id: number) => ['/api/sightings', id, 'more-from-member'] as const,
};

export default function RelatedSightings({ sighting }: { sighting: Related }) {
  return (
    <div className="grid gap-8">
      <NearbySightings sightingId={sighting.id} />
      <MoreFromMember sighting={sighting} />
    </div>
  );
}

export function NearbySightings({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const query = useQuery<Sighting[]>({ queryKey: relatedKeys.nearby(sightingId) });
  return <Strip title={t('sightingPage.nearby.title')} query={query} />;
}

export function MoreFromMember({ sighting }: { sighting: Related }) {
  const { t } = useTranslation();
  const query = useQuery<Sighting[]>({ queryKey: relatedKeys.moreFromMember(sighting.id) });
  const name = sighting.photographer;
  return (
    <Strip
      title={t('sightingPage.moreFromMember.title', { name })}
      query={query}
      more={
        <Link
          to={`/explore?${new URLSearchParams({ user: sighting.user.username })}`}
          className="text-sm font-medium text-brand-700 underline"
        >
          {t('sightingPage.moreFromMember.all', { name })}
        </Link>
      }
    />
  );
}

function Strip({
  title,
  query,
  more,
}: {
  title: string;
  query: UseQueryResult<Sighting[]>;
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (query.isSuccess && query.data.length === 0) return null;
  const item = 'w-72 shrink-0 snap-start sm:w-80';
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} dir="auto" className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        {query.isSuccess && more}
      </div>
      {query.isError ? (
        <div className="mt-3 flex items-center gap-3 text-stone-700">
          <p>{t('sightingPage.relatedFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <ul className="mt-3 flex snap-x gap-4 overflow-x-auto pb-2">
          {query.isPending
            ? Array.from({ length: 3 }, (_, i) => (
                <li key={i} className={item} aria-hidden>
                  <SightingCardSkeleton />
                </li>
              ))
            : query.data.map((s) => (
                <li key={s.id} className={item}>
                  <SightingCard sighting={s} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
