import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { INITIAL_CHART_WIDTH } from '../lib/chart-layout';

/** A recharts chart that fills its figure's width at a fixed height. */
export function ResponsiveChart({ height, children }: { height: number; children: ReactElement }) {
  return (
    <ResponsiveContainer
      width="100%"
      height={height}
      initialDimension={{ width: INITIAL_CHART_WIDTH, height }}
    >
      {children}
    </ResponsiveContainer>
  );
}
