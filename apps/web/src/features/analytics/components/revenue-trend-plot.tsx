import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthShortName } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { maxRevenue, type MonthPoint } from '../lib/chart-data';
import { monotonePath } from '../lib/chart-geometry';
import { REVENUE_COLOR, revenueChartLayout } from '../lib/chart-layout';
import { CartesianChart } from './cartesian-chart';
import { ChartTooltipCard } from './chart-tooltip-card';

/** A year's revenue by month, on a small screen or a wide one. */
export type RevenueTrendProps = { points: MonthPoint[]; year: number; small: boolean };

/**
 * The plot of the revenue trend: a smooth green area over January to December with a
 * gradient fill, amounts on the vertical axis (abbreviated), no legend, and a tooltip with the month
 * and the amount. Months still to come are not drawn.
 */
export function RevenueTrendPlot({ points, year, small }: RevenueTrendProps) {
  const { t, i18n } = useTranslation('analytics');
  const gradientId = `revenue-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { height, margin } = revenueChartLayout(small);
  const language = i18n.resolvedLanguage ?? 'en';
  const labels = points.map((point) => monthShortName(point.month, language));

  return (
    <CartesianChart
      height={height}
      margin={margin}
      yAxisWidth={small ? 44 : 60}
      small={small}
      labels={labels}
      mode="point"
      every={small ? 2 : 1}
      maxAmount={maxRevenue(points)}
      cursor={{ kind: 'line', stroke: REVENUE_COLOR }}
      xTitle={{ text: t('revenue.axisMonth'), offset: small ? -24 : -32 }}
      yTitle={{ text: t('revenue.axisAmount'), offset: small ? -36 : -44 }}
      tooltip={(index) => {
        const revenue = points[index]!.revenue;
        if (revenue === null) return null;
        return (
          <ChartTooltipCard
            title={t('revenue.tooltipTitle', { month: labels[index], year })}
            line={t('revenue.tooltipValue', { amount: formatRupees(revenue) })}
            color={REVENUE_COLOR}
          />
        );
      }}
    >
      {({ plot, centres, y, active }) => {
        const drawn = points.flatMap((point, i) =>
          point.revenue === null ? [] : [{ x: centres[i]!, y: y(point.revenue), index: i }],
        );
        if (drawn.length === 0) return null;
        const line = monotonePath(drawn);
        const area = `${line}L${drawn.at(-1)!.x},${plot.bottom}L${drawn[0]!.x},${plot.bottom}Z`;
        const activePoint = drawn.find((point) => point.index === active);
        return (
          <g>
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={REVENUE_COLOR} stopOpacity={0.4} />
                <stop offset="95%" stopColor={REVENUE_COLOR} stopOpacity={0.03} />
              </linearGradient>
            </defs>
            <path className="chart-area-fill" d={area} fill={`url(#${gradientId})`} />
            <path
              className="chart-area-curve"
              d={line}
              fill="none"
              stroke={REVENUE_COLOR}
              strokeWidth={2.5}
            />
            {activePoint && (
              <circle
                cx={activePoint.x}
                cy={activePoint.y}
                r={5}
                fill={REVENUE_COLOR}
                stroke="#fff"
                strokeWidth={2}
              />
            )}
          </g>
        );
      }}
    </CartesianChart>
  );
}
