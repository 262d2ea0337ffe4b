import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { YearlyRevenue } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import { maxRevenue } from '../lib/chart-data';
import { monotonePath } from '../lib/chart-geometry';
import { smallChartHeight } from '../lib/chart-layout';
import { CartesianChart } from './cartesian-chart';
import { ChartTooltipCard } from './chart-tooltip-card';

/** The revenue of each year, on a small screen or a wide one. */
export type YearlyPerformanceProps = { years: YearlyRevenue[]; small: boolean };

/** The plot of Yearly Performance: one point per year, amounts abbreviated (K, L, Cr). */
export function YearlyPerformancePlot({ years, small }: YearlyPerformanceProps) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const color = theme.palette.secondary.main;

  return (
    <CartesianChart
      height={smallChartHeight(small)}
      margin={{ top: 16, right: 24, bottom: 0, left: 0 }}
      yAxisWidth={small ? 48 : 56}
      small={small}
      labels={years.map((row) => String(row.year))}
      mode="point"
      padding={{ left: 24, right: 24 }}
      maxAmount={maxRevenue(years)}
      cursor={{ kind: 'line', stroke: color }}
      tooltip={(index) => (
        <ChartTooltipCard
          title={String(years[index]!.year)}
          line={t('yearly.tooltipValue', { amount: formatRupees(years[index]!.revenue) })}
          color={color}
        />
      )}
    >
      {({ centres, y, active }) => {
        const points = years.map((row, i) => ({ x: centres[i]!, y: y(row.revenue) }));
        return (
          <g>
            <path
              className="chart-line-curve"
              d={monotonePath(points)}
              fill="none"
              stroke={color}
              strokeWidth={2.5}
            />
            {points.map((point, i) => (
              <circle
                key={years[i]!.year}
                className="chart-line-dot"
                cx={point.x}
                cy={point.y}
                r={i === active ? 7 : 5}
                fill={color}
                stroke="#fff"
                strokeWidth={2}
              />
            ))}
          </g>
        );
      }}
    </CartesianChart>
  );
}
