// The guide_email job, queued in the payment's transaction by purpose.ts (so it exists exactly when the change it
// tells of was committed):
// - 'sale': the author is told of each sale and their share, in the author's own language (never the buyer's);
// - 'duplicate_refund': a payment for a guide its buyer already owned (two tabs, two checkouts) is refunded in full
//   through the payments interface (the provider's refund, recorded as a refunds row), then the buyer is told.
// Safe to run again: a refunded payment is not refunded twice (at worst an e-mail is sent twice).
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { guidePurchases, locationGuides, payments, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import { fill as fillName, paymentStrings } from '../../mail/payment-email-strings';
import { formatMinor } from '../../payments/money';
import { pricingLanguage } from '../../payments/prices';
import { GUIDE_EMAIL_STRINGS } from './email-strings';

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sale'), paymentId: id }),
  z.object({ kind: z.literal('duplicate_refund'), paymentId: id, guideId: id }),
]);
export type GuideEmailPayload = z.infer<typeof payloadSchema>;

export async function queueGuideEmail(tx: Db, payload: GuideEmailPayload): Promise<void> {
  await enqueueJob(tx, 'guide_email', payload);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'payments'>;

async function person(ctx: MailContext, userId: number) {
  const [who] = await ctx.db
    .select({ username: users.username, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (!who?.email) return null;
  const language = pricingLanguage(who.language);
  return { ...who, email: who.email, language, locale: REGIONAL_PRICING[language].locale };
}

async function send(
  ctx: MailContext,
  to: NonNullable<Awaited<ReturnType<typeof person>>>,
  mail: { subject: string; line: string; link: string; linkText: string },
) {
  const hello = fillName(paymentStrings(to.language).hello, { name: to.username });
  const e = escapeHtml;
  await ctx.mailer.send({
    to: to.email,
    subject: oneLine(mail.subject, 150),
    text: [hello, '', mail.line, '', `${mail.linkText}: ${mail.link}`, '', '— WildLens'].join('\n'),
    html: [
      `<p>${e(hello)}</p>`,
      `<p>${e(mail.line)}</p>`,
      `<p><a href="${e(mail.link)}">${e(mail.linkText)}</a></p>`,
      '<p>— WildLens</p>',
    ].join('\n'),
  });
}

async function tellAuthor(ctx: MailContext, paymentId: number): Promise<void> {
  const [sale] = await ctx.db
    .select({
      share: guidePurchases.authorShare,
      currency: guidePurchases.currency,
      title: locationGuides.title,
      authorId: locationGuides.authorId,
    })
    .from(guidePurchases)
    .innerJoin(locationGuides, eq(locationGuides.id, guidePurchases.guideId))
    .where(eq(guidePurchases.paymentId, paymentId));
  if (!sale) return;
  const author = await person(ctx, sale.authorId);
  if (!author) return;
  const words = GUIDE_EMAIL_STRINGS[author.language];
  const values = {
    title: oneLine(sale.title, 120),
    earnings: formatMinor(sale.share, sale.currency, author.locale),
  };
  await send(ctx, author, {
    subject: fill(words.saleSubject, values),
    line: fill(words.sale, values),
    link: `${ctx.config.publicUrl}/location-guides`,
    linkText: words.salesLink,
  });
}

async function refundDuplicate(ctx: MailContext, paymentId: number, guideId: number): Promise<void> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return;
  // Refunded already (this job's earlier run, or an administrator): only the e-mail is left to send.
  if (payment.status !== 'refunded') {
    try {
      await ctx.payments.refundPayment({
        paymentId,
        reason: 'duplicate',
        adminNotes: `Guide ${guideId} was already bought: this second payment was refunded automatically`,
        processedBy: null,
      });
    } catch (error) {
      // The payments part refuses what cannot be refunded: retrying cannot help.
      if (error instanceof HttpError && error.statusCode < 500) throw new PermanentJobError(error.message);
      throw error;
    }
  }
  const [guide] = await ctx.db
    .select({ title: locationGuides.title })
    .from(locationGuides)
    .where(eq(locationGuides.id, guideId));
  const buyer = await person(ctx, payment.userId);
  if (!guide || !buyer) return;
  const words = GUIDE_EMAIL_STRINGS[buyer.language];
  const values = {
    title: oneLine(guide.title, 120),
    amount: formatMinor(payment.amountMinor, payment.currency, buyer.locale),
  };
  await send(ctx, buyer, {
    subject: fill(words.duplicateSubject, values),
    line: fill(words.duplicate, values),
    link: `${ctx.config.publicUrl}/location-guides/${guideId}`,
    linkText: words.guideLink,
  });
}

export function guideEmailJob(ctx: MailContext): JobHandler {
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid guide_email payload');
    const payload = parsed.data;
    if (payload.kind === 'sale') await tellAuthor(ctx, payload.paymentId);
    else await refundDuplicate(ctx, payload.paymentId, payload.guideId);
  };
}
