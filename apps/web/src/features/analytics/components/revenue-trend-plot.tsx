import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { monthShortName } from '@tailor/shared/dates';
import { maxRevenue, type MonthPoint } from '../lib/chart-data';
import { REVENUE_COLOR, revenueChartLayout } from '../lib/chart-layout';
import { useChartAxes } from './chart-figure';
import { amountTooltip } from './chart-tooltip-card';
import { ResponsiveChart } from './responsive-chart';

/** A year's revenue by month, on a small screen or a wide one. */
export type RevenueTrendProps = { points: MonthPoint[]; year: number; small: boolean };

/**
 * The plot of the revenue trend: a smooth green area over January to December with a
 * gradient fill, amounts on the vertical axis (abbreviated), no legend, and a tooltip with the month
 * and the amount.
 */
export function RevenueTrendPlot({ points, year, small }: RevenueTrendProps) {
  const { t, i18n } = useTranslation('analytics');
  const gradientId = `revenue-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { height, margin } = revenueChartLayout(small);
  const language = i18n.resolvedLanguage ?? 'en';
  const monthName = (value: unknown) => monthShortName(Number(value), language);
  const axes = useChartAxes(small, maxRevenue(points));
  const { axisText } = axes;

  const renderTooltip = amountTooltip({
    title: (label) => t('revenue.tooltipTitle', { month: monthName(label), year }),
    line: (amount) => t('revenue.tooltipValue', { amount }),
    color: REVENUE_COLOR,
  });

  return (
    <ResponsiveChart height={height}>
      <AreaChart data={points} margin={margin}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="5%" stopColor={REVENUE_COLOR} stopOpacity={0.4} />
            <stop offset="95%" stopColor={REVENUE_COLOR} stopOpacity={0.03} />
          </linearGradient>
        </defs>
        <CartesianGrid {...axes.grid} />
        <XAxis
          dataKey="month"
          tickFormatter={monthName}
          tick={axisText}
          interval={small ? 1 : 0}
          tickLine={false}
          axisLine={axes.categoryAxisLine}
          label={{
            value: t('revenue.axisMonth'),
            position: 'insideBottom',
            offset: small ? -24 : -32,
            style: axisText,
          }}
        />
        <YAxis
          {...axes.amountAxis}
          width={small ? 44 : 60}
          label={{
            value: t('revenue.axisAmount'),
            angle: -90,
            position: 'insideLeft',
            offset: small ? -36 : -44,
            style: { ...axisText, textAnchor: 'middle' },
          }}
        />
        <Tooltip
          content={renderTooltip}
          cursor={{ stroke: REVENUE_COLOR, strokeDasharray: '4 4' }}
        />
        <Area
          type="monotone"
          dataKey="revenue"
          name={t('revenue.tooltipSeries')}
          stroke={REVENUE_COLOR}
          strokeWidth={2.5}
          fill={`url(#${gradientId})`}
          activeDot={{ r: 5, fill: REVENUE_COLOR, stroke: '#fff', strokeWidth: 2 }}
        />
      </AreaChart>
    </ResponsiveChart>
  );
}
