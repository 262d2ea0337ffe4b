import type { CashCountInput, DayBook, DayBookDay } from '@tailor/shared/books';
import { addDays, startOfDayInstant } from '@tailor/shared/dates';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import { PAYMENT_TYPES, type PaymentType } from '@tailor/shared/orders';
import { REFUND_KIND } from '@tailor/shared/takings-rules';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashCounts } from '../../db/schema/cash-counts';
import { karigarLedger } from '../../db/schema/karigar-ledger';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';

/** The earliest day the books count from when the shop entered no opening cash (0 then). */
const BEGINNING = '2000-01-01';

interface DayFlows {
  receipts: Record<PaymentType, number>;
  refunds: number;
  cashRefunds: number;
  payouts: number;
  cashPayouts: number;
}

const noFlows = (): DayFlows => ({
  receipts: { cash: 0, upi: 0, card: 0 },
  refunds: 0,
  cashRefunds: 0,
  payouts: 0,
  cashPayouts: 0,
});

/** The drawer's cash change of a day: cash in, less cash refunds and cash wages. */
const cashChange = (flows: DayFlows) => flows.receipts.cash - flows.cashRefunds - flows.cashPayouts;

/**
 * The payments ledger's and wage ledger's flows per day of the shop's zone between two days, both
 * included: receipts by method and refunds as the takings count them (a refund's amount whatever
 * its sign), karigar payouts with their reversals taken off.
 */
