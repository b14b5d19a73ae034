// The sighting's map, loaded only when its place on the page comes near the viewport: Leaflet (~44 KB gzip)
// and its styles stay off the first load of a page whose map is below the fold. The box has the map's height
// from the start, so nothing moves when the map arrives (no layout shift).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';

const SightingMap = lazy(() => import('./SightingMap'));

/** Start loading a little before the map scrolls in, so it is usually drawn by the time it is seen. */
const LOAD_AHEAD = '300px';

export function SightingMapWhenVisible({ latitude, longitude }: { latitude: number; longitude: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    // Browsers without IntersectionObserver (and jsdom) just load it.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

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
