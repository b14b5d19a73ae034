// What a contest entry's payment does (the 'contest_entry' purpose, run by the payments webhook inside its
// transaction): a succeeded payment confirms the waiting entry and records the contest payment; a refund takes
// the entry out of the contest. A payment that cannot confirm anything (the entry was withdrawn, already paid by
// another checkout, or the contest is over or cancelled) is refunded by a job once the transaction commits.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challengeEntries, contestPayments, payments } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { PaidPayment, PurposeHandlers } from '../../payments/purposes';
import { lockContest, recountContest } from './queries';
import { statusAt } from './schedule';

export type ContestRefundReason = 'duplicate' | 'contest_cancelled' | 'other';

/** Queues the refund of a contest payment (jobs.ts runs it through the provider). */
export async function queueContestRefund(tx: Db, paymentId: number, reason: ContestRefundReason) {
  await enqueueJob(tx, 'contest_payment_refund', { paymentId, reason });
}

async function confirm(tx: Db, payment: PaidPayment, at: Date): Promise<void> {
  const entryId = payment.referenceId ?? 0;
  const [found] = await tx
    .select({ challengeId: challengeEntries.challengeId })
    .from(challengeEntries)
    .where(eq(challengeEntries.id, entryId));
  // A pending entry withdrawn (deleted) before its checkout completed.
  if (!found) return queueContestRefund(tx, payment.id, 'other');
  // The contest first, then the entry: the order every writer locks them in.
  const contest = await lockContest(tx, found.challengeId);
  const [entry] = await tx
    .select()
    .from(challengeEntries)
    .where(eq(challengeEntries.id, entryId))
    .for('update');
  if (!entry || entry.userId !== payment.userId) return queueContestRefund(tx, payment.id, 'other');
  if (entry.paymentId === payment.id && entry.paymentStatus === 'paid') return; // Told twice.
  if (entry.paymentStatus !== 'pending') return queueContestRefund(tx, payment.id, 'duplicate');
  const status = statusAt(contest, at);
  if (status === 'cancelled') return queueContestRefund(tx, payment.id, 'contest_cancelled');
  // Paid during voting: the checkout began while entries were open, so it is in. Paid after voting: too late.
  if (status === 'judging' || status === 'completed') return queueContestRefund(tx, payment.id, 'other');

  const [row] = await tx
    .select({
      providerPaymentId: payments.providerPaymentId,
      providerCustomerId: payments.providerCustomerId,
    })
    .from(payments)
    .where(eq(payments.id, payment.id));
  await tx
    .update(challengeEntries)
    .set({
      paymentStatus: 'paid',
      paymentId: payment.id,
      entryFeeAmount: payment.amountMinor,
      entryFeeCurrency: payment.currency,
      stripePaymentIntentId: row?.providerPaymentId ?? null,
      paidAt: at,
      updatedAt: at,
    })
    .where(eq(challengeEntries.id, entry.id));
  await tx.insert(contestPayments).values({
    challengeId: contest.id,
    challengeEntryId: entry.id,
    paymentId: payment.id,
    amount: payment.amountMinor,
    currency: payment.currency,
    paymentStatus: 'succeeded',
    paymentIntentId: row?.providerPaymentId ?? null,
    customerId: row?.providerCustomerId ?? null,
    metadata: { userId: payment.userId, sightingId: entry.sightingId },
    createdAt: at,
    updatedAt: at,
  });
  await recountContest(tx, contest.id, at);
}

/** The paid entry of this payment leaves the contest (kept, marked refunded, with its payment). */
export async function markEntryRefunded(tx: Db, paymentId: number, at: Date): Promise<void> {
  const refunded = await tx
    .update(challengeEntries)
    .set({ paymentStatus: 'refunded', isWinner: false, updatedAt: at })
    .where(and(eq(challengeEntries.paymentId, paymentId), eq(challengeEntries.paymentStatus, 'paid')))
    .returning({ challengeId: challengeEntries.challengeId });
  await tx
    .update(contestPayments)
    .set({ paymentStatus: 'refunded', updatedAt: at })
    .where(
      and(eq(contestPayments.paymentId, paymentId), sql`${contestPayments.paymentStatus} <> 'refunded'`),
    );
  for (const { challengeId } of refunded) await recountContest(tx, challengeId, at);
}

export const contestEntryPurpose: PurposeHandlers = {
  succeeded: confirm,
  refunded: (tx, payment, at) => markEntryRefunded(tx, payment.id, at),
};
