// The subscribers list as CSV (RFC 4180 quoting by csv-stringify). A cell a spreadsheet would read as a formula
// (it starts with = + - @, a tab or a carriage return: a username or e-mail address chosen by a member) gets a
// leading single quote, so opening the export never runs anything (OWASP "CSV injection").
import { SUBSCRIBER_CSV_COLUMNS, type Subscriber } from '@common/schemas/subscribers';
import { stringify } from 'csv-stringify/sync';
import { minorToDecimalString } from '../../payments/money';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text, defused when a spreadsheet would take it for a formula. */
export function safeCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellsOf(s: Subscriber): string[] {
  const amount =
    s.monthlyAmountMinor !== null && s.currency
      ? minorToDecimalString(s.monthlyAmountMinor, s.currency)
      : null;
  return [
    s.userId,
    s.username,
    s.email,
    s.tier,
    s.status,
    s.provider,
    s.method,
    s.currency,
    amount,
    s.startedAt,
    s.currentPeriodEnd,
    s.complimentaryUntil,
    s.freeMonthsEarned,
    s.freeMonthsUsed,
  ].map(safeCell);
}

/** The header line. */
export const csvHeader = (): string => stringify([[...SUBSCRIBER_CSV_COLUMNS]], { record_delimiter: '\r\n' });

/** Lines for a batch of subscribers. */
export const csvLines = (batch: Subscriber[]): string =>
  stringify(batch.map(cellsOf), { record_delimiter: '\r\n' });

/** The download's file name: subscribers-2026-11-29.csv. */
export const csvFileName = (now: Date): string => `subscribers-${now.toISOString().slice(0, 10)}.csv`;
