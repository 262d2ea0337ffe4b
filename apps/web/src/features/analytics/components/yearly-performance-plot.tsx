import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { YearlyRevenue } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import { maxRevenue } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { useChartAxes } from './chart-figure';
import { ChartTooltipCard } from './chart-tooltip-card';
import { ResponsiveChart } from './responsive-chart';

/** The plot of Yearly Performance: one point per year, amounts abbreviated (K, L, Cr). */
export function YearlyPerformancePlot({
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
  const axes = useChartAxes(small, maxRevenue(years));
  const { axisText } = axes;

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
    <ResponsiveChart height={height}>
      <LineChart data={years} margin={{ top: 16, right: 24, bottom: 0, left: 0 }}>
        <CartesianGrid {...axes.grid} />
        <XAxis
          dataKey="year"
          tick={axisText}
          tickLine={false}
          axisLine={axes.categoryAxisLine}
          padding={{ left: 24, right: 24 }}
        />
        <YAxis {...axes.amountAxis} width={small ? 48 : 56} />
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
    </ResponsiveChart>
  );
}
