import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../../db/client';
import { customers } from '../../../db/schema/customers';
import { orderProducts } from '../../../db/schema/order-products';
import { orders } from '../../../db/schema/orders';
import { notFound } from '../../../lib/app-error';
import { isUuid } from '../../../lib/uuid';
import type { StoreAuthContext } from '../../../plugins/auth';
import { selectOrderRows, type OrderRow } from './order-view';

/*
 * Who may reach which order: the one rule behind every route that names an order, its
 * customer, one of its product lines, a payment or a status change.
 *
 * - A shopkeeper reaches every order of the selected store.
 * - An employee reaches the orders of the selected store they work on (a product line assigned to
 *   their job there) or created. Nothing else of the shop: another order answers 404, as an order
 *   of another shop does, so its existence is not revealed.
 *
 * A customer or product line is reachable through a reachable order. The employee's job is known
 * to be active: authentication refuses a token whose job was deactivated.
 */

const subqueries = new QueryBuilder();

/** `orders.id in (orders with a product line assigned to this job)`. */
export function hasProductAssignedTo(storeId: string, employeeId: string): SQL {
  // Uncorrelated on purpose: a one-table subquery's columns are unqualified, so it must not refer
  // to the outer query.
  return inArray(
    orders.id,
    subqueries
      .select({ orderId: orderProducts.orderId })
      .from(orderProducts)
      .where(
        and(eq(orderProducts.storeId, storeId), eq(orderProducts.assignedEmployeeId, employeeId)),
      ),
  );
}

/**
 * `orders.id = any(the store's orders with a line assigned to this job)`, for the lists: the ids are
 * gathered first through order_products_assignee_idx and the orders fetched by key, so a list
 * costs the employee's work, never a pass over every shop's orders (which an `in (subquery)` join
 * chooses when the shop is most of the table).
 */
export function assignedOrderIdsOf(
  storeId: string,
  employeeId: string,
  statuses?: { in: readonly string[] } | { notIn: readonly string[] },
): SQL {
  // The line's copy of its order's status narrows the ids through order_products_assignee_status_idx
  // (a tailor's open orders without reading their finished ones).
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const ofStatus = !statuses
    ? sql``
    : 'in' in statuses
      ? sql` and op.order_status in (${list(statuses.in)})`
      : sql` and op.order_status not in (${list(statuses.notIn)})`;
  return sql`${orders.id} = any(array(select op.order_id from order_products op
    where op.assigned_employee_id = ${employeeId} and op.store_id = ${storeId}${ofStatus}))`;
}

/** The condition on `orders` that keeps exactly the orders `caller` may reach. */
export function orderReachableBy(caller: StoreAuthContext): SQL {
  const ofStore = eq(orders.storeId, caller.store_id);
  if (caller.role === 'shopkeeper') return ofStore;
  if (caller.role !== 'employee' || !caller.employee_id) return sql`false`;
  return and(
    ofStore,
    or(
      hasProductAssignedTo(caller.store_id, caller.employee_id),
      eq(orders.createdBy, caller.userId),
    ),
  )!;
}

/**
 * orderReachableBy for a handful of orders an index has already picked out (one customer's): an
 * employee's line is looked for in each order through order_products_order_idx, where
 * orderReachableBy's `in` would first gather every line of the employee's work in the shop.
 */
export function orderReachableOneByOne(caller: StoreAuthContext): SQL {
  const ofStore = eq(orders.storeId, caller.store_id);
  if (caller.role === 'shopkeeper') return ofStore;
  if (caller.role !== 'employee' || !caller.employee_id) return sql`false`;
  // Spelled out: the outer order is referred to by its table's name, in a one-table select too. The
  // line is tied to its order by id and shop (a database distributed by shop then finds both on one
  // machine), and the shop is named as a value too, which PostgreSQL keeps on the line's own scan
  // when it turns the `exists` into a hashed lookup.
  const assigned = sql`exists (select 1 from order_products op where op.order_id = "orders"."id" and op.store_id = "orders"."store_id" and op.store_id = ${caller.store_id} and op.assigned_employee_id = ${caller.employee_id})`;
  return and(ofStore, or(assigned, eq(orders.createdBy, caller.userId)))!;
}

/** The condition on `customers` that keeps the customers of the orders `caller` may reach. */
export function customerReachableBy(caller: StoreAuthContext): SQL {
  const ofStore = eq(customers.storeId, caller.store_id);
  if (caller.role === 'shopkeeper') return ofStore;
  return and(
    ofStore,
    inArray(
      customers.id,
      subqueries
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(orderReachableBy(caller)),
    ),
  )!;
}

/** One order `caller` may reach, or 404 (another shop's, outside an employee's work, not an id). */
export async function findReachableOrderRow(
  db: DbOrTx,
  options: { caller: StoreAuthContext; orderId: string },
): Promise<OrderRow> {
  if (!isUuid(options.orderId)) throw notFound('ORDER_NOT_FOUND');
  const [row] = await selectOrderRows(db).where(
    and(eq(orders.id, options.orderId), orderReachableBy(options.caller)),
  );
  if (!row) throw notFound('ORDER_NOT_FOUND');
  return row;
}

/**
 * findReachableOrderRow that also locks the order's row for the rest of the transaction, so that
 * payments and status changes of one order queue up; 404 for any other order. The row it returns
 * is the one the write starts from and, with the write's changes, the one its answer is built from.
 */
export async function lockOrder(
  tx: Tx,
  options: { caller: StoreAuthContext; orderId: string },
): Promise<OrderRow> {
  if (!isUuid(options.orderId)) throw notFound('ORDER_NOT_FOUND');
  const [row] = await selectOrderRows(tx)
    .where(and(eq(orders.id, options.orderId), orderReachableBy(options.caller)))
    .for('update', { of: orders });
  if (!row) throw notFound('ORDER_NOT_FOUND');
  return row;
}
