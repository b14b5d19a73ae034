// A member's sightings, newest first, as an infinitely scrolling grid of sighting cards.
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { isolate } from '../../components/ui/member-text';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { SIGHTING_GRID_TWO } from '../sightings/grid';
import { SightingCard } from '../sightings/SightingCard';
import { LoadMore } from './LoadMore';
import { useMemberSightings } from './use-profile';

export function MemberSightings({
  userId,
  username,
  isOwn,
}: {
  userId: number;
  username: string;
  isOwn: boolean;
}) {
  const { t } = useTranslation();
  const sightings = useMemberSightings(userId);

  if (sightings.isPending) {
    return (
      <div className={SIGHTING_GRID_TWO} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (sightings.isError) {
    return (
      <p role="alert" className="text-stone-700">
        {errorMessage(sightings.error, t('profile.sightingsLoadFailed'))}
      </p>
    );
  }
  if (sightings.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
        <p className="text-stone-700">
          {isOwn ? t('profile.noSightingsOwn') : t('profile.noSightings', { name: isolate(username) })}
        </p>
        {isOwn && (
          <Button asChild className="mt-4">
            <Link to="/upload">
              <Upload aria-hidden />
              {t('profile.shareFirst')}
            </Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className={SIGHTING_GRID_TWO}>
        {sightings.items.map((sighting) => (
          <li key={sighting.id}>
            <SightingCard sighting={sighting} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={sightings.hasNextPage}
        isFetchingNextPage={sightings.isFetchingNextPage}
        fetchNextPage={sightings.fetchNextPage}
      />
    </>
  );
}
