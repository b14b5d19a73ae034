// One-time costs of the first render, paid in tasks of their own before it starts. React can cut a render into
// short tasks only between components, so a cost paid inside one component's render lands whole in one task;
// Lighthouse's Total Blocking Time counts every task's excess over 50 ms, and input waits for a task to end.
import { cn } from '../lib/cn';
import { formatDate, formatNumber } from '../lib/format';

/** Resolves in a later task, after the browser had a chance to handle input and paint. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function warmUp(language: string): Promise<void> {
  await nextTask();
  // The first Intl formatter of a visit loads the locale's data (~25 ms on a phone; every later one ~0.1 ms).
  // These are the formatters (and options) the pages' first renders use, kept in lib/format.ts's cache.
  formatNumber(0, language);
  formatDate(new Date(), language);
  await nextTask();
  // tailwind-merge builds its class tables on first use (~12 ms on a phone).
  cn('p-0');
  await nextTask();
}
