// What a provider does on its own as time passes, for the sandbox: at a subscription's period end it charges
// again (invoice.paid, the next period one calendar month later), or, for the failing test card, fails
// (invoice.payment_failed) and after PAYMENT_GRACE_DAYS of "retries" ends it (customer.subscription.deleted); a
// subscription cancelled at period end ends then; a checkout left open expires (checkout.session.expired).
import { PAYMENT_GRACE_DAYS } from '@common/schemas/payments';
import { and, asc, eq, lte } from 'drizzle-orm';
import { sandboxCheckouts, sandboxSubscriptions } from '../../db/schema';
import { addDays, addMonths } from '../periods';
import { epochSeconds, sandboxId } from './events';
import type { SandboxRuntime } from './sandbox-provider';

const BATCH = 200;
/** A sweep that ran rarely catches up at most this many periods of one subscription at a time. */
const MAX_PERIODS_PER_RUN = 24;
export const SANDBOX_RENEWAL_FAILURE = 'Your card was declined.';

async function expireCheckouts(runtime: SandboxRuntime, now: Date): Promise<number> {
  const due = await runtime.db
    .update(sandboxCheckouts)
    .set({ status: 'expired' })
    .where(and(eq(sandboxCheckouts.status, 'open'), lte(sandboxCheckouts.expiresAt, now)))
    .returning();
  for (const c of due)
    await runtime.emit(
      'checkout.session.expired',
      { id: c.id, object: 'checkout.session', metadata: { payment_id: String(c.paymentId) } },
      now,
    );
  return due.length;
}

async function renewDue(runtime: SandboxRuntime, now: Date): Promise<number> {
  const { db } = runtime;
  const due = await db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)))
    .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
    .limit(BATCH);
  let sent = 0;
  for (const sub of due) {
    if (sub.cancelAtPeriodEnd) {
      await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false })
        .where(eq(sandboxSubscriptions.id, sub.id));
      await runtime.emit('customer.subscription.deleted', { id: sub.id, object: 'subscription' }, now);
      sent += 1;
      continue;
    }
    if (sub.failRenewals) {
      await db
        .update(sandboxSubscriptions)
        .set({ status: 'past_due', failedAt: now })
        .where(eq(sandboxSubscriptions.id, sub.id));
      await runtime.emit(
        'invoice.payment_failed',
        {
          id: sandboxId('in'),
          object: 'invoice',
          subscription: sub.id,
          last_payment_error: { message: SANDBOX_RENEWAL_FAILURE },
        },
        now,
      );
      sent += 1;
      continue;
    }
    let periodEnd = sub.currentPeriodEnd;
    for (let i = 0; i < MAX_PERIODS_PER_RUN && periodEnd <= now; i += 1) {
      periodEnd = addMonths(periodEnd, 1);
      await db
        .update(sandboxSubscriptions)
        .set({ currentPeriodEnd: periodEnd })
        .where(eq(sandboxSubscriptions.id, sub.id));
      await runtime.emit(
        'invoice.paid',
        {
          id: sandboxId('in'),
          object: 'invoice',
          subscription: sub.id,
          payment_intent: sandboxId('pi'),
          amount_paid: sub.amountMinor,
          currency: sub.currency.toLowerCase(),
          period_end: epochSeconds(periodEnd),
        },
        now,
      );
      sent += 1;
    }
  }
  return sent;
}

/** Past-due subscriptions whose retries ran out end, as Stripe's "cancel after all retries fail" setting does. */
async function endFailed(runtime: SandboxRuntime, now: Date): Promise<number> {
  const { db } = runtime;
  const due = await db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.status, 'past_due'),
        lte(sandboxSubscriptions.failedAt, addDays(now, -PAYMENT_GRACE_DAYS)),
      ),
    )
    .limit(BATCH);
  for (const sub of due) {
    await db
      .update(sandboxSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(sandboxSubscriptions.id, sub.id));
    await runtime.emit('customer.subscription.deleted', { id: sub.id, object: 'subscription' }, now);
  }
  return due.length;
}

/** Everything due at `now`; answers how many events were sent. */
export async function runSandboxRenewals(runtime: SandboxRuntime, now: Date): Promise<number> {
  return (
    (await expireCheckouts(runtime, now)) + (await renewDue(runtime, now)) + (await endFailed(runtime, now))
  );
}
