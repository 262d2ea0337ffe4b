import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DailyRevenue } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import { maxRevenue, shortDayLabel } from '../lib/chart-data';
import { topRoundedBar } from '../lib/chart-geometry';
import { smallChartHeight } from '../lib/chart-layout';
import { CartesianChart } from './cartesian-chart';
import { ChartTooltipCard } from './chart-tooltip-card';

/** The widest a day's bar gets, and the share of its slot it takes when narrower. */
const MAX_BAR_WIDTH = 18;
const BAR_SHARE = 0.8;

/** The plot of Monthly Growth: revenue of each day of the past month, one bar a day. */
export function MonthlyGrowthPlot({ days, small }: { days: DailyRevenue[]; small: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const language = i18n.resolvedLanguage ?? 'en';
  const labels = days.map((day) => shortDayLabel(day.date, language));

  return (
    <CartesianChart
      height={smallChartHeight(small)}
      margin={{ top: 10, right: 8, bottom: 0, left: 0 }}
      yAxisWidth={small ? 48 : 56}
      small={small}
      labels={labels}
      mode="band"
      minTickGap={small ? 24 : 32}
      maxAmount={maxRevenue(days)}
      cursor={{ kind: 'slot', fill: alpha(color, 0.08) }}
      tooltip={(index) => (
        <ChartTooltipCard
          title={labels[index]!}
          line={t('monthly.tooltipValue', { amount: formatRupees(days[index]!.revenue) })}
          color={color}
        />
      )}
    >
      {({ plot, centres, slot, y }) => {
        const width = Math.min(MAX_BAR_WIDTH, slot * BAR_SHARE);
        // A day that earned nothing has no bar.
        return (
          <g className="chart-bars">
            {days.map((day, i) =>
              day.revenue > 0 ? (
                <path
                  key={day.date}
                  className="chart-bar"
                  d={topRoundedBar(centres[i]! - width / 2, y(day.revenue), width, plot.bottom, 4)}
                  fill={color}
                />
              ) : null,
            )}
          </g>
        );
      }}
    </CartesianChart>
  );
}
