import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';
import { useNearView } from '../../../lib/use-near-view';

/**
 * A chart as a labelled figure that fills its width at a fixed height. The chart (`children`, a
 * lazily loaded plot) renders once the figure
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
