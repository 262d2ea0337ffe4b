import { z } from 'zod';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from './constants';
import { checkBusinessYear } from './dates';
import { ORDER_STATUSES } from './orders/constants';

/**
 * Earnings analytics: the dashboard's earnings card, growth and revenue charts.
 *
 * Every figure counts the shop's orders that are not Cancelled, placed by order date (a calendar
 * day in the shop's time zone), and each order's money is read as orderAmounts (order-amounts.ts)
 * reads it:
 * - this_month, this_year, overall_income (revenue): the orders' totals;
 * - *_advance ('Advance Payment – Received'): the advance payments of those orders, the money
 *   taken when each order was made; balance collected later is not in it;
 * - *_paid (received to date): every payment on those orders, advance and balance, whenever it
 *   was paid, so "this month's paid" is what has been paid on the orders dated this month, net of
 *   refunds; a Cancelled order's money counts here too while the shop kept it (a refund is money
 *   going out and nets it to 0);
 * - *_remaining ('Remaining Payment – Pending'): what those orders still owe, each order's total
 *   minus its payments, never below 0. It equals revenue − paid, except while an alteration order's
 *   final price is not set yet (total 0): its advance counts as paid and nothing as owed.
 * Period names: this_month is the current calendar month, this_year the current calendar year,
 * total (overall_income, total_advance, total_paid, total_remaining) every order ever.
 */

/** How many days the Monthly Growth chart shows, ending today. */
export const GROWTH_OVER_MONTH_DAYS = 30;

const rupees = z.number();

export const monthlyGrowthSchema = z.object({
  /** Percent change of this month's revenue against last month's, one decimal, signed (-12.5). */
  growth: z.number(),
  /** 'up' when growth is 0 or more. */
  direction: z.enum(['up', 'down']),
  /**
   * True when last month earned nothing, so a percentage compares with nothing; the growth is then
   * 100 (or 0) by convention and the screen says there is nothing to compare instead. Absent otherwise.
   */
  last_month_empty: z.boolean().optional(),
});
export type MonthlyGrowth = z.infer<typeof monthlyGrowthSchema>;

export const earningsSchema = z.object({
  this_month: rupees,
  this_month_advance: rupees,
  this_month_paid: rupees,
  this_month_remaining: rupees,
  this_year: rupees,
  this_year_advance: rupees,
  this_year_paid: rupees,
  this_year_remaining: rupees,
  overall_income: rupees,
  total_advance: rupees,
  total_paid: rupees,
  total_remaining: rupees,
  growth: z.object({ monthly: monthlyGrowthSchema }),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** One day of the Monthly Growth chart; every day of the window is present, 0 when nothing was ordered. */
export const dailyRevenueSchema = z.object({ date: z.string(), revenue: rupees });
export type DailyRevenue = z.infer<typeof dailyRevenueSchema>;

/** One point of the Yearly Performance chart; only years with revenue are listed. */
export const yearlyRevenueSchema = z.object({ year: z.number().int(), revenue: rupees });
export type YearlyRevenue = z.infer<typeof yearlyRevenueSchema>;

/** An open order due today or within the next 6 days, or overdue. */
export const dueOrderSchema = z.object({
  _id: z.string(),
  order_number: z.number().int(),
  customer_name: z.string(),
  due_date: z.string(),
  status: z.enum(ORDER_STATUSES),
  remainingAmount: rupees,
  /** Due before today. */
  overdue: z.boolean(),
});
export type DueOrder = z.infer<typeof dueOrderSchema>;

/**
 * How many due orders the dashboard's answer lists (the first by due date, so the most overdue);
 * `orders_due_this_week_total` counts them all, and the order list's Due filter pages through them.
 */
export const DUE_THIS_WEEK_MAX = 20;

const dueThisWeekFields = {
  /** At most DUE_THIS_WEEK_MAX, by due date (so overdue first), then order number. */
  orders_due_this_week: z.array(dueOrderSchema),
  /** How many open orders are due this week or overdue, listed or not. */
  orders_due_this_week_total: z.number().int().min(0),
};

/** GET /orders_due_this_week */
export const ordersDueThisWeekSchema = z.object(dueThisWeekFields);
export type OrdersDueThisWeek = z.infer<typeof ordersDueThisWeekSchema>;

/**
 * How the shop's work fitted, as customers told from the tracking link: per month (the shop's
 * 'YYYY-MM'), garment and karigar (null: not assigned), the good fits and the changes asked. An
 * answer for the whole order counts for each of its garments.
 */
export const fitQualitySchema = z.object({
  month: z.string(),
  garment: z.string(),
  karigar: z.string().nullable(),
  good: z.number().int(),
  needs_change: z.number().int(),
});
export type FitQuality = z.infer<typeof fitQualitySchema>;

/** GET /get_dashboard_data */
export const dashboardDataSchema = z.object({
  earnings: earningsSchema,
  growth_over_month: z.array(dailyRevenueSchema),
  growth_over_year: z.array(yearlyRevenueSchema),
  ...dueThisWeekFields,
  /** The last 12 months' fit answers, newest month first. */
  fit_quality: z.array(fitQualitySchema),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

const MIN_YEAR = Number(DATE_PICKER_MIN.slice(0, 4));
const MAX_YEAR = Number(DATE_PICKER_MAX.slice(0, 4));
const yearMessage = `year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;

/** GET /get_revenue?year=2026; the current year in the shop's time zone when left out. */
export const revenueQuerySchema = z.object({
  year: z.coerce
    .number({ error: yearMessage })
    .int(yearMessage)
    .min(MIN_YEAR, yearMessage)
    .max(MAX_YEAR, yearMessage)
    .superRefine((year, ctx) => checkBusinessYear(year, ctx))
    .optional(),
});
export type RevenueQuery = z.output<typeof revenueQuerySchema>;

/** One month (1 to 12) with its revenue; GET /get_revenue lists only months that have revenue. */
export const monthlyRevenueSchema = z.object({
  month: z.number().int().min(1).max(12),
  revenue: rupees,
});
export type MonthlyRevenue = z.infer<typeof monthlyRevenueSchema>;

export const revenueListSchema = z.array(monthlyRevenueSchema);

/**
 * This month against last month, in percent with one decimal. From nothing to something counts as
 * 100% up; nothing both months is 0% up; either way it is marked as having no month to compare with.
 */
export function monthlyGrowth(thisMonthPaise: number, lastMonthPaise: number): MonthlyGrowth {
  if (lastMonthPaise === 0) {
    return { growth: thisMonthPaise > 0 ? 100 : 0, direction: 'up', last_month_empty: true };
  }
  const growth = Math.round(((thisMonthPaise - lastMonthPaise) * 1000) / lastMonthPaise) / 10;
  // Math.round(-0.4) is -0: a change too small to show is flat, not "down 0".
  const rounded = growth === 0 ? 0 : growth;
  return { growth: rounded, direction: rounded >= 0 ? 'up' : 'down' };
}
