import { describe, expect, it } from 'vitest';
import { monthlyGrowth } from './analytics';

describe('monthlyGrowth', () => {
  it('is the percent change against last month, one decimal, signed, with its direction', () => {
    expect(monthlyGrowth(150_000, 100_000)).toEqual({ growth: 50, direction: 'up' });
    expect(monthlyGrowth(40_000, 100_000)).toEqual({ growth: -60, direction: 'down' });
    // 249999 / 170050 − 1 = 47.0150…%
    expect(monthlyGrowth(249_999, 170_050)).toEqual({ growth: 47, direction: 'up' });
    expect(monthlyGrowth(100_001, 300_000)).toEqual({ growth: -66.7, direction: 'down' });
  });

  it('counts growth from nothing as 100% up, and nothing both months as 0% up', () => {
    expect(monthlyGrowth(1, 0)).toEqual({ growth: 100, direction: 'up', last_month_empty: true });
    expect(monthlyGrowth(0, 0)).toEqual({ growth: 0, direction: 'up', last_month_empty: true });
    expect(monthlyGrowth(0, 5_000)).toEqual({ growth: -100, direction: 'down' });
  });

  it('shows a change too small for one decimal as 0, up (never -0)', () => {
    const flat = monthlyGrowth(999_999, 1_000_000);
    expect(flat).toEqual({ growth: 0, direction: 'up' });
    expect(Object.is(flat.growth, -0)).toBe(false);
  });
});
