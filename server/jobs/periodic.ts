// The runner of the periodic sweeps beside the job worker (temp folders, upload expiry, orphan media): a run at
// start, then one every `everyMs`, one at a time, until stop().
import { setImmediate } from 'node:timers/promises';

export interface PeriodicRuns {
  /** Stops the timer and waits for a run under way; a run still waiting behind it is skipped. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now (`atStart` true) and then every `everyMs` (`atStart` false); a run that falls due while one is
 * under way starts when that one ends. The timer does not keep the process alive. `task` handles its own
 * failures (logs them), so the next run still comes.
 */
export function runPeriodically(task: (atStart: boolean) => Promise<void>, everyMs: number): PeriodicRuns {
  let stopped = false;
  const run = async (atStart: boolean) => {
    if (!stopped) await task(atStart);
  };
  let running: Promise<void> = run(true);
  const timer = setInterval(() => {
    running = running.then(() => run(false));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A pause between two steps of a long sweep, so requests get in: the embedded database answers within the same
 * turn of the event loop, so a sweep of thousands of steps otherwise kept every request waiting until it ended
 * (the referral sweep rewarding 10,000 members of the benchmark data: 90 s).
 */
export const letRequestsIn = (): Promise<void> => setImmediate();
