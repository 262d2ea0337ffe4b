import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * A join between two shop tables names the shop on both sides. Row-level security would keep the
 * rows right without it, but the query's own `store_id` condition on every table is what lets
 * PostgreSQL estimate one shop's share of each (the policy's setting is estimated as an average
 * shop's share, and a big shop then gets a plan made for a small one), and what a database
 * distributed by shop needs to join the two tables on one machine.
 */

/** `table.id = reference and table.store_id = from.store_id`: the row `reference` points at. */
export function sameShopRow(
  table: { id: AnyPgColumn; storeId: AnyPgColumn },
  reference: AnyPgColumn,
  from: { storeId: AnyPgColumn },
): SQL {
  return and(eq(table.id, reference), eq(table.storeId, from.storeId))!;
}

/** `table.id = row.id and table.store_id = row.storeId`: a row already known, to change it. */
export function sameRow(
  table: { id: AnyPgColumn; storeId: AnyPgColumn },
  row: { id: string; storeId: string },
): SQL {
  return and(eq(table.id, row.id), eq(table.storeId, row.storeId))!;
}

/** `table.order_id = order.orderId and table.store_id = order.storeId`: one order's rows. */
export function rowsOfOrder(
  table: { orderId: AnyPgColumn; storeId: AnyPgColumn },
  order: { storeId: string; orderId: string },
): SQL {
  return and(eq(table.orderId, order.orderId), eq(table.storeId, order.storeId))!;
}
