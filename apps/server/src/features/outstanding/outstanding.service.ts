import { rowsOfOrder } from '../../db/shop-joins';
import type { OrderStatus } from '@tailor/shared/orders';
import { todayInShopZone } from '@tailor/shared/dates';
import { paiseToRupees } from '@tailor/shared/money';
import { orderRemainingPaise } from '@tailor/shared/order-amounts';
import {
  OUTSTANDING_BUCKETS,
  OUTSTANDING_CSV_HEADER,
  type Outstanding,
  type OutstandingBucket,
  type OutstandingList,
  type OutstandingOrder,
  type OutstandingQuery,
  type OutstandingReminder,
  type OutstandingReminderKind,
} from '@tailor/shared/outstanding';
import { OUTSTANDING_LIMIT_DEFAULT } from '@tailor/shared/outstanding-rules';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { orderOwedSql, orderRemainingSql } from '../../db/order-balance';
import { customerMessages } from '../../db/schema/customer-messages';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import {
  queueCustomerMessage,
  unsentMessageFacts,
  whatsAppChatLink,
  wordMessage,
} from '../customer-messages';
import { csvRupees, toCsv } from '../../lib/csv';

/** The order of the raw queries below, as `o`. */
const o = alias(orders, 'o');

/*
 * Money and garments still out (packages/shared/src/outstanding.ts says what each list holds and
 * from which day it is aged). Both lists are read through partial indexes that hold only the orders
 * concerned: Completed ones through orders_store_status_due_idx, owing ready or collected ones
 * through orders_store_owing_idx (migration 0015), each with its latest status change to Completed
 * from order_status_events_order_idx; so the cost follows what is still out, never the shop's
 * history. The totals are summed in the database over every such order; the lists are the oldest.
 */

type ListName = 'balances' | 'waiting';

/** Which reminder each list sends. */
const REMINDER_OF: Record<ListName, OutstandingReminderKind> = {
  waiting: 'not_collected',
  balances: 'balance_due',
};

/** One order a day per kind: `not_collected:2026-11-27`. */
export const reminderKeyOf = (kind: OutstandingReminderKind, today: string) => `${kind}:${today}`;

interface ShopFacts {
  timeZone: string;
  prefix: string;
  today: string;
}

async function shopFacts(db: Database, clock: Clock, storeId: string): Promise<ShopFacts> {
  const [store] = await db
    .select({ timeZone: stores.timeZone, prefix: stores.orderNumberPrefix })
    .from(stores)
    .where(eq(stores.id, storeId));
  return { ...store!, today: todayInShopZone(clock.now(), store!.timeZone) };
}

/**
 * The orders of one list with their ready day, the day their age counts from and the age in days
 * of the shop's calendar (ready day, else the due date for an order never recorded Completed).
 */
function agedOrders(list: ListName, storeId: string, shop: ShopFacts): SQL {
  const which =
    list === 'waiting'
      ? sql`o.status = 'Completed'`
      : sql`o.status in ('Completed', 'Delivered') and ${orderOwedSql(o)} > 0`;
  return sql`
    select o.id, o.order_number, o.customer_id, o.status, o.due_date,
           ${orderRemainingSql(o)} as due_paise, r.ready_day,
           coalesce(r.ready_day, o.due_date) as since,
           greatest(${shop.today}::date - coalesce(r.ready_day, o.due_date), 0) as age
    from orders o
    -- An aggregate answers one row for every order, so this is a plain (inner) lateral join: a
    -- database distributed by shop refuses an outer one on a constant condition (on true). The
    -- events name the shop itself: Citus routes the statement to the shop's node only when every
    -- table in it is held to the shop, and would otherwise run it on every shard.
    cross join lateral (
      select (coalesce(max(e.created_at) filter (where e.to_status = 'Completed'),
                       max(e.created_at) filter (where e.to_status = 'Delivered'))
              at time zone ${shop.timeZone})::date as ready_day
      from order_status_events e
      where e.order_id = o.id and e.store_id = ${storeId}::uuid
        and e.to_status in ('Completed', 'Delivered')
    ) r
    where o.store_id = ${storeId}::uuid and ${which}`;
}

const bucketOf = sql.raw(`case when age <= 7 then '0-7' when age <= 30 then '8-30'
  when age <= 90 then '31-90' else '90+' end`);

interface ListedRow {
  id: string;
  order_number: number;
  status: string;
  due_date: string;
  due_paise: string | number;
  ready_day: string | null;
  since: string;
  age: string | number;
  bucket: OutstandingBucket;
  name: string;
  mobile_no: string;
  reminded: boolean;
}

