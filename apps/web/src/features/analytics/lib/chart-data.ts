import type { DailyRevenue, MonthlyRevenue, YearlyRevenue } from '@tailor/shared/analytics';
import { parseIsoDate } from '@tailor/shared/dates';
import { formatAbbreviatedRupees } from '@tailor/shared/money';

export const MONTHS_IN_YEAR = 12;

/** A month of the revenue trend; revenue null for a month still to come, which is not plotted. */
export type MonthPoint = { month: number; revenue: number | null };

/**
 * The last month of `year` that has happened by `today` (ISO date in the shop's zone): 12 for a
 * past year, the current month for this year, 0 for a year still to come.
 */
export function lastMonthSoFar(year: number, today: string): number {
  const now = parseIsoDate(today);
  if (year < now.year) return MONTHS_IN_YEAR;
  if (year > now.year) return 0;
  return now.month;
}

/**
 * Twelve points, January to December, for the revenue trend: GET /get_revenue lists only months
 * with revenue, so the others up to `lastMonth` are shown as 0. Months after it have
 * not happened yet: their revenue is null, so the line ends at the current month instead of
 * falling to ₹0.
 */
export function fillMonths(
  rows: readonly MonthlyRevenue[],
  lastMonth: number = MONTHS_IN_YEAR,
): MonthPoint[] {
  const byMonth = new Map<number, number>();
  for (const row of rows) byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + row.revenue);
  return Array.from({ length: MONTHS_IN_YEAR }, (_, i) => {
    const month = i + 1;
    const revenue = byMonth.get(month);
    // A month to come that somehow has revenue (an order dated ahead) is still shown.
    return { month, revenue: revenue ?? (month <= lastMonth ? 0 : null) };
  });
}

/** Years in ascending order, one point each, for the Yearly Performance chart. */
export function sortYears(rows: readonly YearlyRevenue[]): YearlyRevenue[] {
  return [...rows].sort((a, b) => a.year - b.year);
}

/** Whether any day of the Monthly Growth window earned something. */
export function hasRevenue(
  rows: readonly (DailyRevenue | MonthlyRevenue | YearlyRevenue | MonthPoint)[],
): boolean {
  return rows.some((row) => row.revenue !== 0 && row.revenue !== null);
}

/** An amount axis label: ₹950, ₹2K, ₹2.5L, ₹1.2Cr (K without decimals in charts). */
export function amountAxisLabel(value: number): string {
  return formatAbbreviatedRupees(value, { chart: true });
}

const STEP_FACTORS = [1, 2, 5];
const AXIS_INTERVALS = 4;

/**
 * Round values for an amount axis from 0 to at least `max`, about four steps of 1, 2 or 5 times a
 * power of ten (never below ₹1). Such steps keep the abbreviated labels exact: with steps of 1,500
 * the K labels without decimals would read ₹2K, ₹3K, ₹5K.
 */
export function amountTicks(max: number, intervals = AXIS_INTERVALS): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    STEP_FACTORS.map((f) => f * power).find((s) => s >= rough) ?? 10 * power,
  );
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** The highest revenue of a series, for its axis (months to come count as nothing). */
export function maxRevenue(rows: readonly { revenue: number | null }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.revenue ?? 0), 0);
}

/**
 * The years the revenue trend can show: every year with revenue and the current one, newest first.
 */
export function revenueYears(rows: readonly YearlyRevenue[], currentYear: number): number[] {
  return [...new Set([currentYear, ...rows.map((row) => row.year)])].sort((a, b) => b - a);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** '05 Nov' for a day of the Monthly Growth chart, in the interface language. */
export function shortDayLabel(iso: string, language: string): string {
  const { year, month, day } = parseIsoDate(iso);
  const locale = `${language}-IN`;
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      timeZone: 'UTC',
    });
    dayFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(Date.UTC(year, month - 1, day)));
}
