// One-time costs of the first render, paid in tasks of their own before it starts. React can cut a render into
// short tasks only between components, so a cost paid inside one component's render lands whole in one task;
// Lighthouse's Total Blocking Time counts every task's excess over 50 ms, and input waits for a task to end.
import { cn } from '../lib/cn';
import { formatDate, formatLocale, formatNumber } from '../lib/format';

/** Resolves in a later task, after the browser had a chance to handle input and paint. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the first render waits for the Intl worker before building the formatters itself. */
const INTL_WORKER_WAIT_MS = 1500;

/**
 * The first Intl formatter of a visit loads ICU's locale data: 15-25 ms on a fast desktop, 60-280 ms at 4x CPU,
 * in one piece (the largest single task of the pages' start in `npm run profile`). ICU keeps that data in caches
 * the whole renderer process shares, so a worker builds the first formatters on another thread, and the main
 * thread's own then cost ~0.5 ms. Started as the code is evaluated, with the language the server painted the
 * page in (<html lang>, which the app's detection agrees with); resolves when done, failed or given up on.
 */
function startIntlWarmUp(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      worker.terminate();
      resolve();
    }, INTL_WORKER_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(formatLocale(document.documentElement.lang || 'en'));
  });
}

const intlWarmedUp = startIntlWarmUp();

export async function warmUp(language: string): Promise<void> {
  await intlWarmedUp;
  await nextTask();
  // These are the formatters (and options) the pages' first renders use, kept in lib/format.ts's cache: cheap
  // once the worker has loaded the locale's data, and paid here, in a task of its own, if it could not.
  formatNumber(0, language);
  await nextTask();
  formatDate(new Date(), language);
  await nextTask();
  // tailwind-merge builds its class tables on first use (~12 ms on a phone).
  cn('p-0');
  await nextTask();
}
