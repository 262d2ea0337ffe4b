import {
  EMPLOYEE_NOT_FOUND,
  type AddEmployee,
  type AssignedProducts,
  type AssignedProductsQuery,
  type Employee,
  type EmployeeDetail,
  type EmployeeList,
} from '@tailor/shared/employees';
import { paiseToRupees } from '@tailor/shared/money';
import { CLOSED_STATUSES, type OrderStatus } from '@tailor/shared/orders';
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { conflict, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';

const DUPLICATE_PHONE = 'An employee with this phone number already exists';

type EmployeeRow = typeof employees.$inferSelect;

function toEmployee(row: EmployeeRow): Employee {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    position: row.position as Employee['position'],
    experience: row.experience,
    specialization: row.specialization as Employee['specialization'],
    active: row.active,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * POST /add_employee: creates an employee of the caller's store, or updates the one named by `_id`.
 * A phone is unique within a store; the database decides, so two concurrent adds cannot both win.
 */
export async function saveEmployee(options: {
  db: Database;
  storeId: string;
  input: AddEmployee;
}): Promise<{ employee: Employee; created: boolean }> {
  const { db, storeId, input } = options;
  const values = {
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    position: input.position,
    experience: input.experience,
    specialization: input.specialization,
  };
  try {
    if (input._id) {
      if (!isUuid(input._id)) throw notFound('Employee not found');
      const [row] = await db
        .update(employees)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(employees.id, input._id), eq(employees.storeId, storeId)))
        .returning();
      if (!row) throw notFound('Employee not found');
      return { employee: toEmployee(row), created: false };
    }
    const [row] = await db
      .insert(employees)
      .values({ storeId, ...values })
      .onConflictDoNothing({ target: [employees.storeId, employees.phone] })
      .returning();
    if (!row) throw conflict(DUPLICATE_PHONE);
    return { employee: toEmployee(row), created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_PHONE);
    throw error;
  }
}

/** GET /get_employees: the store's active employees (with include_inactive, all of them), by name. */
export async function listEmployees(options: {
  db: Database;
  storeId: string;
  includeInactive?: boolean;
}): Promise<EmployeeList> {
  const rows = await options.db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.storeId, options.storeId),
        options.includeInactive ? undefined : eq(employees.active, true),
      ),
    )
    .orderBy(asc(sql`lower(${employees.name})`), asc(employees.createdAt));
  return { employees: rows.map(toEmployee) };
}

/** The store's employee with this id (active or not), or 404, also for another shop's or a malformed id. */
async function findEmployeeRow(
  db: Database,
  options: { storeId: string; employeeId: string },
): Promise<EmployeeRow> {
  if (!isUuid(options.employeeId)) throw notFound(EMPLOYEE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, options.employeeId), eq(employees.storeId, options.storeId)));
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  return row;
}

/** GET /employees/{id}: one employee of the store, active or not, with how much work they hold. */
export async function getEmployeeDetail(options: {
  db: Database;
  storeId: string;
  employeeId: string;
}): Promise<EmployeeDetail> {
  const { db, storeId } = options;
  const row = await findEmployeeRow(db, options);
  const [work] = await db
    .select({
      assigned: count(),
      open: sql<number>`cast(count(*) filter (where ${notInArray(orders.status, [...CLOSED_STATUSES])}) as int)`,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orderProducts.assignedEmployeeId, row.id), eq(orderProducts.storeId, storeId)));
  return {
    ...toEmployee(row),
    has_login: row.userId !== null,
    created_at: row.createdAt.toISOString(),
    assigned_products: work?.assigned ?? 0,
    open_products: work?.open ?? 0,
  };
}

/**
 * PUT /employees/{id}/deactivate and /activate. A deactivated employee keeps their record, their
 * assignments and the history they made, but can no longer sign in to the shop: the auth guard
 * refuses their tokens at once and sign-in no longer offers the shop.
 */
export async function setEmployeeActive(options: {
  db: Database;
  storeId: string;
  employeeId: string;
  active: boolean;
}): Promise<EmployeeDetail> {
  const { db, storeId, employeeId, active } = options;
  if (!isUuid(employeeId)) throw notFound(EMPLOYEE_NOT_FOUND);
  const [row] = await db
    .update(employees)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(employees.id, employeeId), eq(employees.storeId, storeId)))
    .returning({ id: employees.id });
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  return getEmployeeDetail({ db, storeId, employeeId });
}

/** GET /get_assigned_products/{employeeId}: the product lines assigned to one employee, newest orders first. */
export async function listAssignedProducts(options: {
  db: Database;
  storeId: string;
  employeeId: string;
  query: AssignedProductsQuery;
}): Promise<AssignedProducts> {
  const { db, storeId, query } = options;
  const employee = await findEmployeeRow(db, options);
  const where = and(
    eq(orderProducts.assignedEmployeeId, employee.id),
    eq(orderProducts.storeId, storeId),
  );
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(orderProducts).where(where),
    db
      .select({
        id: orderProducts.id,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customerName: customers.name,
        productName: orderProducts.name,
        pricePaise: orderProducts.pricePaise,
        status: orders.status,
        dueDate: orders.dueDate,
      })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber), asc(orderProducts.position))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    assignments: rows.map((row) => ({
      _id: row.id,
      order_id: row.orderId,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      product_name: row.productName,
      price: paiseToRupees(row.pricePaise),
      status: row.status as OrderStatus,
      due_date: row.dueDate,
    })),
    total,
    page: query.page,
    total_pages: Math.ceil(total / query.limit),
    error: null,
  };
}
