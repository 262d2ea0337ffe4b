import { describe, expect, it } from 'vitest';
import {
  amountAxisLabel,
  amountTicks,
  fillMonths,
  hasRevenue,
  lastMonthSoFar,
  maxRevenue,
  revenueYears,
  shortDayLabel,
  sortYears,
} from './chart-data';
import { revenueChartLayout } from './chart-layout';

describe('fillMonths', () => {
  it('gives all twelve months, January first, with 0 where the server listed none', () => {
    const points = fillMonths([
      { month: 11, revenue: 14_540 },
      { month: 3, revenue: 3_400.5 },
    ]);
    expect(points.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(points.map((p) => p.revenue)).toEqual([0, 0, 3_400.5, 0, 0, 0, 0, 0, 0, 0, 14_540, 0]);
  });

  it('gives twelve zero months for an empty year', () => {
    expect(fillMonths([])).toHaveLength(12);
    expect(hasRevenue(fillMonths([]))).toBe(false);
  });

  it('leaves the months after the last one unplotted (null), not ₹0', () => {
    const points = fillMonths([{ month: 3, revenue: 3_400.5 }], 4);
    expect(points.map((p) => p.revenue)).toEqual([
      0,
      0,
      3_400.5,
      0,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(maxRevenue(points)).toBe(3_400.5);
  });
});

describe('lastMonthSoFar', () => {
  it('is the current month this year, December for a past year, none for a year to come', () => {
    expect(lastMonthSoFar(2026, '2026-11-24')).toBe(11);
    expect(lastMonthSoFar(2026, '2026-01-01')).toBe(1);
    expect(lastMonthSoFar(2025, '2026-11-24')).toBe(12);
    expect(lastMonthSoFar(2027, '2026-11-24')).toBe(0);
  });
});

describe('amountAxisLabel', () => {
  it.each([
    [0, '₹0'],
    [950, '₹950'],
    [2_000, '₹2K'],
    [15_000, '₹15K'],
    [2_50_000, '₹2.5L'],
    [1_20_00_000, '₹1.2Cr'],
  ])('labels %d as %s (K without decimals in charts)', (amount, label) => {
    expect(amountAxisLabel(amount)).toBe(label);
  });
});

describe('amountTicks', () => {
  it.each([
    [5_500, [0, 2_000, 4_000, 6_000]],
    [14_540, [0, 5_000, 10_000, 15_000]],
    [2_30_000, [0, 1_00_000, 2_00_000, 3_00_000]],
    [150, [0, 50, 100, 150]],
    [3, [0, 1, 2, 3]],
  ])('steps up to %d in round amounts', (max, ticks) => {
    expect(amountTicks(max)).toEqual(ticks);
  });

  it('keeps every abbreviated label distinct and exact', () => {
    for (const max of [1_500, 5_500, 9_999, 37_000, 4_20_000, 7_50_00_000]) {
      const labels = amountTicks(max).map(amountAxisLabel);
      expect(new Set(labels).size, labels.join()).toBe(labels.length);
      expect(amountTicks(max).at(-1)).toBeGreaterThanOrEqual(max);
    }
  });

  it('has an axis even without revenue', () => {
    expect(amountTicks(0)).toEqual([0, 1]);
  });
});

describe('yearly and daily data', () => {
  it('orders years ascending and knows the highest revenue', () => {
    const years = sortYears([
      { year: 2026, revenue: 30_000 },
      { year: 2024, revenue: 1_000 },
      { year: 2025, revenue: 11_000 },
    ]);
    expect(years.map((y) => y.year)).toEqual([2024, 2025, 2026]);
    expect(maxRevenue(years)).toBe(30_000);
  });

  it('offers the current year and every year with revenue, newest first', () => {
    expect(
      revenueYears(
        [
          { year: 2024, revenue: 5 },
          { year: 2026, revenue: 9 },
        ],
        2026,
      ),
    ).toEqual([2026, 2024]);
    expect(revenueYears([], 2026)).toEqual([2026]);
  });

  it('labels a day of the monthly chart in the interface language', () => {
    expect(shortDayLabel('2026-11-05', 'en')).toBe('05 Nov');
  });
});

describe('revenueChartLayout', () => {
  it('is 350 px tall with the wide margins', () => {
    expect(revenueChartLayout(false)).toEqual({
      height: 350,
      margin: { top: 30, right: 30, bottom: 50, left: 60 },
    });
  });

  it('is 280 px tall with the narrow margins on small screens', () => {
    expect(revenueChartLayout(true)).toEqual({
      height: 280,
      margin: { top: 20, right: 20, bottom: 40, left: 50 },
    });
  });
});
