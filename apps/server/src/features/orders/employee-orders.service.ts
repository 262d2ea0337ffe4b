import { todayInShopZone } from '@tailor/shared/dates';
import {
  EMPLOYEE_DASHBOARD_DUE_SOON_MAX,
  EMPLOYEE_DASHBOARD_RECENT_MAX,
  type EmployeeDashboard,
  type EmployeeOrderList,
  type EmployeeOrderListQuery,
  type EmployeeProduct,
} from '@tailor/shared/employee-area';
import {
  CLOSED_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderType,
} from '@tailor/shared/orders';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectLinesWithOrder } from '../../db/order-joins';
import { customers } from '../../db/schema/customers';
import { employeeWorkCounts } from '../../db/schema/employee-work-counts';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { employeeCallerOf } from '../employees';
import { imageUrlsForProducts, type ImageLinks } from '../images';
import { assignedOrderIdsOf, hasProductAssignedTo, orderReachableBy } from './core/order-access';
import { dueOrderCondition } from './core/order-rules';
import {
  buildOrderViews,
  productLineColumns,
  productLineView,
  selectOrderRows,
} from './core/order-view';
import { statusAndDateConditions } from './order-list.service';

/*
 * The lists an employee works from (GET /employee/…): the orders with a line assigned to them and
 * the orders they created, their dashboard and one of their product lines. The order objects are
 * the shop's (order-view), read through the same reach as every order route (order-access).
 */

/** A list's two parts: the open orders (work to do) and the finished ones (Delivered, Cancelled). */
interface ListParts {
  open: SQL | undefined;
  finished: SQL | undefined;
  /** The parts' sizes when known without counting (the tailor's kept work counts). */
  counts?: { open: number; finished: number };
}

async function countParts(db: Database, { open, finished }: ListParts) {
  const [[openRow], [finishedRow]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(open),
    db.select({ n: count() }).from(orders).where(finished),
  ]);
  return { open: openRow?.n ?? 0, finished: finishedRow?.n ?? 0 };
}

/**
 * An employee's lists open on the work to do: open orders by due date (the most overdue first),
 * then the finished ones (Delivered, Cancelled), the most recently due first. Read as two lists,
 * each in an index's order (the shop's open orders by due date, and the finished ones), so a page
 * never sorts the employee's whole history: the page takes what it needs of the open list, then
 * continues into the finished one.
 */
async function pageOfOrders(options: {
  db: Database;
  publicUrl: string;
  imageLinks: ImageLinks;
  parts: ListParts;
  query: EmployeeOrderListQuery;
}): Promise<EmployeeOrderList> {
  const { db, publicUrl, imageLinks, parts, query } = options;
  const { open, finished } = parts;
  const offset = (query.page - 1) * query.limit;
  const counted = parts.counts ?? (await countParts(db, parts));
  const openCount = counted.open;
  const total = openCount + counted.finished;
  const openRows =
    offset < openCount
      ? await selectOrderRows(db)
          .where(open)
          .orderBy(asc(orders.dueDate), asc(orders.orderNumber))
          .limit(query.limit)
          .offset(offset)
      : [];
  const rest = query.limit - openRows.length;
  const finishedRows =
    rest > 0 && offset + openRows.length < total
      ? await selectOrderRows(db)
          .where(finished)
          .orderBy(desc(orders.dueDate), asc(orders.orderNumber))
          .limit(rest)
          .offset(Math.max(0, offset - openCount))
      : [];
  const rows = [...openRows, ...finishedRows];
  return {
    orders: await buildOrderViews(db, { publicUrl, imageLinks, rows }),
    total,
    page: query.page,
    limit: query.limit,
    total_pages: Math.ceil(total / query.limit),
    has_more: query.page * query.limit < total,
  };
}

/** The open and finished parts of a list of the store's orders matching `where`. */
function splitByClosed(where: SQL | undefined): ListParts {
  return {
    open: and(where, notInArray(orders.status, [...CLOSED_STATUSES])),
    finished: and(where, inArray(orders.status, [...CLOSED_STATUSES])),
  };
}

/** A job's kept counts (employee_work_counts) by order status: garments and orders. */
async function workCountsOf(db: Database, storeId: string, employeeId: string) {
  return db
    .select({
      status: employeeWorkCounts.status,
      garments: employeeWorkCounts.garments,
      orders: employeeWorkCounts.orders,
    })
    .from(employeeWorkCounts)
    .where(
      and(eq(employeeWorkCounts.employeeId, employeeId), eq(employeeWorkCounts.storeId, storeId)),
    );
}

interface EmployeeListOptions {
  db: Database;
  clock: Clock;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  query: EmployeeOrderListQuery;
}