async function flowsByDay(
  db: Database,
  options: { storeId: string; timeZone: string; from: string; to: string },
): Promise<Map<string, DayFlows>> {
  const { storeId, timeZone, from, to } = options;
  const day = sql<string>`to_char(${payments.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const isRefund = sql`${payments.kind} = ${REFUND_KIND}`;
  const amount = sql`abs(${payments.amountPaise})`;
  const [paid, wages] = await Promise.all([
    db
      .select({
        day,
        method: payments.method,
        inPaise: sql<number>`coalesce(sum(${amount}) filter (where not (${isRefund})), 0)`.mapWith(
          Number,
        ),
        outPaise: sql<number>`coalesce(sum(${amount}) filter (where ${isRefund}), 0)`.mapWith(
          Number,
        ),
      })
      .from(payments)
      .where(
        and(
          eq(payments.storeId, storeId),
          gte(payments.createdAt, startOfDayInstant(from, timeZone)),
          lt(payments.createdAt, startOfDayInstant(addDays(to, 1), timeZone)),
        ),
      )
      // By position: the day's expression repeats its time zone parameter, which would not match.
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        day: karigarLedger.entryDate,
        method: karigarLedger.method,
        paise: sql<number>`coalesce(sum(${karigarLedger.amountPaise}), 0)`.mapWith(Number),
      })
      .from(karigarLedger)
      .where(
        and(
          eq(karigarLedger.storeId, storeId),
          sql`${karigarLedger.kind} in ('payout', 'payout_reversal')`,
          gte(karigarLedger.entryDate, from),
          lte(karigarLedger.entryDate, to),
        ),
      )
      .groupBy(karigarLedger.entryDate, karigarLedger.method),
  ]);
  const byDay = new Map<string, DayFlows>();
  const flowsOf = (key: string) => {
    const found = byDay.get(key) ?? noFlows();
    byDay.set(key, found);
    return found;
  };
  for (const row of paid) {
    const flows = flowsOf(row.day);
    const method = row.method as PaymentType;
    if (method in flows.receipts) flows.receipts[method] += row.inPaise;
    flows.refunds += row.outPaise;
    if (method === 'cash') flows.cashRefunds += row.outPaise;
  }
  for (const row of wages) {
    const flows = flowsOf(row.day);
    flows.payouts += row.paise;
    if (row.method === 'cash') flows.cashPayouts += row.paise;
  }
  return byDay;
}

/**
 * GET /reports/day-book: each day's receipts by mode, refunds, karigar payouts and the drawer's
 * cash at its end by the books: the opening cash the shop entered, on the day it applies from,
 * with each day's cash in and out since (none entered: 0 from the shop's first day). A day the
 * shop counted its cash shows the count and the difference; the books go on from their own
 * figure, so a difference stays visible until it is explained rather than vanishing next day.
 */
export async function getDayBook(options: {
  db: Database;
  storeId: string;
  from: string;
  to: string;
}): Promise<DayBook> {
  const { db, storeId, from, to } = options;
  const [store] = await db
    .select({
      timeZone: stores.timeZone,
      openingPaise: stores.openingCashPaise,
      openingDate: stores.openingCashDate,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('SHOP_NOT_FOUND');
  const { timeZone } = store;
  const opening =
    store.openingPaise !== null && store.openingDate !== null
      ? { paise: store.openingPaise, date: store.openingDate }
      : null;
  const start = opening?.date ?? BEGINNING;

  const [flows, before, counts] = await Promise.all([
    flowsByDay(db, { storeId, timeZone, from, to }),
    // The cash from the books' start up to the range: the drawer at the range's first day.
    start < from
      ? flowsByDay(db, { storeId, timeZone, from: start, to: addDays(from, -1) })
      : Promise.resolve(new Map<string, DayFlows>()),
    db
      .select({ day: cashCounts.day, paise: cashCounts.countedPaise })
      .from(cashCounts)
      .where(
        and(eq(cashCounts.storeId, storeId), gte(cashCounts.day, from), lte(cashCounts.day, to)),
      ),
  ]);
  const counted = new Map(counts.map((row) => [row.day, row.paise]));

  let cash =
    (opening?.paise ?? 0) + [...before.values()].reduce((sum, f) => sum + cashChange(f), 0);
  const totals = noFlows();
  const days: DayBookDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const f = flows.get(day) ?? noFlows();
    for (const method of PAYMENT_TYPES) totals.receipts[method] += f.receipts[method];
    totals.refunds += f.refunds;
    totals.payouts += f.payouts;
    const inBooks = day >= start;
    const openingCash = inBooks ? cash : null;
    if (inBooks) cash += cashChange(f);
    const closing = inBooks ? cash : null;
    const count = counted.get(day) ?? null;
    days.push({
      day,
      receipts: receiptsOf(f.receipts),
      refunds: paiseToRupees(f.refunds),
      cash_refunds: paiseToRupees(f.cashRefunds),
      karigar_payouts: paiseToRupees(f.payouts),
      cash_karigar_payouts: paiseToRupees(f.cashPayouts),
      opening_cash: openingCash === null ? null : paiseToRupees(openingCash),
      closing_cash: closing === null ? null : paiseToRupees(closing),
      counted_cash: count === null ? null : paiseToRupees(count),
      difference: count === null || closing === null ? null : paiseToRupees(count - closing),
    });
  }
  return {
    from,
    to,
    time_zone: timeZone,
    opening_cash: opening ? { amount: paiseToRupees(opening.paise), date: opening.date } : null,
    days,
    totals: {
      receipts: receiptsOf(totals.receipts),
      refunds: paiseToRupees(totals.refunds),
      karigar_payouts: paiseToRupees(totals.payouts),
    },
  };
}

function receiptsOf(receipts: Record<PaymentType, number>) {
  return {
    cash: paiseToRupees(receipts.cash),
    upi: paiseToRupees(receipts.upi),
    card: paiseToRupees(receipts.card),
    total: paiseToRupees(receipts.cash + receipts.upi + receipts.card),
  };
}

/** PUT /reports/day-book/cash-count: the day's counted cash, replacing an earlier count; null removes it. */
export async function saveCashCount(options: {
  db: Database;
  storeId: string;
  input: CashCountInput;
}): Promise<void> {
  const { db, storeId, input } = options;
  if (input.counted === null) {
    await db
      .delete(cashCounts)
      .where(and(eq(cashCounts.storeId, storeId), eq(cashCounts.day, input.day)));
    return;
  }
  const countedPaise = rupeesToPaise(input.counted);
  await db
    .insert(cashCounts)
    .values({ storeId, day: input.day, countedPaise })
    .onConflictDoUpdate({
      target: [cashCounts.storeId, cashCounts.day],
      set: { countedPaise, updatedAt: new Date() },
    });
}

const CSV_HEADER = [
  'date',
  'cash_received',
  'upi_received',
  'card_received',
  'total_received',
  'refunds',
  'cash_refunds',
  'karigar_payouts',
  'cash_karigar_payouts',
  'opening_cash',
  'closing_cash',
  'counted_cash',
  'difference',
];

/** The day book as CSV, a row a day, amounts in rupees with two decimals; blank where none. */
export function dayBookCsv(book: DayBook): string {
  const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
  const rows = book.days.map((d) =>
    [
      d.day,
      money(d.receipts.cash),
      money(d.receipts.upi),
      money(d.receipts.card),
      money(d.receipts.total),
      money(d.refunds),
      money(d.cash_refunds),
      money(d.karigar_payouts),
      money(d.cash_karigar_payouts),
      money(d.opening_cash),
      money(d.closing_cash),
      money(d.counted_cash),
      money(d.difference),
    ].join(','),
  );
  return [CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}
