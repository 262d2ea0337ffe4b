import {
  type AddEmployee,
  type SavedEmployee,
  type AssignedProducts,
  type AssignedProductsQuery,
  type Employee,
  type EmployeeDetail,
  type EmployeeList,
} from '@tailor/shared/employees';
import { type SignInState } from '@tailor/shared/employees-rules';
import { paiseToRupees } from '@tailor/shared/money';
import { CLOSED_STATUSES, type OrderStatus } from '@tailor/shared/orders';
import type { AssigneeList, EmployeeDetails } from '@tailor/shared/employee-area';
import type { Position } from '@tailor/shared/employees-rules';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { selectLinesWithOrder } from '../../db/order-joins';
import { customers } from '../../db/schema/customers';
import { employeeWorkCounts } from '../../db/schema/employee-work-counts';
import { employees } from '../../db/schema/employees';
import { sameRow } from '../../db/shop-joins';
import { stores } from '../../db/schema/stores';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import type { SmsTransport } from '../auth';
import { insertInvite } from '../invites';

type EmployeeRow = typeof employees.$inferSelect;

/** An employee record's own fields, as the team list and the employee's own page show them. */
function employeeFieldsOf(row: EmployeeRow): Omit<Employee, 'sign_in'> {
  return {
    _id: row.id,
    name: row.name,
    // Only the owner's row has no phone, and it is never answered as a team member or signs in.
    phone: row.phone ?? '',
    email: row.email,
    position: row.position as Employee['position'],
    experience: row.experience,
    specialization: row.specialization as Employee['specialization'],
    active: row.active,
  };
}

function toEmployee(row: EmployeeRow, signIn: SignInState): Employee {
  return { ...employeeFieldsOf(row), sign_in: signIn };
}

/** An employee signed in to a store: the job their own routes are scoped to. */
export interface EmployeeCaller extends StoreAuthContext {
  employee_id: string;
}

/** The caller as an employee of the selected store, or 403 for anyone else. */
export function employeeCallerOf(caller: StoreAuthContext): EmployeeCaller {
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
    ...employeeFieldsOf(employee),
    store_id: employee.storeId,
    store_name: row.storeName,
    joined_at: employee.createdAt.toISOString(),
  };
}

/** Team members only: the owner's own row (for assigning garments to 'Me') is not one. */
const isTeamMember = eq(employees.isOwner, false);

/**
 * `sign_in` of each employee: a linked account can sign in; else a pending, unexpired invite to
 * their phone means invited; else a record only.
 */
function signInStateColumn(now: Date) {
  // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which the
  // subquery on invites would read as its own.
  return sql<SignInState>`case
    when "employees"."user_id" is not null then 'can_sign_in'
    when exists (
      select 1 from invites i
      where i.store_id = "employees"."store_id"
        and (i.phone = "employees"."phone" or i.employee_id = "employees"."id")
        and i.status = 'pending'
        and i.expires_at > ${now.toISOString()}::timestamptz
    ) then 'invited'
    else 'none' end`;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * POST /add_employee: creates an employee of the caller's store, or updates the one named by `_id`.
 * A phone is unique within a store; the database decides, so two concurrent adds cannot both win.
 * A new employee may be invited in the same transaction (`send_invite`): both are made or neither.
 * With 'sms' the link is then texted through the message transport; a failed text keeps the
 * invite (the answer says so and the link can still be shared).
 */
export async function saveEmployee(options: {
  db: Database;
  clock: Clock;
  sms: SmsTransport;
  log: Pick<FastifyBaseLogger, 'warn'>;
  publicUrl: string;
  caller: StoreAuthContext;
  input: AddEmployee;
}): Promise<{ employee: SavedEmployee; created: boolean }> {
  const { db, clock, caller, input } = options;
  const storeId = caller.store_id;
  const values = {
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    position: input.position,
    experience: input.experience,
    specialization: input.specialization,
  };
  const now = clock.now();
  try {
    if (input._id) {
      if (!isUuid(input._id)) throw notFound('EMPLOYEE_NOT_FOUND');
      const [row] = await db
        .update(employees)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(employees.id, input._id), eq(employees.storeId, storeId), isTeamMember))
        .returning();
      if (!row) throw notFound('EMPLOYEE_NOT_FOUND');
      return { employee: await withSignIn(db, row, now), created: false };
    }
    const { row, invite } = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(employees)
        .values({ storeId, ...values })
        .onConflictDoNothing({ target: [employees.storeId, employees.phone] })
        .returning();
      if (!inserted) throw conflict('EMPLOYEE_PHONE_TAKEN');
      const invited = input.send_invite
        ? await insertInvite(tx, {
            caller,
            input: { name: input.name, phone: input.phone, email: input.email },
            now,
            employeeId: inserted.id,
          })
        : null;
      return { row: inserted, invite: invited };
    });
    const employee: SavedEmployee = toEmployee(row, invite ? 'invited' : 'none');
    if (invite) {
      const link = `${options.publicUrl}/invite/${invite.token}`;
      employee.invite = {
        invite_link: link,
        token: invite.token,
        expires_at: invite.expiresAt.toISOString(),
        sms: input.send_invite === 'sms' ? await textInvite(options, { row, link }) : null,
      };
    }
    return { employee, created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMPLOYEE_PHONE_TAKEN');
    throw error;
  }
}

