// The related strips (nearby, more from the member), asked for and their code loaded only as the visitor scrolls
// towards them: nothing of them delays the sighting itself, and a visit that never scrolls down costs no request.
import type { SightingDetail } from '@common/schemas/sightings';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';

const RelatedSightings = lazy(() => import('./RelatedSightings'));

/** Started a little ahead, so the cards are usually there when the strips come into view. */
const LOAD_AHEAD = '400px';

export function RelatedSightingsWhenVisible({
  sighting,
}: {
  sighting: Pick<SightingDetail, 'id' | 'photographer' | 'user'>;
}) {
  const [box, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  return (
    <div ref={box} className="min-h-px">
      {near && (
        <Suspense fallback={null}>
          <RelatedSightings sighting={sighting} />
        </Suspense>
      )}
    </div>
  );
}
