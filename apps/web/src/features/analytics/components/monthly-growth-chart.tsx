import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyRevenue } from '@tailor/shared/analytics';
import { smallChartHeight } from '../lib/chart-layout';
import { ChartFigure } from './chart-figure';

const MonthlyGrowthPlot = lazy(() =>
  import('./monthly-growth-plot').then((module) => ({ default: module.MonthlyGrowthPlot })),
);

/** The Monthly Growth chart, drawn when it comes near the view. */
export function MonthlyGrowthChart({ days, small }: { days: DailyRevenue[]; small: boolean }) {
  const { t } = useTranslation('analytics');
  return (
    <ChartFigure
      label={t('monthly.chartLabel')}
      testId="monthly-growth-chart"
      height={smallChartHeight(small)}
    >
      <MonthlyGrowthPlot days={days} small={small} />
    </ChartFigure>
  );
}
