// The scratch folder sweep: DATA_DIR/tmp/upload-* and poster-* folders in which nothing was written for an
// hour. A request removes its own folder when it ends; a request that never ended (a client that stopped
// sending, a parser that stalled) or a process killed meanwhile leaves it, and the start-time sweep alone let
// them pile up for as long as the process lived. Runs beside the job worker (main.ts), every 15 minutes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sweepStaleTemp } from '../media/receive';
import { type PeriodicRuns, runPeriodically } from './periodic';
import type { JobLog } from './worker';

/** Nothing written in a folder for this long: no living upload uses it (uploads write as bytes arrive). */
export const TEMP_MAX_AGE_MS = 60 * 60 * 1000;
export const TEMP_SWEEP_EVERY_MS = 15 * 60 * 1000;

export interface TempSweepOptions {
  everyMs?: number;
  maxAgeMs?: number;
}

/** Stop() stops the timer and waits for a sweep under way. */
export type TempSweeps = PeriodicRuns;

/** Sweeps `tmpRoot` now and then every `everyMs`, until stop(). */
export function runTempFolderSweeps(
  deps: { tmpRoot: string; log: JobLog },
  options: TempSweepOptions = {},
): TempSweeps {
  const maxAgeMs = options.maxAgeMs ?? TEMP_MAX_AGE_MS;
  return runPeriodically(async () => {
    try {
      const removed = await sweepStaleTemp(deps.tmpRoot, maxAgeMs);
      if (removed.length > 0)
        deps.log.warn({ folders: removed.slice(0, 20) }, 'stale upload folders removed');
    } catch (error) {
      deps.log.error({ err: error }, 'temp folder sweep failed; it runs again later');
    }
  }, options.everyMs ?? TEMP_SWEEP_EVERY_MS);
}

/** The sweeps of this process's DATA_DIR/tmp (main.ts, with the job worker); stopped before the app closes. */
export function startTempFolderSweeps(app: FastifyInstance): void {
  const sweeps = runTempFolderSweeps({ tmpRoot: path.join(app.ctx.config.dataDir, 'tmp'), log: app.ctx.log });
  app.addHook('preClose', () => sweeps.stop());
}
