import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { revenueChartLayout } from '../lib/chart-layout';
import { ChartFigure } from './chart-figure';
import type { RevenueTrendProps } from './revenue-trend-plot';

const RevenueTrendPlot = lazy(() =>
  import('./revenue-trend-plot').then((module) => ({ default: module.RevenueTrendPlot })),
);

/** The revenue trend chart of a year, drawn when it comes near the view. */
export function RevenueTrendChart({ points, year, small }: RevenueTrendProps) {
  const { t } = useTranslation('analytics');
  return (
    <ChartFigure
      label={t('revenue.chartLabel', { year })}
      testId="revenue-chart"
      height={revenueChartLayout(small).height}
    >
      <RevenueTrendPlot points={points} year={year} small={small} />
    </ChartFigure>
  );
}
