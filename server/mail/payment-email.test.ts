// A receipt names what was bought and where to follow it, for every payment purpose, in the member's language.
import { LANGUAGE_CODES } from '@common/constants/languages';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '../payments/provider';
import { type PaymentEmailInput, renderPaymentEmail } from './payment-email';
import { PAYMENT_STRINGS } from './payment-email-strings';

const receipt = (purpose: PaymentPurpose, language = 'en'): PaymentEmailInput => ({
  kind: 'receipt',
  language,
  recipientName: 'heron_watcher',
  publicUrl: 'https://wildlens.example',
  purpose,
  referenceId: purpose === 'premium_subscription' ? null : 42,
  amountMinor: 1299,
  currency: 'USD',
  provider: 'sandbox',
  paidAt: new Date('2026-11-20T10:00:00Z'),
  paymentId: 7,
  providerPaymentId: null,
});

describe('receipt e-mails', () => {
  it.each([
    ['premium_subscription', 'WildLens Premium Explorer, monthly', 'https://wildlens.example/subscription'],
    ['contest_entry', 'WildLens photo contest entry', 'https://wildlens.example/contests'],
    ['guide_purchase', 'WildLens location guide', 'https://wildlens.example/location-guides/42'],
    ['print_order', 'WildLens photo print', 'https://wildlens.example/user/print-orders'],
  ] as const)('names a %s and links to where it is followed', (purpose, item, url) => {
    const mail = renderPaymentEmail(receipt(purpose));
    expect(mail.subject).toBe('Your WildLens receipt: $12.99');
    expect(mail.text).toContain(`Item: ${item}`);
    expect(mail.text).toContain(url);
  });

  it('has the words for every purpose in every language', () => {
    for (const code of LANGUAGE_CODES) {
      const s = PAYMENT_STRINGS[code];
      for (const words of [s.itemGuide, s.itemPrint, s.readGuide, s.followOrder])
        expect(words, code).toBeTruthy();
      if (code !== 'en') expect(s.itemGuide, code).not.toBe(PAYMENT_STRINGS.en.itemGuide);
    }
    expect(PAYMENT_PURPOSES).toHaveLength(4);
    expect(renderPaymentEmail(receipt('print_order', 'ja')).text).toContain('WildLens 写真プリント');
  });
});