async function textInvite(
  options: {
    db: Database;
    sms: SmsTransport;
    log: Pick<FastifyBaseLogger, 'warn'>;
    caller: StoreAuthContext;
  },
  invite: { row: EmployeeRow; link: string },
): Promise<'sent' | 'failed'> {
  const [store] = await options.db
    .select({ shopName: stores.shopName })
    .from(stores)
    .where(eq(stores.id, options.caller.store_id));
  const text = `${store?.shopName ?? 'Your shop'} has added you to its team. Open this link to sign in and join: ${invite.link}`;
  try {
    await options.sms.send({ to: invite.row.phone!, text, meta: { invite_link: invite.link } });
    return 'sent';
  } catch (error) {
    options.log.warn({ err: error }, 'invite SMS not sent');
    return 'failed';
  }
}

async function withSignIn(db: DbOrTx, row: EmployeeRow, now: Date): Promise<Employee> {
  const [state] = await db
    .select({ signIn: signInStateColumn(now) })
    .from(employees)
    .where(sameRow(employees, row));
  return toEmployee(row, state?.signIn ?? 'none');
}

/** GET /get_employees: the store's active employees (with include_inactive, all of them), by name. */
export async function listEmployees(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  includeInactive?: boolean;
}): Promise<EmployeeList> {
  const rows = await options.db
    .select({ employee: employees, signIn: signInStateColumn(options.clock.now()) })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, options.storeId),
        isTeamMember,
        options.includeInactive ? undefined : eq(employees.active, true),
      ),
    )
    .orderBy(asc(sql`lower(${employees.name})`), asc(employees.createdAt));
  return { employees: rows.map((row) => toEmployee(row.employee, row.signIn)) };
}

/**
 * The owner's own row of the store, made with the shop (shops created before it existed got one
 * from the migration; an imported export that lacks it gets it on import). Its name follows the
 * shop's owner's name. Reads never make it: a GET changes nothing.
 */
export async function ensureOwnerEmployee(db: DbOrTx, storeId: string): Promise<void> {
  await db.execute(sql`
    insert into employees (store_id, name, phone, position, is_owner)
    select id, owners_name, null, 'manager', true from stores where id = ${storeId}
    on conflict (store_id) where is_owner do update set name = excluded.name
      where employees.name is distinct from excluded.name`);
}

/** Gives the owner's own employee row the owner's new name, in the caller's transaction. */
export async function renameOwnerEmployee(
  tx: DbOrTx,
  owner: { storeId: string; name: string },
): Promise<void> {
  await tx
    .update(employees)
    .set({ name: owner.name, updatedAt: new Date() })
    .where(and(eq(employees.storeId, owner.storeId), eq(employees.isOwner, true)));
}

/**
 * Makes a user the shop's employee (an invite accepted), in the caller's transaction: a new row,
 * or the shop's row for that phone (added by hand, or a former employee), which keeps its details
 * and gains the login. Answers the employee's id.
 */
