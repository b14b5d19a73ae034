// What the test-mode card form does with typed text: the number in groups of four as it is typed, the expiry
// as MM/YY, the CVC as digits, and the checks a card form makes before sending (the sandbox decides the rest).

const MAX_CARD_DIGITS = 19;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" -> "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" -> "12/34"; "1" stays "1"; a typed slash after the month is kept ("12/"). */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.includes('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardProblem = 'required' | 'invalid' | 'expired';

/** The card form's own checks; `now` is passed in so the expiry check can be tested on a fixed date. */
export function cardProblems(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = digitsOf(card.cardNumber);
  if (!number) problems.cardNumber = 'required';
  else if (number.length < 12 || number.length > MAX_CARD_DIGITS) problems.cardNumber = 'invalid';

  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  if (!card.expiry.trim()) problems.expiry = 'required';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = 'invalid';
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    // A card is valid through the last day of its expiry month.
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      problems.expiry = 'expired';
    }
  }

  const cvc = digitsOf(card.cvc);
  if (!cvc) problems.cvc = 'required';
  else if (cvc.length < 3 || cvc.length > 4) problems.cvc = 'invalid';
  return problems;
}

/** Stripe's published test cards, which the sandbox answers the way Stripe's test mode does. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
  { number: '4000 0000 0000 0341', outcome: 'renewalsFail' },
] as const;
