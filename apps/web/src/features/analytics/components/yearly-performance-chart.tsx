import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { YearlyRevenue } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import { amountAxisLabel, amountTicks, maxRevenue } from '../lib/chart-data';
import { INITIAL_CHART_WIDTH, smallChartHeight } from '../lib/chart-layout';
import { ChartTooltipCard } from './chart-tooltip-card';

/** Yearly Performance (spec §2): one point per year, amounts abbreviated (K, L, Cr). */
export function YearlyPerformanceChart({
  years,
  small,
}: {
  years: YearlyRevenue[];
  small: boolean;
}) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const color = theme.palette.secondary.main;
  const height = smallChartHeight(small);
  const ticks = amountTicks(maxRevenue(years));
  const axisText = { fontSize: small ? 11 : 12, fill: theme.palette.text.secondary };

  const renderTooltip = ({ active, payload, label }: TooltipContentProps) => {
    const value = payload?.[0]?.value;
    if (!active || typeof value !== 'number') return null;
    return (
      <ChartTooltipCard
        title={String(label)}
        line={t('yearly.tooltipValue', { amount: formatRupees(value) })}
        color={color}
      />
    );
  };

  return (
    <Box
      role="figure"
      aria-label={t('yearly.chartLabel')}
      data-testid="yearly-performance-chart"
      sx={{ width: '100%', height }}
    >
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: INITIAL_CHART_WIDTH, height }}
      >
        <LineChart data={years} margin={{ top: 16, right: 24, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis
            dataKey="year"
            tick={axisText}
            tickLine={false}
            axisLine={{ stroke: theme.palette.divider }}
            padding={{ left: 24, right: 24 }}
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
          <Tooltip content={renderTooltip} cursor={{ stroke: color, strokeDasharray: '4 4' }} />
          <Line
            type="monotone"
            dataKey="revenue"
            stroke={color}
            strokeWidth={2.5}
            dot={{ r: 5, fill: color, stroke: '#fff', strokeWidth: 2 }}
            activeDot={{ r: 7 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
