import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { Suspense, type ReactNode } from 'react';
import { amountAxisLabel, amountTicks } from '../lib/chart-data';
import { useNearView } from '../../../lib/use-near-view';

/**
 * A chart as a labelled figure that fills its width at a fixed height. The chart (`children`, a
 * lazily loaded plot: recharts is most of the analytics pages' JavaScript) renders once the figure
 * comes within a screen of the view; until it has loaded, the figure holds its place with a
 * skeleton of the chart's size, so nothing moves when it appears.
 */
export function ChartFigure({
  label,
  testId,
  height,
  children,
}: {
  label: string;
  testId: string;
  height: number;
  children: ReactNode;
}) {
  const [near, ref] = useNearView();
  const placeholder = <Skeleton variant="rounded" height={height} animation="wave" />;
  return (
    <Box
      ref={ref}
      role="figure"
      aria-label={label}
      data-testid={testId}
      sx={{ width: '100%', height }}
    >
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Box>
  );
}

/**
 * What every revenue chart's axes share: the axis text, and the amount axis (rounded ticks from 0,
 * K / L / Cr labels, no line). Spread `amountAxis` onto a YAxis; recharts wants its axes as direct
 * children of the chart, so they are props here rather than a component.
 */
export function useChartAxes(small: boolean, maxAmount: number) {
  const theme = useTheme();
  const axisText = { fontSize: small ? 11 : 12, fill: theme.palette.text.secondary };
  const ticks = amountTicks(maxAmount);
  return {
    axisText,
    grid: { strokeDasharray: '3 3', vertical: false, stroke: theme.palette.divider },
    categoryAxisLine: { stroke: theme.palette.divider },
    amountAxis: {
      tickFormatter: amountAxisLabel,
      ticks,
      domain: [0, ticks.at(-1)!] as [number, number],
      interval: 0 as const,
      tick: axisText,
      tickLine: false,
      axisLine: false,
    },
  };
}
