// The payments' background work: the e-mail job, the free-months job, and the sweep that renews the sandbox's
// subscriptions and ends premium that ran out (every 15 minutes beside the job worker; tests call
// runPaymentSweeps with the time they want).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../http/context';
import { runPeriodically } from '../jobs/periodic';
import { type JobHandler, PermanentJobError } from '../jobs/worker';

export { paymentEmailJob } from './email-job';

const freeMonthsPayload = z.object({ userId: z.number().int().positive().max(2_147_483_647) });

export function premiumFreeMonthsJob(ctx: Pick<AppContext, 'payments'>): JobHandler {
  return async (job) => {
    const payload = freeMonthsPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid premium_free_months payload');
    await ctx.payments.applyEarnedMonths(payload.data.userId);
  };
}

/** The sandbox's renewals, failed renewals and expiries due at `now`, then premium that ran out. */
export function runPaymentSweeps(ctx: Pick<AppContext, 'payments'>, now: Date) {
  return ctx.payments.runSweeps(now);
}

const PAYMENT_SWEEP_EVERY_MS = 15 * 60_000;

export function startPaymentSweeps(app: FastifyInstance): void {
  const sweeps = runPeriodically(async () => {
    try {
      const done = await runPaymentSweeps(app.ctx, app.ctx.clock());
      if (done.sandboxEvents > 0 || done.premiumEnded > 0) app.ctx.log.info(done, 'payment sweep');
    } catch (error) {
      app.ctx.log.error({ err: error }, 'the payment sweep failed; it runs again in 15 minutes');
    }
  }, PAYMENT_SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}
