// The sighting's map, loaded only when its place on the page comes near the viewport: Leaflet (~44 KB gzip)
// and its styles stay off the first load of a page whose map is below the fold. The box has the map's height
// from the start, so nothing moves when the map arrives (no layout shift).
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import { useNearViewport } from '../../lib/use-near-viewport';

const SightingMap = lazy(() => import('./SightingMap'));

/** Start loading a little before the map scrolls in, so it is usually drawn by the time it is seen. */
const LOAD_AHEAD = '300px';

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
