// When the shipped species catalogue is loaded (SPECIES_CATALOGUE): the whole one in the background once the
// server listens (on PGlite it takes minutes; the autocomplete answers from what is loaded, the best known species
// first), the tests' sample before the app is ready (it takes a second), or none.
import v8 from 'node:v8';
import type { Database } from '../../db/client';
import type { AppContext } from '../../http/context';
import { type LoadResult, loadCatalogue } from './catalogue-loader';

export type CatalogueSetting = 'full' | 'sample' | 'off';

export interface SpeciesCatalogueStartup {
  /**
   * Starts loading the configured catalogue in the background (the full one: after the server listens), once
   * `after` has resolved, if given.
   */
  startInBackground(options?: { after?: () => Promise<void> }): void;
  /** Loads the configured catalogue and waits for it (the sample, before the app is ready). */
  loadNow(): Promise<LoadResult | undefined>;
  /** Stops a background load between two batches and waits for it; the next start loads again. */
  stop(): Promise<void>;
}

export function speciesCatalogueStartup(
  ctx: Pick<AppContext, 'db' | 'log'> & { database: Pick<Database, 'kind' | 'compact'> },
  setting: CatalogueSetting,
): SpeciesCatalogueStartup {
  const controller = new AbortController();
  let running: Promise<unknown> | undefined;
  const load = async (after?: () => Promise<void>) => {
    await after?.();
    if (setting === 'off' || controller.signal.aborted) return undefined;
    const result = await whileHeapGrowsSlowly(() =>
      loadCatalogue(ctx.db, { variant: setting, log: ctx.log, signal: controller.signal }),
    );
    if (result.outcome === 'loaded') {
      ctx.log.info({ species: result.species, seconds: result.seconds }, 'species catalogue loaded');
      // The load grew PGlite's memory by ~130 MB for good: reopening gives it back (requests wait ~1 s).
      if (setting === 'full' && !controller.signal.aborted && (await ctx.database.compact())) {
        ctx.log.info('embedded database reopened to give back the memory the catalogue load used');
      }
    } else if (result.outcome === 'busy') {
      ctx.log.info('species catalogue: another process is loading it');
    }
    return result;
  };
  return {
    startInBackground(options) {
      running ??= load(options?.after).catch((error: unknown) => {
        if (!controller.signal.aborted) ctx.log.error({ err: error }, 'species catalogue load failed');
      });
    },
    loadNow() {
      const now = load();
      running ??= now.catch(() => undefined);
      return now;
    },
    async stop() {
      controller.abort();
      await running;
    },
  };
}

/**
 * Runs a bulk load with V8 growing its heap by 10 % past the live objects at each full collection instead of its
 * dynamic factor (up to 2-4 times while the mutator allocates fast): the load's batches are garbage the moment
 * they are written, and the default headroom lifted the process ~25 MB for the load's minute, for about the same
 * load time (docs/PERFORMANCE.md, Server memory). Requests meanwhile see slightly more frequent collections.
 */
async function whileHeapGrowsSlowly<T>(work: () => Promise<T>): Promise<T> {
  v8.setFlagsFromString('--heap-growing-percent=10');
  try {
    return await work();
  } finally {
    // 0: V8's own dynamic factor again.
    v8.setFlagsFromString('--heap-growing-percent=0');
  }
}
