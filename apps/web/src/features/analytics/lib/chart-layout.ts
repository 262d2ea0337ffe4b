/** The revenue chart is green. */
export const REVENUE_COLOR = '#059669';

export type ChartMargin = { top: number; right: number; bottom: number; left: number };

/**
 * The revenue trend chart's size: 350 px tall (280 on small screens), margins left
 * 50 / 60, right 20 / 30, top 20 / 30, bottom 40 / 50. The left and bottom margins hold the axis
 * titles.
 */
export function revenueChartLayout(small: boolean): { height: number; margin: ChartMargin } {
  return small
    ? { height: 280, margin: { top: 20, right: 20, bottom: 40, left: 50 } }
    : { height: 350, margin: { top: 30, right: 30, bottom: 50, left: 60 } };
}

/** The Monthly Growth and Yearly Performance charts: smaller than the revenue trend. */
export function smallChartHeight(small: boolean): number {
  return small ? 220 : 260;
}

/** Width a chart is drawn at before its container has been measured (and where it cannot be). */
export const INITIAL_CHART_WIDTH = 640;
