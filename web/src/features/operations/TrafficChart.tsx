// The traffic chart of the admin dashboard (recharts, loaded with React.lazy only when the section shows): page
// views per day as bars, sign-ups and sightings published as lines on their own axis. The same figures are in a
// table for screen readers (TrafficSection); the chart itself is hidden from them.
import type { TrafficDay } from '@common/schemas/operations';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export const TRAFFIC_COLORS = { pageViews: '#15803d', signUps: '#1d4ed8', uploads: '#b45309' } as const;

export interface TrafficChartProps {
  daily: TrafficDay[];
  dayLabel: (date: string) => string;
  number: (value: number) => string;
  seriesLabel: (series: keyof typeof TRAFFIC_COLORS) => string;
}

export default function TrafficChart({ daily, dayLabel, number, seriesLabel }: TrafficChartProps) {
  const label = (name: unknown) => seriesLabel(String(name) as keyof typeof TRAFFIC_COLORS);
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={16} />
          <YAxis yAxisId="views" tickFormatter={number} width={56} allowDecimals={false} />
          <YAxis
            yAxisId="events"
            orientation="right"
            tickFormatter={number}
            width={40}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(value) => dayLabel(String(value))}
            formatter={(value, name) => [number(Number(value)), label(name)]}
          />
          <Legend formatter={label} />
          <Bar
            yAxisId="views"
            dataKey="pageViews"
            fill={TRAFFIC_COLORS.pageViews}
            isAnimationActive={false}
          />
          <Line
            yAxisId="events"
            dataKey="signUps"
            stroke={TRAFFIC_COLORS.signUps}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="events"
            dataKey="uploads"
            stroke={TRAFFIC_COLORS.uploads}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
