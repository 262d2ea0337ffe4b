import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { customers } from './schema/customers';
import { employees } from './schema/employees';
import { orderProducts } from './schema/order-products';
import { orders } from './schema/orders';
import { stores } from './schema/stores';
import { sameShopRow } from './shop-joins';

/*
 * The joins the features read orders through, so each reads the same rows the same way: add the
 * columns, then where, order and limit. The answers are typed by hand: drizzle cannot follow a
 * second join of a selection it does not know yet.
 */

/** `select … from orders join customers join stores`: an order with its customer and its shop. */
export function selectOrdersWithShop<T extends SelectedFields>(
  db: DbOrTx,
  columns: T,
): PgSelectBase<
  'orders',
  T,
  'partial',
  { orders: 'not-null'; customers: 'not-null'; stores: 'not-null' }
> {
  return db
    .select(columns as SelectedFields)
    .from(orders)
    .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
    .innerJoin(stores, eq(stores.id, orders.storeId)) as never;
}

/**
 * `select … from order_products join orders join customers left join employees`: product lines
 * with their order, its customer and whoever works on them (employees' columns may be null).
 */
export function selectLinesWithOrder<T extends SelectedFields>(
  db: DbOrTx,
  columns: T,
): PgSelectBase<
  'order_products',
  T,
  'partial',
  { order_products: 'not-null'; orders: 'not-null'; customers: 'not-null'; employees: 'nullable' }
> {
  return db
    .select(columns as SelectedFields)
    .from(orderProducts)
    .innerJoin(orders, sameShopRow(orders, orderProducts.orderId, orderProducts))
    .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
    .leftJoin(
      employees,
      sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts),
    ) as never;
}
