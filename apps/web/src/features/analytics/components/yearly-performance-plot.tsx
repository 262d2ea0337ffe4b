import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { YearlyRevenue } from '@tailor/shared/analytics';
import { maxRevenue } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { useChartAxes } from './chart-figure';
import { amountTooltip } from './chart-tooltip-card';
import { ResponsiveChart } from './responsive-chart';

/** The revenue of each year, on a small screen or a wide one. */
export type YearlyPerformanceProps = { years: YearlyRevenue[]; small: boolean };

/** The plot of Yearly Performance: one point per year, amounts abbreviated (K, L, Cr). */
export function YearlyPerformancePlot({ years, small }: YearlyPerformanceProps) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const color = theme.palette.secondary.main;
  const height = smallChartHeight(small);
  const axes = useChartAxes(small, maxRevenue(years));
  const { axisText } = axes;

  const renderTooltip = amountTooltip({
    title: String,
    line: (amount) => t('yearly.tooltipValue', { amount }),
    color,
  });

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
