// The revenue chart of /admin/subscribers (recharts, loaded with React.lazy only on that page): net revenue per
// month in one currency, a stacked bar per purpose. The figures are also in a table for screen readers
// (RevenueTable); the chart itself is hidden from them.
import type { SubscribersSummary } from '@common/schemas/subscribers';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../plans/money';
import { chartRows, PURPOSE_COLORS, purposesOf } from './revenue';

export interface RevenueChartProps {
  summary: SubscribersSummary;
  currency: string;
  language: string;
  monthLabel: (month: string) => string;
  purposeLabel: (purpose: string) => string;
}

export default function RevenueChart({
  summary,
  currency,
  language,
  monthLabel,
  purposeLabel,
}: RevenueChartProps) {
  const rows = chartRows(summary, currency);
  const purposes = purposesOf(summary, currency);
  const money = (minor: number) => formatMoney({ amountMinor: minor, currency }, language);
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={monthLabel} />
          <YAxis tickFormatter={(v: number) => money(v)} width={90} />
          <Tooltip
            labelFormatter={(label) => monthLabel(String(label))}
            formatter={(value, name) => [
              formatMoney({ amountMinor: Number(value), currency }, language),
              purposeLabel(String(name)),
            ]}
          />
          <Legend formatter={(value) => purposeLabel(String(value))} />
          {purposes.map((purpose, i) => (
            <Bar
              key={purpose}
              dataKey={purpose}
              stackId="net"
              fill={PURPOSE_COLORS[i % PURPOSE_COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
