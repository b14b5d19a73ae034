// Stripe's published test cards (https://docs.stripe.com/testing), as the sandbox's checkout answers them, with
// Stripe's own wording for each outcome. Numbers are compared without spaces or dashes.
import { badRequest } from '../../http/errors';

export type CardOutcome =
  /** Paid; `failRenewals` for 4000 0000 0000 0341, whose later charges fail. */
  | { kind: 'paid'; failRenewals: boolean }
  /** Refused by the "bank": recorded on the payment as its failure. */
  | { kind: 'declined'; reason: 'declined' | 'insufficient_funds'; message: string }
  /** Refused by the form before any charge, as Stripe's own form does: nothing is recorded. */
  | { kind: 'invalid'; message: string };

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is incorrect.",
  incompleteExpiry: "Your card's expiration date is incomplete.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

const CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'paid', failRenewals: false },
  '4000000000000341': { kind: 'paid', failRenewals: true },
  '4000000000000002': { kind: 'declined', reason: 'declined', message: CARD_MESSAGES.declined },
  '4000000000009995': {
    kind: 'declined',
    reason: 'insufficient_funds',
    message: CARD_MESSAGES.insufficientFunds,
  },
};

/** MM/YY, MM / YY or MM/YYYY as the month it ends with; a malformed date is a 400 (the form is incomplete). */
function expiryMonth(expiry: string): { year: number; month: number } {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match?.[2] || month < 1 || month > 12)
    throw badRequest(CARD_MESSAGES.incompleteExpiry, [
      { path: 'expiry', message: CARD_MESSAGES.incompleteExpiry },
    ]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { year, month };
}

/** What paying with this card does, on the day `now`. */
export function cardOutcome(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardOutcome {
  if (!/^\d{3,4}$/.test(card.cvc))
    throw badRequest(CARD_MESSAGES.incompleteCvc, [{ path: 'cvc', message: CARD_MESSAGES.incompleteCvc }]);
  const { year, month } = expiryMonth(card.expiry);
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const known = CARDS[number];
  if (!known) return { kind: 'invalid', message: CARD_MESSAGES.incorrectNumber };
  // A card is good through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { kind: 'invalid', message: CARD_MESSAGES.expired };
  return known;
}
