// The print_order_email job: tells the buyer and the artist of each step of an order (paid, in production,
// shipped with tracking, delivered, cancelled, refunded), each in their own preferred language
// (email-strings.ts). Queued in the transaction that took the step; safe to run again (at worst an e-mail is
// sent twice). On 'paid' it also hands the order to the fulfilment (manual by default: nothing to send). Its
// 'duplicate_refund' step gives back a payment that came for an order already paid or closed
// (extra-payment.ts).
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { printOrders, printProducts, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import type { JobHandler } from '../../jobs/worker';
import { PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import { fill as fillName, paymentStrings } from '../../mail/payment-email-strings';
import { pricingLanguage } from '../../payments/prices';
import { PRINT_EMAIL_STEPS, PRINT_EMAIL_STRINGS } from './email-strings';
import { refundExtraPayment } from './extra-payment';
import { ManualFulfilment, type PrintFulfilment } from './fulfilment';
import { formatMoney } from './money-format';

const rowId = z.number().int().positive().max(2_147_483_647);
const payload = z.union([
  z.object({ orderId: rowId, step: z.enum(PRINT_EMAIL_STEPS) }),
  z.object({ orderId: rowId, step: z.literal('duplicate_refund'), paymentId: rowId }),
]);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export function printOrderEmailJob(
  ctx: AppContext,
  fulfilment: PrintFulfilment = new ManualFulfilment(),
): JobHandler {
  return async (job) => {
    const parsed = payload.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid print_order_email payload');
    if (parsed.data.step === 'duplicate_refund')
      return refundExtraPayment(ctx, parsed.data.orderId, parsed.data.paymentId);
    const { orderId, step } = parsed.data;
    const [row] = await ctx.db
      .select({ o: printOrders, title: printProducts.title, artistId: printProducts.userId })
      .from(printOrders)
      .innerJoin(printProducts, eq(printProducts.id, printOrders.productId))
      .where(eq(printOrders.id, orderId));
    if (!row) return;
    if (step === 'paid') await fulfilment.orderPaid(row.o);
    const person = async (id: number) =>
      (
        await ctx.db
          .select({ username: users.username, email: users.email, language: users.preferredLanguage })
          .from(users)
          .where(eq(users.id, id))
      )[0];
    const send = async (id: number, role: 'buyer' | 'artist') => {
      const who = await person(id);
      if (!who?.email) return;
      const language = pricingLanguage(who.language);
      const words = PRINT_EMAIL_STRINGS[language];
      const line = fill(words[role][step], {
        id: String(orderId),
        title: oneLine(row.title, 120),
        tracking: row.o.trackingNumber ?? '',
        earnings: formatMoney(row.o.artistEarnings, row.o.currency, REGIONAL_PRICING[language].locale),
      });
      const url = `${ctx.config.publicUrl}${role === 'buyer' ? '/user/print-orders' : '/user/print-products'}`;
      const tracking = role === 'buyer' && step === 'shipped' ? row.o.trackingUrl : null;
      const hello = fillName(paymentStrings(language).hello, { name: who.username });
      const e = escapeHtml;
      await ctx.mailer.send({
        to: who.email,
        subject: oneLine(line, 150),
        text: [
          hello,
          '',
          line,
          ...(tracking ? [`${words.track}: ${tracking}`] : []),
          '',
          url,
          '',
          '— WildLens',
        ].join('\n'),
        html: [
          `<p>${e(hello)}</p>`,
          `<p>${e(line)}</p>`,
          ...(tracking ? [`<p><a href="${e(tracking)}">${e(words.track)}</a></p>`] : []),
          `<p><a href="${e(url)}">${e(url)}</a></p>`,
          '<p>— WildLens</p>',
        ].join('\n'),
      });
    };
    await send(row.o.userId, 'buyer');
    await send(row.artistId, 'artist');
  };
}
