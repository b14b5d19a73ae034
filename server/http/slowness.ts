// Warnings when the server is slow: a request that took seconds (named by its route, never its query, which may
// hold a token), and an event loop that stood still (a long synchronous task: every request waited for it).
// Both show at the default log level, so an operator, or a failing browser test's report, sees what was slow.
import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged. */
export const SLOW_REQUEST_MS = 3_000;
/** An event-loop stall longer than this is logged. */
export const STALL_MS = 1_000;
const STALL_CHECK_EVERY_MS = 500;

export function registerSlownessWarnings(
  app: FastifyInstance,
  { slowRequestMs = SLOW_REQUEST_MS, stallMs = STALL_MS, checkEveryMs = STALL_CHECK_EVERY_MS } = {},
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime < slowRequestMs) return;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'slow request',
    );
  });

  // A timer due every checkEveryMs that fires late by more than stallMs: the loop stood still meanwhile.
  let due = Date.now() + checkEveryMs;
  const timer = setInterval(() => {
    const late = Date.now() - due;
    due = Date.now() + checkEveryMs;
    if (late >= stallMs) app.log.warn({ ms: Math.round(late) }, 'event loop stalled');
  }, checkEveryMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
