import type { DashboardData, DueOrder } from '@tailor/shared/analytics';
import { addDays, todayInShopZone } from '@tailor/shared/dates';

const today = todayInShopZone();

export function dueOrder(n: number, overrides: Partial<DueOrder> = {}): DueOrder {
  return {
    _id: `order-${n}`,
    order_number: n,
    customer_name: `Customer ${n}`,
    due_date: addDays(today, 2),
    status: 'Assigned',
    remainingAmount: 1_000 + n,
    overdue: false,
    ...overrides,
  };
}

/** Thirty days of the Monthly Growth window, with revenue on the days given. */
export function growthDays(revenueByOffset: Record<number, number> = {}) {
  return Array.from({ length: 30 }, (_, i) => ({
    date: addDays(today, i - 29),
    revenue: revenueByOffset[i - 29] ?? 0,
  }));
}

/** Dashboard data; the due total counts the listed due orders unless given. */
export function dashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  const due = overrides.orders_due_this_week ?? [
    dueOrder(7, { overdue: true, due_date: addDays(today, -2), status: 'Delayed' }),
    dueOrder(9),
  ];
  return {
    earnings: {
      this_month: 12_500,
      this_month_advance: 5_000,
      this_month_paid: 8_000,
      this_month_remaining: 4_500,
      this_year: 96_000,
      this_year_advance: 50_000,
      this_year_paid: 70_000,
      this_year_remaining: 26_000,
      overall_income: 1_50_000,
      total_advance: 90_000,
      total_paid: 1_20_000,
      total_remaining: 30_000,
      growth: { monthly: { growth: 12.5, direction: 'up' } },
    },
    growth_over_month: growthDays({ [-3]: 2_500, 0: 10_000 }),
    growth_over_year: [
      { year: 2025, revenue: 54_000 },
      { year: 2026, revenue: 96_000 },
    ],
    orders_due_this_week: due,
    orders_due_this_week_total: due.length,
    fit_quality: [],
    ...overrides,
  };
}

export const emptyDashboard: DashboardData = {
  earnings: {
    this_month: 0,
    this_month_advance: 0,
    this_month_paid: 0,
    this_month_remaining: 0,
    this_year: 0,
    this_year_advance: 0,
    this_year_paid: 0,
    this_year_remaining: 0,
    overall_income: 0,
    total_advance: 0,
    total_paid: 0,
    total_remaining: 0,
    growth: { monthly: { growth: 0, direction: 'up' } },
  },
  growth_over_month: growthDays(),
  growth_over_year: [],
  orders_due_this_week: [],
  orders_due_this_week_total: 0,
  fit_quality: [],
};
