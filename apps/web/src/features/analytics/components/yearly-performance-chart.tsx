import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { smallChartHeight } from '../lib/chart-layout';
import { ChartFigure } from './chart-figure';
import type { YearlyPerformanceProps } from './yearly-performance-plot';

const YearlyPerformancePlot = lazy(() =>
  import('./yearly-performance-plot').then((module) => ({ default: module.YearlyPerformancePlot })),
);

/** The Yearly Performance chart, drawn when it comes near the view. */
export function YearlyPerformanceChart({ years, small }: YearlyPerformanceProps) {
  const { t } = useTranslation('analytics');
  return (
    <ChartFigure
      label={t('yearly.chartLabel')}
      testId="yearly-performance-chart"
      height={smallChartHeight(small)}
    >
      <YearlyPerformancePlot years={years} small={small} />
    </ChartFigure>
  );
}
