import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { amountAxisLabel, amountTicks } from '../lib/chart-data';
import { INITIAL_CHART_WIDTH } from '../lib/chart-layout';

/** A chart as a labelled figure that fills its width at a fixed height. */
export function ChartFigure({
  label,
  testId,
  height,
  children,
}: {
  label: string;
  testId: string;
  height: number;
  children: ReactElement;
}) {
  return (
    <Box role="figure" aria-label={label} data-testid={testId} sx={{ width: '100%', height }}>
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: INITIAL_CHART_WIDTH, height }}
      >
        {children}
      </ResponsiveContainer>
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
