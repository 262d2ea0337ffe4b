import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { fillMonths } from '../lib/chart-data';
import { mockChartSize } from '../test/chart-size';
import { growthDays } from '../test/fixtures';
import { mockIntersection } from '../../../test/intersection';
import { MonthlyGrowthChart } from './monthly-growth-chart';
import { RevenueTrendChart } from './revenue-trend-chart';
import { YearlyPerformanceChart } from './yearly-performance-chart';

function texts(root: Element): string[] {
  return [...root.querySelectorAll('text')].map((node) => node.textContent ?? '');
}

function chartHeight(chart: HTMLElement): string {
  return chart.querySelector<HTMLElement>('.chart-container')!.style.height;
}

/** The figure of that name once its chart, loaded when the figure comes near the view, is drawn. */
async function drawnChart(name?: string): Promise<HTMLElement> {
  const chart = screen.getByRole('figure', name ? { name } : {});
  await waitFor(() => expect(chart.querySelector('.chart-surface')).toBeTruthy());
  return chart;
}

/** Moves the mouse over the chart, as a hover does, and waits for the tooltip. */
async function hover(chart: Element, clientX: number) {
  await act(async () => {
    fireEvent.pointerMove(chart.querySelector('.chart-container')!, { clientX, clientY: 150 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('charts', () => {
  beforeEach(() => mockIntersection({ inView: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('RevenueTrendChart', () => {
    it('runs January to December with abbreviated amounts and no legend', async () => {
      mockChartSize(800, 350);
      renderWithProviders(
        <RevenueTrendChart
          points={fillMonths([
            { month: 3, revenue: 4_000 },
            { month: 11, revenue: 1_45_400 },
          ])}
          year={2026}
          small={false}
        />,
      );
      const chart = await drawnChart('Monthly revenue in 2026');
      const labels = texts(chart);
      expect(labels.slice(0, 12)).toEqual([
        'Jan',
        'Feb',
        'Mar',
        'Apr',
        'May',
        'Jun',
        'Jul',
        'Aug',
        'Sep',
        'Oct',
        'Nov',
        'Dec',
      ]);
      expect(labels).toEqual(
        expect.arrayContaining(['₹0', '₹50K', '₹1L', '₹1.5L', 'Month', 'Revenue']),
      );
      // The axes' texts and nothing else: no legend.
      expect(labels).toHaveLength(12 + 4 + 2);
    });

    it('is a smooth green area with a gradient fill, 350 px tall with the wide margins', async () => {
      mockChartSize(800, 350);
      renderWithProviders(
        <RevenueTrendChart
          points={fillMonths([{ month: 5, revenue: 900 }])}
          year={2026}
          small={false}
        />,
      );
      const chart = await drawnChart('Monthly revenue in 2026');
      expect(chartHeight(chart)).toBe('350px');
      const curve = chart.querySelector('.chart-area-curve')!;
      expect(curve.getAttribute('stroke')).toBe('#059669');
      const fill = chart.querySelector('.chart-area-fill')!.getAttribute('fill')!;
      const gradient = chart.querySelector(`linearGradient#${fill.slice(5, -1)}`)!;
      expect(gradient.querySelector('stop')!.getAttribute('stop-color')).toBe('#059669');
      // The plot starts after the 60 px left margin and the amount axis.
      const grid = chart.querySelector('.chart-grid line')!;
      expect(Number(grid.getAttribute('x1'))).toBe(60 + 60);
      expect(Number(grid.getAttribute('y1'))).toBeGreaterThanOrEqual(30);
    });

    it('is 280 px tall on small screens', async () => {
      mockChartSize(360, 280);
      renderWithProviders(
        <RevenueTrendChart points={fillMonths([{ month: 5, revenue: 900 }])} year={2026} small />,
      );
      expect(chartHeight(await drawnChart())).toBe('280px');
    });

    it('shows the month and the amount on hover', async () => {
      mockChartSize(800, 350);
      renderWithProviders(
        <RevenueTrendChart
          points={fillMonths([{ month: 3, revenue: 4_000.5 }])}
          year={2026}
          small={false}
        />,
      );
      const chart = await drawnChart();
      expect(within(chart).queryByTestId('chart-tooltip')).toBeNull();
      // March is the third of twelve steps across the plot (x from 120 to 770).
      await hover(chart, 120 + (650 / 11) * 2);
      const tooltip = within(chart).getByTestId('chart-tooltip');
      expect(tooltip.textContent).toBe('Mar 2026Revenue: ₹4,000.50');
    });
  });

  describe('YearlyPerformanceChart', () => {
    it('draws one point per year with amounts in lakh and crore', async () => {
      mockChartSize(700, 260);
      renderWithProviders(
        <YearlyPerformanceChart
          years={[
            { year: 2024, revenue: 4_50_000 },
            { year: 2025, revenue: 90_00_000 },
            { year: 2026, revenue: 1_75_00_000 },
          ]}
          small={false}
        />,
      );
      const chart = await drawnChart('Revenue by year');
      expect(texts(chart)).toEqual(
        expect.arrayContaining(['2024', '2025', '2026', '₹0', '₹50L', '₹1Cr', '₹1.5Cr', '₹2Cr']),
      );
      expect(chart.querySelectorAll('.chart-line-dot')).toHaveLength(3);
    });
  });

  describe('MonthlyGrowthChart', () => {
    it('draws a bar for each day that earned, amounts in K', async () => {
      mockChartSize(700, 260);
      renderWithProviders(
        <MonthlyGrowthChart days={growthDays({ [-3]: 2_500, 0: 7_400 })} small={false} />,
      );
      const chart = await drawnChart('Daily revenue over the past month');
      expect(texts(chart)).toEqual(expect.arrayContaining(['₹0', '₹2K', '₹4K', '₹6K', '₹8K']));
      // A day of 0 has no bar.
      const bars = chart.querySelectorAll('.chart-bar');
      expect(bars).toHaveLength(2);
    });
  });
});
