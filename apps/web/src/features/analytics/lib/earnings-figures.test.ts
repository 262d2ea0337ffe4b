import type { Earnings } from '@tailor/shared/analytics';
import { describe, expect, it } from 'vitest';
import { collectedPercent, earningsFigures, growthMagnitude } from './earnings-figures';

const earnings: Earnings = {
  this_month: 12_500,
  this_month_advance: 5_000,
  this_month_paid: 8_000,
  this_month_remaining: 4_500,
  this_year: 96_000,
  this_year_advance: 50_000,
  this_year_paid: 70_250.5,
  this_year_remaining: 25_749.5,
  overall_income: 1_50_000,
  total_advance: 90_000,
  total_paid: 1_20_000,
  total_remaining: 30_000,
  growth: { monthly: { growth: -12.5, direction: 'down' } },
};

describe('earningsFigures', () => {
  it('shows this month with its growth against last month', () => {
    expect(earningsFigures(earnings, 'month')).toEqual({
      amount: 12_500,
      advance: 5_000,
      paid: 8_000,
      remaining: 4_500,
      growth: { growth: -12.5, direction: 'down' },
    });
  });

  it('shows this year with growth 0 (growth is for the month only)', () => {
    expect(earningsFigures(earnings, 'year')).toEqual({
      amount: 96_000,
      advance: 50_000,
      paid: 70_250.5,
      remaining: 25_749.5,
      growth: { growth: 0, direction: 'up' },
    });
  });

  it('shows the total income with growth 0', () => {
    expect(earningsFigures(earnings, 'total')).toEqual({
      amount: 1_50_000,
      advance: 90_000,
      paid: 1_20_000,
      remaining: 30_000,
      growth: { growth: 0, direction: 'up' },
    });
  });
});

describe('growthMagnitude', () => {
  it.each([
    [{ growth: 12.5, direction: 'up' as const }, '12.5'],
    [{ growth: -12.5, direction: 'down' as const }, '12.5'],
    [{ growth: 100, direction: 'up' as const }, '100'],
    [{ growth: 0, direction: 'up' as const }, '0'],
  ])('shows %o as %s', (growth, text) => {
    expect(growthMagnitude(growth)).toBe(text);
  });
});

describe('collectedPercent', () => {
  it.each([
    [{ amount: 12_500, paid: 8_000 }, 64],
    [{ amount: 3, paid: 1 }, 33],
    [{ amount: 1_000, paid: 1_000 }, 100],
    [{ amount: 0, paid: 0 }, 0],
    // An alteration order's advance before its final price is set.
    [{ amount: 0, paid: 300 }, 100],
  ])('says %o is %d%% collected', (figures, percent) => {
    expect(collectedPercent(figures)).toBe(percent);
  });
});
