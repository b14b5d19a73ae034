// The sighting's map, loaded only when its place on the page comes into view: Leaflet (~44 KB gzip)
// and its styles stay off the first load of a page whose map is below the fold. The box has the map's height
// from the start, so nothing moves when the map arrives (no layout shift).
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import { useNearViewport } from '../../lib/use-near-viewport';

const SightingMap = lazy(() => import('./SightingMap'));

/**
 * Loaded when the box scrolls into view, not ahead: starting Leaflet (~100 ms of main thread on a slow phone,
 * a forced layout) while a phone is still loading the page above the fold delays everything the visitor is
 * looking at; the map's tiles take longer to arrive than its code anyway.
 */
const LOAD_AHEAD = '0px';

export function SightingMapWhenVisible({ latitude, longitude }: { latitude: number; longitude: number }) {
  const [box, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);

  const placeholder = <Skeleton className="h-56 w-full rounded-xl" />;
  return (
    <div ref={box} className="h-56">
      {near ? (
        <Suspense fallback={placeholder}>
          <SightingMap latitude={latitude} longitude={longitude} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