/** GET /employee/orders: orders of the selected store with a product line assigned to the caller, work to do first. */
export async function listAssignedOrders(options: EmployeeListOptions): Promise<EmployeeOrderList> {
  const { db, clock, publicUrl, imageLinks, query } = options;
  const caller = employeeCallerOf(options.caller);
  const { store_id: storeId, employee_id: employeeId } = caller;
  const closed = [...CLOSED_STATUSES];
  const where = and(
    eq(orders.storeId, storeId),
    ...statusAndDateConditions(query, todayInShopZone(clock.now())),
  );
  const parts: ListParts = {
    open: and(
      where,
      assignedOrderIdsOf(storeId, employeeId, { notIn: closed }),
      notInArray(orders.status, closed),
    ),
    finished: and(
      where,
      assignedOrderIdsOf(storeId, employeeId, { in: closed }),
      inArray(orders.status, closed),
    ),
  };
  // Without a date range or "Due", the parts' sizes are the caller's kept counts of orders by status.
  if (!query.startDate && !query.endDate && query.status !== 'Due') {
    const counts = { open: 0, finished: 0 };
    for (const row of await workCountsOf(db, storeId, employeeId)) {
      if (query.status && row.status !== query.status) continue;
      counts[(closed as string[]).includes(row.status) ? 'finished' : 'open'] += row.orders;
    }
    parts.counts = counts;
  }
  return pageOfOrders({ db, publicUrl, imageLinks, parts, query });
}

/** GET /employee/orders/created: orders of the selected store the caller created, work to do first. */
export async function listCreatedOrders(options: EmployeeListOptions): Promise<EmployeeOrderList> {
  const { db, clock, publicUrl, imageLinks, query } = options;
  const caller = employeeCallerOf(options.caller);
  const where = and(
    eq(orders.storeId, caller.store_id),
    eq(orders.createdBy, caller.userId),
    ...statusAndDateConditions(query, todayInShopZone(clock.now())),
  );
  return pageOfOrders({ db, publicUrl, imageLinks, parts: splitByClosed(where), query });
}

/**
 * GET /employee/products/{id}: one product line of an order the caller may reach (order-access: one
 * they work on or created), with its measurements, image URLs and order.
 */
export async function getEmployeeProduct(options: {
  db: Database;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  productId: string;
}): Promise<EmployeeProduct> {
  const { db, imageLinks, productId } = options;
  const caller = employeeCallerOf(options.caller);
  if (!isUuid(productId)) throw notFound('PRODUCT_NOT_FOUND');
  const [row] = await selectLinesWithOrder(db, {
    ...productLineColumns,
    orderId: orders.id,
    orderNumber: orders.orderNumber,
    customerName: customers.name,
    status: orders.status,
    delayNote: orders.delayNote,
    orderType: orders.orderType,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate,
  }).where(
    and(
      eq(orderProducts.id, productId),
      eq(orderProducts.storeId, caller.store_id),
      orderReachableBy(caller),
    ),
  );
  if (!row) throw notFound('PRODUCT_NOT_FOUND');
  const images = await imageUrlsForProducts(db, imageLinks, caller.store_id, [row.id]);
  return {
    ...productLineView(row, images.get(row.id) ?? []),
    order_id: row.orderId,
    order_number: row.orderNumber,
    customer_name: row.customerName,
    status: row.status as OrderStatus,
    delay_note: row.delayNote,
    orderType: row.orderType as OrderType,
    orderDate: row.orderDate,
    dueDate: row.dueDate,
  };
}

/**
 * GET /employee/dashboard: the product lines assigned to the caller by their order's status, the
 * orders with the caller's work due within 7 days or overdue (earliest first), and what the
 * caller created. A fixed number of queries.
 */
export async function getEmployeeDashboard(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
}): Promise<EmployeeDashboard> {
  const { db, clock, publicUrl, imageLinks } = options;
  const caller = employeeCallerOf(options.caller);
  const today = todayInShopZone(clock.now());
  const createdByMe = and(eq(orders.storeId, caller.store_id), eq(orders.createdBy, caller.userId));

  const [byStatus, dueRows, [created], recentRows] = await Promise.all([
    workCountsOf(db, caller.store_id, caller.employee_id),
    selectOrderRows(db)
      .where(
        and(
          eq(orders.storeId, caller.store_id),
          hasProductAssignedTo(caller.store_id, caller.employee_id),
          dueOrderCondition(today),
        ),
      )
      .orderBy(asc(orders.dueDate), asc(orders.orderNumber))
      .limit(EMPLOYEE_DASHBOARD_DUE_SOON_MAX),
    db.select({ n: count() }).from(orders).where(createdByMe),
    selectOrderRows(db)
      .where(createdByMe)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(EMPLOYEE_DASHBOARD_RECENT_MAX),
  ]);

  // One pass builds the order objects of both lists (an order may be in both).
  const views = await buildOrderViews(db, {
    publicUrl,
    imageLinks,
    rows: [...dueRows, ...recentRows],
  });
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of byStatus) {
    if (row.status in statusCounts) statusCounts[row.status as OrderStatus] += row.garments;
  }
  return {
    assigned: {
      total: byStatus.reduce((sum, row) => sum + row.garments, 0),
      by_status: statusCounts,
    },
    due_soon: views.slice(0, dueRows.length),
    created_count: created?.n ?? 0,
    recent_created: views.slice(dueRows.length),
  };
}
