// Calls `onReach` when the returned element scrolls near the viewport: the trigger of infinite scrolling.
// The observer is renewed with each page, so a short page that leaves the marker in view loads the next.
import { useEffect, useRef } from 'react';

export function useInfiniteScroll<T extends Element>(
  onReach: () => void,
  enabled: boolean,
  pageCount: number,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, pageCount]);
  return ref;
}