async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/** Every order of the list (limit null) or the oldest `limit` + 1, with their customer. */
function listedOrders(options: {
  db: Database;
  list: ListName;
  storeId: string;
  shop: ShopFacts;
  limit: number | null;
}): Promise<ListedRow[]> {
  const { db, list, storeId, shop, limit } = options;
  const key = reminderKeyOf(REMINDER_OF[list], shop.today);
  return rowsOf<ListedRow>(
    db,
    // The page is chosen first, then its customers and reminders are read, a page's worth.
    sql`
      select a.id, a.order_number, a.status, to_char(a.due_date, 'YYYY-MM-DD') as due_date,
             a.due_paise, to_char(a.ready_day, 'YYYY-MM-DD') as ready_day,
             to_char(a.since, 'YYYY-MM-DD') as since, a.age, a.bucket,
             c.name, c.mobile_no,
             exists (select 1 from customer_messages m
                     where m.order_id = a.id and m.store_id = ${storeId}::uuid
                       and m.dedupe_key = ${key}) as reminded
      from (
        select *, ${bucketOf} as bucket from (${agedOrders(list, storeId, shop)}) aged
        order by age desc, order_number
        ${limit === null ? sql`` : sql`limit ${limit + 1}`}
      ) a
      join customers c on c.id = a.customer_id and c.store_id = ${storeId}::uuid
      order by a.age desc, a.order_number`,
  );
}

async function listOf(options: {
  db: Database;
  list: ListName;
  storeId: string;
  shop: ShopFacts;
  limit: number;
  publicUrl: string;
  now: Date;
}): Promise<OutstandingList> {
  const { db, list, storeId, shop, limit } = options;
  const [sums, rows] = await Promise.all([
    rowsOf<{ bucket: OutstandingBucket; count: string | number; paise: string | number }>(
      db,
      sql`select ${bucketOf} as bucket, count(*) as count, coalesce(sum(due_paise), 0) as paise
          from (${agedOrders(list, storeId, shop)}) a group by 1`,
    ),
    listedOrders({ db, list, storeId, shop, limit }),
  ]);
  const byBucket = new Map(sums.map((s) => [s.bucket, s]));
  let count = 0;
  let paise = 0;
  const buckets = OUTSTANDING_BUCKETS.map((bucket) => {
    const sum = byBucket.get(bucket);
    const bucketCount = Number(sum?.count ?? 0);
    const bucketPaise = Number(sum?.paise ?? 0);
    count += bucketCount;
    paise += bucketPaise;
    return { bucket, count: bucketCount, amount: paiseToRupees(bucketPaise) };
  });
  const listed = rows.slice(0, limit);
  const links = await reminderLinks({
    db,
    storeId,
    orderIds: listed.map((row) => row.id),
    kind: REMINDER_OF[list],
    today: shop.today,
    publicUrl: options.publicUrl,
    now: options.now,
  });
  return {
    buckets,
    total: { count, amount: paiseToRupees(paise) },
    orders: listed.map((row): OutstandingOrder => ({
      ...orderOf(row, shop),
      reminded_today: row.reminded,
      whatsapp_link: links.get(row.id)!.link,
    })),
    truncated: rows.length > limit,
  };
}

function orderOf(row: ListedRow, shop: ShopFacts) {
  return {
    order_id: row.id,
    order_number: formatOrderNumber(shop.prefix, row.order_number),
    customer_name: row.name,
    mobile_no: row.mobile_no,
    status: row.status as OrderStatus,
    amount_due: paiseToRupees(Number(row.due_paise)),
    due_date: row.due_date,
    ready_day: row.ready_day,
    since: row.since,
    age_days: Number(row.age),
    bucket: row.bucket,
  };
}

/** The words of a reminder of each order as they would go now, and their click-to-chat links. */
async function reminderLinks(options: {
  db: Database;
  storeId: string;
  orderIds: string[];
  kind: OutstandingReminderKind;
  today: string;
  publicUrl: string;
  now: Date;
}): Promise<Map<string, { text: string; link: string }>> {
  const facts = await unsentMessageFacts(options.db, {
    storeId: options.storeId,
    orderIds: options.orderIds,
    kind: options.kind,
    dedupeKey: reminderKeyOf(options.kind, options.today),
    now: options.now,
  });
  return new Map(
    facts.map((f) => {
      const text = wordMessage(f, options.publicUrl).text;
      return [f.orderId, { text, link: whatsAppChatLink(f.mobileNo, text) }];
    }),
  );
}

/** Balances of orders still in work: the money still out that is not due yet. */
async function notYetDueOf(db: Database, storeId: string) {
  const [row] = await rowsOf<{ count: string | number; paise: string | number }>(
    db,
    sql`select count(*) as count, coalesce(sum(${orderRemainingSql(orders)}), 0) as paise
        from orders
        where store_id = ${storeId}::uuid and status not in ('Delivered', 'Cancelled')
          and status <> 'Completed' and ${orderOwedSql(orders)} > 0`,
  );
  return { count: Number(row!.count), paise: Number(row!.paise) };
}

/** GET /outstanding */
export async function getOutstanding(options: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'messages' | 'publicUrl'>;
  storeId: string;
  query: OutstandingQuery;
}): Promise<Outstanding> {
  const { db, clock, storeId } = options;
  const shop = await shopFacts(db, clock, storeId);
  const now = clock.now();
  const common = {
    db,
    storeId,
    shop,
    limit: options.query.limit ?? OUTSTANDING_LIMIT_DEFAULT,
    publicUrl: options.config.publicUrl,
    now,
  };
  const [balances, waiting, notYetDue] = await Promise.all([
    listOf({ ...common, list: 'balances' }),
    listOf({ ...common, list: 'waiting' }),
    notYetDueOf(db, storeId),
  ]);
  return {
    today: shop.today,
    time_zone: shop.timeZone,
    still_out: paiseToRupees(Math.round(balances.total.amount * 100) + notYetDue.paise),
    not_yet_due: { count: notYetDue.count, amount: paiseToRupees(notYetDue.paise) },
    balances,
    waiting,
    gateway: options.config.messages.transport,
  };
}

