import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyRevenue } from '@tailor/shared/analytics';
import { maxRevenue, shortDayLabel } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { useChartAxes } from './chart-figure';
import { amountTooltip } from './chart-tooltip-card';
import { ResponsiveChart } from './responsive-chart';

/** The plot of Monthly Growth: revenue of each day of the past month, one bar a day. */
export function MonthlyGrowthPlot({ days, small }: { days: DailyRevenue[]; small: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const height = smallChartHeight(small);
  const language = i18n.resolvedLanguage ?? 'en';
  const dayName = (value: unknown) => shortDayLabel(String(value), language);
  const axes = useChartAxes(small, maxRevenue(days));
  const { axisText } = axes;

  const renderTooltip = amountTooltip({
    title: dayName,
    line: (amount) => t('monthly.tooltipValue', { amount }),
    color,
  });

  return (
    <ResponsiveChart height={height}>
      <BarChart data={days} margin={{ top: 10, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...axes.grid} />
        <XAxis
          dataKey="date"
          tickFormatter={dayName}
          tick={axisText}
          tickLine={false}
          axisLine={axes.categoryAxisLine}
          minTickGap={small ? 24 : 32}
        />
        <YAxis {...axes.amountAxis} width={small ? 48 : 56} />
        <Tooltip content={renderTooltip} cursor={{ fill: alpha(color, 0.08) }} />
        <Bar dataKey="revenue" fill={color} radius={[4, 4, 0, 0]} maxBarSize={18} />
      </BarChart>
    </ResponsiveChart>
  );
}
