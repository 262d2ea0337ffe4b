import {
  DUE_THIS_WEEK_MAX,
  GROWTH_OVER_MONTH_DAYS,
  monthlyGrowth,
  type DailyRevenue,
  type DashboardData,
  type Earnings,
  type FitQuality,
  type MonthlyRevenue,
  type OrdersDueThisWeek,
  type YearlyRevenue,
} from '@tailor/shared/analytics';
import {
  addDays,
  monthRange,
  parseIsoDate,
  previousMonth,
  todayInShopZone,
  yearRange,
} from '@tailor/shared/dates';
import { paiseToRupees } from '@tailor/shared/money';
import { isOverdue, type OrderStatus } from '@tailor/shared/orders';
import { and, asc, count, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderRemainingSql } from '../../db/order-balance';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { storeMoneyMonths } from '../../db/schema/store-money-months';
import { storeRevenueDays } from '../../db/schema/store-revenue-days';
import { stores } from '../../db/schema/stores';
import type { Clock } from '../../lib/clock';
import { dueOrderCondition } from '../orders';
import { sameShopRow } from '../../db/shop-joins';

/*
 * The dashboard's figures (defined precisely in packages/shared/src/analytics.ts): revenue is the
 * total of the shop's orders that are not Cancelled, by order date; advance is the advance
 * payments of those same orders, paid everything the ledger holds for them, remaining what they
 * still owe. The database keeps these sums per month and per day of the order dates
 * (store_money_months, store_revenue_days) and per order (orders.paid_paise), in the transaction of
 * every write that changes them (migration 0008), so each figure here reads at most a few hundred
 * small rows, however many years of orders the shop has; periods are calendar days, months and
 * years in the shop's time zone.
 */

interface AnalyticsOptions {
  db: Database;
  clock: Clock;
  storeId: string;
}

/** Today in the shop's own time zone (stores.time_zone, Asia/Kolkata by default). */
async function shopToday(db: Database, clock: Clock, storeId: string): Promise<string> {
  const [store] = await db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId));
  return todayInShopZone(clock.now(), store?.timeZone);
}

/** sum(paise) as an exact JS number of paise; 0 for no rows. */
const paiseSum = (column: SQL | AnyColumn, filter?: SQL) =>
  sql<number>`coalesce(sum(${column})${filter ? sql` filter (where ${filter})` : sql``}, 0)`.mapWith(
    Number,
  );

/** The first day of the month of a date (YYYY-MM-DD). */
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

async function earningsOf(db: Database, storeId: string, today: string): Promise<Earnings> {
  const { year, month } = parseIsoDate(today);
  const thisMonth = monthOf(today);
  const last = previousMonth(year, month);
  const lastMonth = monthOf(monthRange(last.year, last.month).start);
  const thisYear = yearRange(year);
  const m = storeMoneyMonths;
  const inMonth = sql`${m.month} = ${thisMonth}`;
  const inYear = sql`${m.month} between ${thisYear.start} and ${thisYear.end}`;

  const [row] = await db
    .select({
      monthRevenue: paiseSum(m.revenuePaise, inMonth),
      monthAdvance: paiseSum(m.advancePaise, inMonth),
      monthPaid: paiseSum(m.paidPaise, inMonth),
      monthRemaining: paiseSum(m.remainingPaise, inMonth),
      lastMonthRevenue: paiseSum(m.revenuePaise, sql`${m.month} = ${lastMonth}`),
      yearRevenue: paiseSum(m.revenuePaise, inYear),
      yearAdvance: paiseSum(m.advancePaise, inYear),
      yearPaid: paiseSum(m.paidPaise, inYear),
      yearRemaining: paiseSum(m.remainingPaise, inYear),
      revenue: paiseSum(m.revenuePaise),
      advance: paiseSum(m.advancePaise),
      paid: paiseSum(m.paidPaise),
      remaining: paiseSum(m.remainingPaise),
    })
    .from(m)
    .where(eq(m.storeId, storeId));
  const e = row!;
  return {
    this_month: paiseToRupees(e.monthRevenue),
    this_month_advance: paiseToRupees(e.monthAdvance),
    this_month_paid: paiseToRupees(e.monthPaid),
    this_month_remaining: paiseToRupees(e.monthRemaining),
    this_year: paiseToRupees(e.yearRevenue),
    this_year_advance: paiseToRupees(e.yearAdvance),
    this_year_paid: paiseToRupees(e.yearPaid),
    this_year_remaining: paiseToRupees(e.yearRemaining),
    overall_income: paiseToRupees(e.revenue),
    total_advance: paiseToRupees(e.advance),
    total_paid: paiseToRupees(e.paid),
    total_remaining: paiseToRupees(e.remaining),
    growth: { monthly: monthlyGrowth(e.monthRevenue, e.lastMonthRevenue) },
  };
}

/** Revenue per day of the 30 days ending today, every day present. */
async function dailyRevenueOf(
  db: Database,
  storeId: string,
  today: string,
): Promise<DailyRevenue[]> {
  const first = addDays(today, -(GROWTH_OVER_MONTH_DAYS - 1));
  const d = storeRevenueDays;
  const rows = await db
    .select({ date: d.day, revenue: d.revenuePaise })
    .from(d)
    .where(and(eq(d.storeId, storeId), sql`${d.day} between ${first} and ${today}`));
  const byDate = new Map(rows.map((row) => [row.date, row.revenue]));
  return Array.from({ length: GROWTH_OVER_MONTH_DAYS }, (_, index) => {
    const date = addDays(first, index);
    return { date, revenue: paiseToRupees(byDate.get(date) ?? 0) };
  });
}

