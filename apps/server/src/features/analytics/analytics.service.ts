import {
  GROWTH_OVER_MONTH_DAYS,
  monthlyGrowth,
  type DailyRevenue,
  type DashboardData,
  type DueOrder,
  type Earnings,
  type MonthlyRevenue,
  type YearlyRevenue,
} from '@tailor/shared/analytics';
import {
  addDays,
  monthRange,
  parseIsoDate,
  previousMonth,
  todayInShopZone,
  yearRange,
  type IsoDateRange,
} from '@tailor/shared/dates';
import { paiseToRupees } from '@tailor/shared/money';
import { isOverdue, type OrderStatus } from '@tailor/shared/orders';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import type { Clock } from '../../lib/clock';
import { dueOrderCondition } from '../orders';

/*
 * Figures of DESIGN §4 (defined precisely in packages/shared/src/analytics.ts): revenue is the
 * total of the shop's orders that are not Cancelled, by order date; advance is the advance
 * payments of those same orders, paid everything the ledger holds for them, remaining what they
 * still owe. Per order these are the figures of orderAmounts (packages/shared/src/order-amounts.ts),
 * written here in SQL so that the sums are taken in the database over integer paise, exact to the
 * paisa, without loading every order; periods are calendar days, months and years in the shop's
 * time zone.
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

const countsAsRevenue = (storeId: string) =>
  and(eq(orders.storeId, storeId), ne(orders.status, 'Cancelled'));

/** sum(paise) as an exact JS number of paise; 0 for no rows. */
const paiseSum = (expression: SQL, filter?: SQL) =>
  sql<number>`coalesce(sum(${expression})${filter ? sql` filter (where ${filter})` : sql``}, 0)`.mapWith(
    Number,
  );

/**
 * The ledger's sums per order of the store, as orderAmountsFromSums takes them (the advance
 * payments, and all payments): one grouped scan, joined to the orders.
 */
function paidByOrder(db: Database, storeId: string) {
  return db
    .select({
      orderId: payments.orderId,
      advancePaise:
        sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.kind} = 'advance'), 0)`.as(
          'advance_paise',
        ),
      paidPaise: sql<number>`sum(${payments.amountPaise})`.as('paid_paise'),
    })
    .from(payments)
    .where(eq(payments.storeId, storeId))
    .groupBy(payments.orderId)
    .as('paid_by_order');
}

async function earningsOf(db: Database, storeId: string, today: string): Promise<Earnings> {
  const { year, month } = parseIsoDate(today);
  const thisMonth = monthRange(year, month);
  const last = previousMonth(year, month);
  const lastMonth = monthRange(last.year, last.month);
  const thisYear = yearRange(year);
  const paid = paidByOrder(db, storeId);
  const advancePaise = sql`coalesce(${paid.advancePaise}, 0)`;
  const paidPaise = sql`coalesce(${paid.paidPaise}, 0)`;
  const owedPaise = sql`greatest(${orders.totalPaise} - ${paidPaise}, 0)`;
  const open = ne(orders.status, 'Cancelled');
  const within = (range: IsoDateRange) =>
    sql`${orders.orderDate} between ${range.start} and ${range.end}`;
  const openWithin = (range: IsoDateRange) => and(open, within(range))!;

  // Paid is the money the shop holds, so it also counts Cancelled orders: what was kept stays in,
  // what was refunded (a negative ledger row) has gone out again and nets to nothing.
  const [row] = await db
    .select({
      monthRevenue: paiseSum(sql`${orders.totalPaise}`, openWithin(thisMonth)),
      monthAdvance: paiseSum(advancePaise, openWithin(thisMonth)),
      monthPaid: paiseSum(paidPaise, within(thisMonth)),
      monthRemaining: paiseSum(owedPaise, openWithin(thisMonth)),
      lastMonthRevenue: paiseSum(sql`${orders.totalPaise}`, openWithin(lastMonth)),
      yearRevenue: paiseSum(sql`${orders.totalPaise}`, openWithin(thisYear)),
      yearAdvance: paiseSum(advancePaise, openWithin(thisYear)),
      yearPaid: paiseSum(paidPaise, within(thisYear)),
      yearRemaining: paiseSum(owedPaise, openWithin(thisYear)),
      revenue: paiseSum(sql`${orders.totalPaise}`, open),
      advance: paiseSum(advancePaise, open),
      paid: paiseSum(paidPaise),
      remaining: paiseSum(owedPaise, open),
    })
    .from(orders)
    .leftJoin(paid, eq(paid.orderId, orders.id))
    .where(eq(orders.storeId, storeId));
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
  const rows = await db
    .select({ date: orders.orderDate, revenue: paiseSum(sql`${orders.totalPaise}`) })
    .from(orders)
    .where(and(countsAsRevenue(storeId), sql`${orders.orderDate} between ${first} and ${today}`))
    .groupBy(orders.orderDate);
  const byDate = new Map(rows.map((row) => [row.date, row.revenue]));
  return Array.from({ length: GROWTH_OVER_MONTH_DAYS }, (_, index) => {
    const date = addDays(first, index);
    return { date, revenue: paiseToRupees(byDate.get(date) ?? 0) };
  });
}

/** Revenue per calendar year, only years that have some, oldest first. */
async function yearlyRevenueOf(db: Database, storeId: string): Promise<YearlyRevenue[]> {
  const year = sql<number>`extract(year from ${orders.orderDate})::int`.mapWith(Number);
  const revenue = paiseSum(sql`${orders.totalPaise}`);
  const rows = await db
    .select({ year, revenue })
    .from(orders)
    .where(countsAsRevenue(storeId))
    .groupBy(year)
    .having(sql`sum(${orders.totalPaise}) > 0`)
    .orderBy(year);
  return rows.map((row) => ({ year: row.year, revenue: paiseToRupees(row.revenue) }));
}

/** Open orders due today or in the next 6 days, and overdue ones: by due date, then order number. */
async function dueOrdersOf(db: Database, storeId: string, today: string): Promise<DueOrder[]> {
  // Summed per listed order through payments_order_idx: a few orders, not the whole ledger.
  const paidPaise = sql`(select coalesce(sum(p.amount_paise), 0) from payments p where p.order_id = ${orders.id})`;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      dueDate: orders.dueDate,
      status: orders.status,
      owedPaise: sql<number>`greatest(${orders.totalPaise} - ${paidPaise}, 0)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.storeId, storeId), dueOrderCondition(today)))
    .orderBy(asc(orders.dueDate), asc(orders.orderNumber));
  return rows.map((row) => ({
    _id: row.id,
    order_number: row.orderNumber,
    customer_name: row.customerName,
    due_date: row.dueDate,
    status: row.status as OrderStatus,
    remainingAmount: paiseToRupees(row.owedPaise),
    overdue: isOverdue(row, today),
  }));
}

