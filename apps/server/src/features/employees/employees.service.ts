import type { AddEmployee, Employee, EmployeeList } from '@tailor/shared/employees';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema/employees';
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

/** GET /get_employees: the store's active employees, by name. */
export async function listEmployees(options: { db: Database; storeId: string }): Promise<EmployeeList> {
  const rows = await options.db
    .select()
    .from(employees)
    .where(and(eq(employees.storeId, options.storeId), eq(employees.active, true)))
    .orderBy(asc(sql`lower(${employees.name})`), asc(employees.createdAt));
  return { employees: rows.map(toEmployee) };
}
