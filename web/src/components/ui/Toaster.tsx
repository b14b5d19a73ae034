// Where toasts appear. Radix Toast (toaster-parts.tsx) is not part of the first page load: toasts answer
// events with no gesture to load on (a failed save, a lost connection), so it loads a few seconds after the
// page has, when the browser is idle, or with the first toast if that comes sooner. The store (use-toast.ts)
// is tiny and always there.
import { useEffect } from 'react';
import { loadOnFirstUse, useLoadedOnFirstUse } from './load-on-first-use';
import { useToasts } from './use-toast';

const toasterParts = loadOnFirstUse(() => import('./toaster-parts'));
/** After the page has loaded, how long the toaster waits before loading, leaving the network to the page. */
const AFTER_LOAD_MS = 3000;

export function Toaster() {
  const hasToast = useToasts().length > 0;
  const parts = useLoadedOnFirstUse(toasterParts, hasToast);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A failed load is retried with the first toast.
    const load = () => void toasterParts.load().catch(() => {});
    const schedule = () => {
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
        else load();
      }, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
    };
  }, []);
  return parts ? <parts.Toaster /> : null;
}