/** The orders still in work that owe, with their customer, the earliest due first: not aged. */
/** An order owing in a list without ageing (still in work). */
type UnagedRow = Pick<
  ListedRow,
  'order_number' | 'status' | 'due_date' | 'due_paise' | 'name' | 'mobile_no'
>;

function inWorkOrders(db: Database, storeId: string) {
  return rowsOf<UnagedRow>(
    db,
    sql`select o.order_number, o.status, to_char(o.due_date, 'YYYY-MM-DD') as due_date,
               ${orderRemainingSql(o)} as due_paise, c.name, c.mobile_no
        from orders o
        join customers c on c.id = o.customer_id and c.store_id = o.store_id
        where o.store_id = ${storeId}::uuid
          and o.status not in ('Completed', 'Delivered', 'Cancelled')
          and ${orderOwedSql(o)} > 0
        order by o.due_date, o.order_number`,
  );
}

/**
 * GET /outstanding/csv: every order the money still out counts, each once, so its amounts add up
 * to the report's headline: 'Balance due' (ready or collected and owing, the balances list, a
 * garment waiting that owes among them), 'Not collected' (garments waiting, paid), 'Still in work'
 * (owing, not yet due: not aged). The aged sections oldest first, as the page shows them.
 */
export async function exportOutstandingCsv(options: {
  db: Database;
  clock: Clock;
  storeId: string;
}): Promise<{ fileName: string; csv: string }> {
  const { db, clock, storeId } = options;
  const shop = await shopFacts(db, clock, storeId);
  const [balances, waiting, inWork] = await Promise.all([
    listedOrders({ db, list: 'balances', storeId, shop, limit: null }),
    listedOrders({ db, list: 'waiting', storeId, shop, limit: null }),
    inWorkOrders(db, storeId),
  ]);
  // A row without ageing (still in work) leaves the ageing columns empty.
  const line = (list: string) => (row: UnagedRow & Partial<ListedRow>) => [
    list,
    formatOrderNumber(shop.prefix, row.order_number),
    row.name,
    row.mobile_no,
    row.status,
    csvRupees(Number(row.due_paise)),
    row.due_date,
    row.ready_day ?? null,
    row.age === undefined ? null : Number(row.age),
    row.bucket ?? null,
  ];
  return {
    fileName: `money-still-out-${shop.today}.csv`,
    csv: toCsv(OUTSTANDING_CSV_HEADER, [
      ...balances.map(line('Balance due')),
      // A garment waiting that owes is listed once, with its balance, above.
      ...waiting.filter((row) => Number(row.due_paise) === 0).map(line('Not collected')),
      ...inWork.map(line('Still in work')),
    ]),
  };
}

/**
 * POST /outstanding/{orderId}/reminder: puts today's reminder of the order in the outbox (once per
 * order, kind and day of the shop; the sender holds it through quiet hours) and answers its words
 * and click-to-chat link, for a shop without a gateway or whose messages of that kind are off.
 */
export async function remindCustomer(options: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'messages' | 'publicUrl'>;
  storeId: string;
  orderId: string;
  kind: OutstandingReminderKind;
}): Promise<OutstandingReminder> {
  const { db, clock, storeId, orderId, kind } = options;
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [order] = await db
    .select({ status: orders.status, total: orders.totalPaise, paid: orders.paidPaise })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const ready = order.status === 'Completed';
  const due =
    kind === 'not_collected'
      ? ready
      : orderRemainingPaise({ totalPaise: order.total, paidPaise: order.paid }) > 0 &&
        (ready || order.status === 'Delivered');
  if (!due) throw conflict('REMINDER_NOT_DUE');

  const shop = await shopFacts(db, clock, storeId);
  const now = clock.now();
  const dedupeKey = reminderKeyOf(kind, shop.today);
  const queued = await queueCustomerMessage(db, { storeId, orderId, kind, dedupeKey, now });
  const [existing] = queued
    ? [undefined]
    : await db
        .select({ id: customerMessages.id })
        .from(customerMessages)
        .where(
          and(
            rowsOfOrder(customerMessages, { storeId, orderId }),
            eq(customerMessages.dedupeKey, dedupeKey),
          ),
        );
  const links = await reminderLinks({
    db,
    storeId,
    orderIds: [orderId],
    kind,
    today: shop.today,
    publicUrl: options.config.publicUrl,
    now,
  });
  const { text, link } = links.get(orderId)!;
  return {
    queued,
    already_today: !queued && existing !== undefined,
    turned_off: !queued && existing === undefined,
    gateway: options.config.messages.transport,
    text,
    whatsapp_link: link,
  };
}
