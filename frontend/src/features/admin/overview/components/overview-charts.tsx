// The overview's four charts (recharts, loaded with this tab only).
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { HourlyCount } from '../../admin-contracts';
import { formatCount, formatDayMonth, formatHourMinute, formatMoney, formatNumber } from '../../admin-format';
import type { DayRow } from '../overview-series';
import { ChartCard } from './chart-card';

const AXIS = { stroke: '#8690a4', fontSize: 12, tickLine: false, axisLine: false } as const;
const GRID = { stroke: 'rgba(255,255,255,0.06)', vertical: false } as const;
const TOOLTIP = {
  contentStyle: {
    background: '#0e131e',
    border: '1px solid rgba(255,255,255,0.1)',
    borderRadius: 12,
    fontSize: 13,
  },
  labelStyle: { color: '#eef1f7', marginBottom: 4 },
  itemStyle: { color: '#a9b2c4' },
  cursor: { fill: 'rgba(255,255,255,0.04)' },
} as const;
const CURRENCY_COLOURS = ['#2fdc9d', '#eab543', '#38bdf8', '#f472b6'];
const dayLabel = (day: unknown) => (typeof day === 'string' ? formatDayMonth(`${day}T12:00:00`) : '');

interface OverviewChartsProps {
  rows: DayRow[];
  currencies: string[];
  hours: HourlyCount[];
  hasRevenue: boolean;
}

export function OverviewCharts({ rows, currencies, hours, hasRevenue }: OverviewChartsProps) {
  const { t } = useTranslation('admin');
  const revenueRows = rows.map((row) => ({ day: row.day, ...row.revenue }));
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard title={t('overview.charts.revenue')} note={hasRevenue ? undefined : t('overview.noRevenue')}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={revenueRows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...GRID} />
            <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} {...AXIS} />
            <YAxis width={56} tickFormatter={(value: number) => formatCount(value)} {...AXIS} />
            <Tooltip
              {...TOOLTIP}
              labelFormatter={dayLabel}
              formatter={(value, name) => [formatMoney(Number(value), String(name)), String(name)]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {currencies.map((currency, index) => (
              <Area
                key={currency}
                type="monotone"
                dataKey={currency}
                name={currency}
                stroke={CURRENCY_COLOURS[index % CURRENCY_COLOURS.length]}
                fill={CURRENCY_COLOURS[index % CURRENCY_COLOURS.length]}
                fillOpacity={0.15}
                strokeWidth={2}
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title={t('overview.charts.credits')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...GRID} />
            <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} {...AXIS} />
            <YAxis
              width={56}
              allowDecimals={false}
              tickFormatter={(value: number) => formatCount(value)}
              {...AXIS}
            />
            <Tooltip
              {...TOOLTIP}
              labelFormatter={dayLabel}
              formatter={(value) => [formatNumber(Number(value)), t('overview.series.credits')]}
            />
            <Bar
              dataKey="credits"
              name={t('overview.series.credits')}
              fill="#eab543"
              radius={[4, 4, 0, 0]}
              maxBarSize={28}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title={t('overview.charts.signups')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...GRID} />
            <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} {...AXIS} />
            <YAxis width={56} allowDecimals={false} {...AXIS} />
            <Tooltip
              {...TOOLTIP}
              labelFormatter={dayLabel}
              formatter={(value) => [formatCount(Number(value)), t('overview.series.signups')]}
            />
            <Bar
              dataKey="signups"
              name={t('overview.series.signups')}
              fill="#2fdc9d"
              radius={[4, 4, 0, 0]}
              maxBarSize={28}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title={t('overview.charts.visitors')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={hours} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...GRID} />
            <XAxis
              dataKey="hour"
              tickFormatter={(hour: string) => formatHourMinute(hour)}
              minTickGap={16}
              {...AXIS}
            />
            <YAxis width={56} allowDecimals={false} {...AXIS} />
            <Tooltip
              {...TOOLTIP}
              labelFormatter={(hour) => (typeof hour === 'string' ? formatHourMinute(hour) : '')}
              formatter={(value) => [formatCount(Number(value)), t('overview.series.visitors')]}
            />
            <Bar
              dataKey="count"
              name={t('overview.series.visitors')}
              fill="#38bdf8"
              radius={[4, 4, 0, 0]}
              maxBarSize={22}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
