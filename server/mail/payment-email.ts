// The payment e-mails (issue 14): a receipt for every succeeded payment, the warning of a failed renewal with
// the end of the grace days, and the notice that premium ended. In the member's language (payment-email-strings.ts),
// amounts and dates through Intl in that language's locale; plain text and a simple HTML part, like the others.
import { LANGUAGES } from '@common/constants/languages';
import { regionalPricingFor } from '@common/constants/regional-pricing';
import { formatMinor } from '../payments/money';
import type { PaymentPurpose } from '../payments/provider';
import { escapeHtml, oneLine } from './html';
import type { MailMessage } from './mailer';
import { fill, type PaymentStrings, paymentStrings } from './payment-email-strings';

interface Common {
  language: string;
  recipientName: string;
  publicUrl: string;
}

export type PaymentEmailInput = Common &
  (
    | {
        kind: 'receipt';
        purpose: PaymentPurpose;
        /** What was bought: the contest entry, guide or print order's id; null for premium. */
        referenceId: number | null;
        amountMinor: number;
        currency: string;
        provider: 'sandbox' | 'stripe' | 'paypal';
        paidAt: Date;
        paymentId: number;
        providerPaymentId: string | null;
      }
    | { kind: 'payment_failed'; graceEndsAt: Date; reason: string | null }
    | { kind: 'premium_ended' }
  );

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

function dateIn(locale: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

interface Content {
  subject: string;
  paragraphs: string[];
  rows: [string, string][];
  action: { label: string; url: string };
}

/** What a receipt names as bought, and where the member follows it, for each payment purpose. */
function receiptItem(
  purpose: PaymentPurpose,
  referenceId: number | null,
  publicUrl: string,
  s: PaymentStrings,
): { item: string; action: Content['action'] } {
  switch (purpose) {
    case 'premium_subscription':
      return {
        item: s.itemPremium,
        action: { label: s.manageSubscription, url: `${publicUrl}/subscription` },
      };
    case 'contest_entry':
      return { item: s.itemContest, action: { label: s.itemContest, url: `${publicUrl}/contests` } };
    case 'guide_purchase':
      return {
        item: s.itemGuide,
        action: {
          label: s.readGuide,
          url: referenceId ? `${publicUrl}/location-guides/${referenceId}` : `${publicUrl}/location-guides`,
        },
      };
    case 'print_order':
      return { item: s.itemPrint, action: { label: s.followOrder, url: `${publicUrl}/user/print-orders` } };
  }
}

function contentOf(input: PaymentEmailInput, s: PaymentStrings, locale: string): Content {
  switch (input.kind) {
    case 'receipt': {
      const amount = formatMinor(input.amountMinor, input.currency, locale);
      const provider = input.provider === 'sandbox' ? s.providerSandbox : PROVIDER_NAMES[input.provider];
      const reference = input.providerPaymentId ? ` (${input.providerPaymentId})` : '';
      const { item, action } = receiptItem(input.purpose, input.referenceId, input.publicUrl, s);
      return {
        subject: fill(s.receiptSubject, { amount }),
        paragraphs: [s.receiptIntro],
        rows: [
          [s.labelItem, item],
          [s.labelAmount, amount],
          [s.labelDate, dateIn(locale, input.paidAt)],
          [s.labelProvider, provider],
          [s.labelPaymentId, `#${input.paymentId}${reference}`],
        ],
        action,
      };
    }
    case 'payment_failed':
      return {
        subject: s.failedSubject,
        paragraphs: [
          s.failedIntro,
          ...(input.reason ? [fill(s.failedReason, { reason: oneLine(input.reason, 200) })] : []),
          fill(s.failedGrace, { date: dateIn(locale, input.graceEndsAt) }),
        ],
        rows: [],
        action: { label: s.updatePayment, url: `${input.publicUrl}/subscription` },
      };
    case 'premium_ended':
      return {
        subject: s.endedSubject,
        paragraphs: [s.endedIntro],
        rows: [],
        action: { label: s.subscribeAgain, url: `${input.publicUrl}/upgrade` },
      };
  }
}

export function renderPaymentEmail(input: PaymentEmailInput): Omit<MailMessage, 'to'> {
  const s = paymentStrings(input.language);
  const locale = regionalPricingFor(input.language).locale;
  const content = contentOf(input, s, locale);
  const subject = oneLine(content.subject, 200);
  const hello = fill(s.hello, { name: oneLine(input.recipientName, 60) });
  const text = [
    hello,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...content.rows.map(([label, value]) => `${label}: ${value}`),
    ...(content.rows.length ? [''] : []),
    `${content.action.label}: ${content.action.url}`,
    '',
    '--',
    s.footer,
    '',
  ].join('\n');

  const e = escapeHtml;
  const rtl = LANGUAGES.find((l) => l.code === input.language)?.rtl === true;
  const lang = LANGUAGES.some((l) => l.code === input.language) ? input.language : 'en';
  const rows = content.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#57534e">${e(label)}</td><td style="padding:4px 0;font-weight:bold">${e(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${e(lang)}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:14px;color:#57534e">${e(hello)}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${e(subject)}</p>
${content.paragraphs.map((p) => `<p style="margin:0 0 12px">${e(p)}</p>`).join('\n')}
${rows ? `<table style="margin:0 0 20px;border-collapse:collapse;font-size:14px">\n${rows}\n</table>\n` : ''}<p style="margin:0 0 24px"><a href="${e(content.action.url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${e(content.action.label)}</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:0 0 12px">
<p style="margin:0;font-size:12px;color:#78716c">${e(s.footer)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