/** GET /get_dashboard_data */
export async function getDashboardData(options: AnalyticsOptions): Promise<DashboardData> {
  const { db, clock, storeId } = options;
  const today = await shopToday(db, clock, storeId);
  const [earnings, growthOverMonth, growthOverYear, dueOrders] = await Promise.all([
    earningsOf(db, storeId, today),
    dailyRevenueOf(db, storeId, today),
    yearlyRevenueOf(db, storeId),
    dueOrdersOf(db, storeId, today),
  ]);
  return {
    earnings,
    growth_over_month: growthOverMonth,
    growth_over_year: growthOverYear,
    orders_due_this_week: dueOrders,
  };
}

/** GET /orders_due_this_week */
export async function listOrdersDueThisWeek(
  options: AnalyticsOptions,
): Promise<{ orders_due_this_week: DueOrder[] }> {
  const { db, clock, storeId } = options;
  return {
    orders_due_this_week: await dueOrdersOf(db, storeId, await shopToday(db, clock, storeId)),
  };
}

/** GET /get_revenue: the months of `year` (this year when left out) that have revenue. */
export async function getMonthlyRevenue(
  options: AnalyticsOptions & { year?: number },
): Promise<MonthlyRevenue[]> {
  const { db, clock, storeId } = options;
  const year = options.year ?? parseIsoDate(await shopToday(db, clock, storeId)).year;
  const { start, end } = yearRange(year);
  const month = sql<number>`extract(month from ${orders.orderDate})::int`.mapWith(Number);
  const rows = await db
    .select({ month, revenue: paiseSum(sql`${orders.totalPaise}`) })
    .from(orders)
    .where(and(countsAsRevenue(storeId), sql`${orders.orderDate} between ${start} and ${end}`))
    .groupBy(month)
    .having(sql`sum(${orders.totalPaise}) > 0`)
    .orderBy(month);
  return rows.map((row) => ({ month: row.month, revenue: paiseToRupees(row.revenue) }));
}
