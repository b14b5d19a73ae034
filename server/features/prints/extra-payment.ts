// A payment that succeeded for a print order already paid (or closed) by then, e.g. the order's checkout paid in
// two tabs: purpose.ts records nothing for it and queues this step of the print_order_email job, which refunds it
// in full through the payments interface (the provider's refund, recorded as a refunds row) and tells the buyer.
// Safe to run again: a refunded payment is not refunded twice (at worst the e-mail is sent twice).
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import { fill as fillName, paymentStrings } from '../../mail/payment-email-strings';
import { formatMinor } from '../../payments/money';
import { pricingLanguage } from '../../payments/prices';
import { EXTRA_PAYMENT_STRINGS } from './extra-payment-strings';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export async function refundExtraPayment(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'payments'>,
  orderId: number,
  paymentId: number,
): Promise<void> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return;
  // Refunded already (this job's earlier run, or an administrator): only the e-mail is left to send.
  if (payment.status !== 'refunded') {
    try {
      await ctx.payments.refundPayment({
        paymentId,
        reason: 'duplicate',
        adminNotes: `Print order ${orderId} was already paid or closed: this payment was refunded automatically`,
        processedBy: null,
      });
    } catch (error) {
      // The payments part refuses what cannot be refunded: retrying cannot help.
      if (error instanceof HttpError && error.statusCode < 500) throw new PermanentJobError(error.message);
      throw error;
    }
  }
  const [buyer] = await ctx.db
    .select({ username: users.username, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!buyer?.email) return;
  const language = pricingLanguage(buyer.language);
  const words = EXTRA_PAYMENT_STRINGS[language];
  const values = {
    id: String(orderId),
    amount: formatMinor(payment.amountMinor, payment.currency, REGIONAL_PRICING[language].locale),
  };
  const line = fill(words.line, values);
  const hello = fillName(paymentStrings(language).hello, { name: buyer.username });
  const url = `${ctx.config.publicUrl}/user/print-orders`;
  const e = escapeHtml;
  await ctx.mailer.send({
    to: buyer.email,
    subject: oneLine(fill(words.subject, values), 150),
    text: [hello, '', line, '', url, '', '— WildLens'].join('\n'),
    html: [
      `<p>${e(hello)}</p>`,
      `<p>${e(line)}</p>`,
      `<p><a href="${e(url)}">${e(url)}</a></p>`,
      '<p>— WildLens</p>',
    ].join('\n'),
  });
}
