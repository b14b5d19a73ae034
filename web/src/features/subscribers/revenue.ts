// The summary's revenue rows arranged for the chart and its table: one row per month of the twelve, the net
// amount (minor units) of each purpose in one currency, zero for a month without payments.
import type { SubscribersSummary } from '@common/schemas/subscribers';

export const PURPOSE_COLORS = ['#15803d', '#b45309', '#1d4ed8', '#7e22ce'];

/** The currencies that have any revenue or MRR, alphabetically. */
export function currenciesOf(summary: SubscribersSummary): string[] {
  return [
    ...new Set([...summary.revenue.map((r) => r.currency), ...summary.mrr.map((m) => m.currency)]),
  ].sort();
}

/** The purposes with revenue in `currency`, premium first. */
export function purposesOf(summary: SubscribersSummary, currency: string): string[] {
  const found = new Set(summary.revenue.filter((r) => r.currency === currency).map((r) => r.purpose));
  return [...found].sort((a, b) =>
    a === 'premium_subscription' ? -1 : b === 'premium_subscription' ? 1 : a.localeCompare(b),
  );
}

export type ChartRow = { month: string } & Record<string, number | string>;

export function chartRows(summary: SubscribersSummary, currency: string): ChartRow[] {
  const purposes = purposesOf(summary, currency);
  return summary.months.map((month) => {
    const row: ChartRow = { month };
    for (const purpose of purposes) {
      row[purpose] = summary.revenue
        .filter((r) => r.month === month && r.currency === currency && r.purpose === purpose)
        .reduce((sum, r) => sum + r.netMinor, 0);
    }
    return row;
  });
}

/** Net, gross and refunded of one month in `currency`, all purposes together. */
export function monthTotals(summary: SubscribersSummary, currency: string, month: string) {
  const rows = summary.revenue.filter((r) => r.month === month && r.currency === currency);
  return {
    gross: rows.reduce((s, r) => s + r.grossMinor, 0),
    refunded: rows.reduce((s, r) => s + r.refundedMinor, 0),
    net: rows.reduce((s, r) => s + r.netMinor, 0),
  };
}
