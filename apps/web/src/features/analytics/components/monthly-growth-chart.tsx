import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { DailyRevenue } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import { amountAxisLabel, amountTicks, maxRevenue, shortDayLabel } from '../lib/chart-data';
import { INITIAL_CHART_WIDTH, smallChartHeight } from '../lib/chart-layout';
import { ChartTooltipCard } from './chart-tooltip-card';

/** Monthly Growth (spec §2): revenue of each day of the past month, one bar a day. */
export function MonthlyGrowthChart({ days, small }: { days: DailyRevenue[]; small: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const height = smallChartHeight(small);
  const language = i18n.resolvedLanguage ?? 'en';
  const dayName = (value: unknown) => shortDayLabel(String(value), language);
  const axisText = { fontSize: small ? 11 : 12, fill: theme.palette.text.secondary };
  const ticks = amountTicks(maxRevenue(days));

  const renderTooltip = ({ active, payload, label }: TooltipContentProps) => {
    const value = payload?.[0]?.value;
    if (!active || typeof value !== 'number') return null;
    return (
      <ChartTooltipCard
        title={dayName(label)}
        line={t('monthly.tooltipValue', { amount: formatRupees(value) })}
        color={color}
      />
    );
  };

  return (
    <Box
      role="figure"
      aria-label={t('monthly.chartLabel')}
      data-testid="monthly-growth-chart"
      sx={{ width: '100%', height }}
    >
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: INITIAL_CHART_WIDTH, height }}
      >
        <BarChart data={days} margin={{ top: 10, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis
            dataKey="date"
            tickFormatter={dayName}
            tick={axisText}
            tickLine={false}
            axisLine={{ stroke: theme.palette.divider }}
            minTickGap={small ? 24 : 32}
          />
          <YAxis
            tickFormatter={amountAxisLabel}
            ticks={ticks}
            domain={[0, ticks.at(-1)!]}
            interval={0}
            tick={axisText}
            tickLine={false}
            axisLine={false}
            width={small ? 48 : 56}
          />
          <Tooltip content={renderTooltip} cursor={{ fill: alpha(color, 0.08) }} />
          <Bar dataKey="revenue" fill={color} radius={[4, 4, 0, 0]} maxBarSize={18} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
