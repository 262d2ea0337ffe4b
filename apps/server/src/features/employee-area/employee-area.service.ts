import { todayInShopZone } from '@tailor/shared/dates';
import {
  EMPLOYEE_DASHBOARD_DUE_SOON_MAX,
  EMPLOYEE_DASHBOARD_RECENT_MAX,
  type EmployeeDashboard,
  type EmployeeDetails,
  type EmployeeOrder,
  type EmployeeOrderList,
  type EmployeeOrderListQuery,
  type EmployeeProduct,
} from '@tailor/shared/employee-area';
import type { Position, Specialization } from '@tailor/shared/employees';
import { paiseToRupees } from '@tailor/shared/money';
import {
  CLOSED_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderType,
} from '@tailor/shared/orders';
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { imageUrlsForProducts, type ImageLinks } from '../images';
import {
  assignedOrderIdsOf,
  buildOrderViews,
  dueOrderCondition,
  getOrderDetail,
  hasProductAssignedTo,
  orderReachableBy,
  selectOrderRows,
} from '../orders';

/** An employee signed in to a store: the job every query here is scoped to. */
interface EmployeeCaller extends StoreAuthContext {
  employee_id: string;
}

function employeeCallerOf(caller: StoreAuthContext): EmployeeCaller {
  if (caller.role !== 'employee' || !caller.employee_id) throw forbidden('PERMISSION_DENIED');
  return caller as EmployeeCaller;
}

/** GET /get_employee_details: the caller's own record in the selected store, with the store's name. */
export async function getOwnEmployeeDetails(options: {
  db: Database;
  caller: StoreAuthContext;
}): Promise<EmployeeDetails> {
  const { db } = options;
  const caller = employeeCallerOf(options.caller);
  const [row] = await db
    .select({ employee: employees, storeName: stores.shopName })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(
      and(
        eq(employees.id, caller.employee_id),
        eq(employees.storeId, caller.store_id),
        eq(employees.userId, caller.userId),
      ),
    );
  if (!row) throw notFound('EMPLOYEE_NOT_FOUND');
  const { employee } = row;
  return {
    _id: employee.id,
    name: employee.name,
    // An employee signing in has a phone: only the owner's own row has none.
    phone: employee.phone ?? '',
    email: employee.email,
    position: employee.position as Position,
    experience: employee.experience,
    specialization: employee.specialization as Specialization | null,
    active: employee.active,
    store_id: employee.storeId,
    store_name: row.storeName,
    joined_at: employee.createdAt.toISOString(),
  };
}

function listFilters(query: EmployeeOrderListQuery, today: string): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === 'Due') {
    conditions.push(dueOrderCondition(today));
  } else if (query.status) {
    conditions.push(eq(orders.status, query.status));
  }
  if (query.startDate) conditions.push(gte(orders.orderDate, query.startDate));
  if (query.endDate) conditions.push(lte(orders.orderDate, query.endDate));
  return conditions;
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
  where: SQL | undefined;
  query: EmployeeOrderListQuery;
}): Promise<EmployeeOrderList> {
  const { db, publicUrl, imageLinks, where, query } = options;
  const open = and(where, notInArray(orders.status, [...CLOSED_STATUSES]));
  const finished = and(where, inArray(orders.status, [...CLOSED_STATUSES]));
  const offset = (query.page - 1) * query.limit;
  const [[openRow], [finishedRow]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(open),
    db.select({ n: count() }).from(orders).where(finished),
  ]);
  const openCount = openRow?.n ?? 0;
  const total = openCount + (finishedRow?.n ?? 0);
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

/** GET /employee/orders: orders of the selected store with a product line assigned to the caller, work to do first. */
export async function listAssignedOrders(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  query: EmployeeOrderListQuery;
}): Promise<EmployeeOrderList> {
  const { db, clock, publicUrl, imageLinks, query } = options;
  const caller = employeeCallerOf(options.caller);
  const where = and(
    eq(orders.storeId, caller.store_id),
    assignedOrderIdsOf(caller.store_id, caller.employee_id),
    ...listFilters(query, todayInShopZone(clock.now())),
  );
  return pageOfOrders({ db, publicUrl, imageLinks, where, query });
}

/** GET /employee/orders/created: orders of the selected store the caller created, work to do first. */
export async function listCreatedOrders(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  query: EmployeeOrderListQuery;
}): Promise<EmployeeOrderList> {
  const { db, clock, publicUrl, imageLinks, query } = options;
  const caller = employeeCallerOf(options.caller);
  const where = and(
    eq(orders.storeId, caller.store_id),
    eq(orders.createdBy, caller.userId),
    ...listFilters(query, todayInShopZone(clock.now())),
  );
  return pageOfOrders({ db, publicUrl, imageLinks, where, query });
}

/** GET /employee/orders/{id}: an order the caller works on or created, with its customer, history and payments. */
export async function getEmployeeOrder(options: {
  db: Database;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  orderId: string;
}): Promise<EmployeeOrder> {
  const { db, publicUrl, imageLinks, orderId } = options;
  const caller = employeeCallerOf(options.caller);
  return getOrderDetail({ db, publicUrl, imageLinks, caller, orderId });
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
  const [row] = await db
    .select({
      id: orderProducts.id,
      name: orderProducts.name,
      pricePaise: orderProducts.pricePaise,
      measurements: orderProducts.measurements,
      note: orderProducts.note,
      assigneeId: employees.id,
      assigneeName: employees.name,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      status: orders.status,
      delayNote: orders.delayNote,
      orderType: orders.orderType,
      orderDate: orders.orderDate,
      dueDate: orders.dueDate,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(employees, eq(employees.id, orderProducts.assignedEmployeeId))
    .where(
      and(
        eq(orderProducts.id, productId),
        eq(orderProducts.storeId, caller.store_id),
        orderReachableBy(caller),
      ),
    );
  if (!row) throw notFound('PRODUCT_NOT_FOUND');
  const images = await imageUrlsForProducts(db, imageLinks, [row.id]);
  return {
    _id: row.id,
    product: { name: row.name },
    price: paiseToRupees(row.pricePaise),
    measurements: row.measurements,
    note: row.note,
    uploadedImages: images.get(row.id) ?? [],
    assigned_to: row.assigneeId ? { _id: row.assigneeId, name: row.assigneeName! } : null,
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
    db
      .select({ status: orders.status, n: count() })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(
        and(
          eq(orderProducts.assignedEmployeeId, caller.employee_id),
          eq(orders.storeId, caller.store_id),
        ),
      )
      .groupBy(orders.status),
    selectOrderRows(db)
      .where(
        and(
          eq(orders.storeId, caller.store_id),
          hasProductAssignedTo(caller.employee_id),
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
    if (row.status in statusCounts) statusCounts[row.status as OrderStatus] += row.n;
  }
  return {
    assigned: { total: byStatus.reduce((sum, row) => sum + row.n, 0), by_status: statusCounts },
    due_soon: views.slice(0, dueRows.length),
    created_count: created?.n ?? 0,
    recent_created: views.slice(dueRows.length),
  };
}
