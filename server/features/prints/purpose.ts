// What a print order's payment does (the 'print_order' purpose, run by the payments webhook inside its
// transaction): the pending order becomes paid and the product's totals move with SQL (col = col + x), so 50
// orders paid at once add up exactly; a replayed success finds the order paid by this payment and changes
// nothing, and a payment that arrives for an order another payment already paid (or that was closed meanwhile)
// buys nothing and is refunded (extra-payment.ts). A refund marks the order refunded and takes its sale back out
// of the totals.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printOrders, printProducts } from '../../db/schema';
import type { PaidPayment, PurposeHandlers } from '../../payments/purposes';
import { queueExtraPaymentRefund, queuePrintEmail } from './service';

async function paid(tx: Db, payment: PaidPayment, at: Date): Promise<void> {
  const orderId = payment.referenceId ?? 0;
  // Only a pending order of this buyer at this amount: a replay (already paid by this payment) or a payment
  // that does not match the order moves nothing.
  const moved = await tx
    .update(printOrders)
    .set({ orderStatus: 'paid', paymentId: payment.id, paidAt: at, updatedAt: at })
    .where(
      and(
        eq(printOrders.id, orderId),
        eq(printOrders.userId, payment.userId),
        eq(printOrders.orderStatus, 'pending'),
        eq(printOrders.totalPrice, payment.amountMinor),
        eq(printOrders.currency, payment.currency),
      ),
    )
    .returning({
      productId: printOrders.productId,
      quantity: printOrders.quantity,
      total: printOrders.totalPrice,
    });
  const order = moved[0];
  if (!order) {
    const [current] = await tx
      .select({ status: printOrders.orderStatus, paymentId: printOrders.paymentId })
      .from(printOrders)
      .where(eq(printOrders.id, orderId));
    // Paid by this very payment already (told twice), or not there at all: nothing to give back.
    if (current && current.status !== 'pending' && current.paymentId !== payment.id)
      await queueExtraPaymentRefund(tx, orderId, payment.id);
    return;
  }
  await tx
    .update(printProducts)
    .set({
      totalSales: sql`${printProducts.totalSales} + ${order.quantity}`,
      revenue: sql`${printProducts.revenue} + ${order.total}`,
      updatedAt: at,
    })
    .where(eq(printProducts.id, order.productId));
  await queuePrintEmail(tx, orderId, 'paid');
}

async function refunded(tx: Db, payment: PaidPayment, at: Date): Promise<void> {
  const moved = await tx
    .update(printOrders)
    .set({ orderStatus: 'refunded', refundedAt: at, updatedAt: at })
    .where(
      and(
        eq(printOrders.paymentId, payment.id),
        inArray(printOrders.orderStatus, ['paid', 'in_production', 'shipped', 'delivered']),
      ),
    )
    .returning({
      id: printOrders.id,
      productId: printOrders.productId,
      quantity: printOrders.quantity,
      total: printOrders.totalPrice,
    });
  for (const order of moved) {
    await tx
      .update(printProducts)
      .set({
        totalSales: sql`${printProducts.totalSales} - ${order.quantity}`,
        revenue: sql`${printProducts.revenue} - ${order.total}`,
        updatedAt: at,
      })
      .where(eq(printProducts.id, order.productId));
    await queuePrintEmail(tx, order.id, 'refunded');
  }
}

export const printOrderPurpose: PurposeHandlers = { succeeded: paid, refunded };
