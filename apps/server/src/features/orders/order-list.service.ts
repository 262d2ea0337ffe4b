import { CLOSED_STATUSES, type OrderList, type OrderListQuery } from '@tailor/shared/orders';
import { todayInShopZone } from '@tailor/shared/dates';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  like,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { storeOrderCounts } from '../../db/schema/store-order-counts';
import { forbidden } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { containsPattern, phoneDigitsOf } from '../../lib/like';
import type { StoreAuthContext } from '../../plugins/auth';
import type { ImageLinks } from '../images';
import { assignedOrderIdsOf } from './core/order-access';
import { dueOrderCondition } from './core/order-rules';
import { buildOrderViews, selectOrderRows } from './core/order-view';

/*
 * GET /get_orders at any size of shop (issue 13): a page is the first rows of an index in the
 * list's order (orders_store_created_idx, orders_store_status_created_idx, orders_open_due_idx),
 * the total of the unfiltered list and of a status chip is read from the shop's order counts
 * (store_order_counts, kept by triggers), and every other total counts index entries of the
 * matching orders only; a search first finds the matching customers, garments and number, so it
 * costs what it finds, not what the shop holds.
 */

const subqueries = new QueryBuilder();

/**
 * The orders of the store the search box finds: a customer's name (any case) or mobile number, the
 * order number, or a garment's name. One set of ids (a union), so PostgreSQL joins it once instead
 * of testing each of the shop's orders against an OR of subqueries.
 */
function orderSearchCondition(storeId: string, search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const digits = phoneDigitsOf(text);
  const customerMatch = digits
    ? or(ilike(customers.name, pattern), like(customers.mobileNo, containsPattern(digits)))
    : ilike(customers.name, pattern);
  const ofCustomers = subqueries
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), customerMatch));
  // Each part is an array gathered first (`= any(array(…))`), so the orders are then read by key:
  // an `in (subquery)` would let the planner guess thousands of finds and hash the shop's orders.
  const number = /^#?(\d{1,9})$/.exec(text);
  // The shop's garment names are few: they are found by skipping from one distinct name to the
  // next in order_products_store_name_idx (a loose index scan), and only the matching names' lines
  // are read. Qualified by hand: drizzle leaves a one-table subquery's columns unqualified.
  const ofGarments = sql`select op.order_id from order_products op
    where op.store_id = ${storeId} and op.name = any(array(
      with recursive names (name) as (
        select min(name) from order_products where store_id = ${storeId}
        union all
        select (select min(n.name) from order_products n where n.store_id = ${storeId} and n.name > names.name)
        from names where names.name is not null)
      select name from names where name ilike ${pattern}))`;
  return sql`${orders.id} = any(array(
    select o.id from orders o where o.store_id = ${storeId} and o.customer_id = any(array(${ofCustomers}))
    ${number ? sql`union select o.id from orders o where o.store_id = ${storeId} and o.order_number = ${Number(number[1])}` : sql``}
    union ${ofGarments}))`;
}

/** The shop's order count for the list without filters, or for one status chip and order type. */
async function countFromShopCounts(
  db: Database,
  storeId: string,
  query: OrderListQuery,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${storeOrderCounts.orders})` })
    .from(storeOrderCounts)
    .where(
      and(
        eq(storeOrderCounts.storeId, storeId),
        query.status ? eq(storeOrderCounts.status, query.status) : undefined,
        query.orderType ? eq(storeOrderCounts.orderType, query.orderType) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** The filters every order list offers: a status chip (Due: the 7-day window with overdue orders) and an order-date range. */
export function statusAndDateConditions(
  query: Pick<OrderListQuery, 'status' | 'startDate' | 'endDate'>,
  today: string,
): (SQL | undefined)[] {
  return [
    query.status === 'Due'
      ? dueOrderCondition(today)
      : query.status
        ? eq(orders.status, query.status)
        : undefined,
    query.startDate ? gte(orders.orderDate, query.startDate) : undefined,
    query.endDate ? lte(orders.orderDate, query.endDate) : undefined,
  ];
}

/**
 * GET /get_orders: the store's orders, filtered and paged; newest first, but the Due list puts the
 * nearest due date first (the most overdue at the top).
 */
export async function listOrders(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  query: OrderListQuery;
}): Promise<OrderList> {
  const { db, clock, publicUrl, imageLinks, caller, query } = options;
  if (query.storeId && query.storeId !== caller.store_id) {
    throw forbidden('ORDERS_VIEW_FORBIDDEN');
  }
  const storeId = caller.store_id;
  const conditions: (SQL | undefined)[] = [
    eq(orders.storeId, storeId),
    ...statusAndDateConditions(query, todayInShopZone(clock.now())),
  ];
  if (query.orderType) conditions.push(eq(orders.orderType, query.orderType));
  if (query.assignedTo) conditions.push(assignedOrderIdsOf(storeId, query.assignedTo));
  if (query.search) conditions.push(orderSearchCondition(storeId, query.search));
  const where = and(...conditions);
  const order =
    query.status === 'Due'
      ? [asc(orders.dueDate), asc(orders.orderNumber)]
      : [desc(orders.createdAt), desc(orders.orderNumber)];

  const countedByShop =
    query.status !== 'Due' &&
    !query.assignedTo &&
    !query.startDate &&
    !query.endDate &&
    !query.search?.trim();
  const showsFitFixes =
    query.page === 1 &&
    !query.status &&
    !query.orderType &&
    !query.assignedTo &&
    !query.startDate &&
    !query.endDate &&
    !query.search?.trim();
  const [total, rows, fixRows] = await Promise.all([
    countedByShop
      ? countFromShopCounts(db, storeId, query)
      : db
          .select({ total: count() })
          .from(orders)
          .where(where)
          .then(([row]) => row!.total),
    selectOrderRows(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    showsFitFixes
      ? selectOrderRows(db)
          .where(
            and(
              eq(orders.storeId, storeId),
              isNotNull(orders.fixesOrderId),
              notInArray(orders.status, [...CLOSED_STATUSES]),
            ),
          )
          .orderBy(asc(orders.dueDate), asc(orders.orderNumber))
          .limit(query.limit)
      : Promise.resolve([]),
  ]);
  return {
    orders: await buildOrderViews(db, { publicUrl, imageLinks, rows }),
    fit_fixes: await buildOrderViews(db, { publicUrl, imageLinks, rows: fixRows }),
    total,
    page: query.page,
    limit: query.limit,
  };
}
