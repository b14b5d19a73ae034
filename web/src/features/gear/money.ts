// Prices of the gear shop: US list prices in cents, written through Intl in the reader's language.
import type { Money } from '@common/schemas/payments';
import { formatMoney } from '../plans/money';

export const priceText = (money: Money | null, language: string): string | null =>
  money ? formatMoney(money, language) : null;

/** "2026-11" in the reader's language: "November 2026". */
export function monthText(month: string | null, language: string): string | null {
  if (!month) return null;
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return null;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}
