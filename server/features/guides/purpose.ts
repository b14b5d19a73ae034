// What a guide's payment does (the 'guide_purchase' purpose, run by the payments webhook inside its transaction):
// a succeeded payment records the purchase once per guide and buyer (the unique index makes a replayed payment a
// no-op) and adds the sale and the author's 70% to the guide's totals with SQL in the same transaction, and queues
// the author's e-mail; a second payment for a guide the buyer already owns (two tabs, two checkouts) records
// nothing and queues its refund (emails.ts); a refund withdraws the purchase and takes the sale back out.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guidePurchases, locationGuides, payments } from '../../db/schema';
import type { PaidPayment, PurposeHandlers } from '../../payments/purposes';
import { queueGuideEmail } from './emails';
import { authorShareOf } from './presenters';

async function confirm(tx: Db, payment: PaidPayment, at: Date): Promise<void> {
  const guideId = payment.referenceId ?? 0;
  const [guide] = await tx
    .select({ id: locationGuides.id, authorId: locationGuides.authorId })
    .from(locationGuides)
    .where(eq(locationGuides.id, guideId))
    .for('update');
  if (!guide || guide.authorId === payment.userId) return;
  const [row] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.id, payment.id));
  const share = authorShareOf(payment.amountMinor);
  const inserted = await tx
    .insert(guidePurchases)
    .values({
      guideId,
      userId: payment.userId,
      amount: payment.amountMinor,
      currency: payment.currency,
      authorShare: share,
      paymentMethod: row?.method ?? 'card',
      status: 'completed',
      paymentId: payment.id,
      createdAt: at,
    })
    // A purchase refunded earlier is bought again; a completed one is left as it is.
    .onConflictDoUpdate({
      target: [guidePurchases.guideId, guidePurchases.userId],
      set: {
        amount: payment.amountMinor,
        currency: payment.currency,
        authorShare: share,
        paymentMethod: row?.method ?? 'card',
        status: 'completed',
        paymentId: payment.id,
        createdAt: at,
      },
      setWhere: sql`${guidePurchases.status} = 'refunded'`,
    })
    .returning({ id: guidePurchases.id });
  // Told twice (nothing to do), or already bought through another checkout: that payment buys nothing and is
  // given back. One purchase per guide and buyer.
  if (inserted.length === 0) {
    const [owned] = await tx
      .select({ paymentId: guidePurchases.paymentId })
      .from(guidePurchases)
      .where(and(eq(guidePurchases.guideId, guideId), eq(guidePurchases.userId, payment.userId)));
    if (owned && owned.paymentId !== payment.id)
      await queueGuideEmail(tx, { kind: 'duplicate_refund', paymentId: payment.id, guideId });
    return;
  }
  await tx
    .update(locationGuides)
    .set({
      totalSales: sql`${locationGuides.totalSales} + 1`,
      authorEarnings: sql`${locationGuides.authorEarnings} + ${share}`,
    })
    .where(eq(locationGuides.id, guideId));
  await queueGuideEmail(tx, { kind: 'sale', paymentId: payment.id });
}

async function refund(tx: Db, payment: PaidPayment): Promise<void> {
  const withdrawn = await tx
    .update(guidePurchases)
    .set({ status: 'refunded' })
    .where(and(eq(guidePurchases.paymentId, payment.id), eq(guidePurchases.status, 'completed')))
    .returning({ guideId: guidePurchases.guideId, share: guidePurchases.authorShare });
  for (const w of withdrawn)
    await tx
      .update(locationGuides)
      .set({
        totalSales: sql`${locationGuides.totalSales} - 1`,
        authorEarnings: sql`${locationGuides.authorEarnings} - ${w.share}`,
      })
      .where(eq(locationGuides.id, w.guideId));
}

export const guidePurchasePurpose: PurposeHandlers = {
  succeeded: confirm,
  refunded: (tx, payment) => refund(tx, payment),
};
