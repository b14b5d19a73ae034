// The service worker's registration (web/src/service-worker/sw.ts: offline field mode, alert notifications) and
// its updates. Registered once the page has loaded and the browser is idle, so it never competes with the first
// paint (Lighthouse budgets); in production builds only: under the dev server the worker is source code served
// as a module, registered only for alert notifications (features/realtime-alerts/browser-notification.ts).
//
// Updates: a new version installs in the background and waits. The page then offers "A new version of WildLens
// is ready" (AppUpdatePrompt); Reload tells the waiting worker to take over (SKIP_WAITING) and reloads once it
// controls the page. Nothing takes over on its own while a tab is open, so an open tab's lazily loaded chunks
// stay in the old version's precache until the member chooses.
import type { Workbox } from 'workbox-window';
import { CACHE_URLS_MESSAGE } from '../../service-worker/cache-names';

/** Where the server (and Vite's dev server) serve the worker; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The options every registration of /sw.js uses: the same ones, so every caller gets the one registration. */
export function serviceWorkerOptions(): RegistrationOptions {
  return {
    scope: '/',
    // Vite's dev server serves the worker as an ES module with imports; the build makes it one classic script.
    type: import.meta.env.DEV ? 'module' : 'classic',
    // The browser checks /sw.js itself for a new version, not its HTTP cache.
    updateViaCache: 'none',
  };
}

/** How often an open tab asks whether a new version is out (the browser does on every full page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Reload anyway if the new worker has not taken over by then (it went redundant): the page must not hang. */
const RELOAD_FALLBACK_MS = 4000;

let updateReady = false;
const listeners = new Set<() => void>();
let started = false;
let workbox: Workbox | undefined;
let reloading = false;

function setUpdateReady(value: boolean): void {
  if (updateReady === value) return;
  updateReady = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a new version waits for the member's Reload. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady;
}

function whenLoadedAndIdle(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * What this page loaded before a worker controlled it, for the worker to keep (it saw none of it): who is
 * signed in (the page's HTML carried that answer, so the app never asked) and the files, photos and tiles.
 */
function loadedUrls(): string[] {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return ['/api/auth/me', ...resources];
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL, serviceWorkerOptions());
  // Also fired at registration when a version installed during an earlier visit is still waiting, and in every
  // tab when another tab's check finds one.
  wb.addEventListener('waiting', () => setUpdateReady(true));
  // The first visit: the new worker takes the page over once installed (sw.ts claims it).
  if (!navigator.serviceWorker.controller) {
    const handOver = () => {
      wb.removeEventListener('controlling', handOver);
      navigator.serviceWorker.controller?.postMessage({ type: CACHE_URLS_MESSAGE, urls: loadedUrls() });
    };
    wb.addEventListener('controlling', handOver);
  }
  workbox = wb;
  try {
    await wb.register({ immediate: true });
  } catch (err) {
    // No worker (private mode, storage off): the app works online as it always has.
    console.warn('[app-update] could not register the service worker', err);
    return;
  }
  window.setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the worker after the page's load event, when the browser is idle; once per page, production builds
 * only (`enabled` lets a test say otherwise), and only where browsers offer workers (secure origins).
 */
export function startServiceWorker(enabled: boolean = import.meta.env.PROD): void {
  if (started || !enabled || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  started = true;
  whenLoadedAndIdle(() => {
    void register();
  });
}

/** The prompt's Reload: the waiting version takes over, and the page reloads once, when it is in control. */
export function applyUpdate(): void {
  const container = navigator.serviceWorker;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  container?.addEventListener('controllerchange', reload);
  window.setTimeout(reload, RELOAD_FALLBACK_MS);
  if (workbox) workbox.messageSkipWaiting();
  else reload();
}

/** The prompt's Later: hidden for this page; it comes back on the next load while the version still waits. */
export function dismissUpdate(): void {
  setUpdateReady(false);
}
