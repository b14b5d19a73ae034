// The charts of /analytics (recharts, loaded with React.lazy only on that page): the daily series, the posting
// hours or weekdays, and follower growth. Each chart is hidden from screen readers; the page puts the same figures
// in a table they read.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export const SERIES_COLORS = {
  views: '#0f766e',
  likes: '#be123c',
  comments: '#1d4ed8',
  followers: '#a16207',
} as const;

export type ChartProps =
  | {
      kind: 'series';
      rows: { day: string; views: number; likes: number; comments: number; followers: number }[];
      dayLabel: (day: string) => string;
      seriesLabel: (key: keyof typeof SERIES_COLORS) => string;
    }
  | {
      kind: 'slots';
      rows: { slot: number; sightings: number; averageEngagement: number }[];
      slotLabel: (slot: number) => string;
      sightingsLabel: string;
      engagementLabel: string;
    }
  | {
      kind: 'growth';
      rows: { day: string; followers: number }[];
      dayLabel: (day: string) => string;
      followersLabel: string;
    };

export default function AnalyticsChart(props: ChartProps) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {props.kind === 'series' ? (
          <LineChart data={props.rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={props.dayLabel} minTickGap={24} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(label) => props.dayLabel(String(label))} />
            <Legend formatter={(value) => props.seriesLabel(value as keyof typeof SERIES_COLORS)} />
            {(Object.keys(SERIES_COLORS) as (keyof typeof SERIES_COLORS)[]).map((key) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={key}
                stroke={SERIES_COLORS[key]}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : props.kind === 'slots' ? (
          <BarChart data={props.rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="slot" tickFormatter={(slot: number) => props.slotLabel(slot)} minTickGap={8} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(label) => props.slotLabel(Number(label))} />
            <Legend />
            <Bar dataKey="sightings" name={props.sightingsLabel} fill="#0f766e" isAnimationActive={false} />
            <Bar
              dataKey="averageEngagement"
              name={props.engagementLabel}
              fill="#be123c"
              isAnimationActive={false}
            />
          </BarChart>
        ) : (
          <LineChart data={props.rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={props.dayLabel} minTickGap={24} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(label) => props.dayLabel(String(label))} />
            <Line
              type="monotone"
              dataKey="followers"
              name={props.followersLabel}
              stroke={SERIES_COLORS.followers}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
