// The payment_email job: queued in the webhook's transaction (so an e-mail exists exactly when the change it
// tells of was committed), sent by the worker. Receipts are transactional: they go whatever the member's e-mail
// preferences say, once per payment (receiptSentAt).
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { payments, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import { type PaymentEmailInput, renderPaymentEmail } from '../mail/payment-email';
import type { PaymentPurpose } from './provider';

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('receipt'), paymentId: id }),
  z.object({
    kind: z.literal('payment_failed'),
    userId: id,
    graceEndsAt: z.iso.datetime(),
    message: z.string().max(500).nullable().optional(),
  }),
  z.object({ kind: z.literal('premium_ended'), userId: id }),
]);

type MailContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;

async function recipient(ctx: MailContext, userId: number) {
  const [user] = await ctx.db
    .select({ username: users.username, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return user?.email ? { ...user, email: user.email } : null;
}

export function paymentEmailJob(ctx: MailContext): JobHandler {
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid payment_email payload');
    const payload = parsed.data;
    const common = (to: { username: string; language: string }) => ({
      language: to.language,
      recipientName: to.username,
      publicUrl: ctx.config.publicUrl,
    });
    if (payload.kind === 'receipt') {
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, payload.paymentId));
      if (!payment || payment.receiptSentAt || !payment.paidAt) return;
      const to = await recipient(ctx, payment.userId);
      if (!to) return;
      const input: PaymentEmailInput = {
        ...common(to),
        kind: 'receipt',
        purpose: payment.purpose as PaymentPurpose,
        referenceId: payment.referenceId,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        provider: payment.provider as 'sandbox' | 'stripe' | 'paypal',
        paidAt: payment.paidAt,
        paymentId: payment.id,
        providerPaymentId: payment.providerPaymentId,
      };
      await ctx.mailer.send({ to: to.email, ...renderPaymentEmail(input) });
      await ctx.db
        .update(payments)
        .set({ receiptSentAt: ctx.clock() })
        .where(and(eq(payments.id, payment.id), isNull(payments.receiptSentAt)));
      return;
    }
    const to = await recipient(ctx, payload.userId);
    if (!to) return;
    const input: PaymentEmailInput =
      payload.kind === 'payment_failed'
        ? {
            ...common(to),
            kind: 'payment_failed',
            graceEndsAt: new Date(payload.graceEndsAt),
            reason: payload.message ?? null,
          }
        : { ...common(to), kind: 'premium_ended' };
    await ctx.mailer.send({ to: to.email, ...renderPaymentEmail(input) });
  };
}