export async function joinShopAsEmployee(
  tx: DbOrTx,
  person: { storeId: string; userId: string; name: string; phone: string; email: string | null },
  now: Date,
): Promise<string> {
  const [employee] = await tx
    .insert(employees)
    .values(person)
    .onConflictDoUpdate({
      target: [employees.storeId, employees.phone],
      set: { userId: person.userId, active: true, updatedAt: now },
    })
    .returning({ id: employees.id });
  return employee!.id;
}

/**
 * GET /assignees (and GET /employee/assignees): who a product line can be assigned to, the active
 * staff and the shop owner, by name. The caller's own row is `is_me` (the owner's for the
 * shopkeeper), so the form can say 'Me'.
 */
export async function listAssignees(options: {
  db: Database;
  caller: StoreAuthContext;
}): Promise<AssigneeList> {
  const { db, caller } = options;
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      position: employees.position,
      isOwner: employees.isOwner,
    })
    .from(employees)
    .where(and(eq(employees.storeId, caller.store_id), eq(employees.active, true)))
    .orderBy(asc(sql`lower(${employees.name})`), asc(employees.id));
  return {
    employees: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      position: row.position as Position,
      is_me: caller.role === 'shopkeeper' ? row.isOwner : row.id === caller.employee_id,
      is_owner: row.isOwner,
    })),
  };
}

/** The store's employee with this id (active or not), or 404, also for another shop's or a malformed id. */
async function findEmployeeRow(
  db: Database,
  options: { storeId: string; employeeId: string },
): Promise<EmployeeRow> {
  if (!isUuid(options.employeeId)) throw notFound('EMPLOYEE_NOT_FOUND');
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, options.employeeId), eq(employees.storeId, options.storeId)));
  if (!row) throw notFound('EMPLOYEE_NOT_FOUND');
  return row;
}

/** GET /employees/{id}: one employee of the store, active or not, with how much work they hold. */
export async function getEmployeeDetail(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  employeeId: string;
}): Promise<EmployeeDetail> {
  const { db, storeId } = options;
  const row = await findEmployeeRow(db, options);
  if (row.isOwner) throw notFound('EMPLOYEE_NOT_FOUND');
  const [work] = await db
    .select({
      assigned: sql<number>`coalesce(sum(${employeeWorkCounts.garments}), 0)::int`,
      open: sql<number>`coalesce(sum(${employeeWorkCounts.garments}) filter (where ${notInArray(employeeWorkCounts.status, [...CLOSED_STATUSES])}), 0)::int`,
    })
    .from(employeeWorkCounts)
    .where(and(eq(employeeWorkCounts.employeeId, row.id), eq(employeeWorkCounts.storeId, storeId)));
  const [state] = await db
    .select({ signIn: signInStateColumn(options.clock.now()) })
    .from(employees)
    .where(sameRow(employees, row));
  return {
    ...toEmployee(row, state?.signIn ?? 'none'),
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
  clock: Clock;
  storeId: string;
  employeeId: string;
  active: boolean;
}): Promise<EmployeeDetail> {
  const { db, clock, storeId, employeeId, active } = options;
  if (!isUuid(employeeId)) throw notFound('EMPLOYEE_NOT_FOUND');
  const [row] = await db
    .update(employees)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(employees.id, employeeId), eq(employees.storeId, storeId), isTeamMember))
    .returning({ id: employees.id });
  if (!row) throw notFound('EMPLOYEE_NOT_FOUND');
  return getEmployeeDetail({ db, clock, storeId, employeeId });
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
    // The job's kept counts (employee_work_counts) instead of counting its history.
    db
      .select({ total: sql<number>`coalesce(sum(${employeeWorkCounts.garments}), 0)::int` })
      .from(employeeWorkCounts)
      .where(
        and(
          eq(employeeWorkCounts.employeeId, employee.id),
          eq(employeeWorkCounts.storeId, storeId),
        ),
      ),
    selectLinesWithOrder(db, {
      id: orderProducts.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      productName: orderProducts.name,
      pricePaise: orderProducts.pricePaise,
      status: orders.status,
      dueDate: orders.dueDate,
    })
      .where(where)
      // Newest order first (the higher number), then the order's lines in their order: the
      // order of order_products_assignee_idx, so a page reads its rows and no more.
      .orderBy(desc(orderProducts.orderNumber), asc(orderProducts.position))
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
