import {
  CAPACITY_DONE_STATUSES,
  type Capacity,
  type CapacityDay,
  type CapacityDayOrders,
  type CapacityEmployeeLoad,
  type CapacityQuery,
} from '@tailor/shared/capacity';
import { addDays, daysBetween } from '@tailor/shared/dates';
import type { OrderStatus, OrderType } from '@tailor/shared/orders';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import type { StoreAuthContext } from '../../plugins/auth';
import { orderReachableOneByOne } from '../orders';
import { sameShopRow } from '../../db/shop-joins';

/*
 * The capacity calendar's reads (packages/shared/src/capacity.ts says what a day's load is). Both
 * go through orders_store_work_day_idx (migration 0017), which holds one shop's orders still to be
 * made keyed by their work day, so a month costs that month's open orders and their garments,
 * never the shop's history.
 */

/** The work day of an order, exactly as orders_store_work_day_idx is keyed. */
const workDay = sql`coalesce(${orders.expectedDate}, ${orders.dueDate})`;
// Written out, not as parameters, so the planner can match the index's WHERE.
const stillToMake = sql`${orders.status} not in (${sql.raw(
  CAPACITY_DONE_STATUSES.map((status) => `'${status}'`).join(', '),
)})`;

/** A day's list holds at most this many orders (a shop promises a few dozen a day). */
const DAY_ORDERS_MAX = 500;

interface LoadRow {
  day: string;
  employee_id: string | null;
  garments: string | number;
}

async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * GET /capacity: per day of the range, the garments still to be made for it, the shop's capacity,
 * and each employee's share beside their own capacity. Any member of the shop may read it: staff
 * promise due dates at the counter. It holds counts and colleagues' names only, no order.
 */
export async function getCapacity(options: {
  db: Database;
  storeId: string;
  query: CapacityQuery;
}): Promise<Capacity> {
  const { db, storeId, query } = options;
  const [store] = await db
    .select({
      dailyCapacity: stores.dailyCapacity,
      employeeCapacity: stores.employeeCapacity,
      bufferDays: stores.bufferDays,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('SHOP_NOT_FOUND');

  const loads = await rowsOf<LoadRow>(
    db,
    sql`select to_char(${workDay}, 'YYYY-MM-DD') as day, p.assigned_employee_id as employee_id,
               count(*) as garments
        from ${orders} join order_products p
          on p.order_id = ${orders.id} and p.store_id = ${orders.storeId}
        where ${orders.storeId} = ${storeId} and ${workDay} between ${query.from} and ${query.to}
          and ${stillToMake}
        group by 1, 2`,
  );

  const ownCapacity = store.employeeCapacity ?? {};
  const employeeIds = [
    ...new Set([
      ...Object.keys(ownCapacity),
      ...loads.flatMap((row) => (row.employee_id ? [row.employee_id] : [])),
    ]),
  ];
  const staff = employeeIds.length
    ? await db
        .select({ id: employees.id, name: employees.name })
        .from(employees)
        .where(and(eq(employees.storeId, storeId), inArray(employees.id, employeeIds)))
        .orderBy(asc(employees.name), asc(employees.id))
    : [];

  const byDay = new Map<string, Map<string | null, number>>();
  for (const row of loads) {
    const day = byDay.get(row.day) ?? new Map<string | null, number>();
    day.set(row.employee_id, Number(row.garments));
    byDay.set(row.day, day);
  }

  const days: CapacityDay[] = [];
  for (let i = 0; i <= daysBetween(query.from, query.to); i++) {
    const date = addDays(query.from, i);
    const load = byDay.get(date);
    let garments = 0;
    for (const count of load?.values() ?? []) garments += count;
    const perEmployee: CapacityEmployeeLoad[] = [];
    for (const person of staff) {
      const own = ownCapacity[person.id] ?? null;
      const count = load?.get(person.id) ?? 0;
      if (own === null && count === 0) continue;
      perEmployee.push({
        employee_id: person.id,
        name: person.name,
        garments: count,
        capacity: own,
      });
    }
    days.push({ date, garments, capacity: store.dailyCapacity, per_employee: perEmployee });
  }
  return {
    from: query.from,
    to: query.to,
    daily_capacity: store.dailyCapacity,
    buffer_days: store.bufferDays,
    days,
  };
}

/**
 * GET /capacity/orders?date=: the open orders whose work day it is, with their garment counts. A
 * shopkeeper sees all of them; an employee the ones they work on or took (order-access).
 */
export async function listCapacityDayOrders(options: {
  db: Database;
  caller: StoreAuthContext;
  date: string;
}): Promise<CapacityDayOrders> {
  const { db, caller, date } = options;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      orderType: orders.orderType,
      status: orders.status,
      dueDate: orders.dueDate,
      expectedDate: orders.expectedDate,
      garments: sql<number>`(select count(*) from order_products p
        where p.order_id = ${orders.id} and p.store_id = ${orders.storeId})::int`,
    })
    .from(orders)
    .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
    .where(
      and(
        eq(orders.storeId, caller.store_id),
        sql`${workDay} = ${date}`,
        stillToMake,
        orderReachableOneByOne(caller),
      ),
    )
    .orderBy(asc(orders.orderNumber))
    .limit(DAY_ORDERS_MAX);
  return {
    date,
    orders: rows.map((row) => ({
      order_id: row.id,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      order_type: row.orderType as OrderType,
      status: row.status as OrderStatus,
      garments: Number(row.garments),
      due_date: row.dueDate,
      expected_date: row.expectedDate,
    })),
  };
}
