import type { Earnings, MonthlyGrowth } from '@tailor/shared/analytics';

export const EARNINGS_PERIODS = ['month', 'year', 'total'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];

export type EarningsFigures = {
  /** Revenue of the period: the totals of its orders. */
  amount: number;
  /** Advance payment, received: the advances taken when those orders were made. */
  advance: number;
  /** Payments received to date on those orders: advances and balance collected later. */
  paid: number;
  /** Remaining payment, pending: what those orders still owe (amount − paid, per order ≥ 0). */
  remaining: number;
  /** Against last month for the month; year and total show 0. */
  growth: MonthlyGrowth;
};

const FLAT: MonthlyGrowth = { growth: 0, direction: 'up' };

/** The earnings card's figures for the chosen toggle (This Month, This Year, Total Income). */
export function earningsFigures(earnings: Earnings, period: EarningsPeriod): EarningsFigures {
  switch (period) {
    case 'month':
      return {
        amount: earnings.this_month,
        advance: earnings.this_month_advance,
        paid: earnings.this_month_paid,
        remaining: earnings.this_month_remaining,
        growth: earnings.growth.monthly,
      };
    case 'year':
      return {
        amount: earnings.this_year,
        advance: earnings.this_year_advance,
        paid: earnings.this_year_paid,
        remaining: earnings.this_year_remaining,
        growth: FLAT,
      };
    case 'total':
      return {
        amount: earnings.overall_income,
        advance: earnings.total_advance,
        paid: earnings.total_paid,
        remaining: earnings.total_remaining,
        growth: FLAT,
      };
  }
}

/** The growth as shown: its size without sign ('12.5'), the arrow carries the direction. */
export function growthMagnitude(growth: MonthlyGrowth): string {
  const value = Math.abs(growth.growth);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** How much of the period's amount has been paid to date, in whole percent from 0 to 100. */
export function collectedPercent(figures: Pick<EarningsFigures, 'amount' | 'paid'>): number {
  if (figures.amount <= 0) return figures.paid > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((figures.paid / figures.amount) * 100)));
}
