import { addDays, daysBetween, startOfDayInstant, todayInShopZone } from '@tailor/shared/dates';
import { paiseToRupees } from '@tailor/shared/money';
import { PAYMENT_TYPES, type PaymentType } from '@tailor/shared/orders';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import {
  type Takings,
  type TakingsEntry,
  type TakingsFlow,
  type TakingsQuery,
} from '@tailor/shared/takings';
import { REFUND_KIND, TAKINGS_MAX_ENTRIES } from '@tailor/shared/takings-rules';
import { upiReference } from '@tailor/shared/upi';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import type { Clock } from '../../lib/clock';
import { sameShopRow } from '../../db/shop-joins';

/** Ranges longer than this read enough of the ledger to wait in the heavy-read line. */
export const TAKINGS_LIGHT_DAYS = 31;

export interface TakingsRange {
  from: string;
  to: string;
}

/** The days asked for: one day given stands for itself; none is today in the shop's zone. */
export function takingsRange(query: TakingsQuery, today: string): TakingsRange {
  const from = query.from ?? query.to ?? today;
  return { from, to: query.to ?? from };
}

/** Whether a range reads enough rows to share the heavy-read line. */
export function isLongRange(range: TakingsRange): boolean {
  return daysBetween(range.from, range.to) >= TAKINGS_LIGHT_DAYS;
}

interface Sums {
  inPaise: number;
  outPaise: number;
  count: number;
}

const emptySums = (): Sums => ({ inPaise: 0, outPaise: 0, count: 0 });

function add(into: Sums, from: Sums): void {
  into.inPaise += from.inPaise;
  into.outPaise += from.outPaise;
  into.count += from.count;
}

function flowOf(sums: Sums): TakingsFlow {
  return {
    received: paiseToRupees(sums.inPaise),
    refunded: paiseToRupees(sums.outPaise),
    net: paiseToRupees(sums.inPaise - sums.outPaise),
    count: sums.count,
  };
}

/**
 * The shop's takings between two of its calendar days, both included: sums taken in the database
 * over the ledger's rows of the store in that time (payments_store_created_idx), grouped by method
 * and by who recorded them, then folded here into totals; and the newest entries.
 */
export async function getTakings(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  query: TakingsQuery;
  /** Runs the reads; the route passes the heavy-read line for long ranges. */
  run?: <T>(task: () => Promise<T>) => Promise<T>;
}): Promise<Takings> {
  const { db, storeId } = options;
  const [store] = await db
    .select({ timeZone: stores.timeZone, prefix: stores.orderNumberPrefix })
    .from(stores)
    .where(eq(stores.id, storeId));
  const timeZone = store!.timeZone;
  const range = takingsRange(options.query, todayInShopZone(options.clock.now(), timeZone));
  const start = startOfDayInstant(range.from, timeZone);
  const end = startOfDayInstant(addDays(range.to, 1), timeZone);
  const inRange = and(
    eq(payments.storeId, storeId),
    gte(payments.createdAt, start),
    lt(payments.createdAt, end),
  );
  // Employees are named as the shop knows them; the owner (no employee row) by their own name.
  const byName = sql<string | null>`coalesce(
    (select e.name from employees e where e.user_id = ${payments.recordedBy} and e.store_id = ${storeId} limit 1),
    (select u.name from users u where u.id = ${payments.recordedBy}),
    (select s.owners_name from stores s where s.id = ${storeId} and s.owner_user_id = ${payments.recordedBy}))`;
  const isRefund = sql`${payments.kind} = ${REFUND_KIND}`;
  // Whatever sign a refund is written with, it counts as money out.
  const amount = sql`abs(${payments.amountPaise})`;

  const read = async () =>
    Promise.all([
      db
        .select({
          method: payments.method,
          userId: payments.recordedBy,
          name: sql<string | null>`min(${byName})`,
          inPaise:
            sql<number>`coalesce(sum(${amount}) filter (where not (${isRefund})), 0)`.mapWith(
              Number,
            ),
          outPaise: sql<number>`coalesce(sum(${amount}) filter (where ${isRefund}), 0)`.mapWith(
            Number,
          ),
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(payments)
        .where(inRange)
        .groupBy(payments.method, payments.recordedBy),
      db
        .select({
          id: payments.id,
          at: payments.createdAt,
          orderId: payments.orderId,
          orderNumber: orders.orderNumber,
          customerName: customers.name,
          kind: payments.kind,
          method: payments.method,
          amountPaise: sql<number>`${amount}`.mapWith(Number),
          byName,
        })
        .from(payments)
        .innerJoin(orders, and(eq(orders.id, payments.orderId), eq(orders.storeId, storeId)))
        .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
        .where(
          options.query.method ? and(inRange, eq(payments.method, options.query.method)) : inRange,
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(TAKINGS_MAX_ENTRIES + 1),
    ]);
  const [groups, rows] = await (options.run ? options.run(read) : read());

  const total = emptySums();
  const byMethod = new Map<PaymentType, Sums>(PAYMENT_TYPES.map((m) => [m, emptySums()]));
  const byPerson = new Map<string | null, Sums & { name: string | null }>();
  for (const group of groups) {
    add(total, group);
    const method = byMethod.get(group.method as PaymentType);
    if (method) add(method, group);
    const person = byPerson.get(group.userId) ?? { ...emptySums(), name: group.name };
    add(person, group);
    byPerson.set(group.userId, person);
  }

  return {
    from: range.from,
    to: range.to,
    time_zone: timeZone,
    total: flowOf(total),
    by_method: PAYMENT_TYPES.map((method) => ({ method, ...flowOf(byMethod.get(method)!) })),
    by_person: [...byPerson]
      .sort(
        ([, a], [, b]) =>
          b.inPaise - a.inPaise || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'),
      )
      .map(([userId, sums]) => ({ user_id: userId, name: sums.name, ...flowOf(sums) })),
    entries: rows.slice(0, TAKINGS_MAX_ENTRIES).map((row): TakingsEntry => {
      const orderNumber = formatOrderNumber(store!.prefix, row.orderNumber);
      return {
        _id: row.id,
        at: row.at.toISOString(),
        order_id: row.orderId,
        order_number: orderNumber,
        customer_name: row.customerName,
        kind: row.kind as TakingsEntry['kind'],
        method: row.method as TakingsEntry['method'],
        amount: paiseToRupees(row.amountPaise),
        recorded_by_name: row.byName,
        upi_reference: row.method === 'upi' ? upiReference(orderNumber) : null,
      };
    }),
    entries_truncated: rows.length > TAKINGS_MAX_ENTRIES,
  };
}