/** Revenue per calendar year, only years that have some, oldest first. */
async function yearlyRevenueOf(db: Database, storeId: string): Promise<YearlyRevenue[]> {
  const m = storeMoneyMonths;
  const year = sql<number>`extract(year from ${m.month})::int`.mapWith(Number);
  const rows = await db
    .select({ year, revenue: paiseSum(m.revenuePaise) })
    .from(m)
    .where(eq(m.storeId, storeId))
    .groupBy(year)
    .having(sql`sum(${m.revenuePaise}) > 0`)
    .orderBy(year);
  return rows.map((row) => ({ year: row.year, revenue: paiseToRupees(row.revenue) }));
}

/**
 * Open orders due today or in the next 6 days, and overdue ones: the first DUE_THIS_WEEK_MAX by due
 * date, then order number (read in that order from orders_open_due_idx), and how many there are.
 */
async function dueOrdersOf(
  db: Database,
  storeId: string,
  today: string,
): Promise<OrdersDueThisWeek> {
  const due = and(eq(orders.storeId, storeId), dueOrderCondition(today));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: customers.name,
        dueDate: orders.dueDate,
        status: orders.status,
        owedPaise: orderRemainingSql(orders),
      })
      .from(orders)
      .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
      .where(due)
      .orderBy(asc(orders.dueDate), asc(orders.orderNumber))
      .limit(DUE_THIS_WEEK_MAX),
    db.select({ total: count() }).from(orders).where(due),
  ]);
  return {
    orders_due_this_week: rows.map((row) => ({
      _id: row.id,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      due_date: row.dueDate,
      status: row.status as OrderStatus,
      remainingAmount: paiseToRupees(row.owedPaise),
      overdue: isOverdue(row, today),
    })),
    orders_due_this_week_total: counted!.total,
  };
}

/** GET /get_dashboard_data */
export async function getDashboardData(options: AnalyticsOptions): Promise<DashboardData> {
  const { db, clock, storeId } = options;
  const today = await shopToday(db, clock, storeId);
  const [earnings, growthOverMonth, growthOverYear, due, fitQuality] = await Promise.all([
    earningsOf(db, storeId, today),
    dailyRevenueOf(db, storeId, today),
    yearlyRevenueOf(db, storeId),
    dueOrdersOf(db, storeId, today),
    fitQualityOf(db, storeId, today),
  ]);
  return {
    earnings,
    growth_over_month: growthOverMonth,
    growth_over_year: growthOverYear,
    ...due,
    fit_quality: fitQuality,
  };
}

/**
 * The shop's quality figure: the fit answers of the last 12 months (from the 1st of the month 11
 * months before `today`), per month on the shop's clock, garment and karigar. An answer for the
 * whole order counts for each of its garments.
 */
async function fitQualityOf(db: Database, storeId: string, today: string): Promise<FitQuality[]> {
  const since = `${addMonths(today.slice(0, 7), -11)}-01`;
  const result = await db.execute(sql`
    select to_char(a.created_at at time zone s.time_zone, 'YYYY-MM') as month,
           p.name as garment, e.name as karigar,
           count(*) filter (where a.fit = 'good')::int as good,
           count(*) filter (where a.fit = 'needs_change')::int as needs_change
    from order_fit_answers a
    join stores s on s.id = a.store_id
    join order_products p on p.store_id = a.store_id and p.order_id = a.order_id
      and (a.product_id is null or p.id = a.product_id)
    left join employees e on e.store_id = p.store_id and e.id = p.assigned_employee_id
    where a.store_id = ${storeId}::uuid
      and a.created_at >= (${since}::date::timestamp at time zone s.time_zone)
    group by 1, 2, 3
    order by 1 desc, 2, 3`);
  return (result as unknown as { rows: FitQuality[] }).rows.map((row) => ({
    month: row.month,
    garment: row.garment,
    karigar: row.karigar,
    good: Number(row.good),
    needs_change: Number(row.needs_change),
  }));
}

/** 'YYYY-MM' moved by `months`. */
function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** GET /orders_due_this_week */
export async function listOrdersDueThisWeek(options: AnalyticsOptions): Promise<OrdersDueThisWeek> {
  const { db, clock, storeId } = options;
  return dueOrdersOf(db, storeId, await shopToday(db, clock, storeId));
}

/** GET /get_revenue: the months of `year` (this year when left out) that have revenue. */
export async function getMonthlyRevenue(
  options: AnalyticsOptions & { year?: number },
): Promise<MonthlyRevenue[]> {
  const { db, clock, storeId } = options;
  const year = options.year ?? parseIsoDate(await shopToday(db, clock, storeId)).year;
  const { start, end } = yearRange(year);
  const m = storeMoneyMonths;
  const month = sql<number>`extract(month from ${m.month})::int`.mapWith(Number);
  const rows = await db
    .select({ month, revenue: m.revenuePaise })
    .from(m)
    .where(
      and(
        eq(m.storeId, storeId),
        sql`${m.month} between ${start} and ${end}`,
        gt(m.revenuePaise, 0),
      ),
    )
    .orderBy(m.month);
  return rows.map((row) => ({ month: row.month, revenue: paiseToRupees(row.revenue) }));
}
