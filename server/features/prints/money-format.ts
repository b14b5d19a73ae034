// A minor-unit amount as the member reads it (Intl), for e-mails.
import { fromMinor } from '../../payments/money';

export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromMinor(minor, currency));
}
