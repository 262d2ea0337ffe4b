import type { CustomerList } from '@tailor/shared/customers';
import type { EmployeeDashboard, EmployeeOrderList } from '@tailor/shared/employee-area';
import type { AssignedProducts } from '@tailor/shared/employees';
import type { NotificationList } from '@tailor/shared/notifications-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execSql, explainRequest, planProblems, seedPlanShops } from '../test/query-plans';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../test/test-app';
import { onCitus } from '../test/test-database';

/*
 * The plans of the lists beside the order list (issue 13), on a shop with years of orders beside
 * other shops: the customer list, an employee's assigned and created orders and the notifications
 * are read through indexes, never by a sequential scan of the shop's orders, garments, customers or
 * notifications, nor by sorting the shop's history.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createShop>>;
let tailor: Awaited<ReturnType<typeof createEmployee>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createShop(ctx);
  tailor = await createEmployee(ctx, owner);
  const helper = await createEmployee(ctx, owner);
  const other = await createEmployee(ctx, owner);
  await seedPlanShops(ctx.database, {
    storeId: owner.store_id!,
    ownerUserId: owner.user_id!,
    orders: 20_000,
    customers: 2_000,
    // The tailor holds a quarter of the garments.
    employeeIds: [tailor.employee_id, helper.employee_id, other.employee_id, other.employee_id],
    notifications: 3_000,
    otherShops: [
      { orders: 2_000, customers: 3_000, notifications: 5_000 },
      { orders: 2_000, customers: 3_000, notifications: 5_000 },
    ],
  });
  // The tailor took one order in 20 at the counter.
  await execSql(
    ctx.database,
    `update orders set created_by = '${tailor.user_id}' where store_id = '${owner.store_id}' and order_number % 20 = 0`,
  );
  await execSql(ctx.database, 'vacuum analyze orders');
}, 300_000);
afterAll(() => ctx.close());

async function planOf(url: string, token: string) {
  return explainRequest(ctx, { method: 'GET', url, headers: bearer(token) });
}

// PostgreSQL's own plans: a distributed plan on Citus is another thing (see onCitus).
describe.skipIf(onCitus())('list plans on a shop of 20,000 orders', () => {
  it('reads a page of customers through the index, newest first', async () => {
    const { response, explained } = await planOf('/api/get_customers?page=1&limit=10', owner.token);
    const list = response.json<CustomerList>();
    expect(list.total).toBe(2_000);
    expect(list.customers[0]!.name).toBe('Customer 2000');
    expect(planProblems(explained, { maxSortRows: 100, maxScanRows: 2_000 })).toEqual([]);
  });

  it('finds customers by name without reading orders or sorting the shop', async () => {
    const { response, explained } = await planOf(
      '/api/get_customers?page=1&limit=10&search=customer%20123',
      owner.token,
    );
    expect(response.json<CustomerList>().total).toBe(11);
    // A part of a name is matched against the shop's customers (no trigram index): PostgreSQL may
    // read the customers table when the shop is a large part of it; never the orders.
    expect(
      planProblems(explained, {
        maxSortRows: 100,
        noSeqScanOn: ['orders', 'order_products', 'payments'],
      }),
    ).toEqual([]);
  });

  it("reads the employee's assigned orders: open work first, without sorting their history", async () => {
    const { response, explained } = await planOf(
      '/api/employee/orders?page=1&limit=10',
      tailor.token,
    );
    const list = response.json<EmployeeOrderList>();
    expect(list.total).toBeGreaterThan(3_000);
    expect(list.orders[0]!.status).not.toMatch(/Delivered|Cancelled/);
    // The total is the tailor's kept counts, and the first page reads their open orders only.
    expect(planProblems(explained, { maxSortRows: 1_000, maxScanRows: 2_000 })).toEqual([]);

    const finished = await planOf(
      `/api/employee/orders?page=${list.total_pages - 1}&limit=10`,
      tailor.token,
    );
    expect(finished.response.json<EmployeeOrderList>().orders.length).toBe(10);
    // The finished part sorts this employee's finished orders at most, never the shop's.
    expect(planProblems(finished.explained, { maxSortRows: list.total })).toEqual([]);
  });

  it("reads a tailor's garments newest order first through the index, counting none", async () => {
    const { response, explained } = await planOf(
      `/api/get_assigned_products/${tailor.employee_id}?page=1&limit=20`,
      owner.token,
    );
    const list = response.json<AssignedProducts>();
    expect(list.total).toBeGreaterThan(3_000);
    expect(list.assignments).toHaveLength(20);
    const numbers = list.assignments.map((a) => a.order_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]).toBeGreaterThan(19_000);
    expect(planProblems(explained, { maxSortRows: 100, maxScanRows: 200 })).toEqual([]);
  });

  it("builds the employee dashboard from the tailor's kept counts, not their history", async () => {
    const { response, explained } = await planOf('/api/employee/dashboard', tailor.token);
    const dashboard = response.json<EmployeeDashboard>();
    expect(dashboard.assigned.total).toBeGreaterThan(3_000);
    expect(dashboard.assigned.by_status.Delivered).toBeGreaterThan(1_000);
    expect(dashboard.created_count).toBe(1_000);
    expect(planProblems(explained, { maxSortRows: 100, maxScanRows: 2_000 })).toEqual([]);
  });

  it("reads the employee's created orders through the shop's index", async () => {
    const { response, explained } = await planOf(
      '/api/employee/orders/created?page=1&limit=20',
      tailor.token,
    );
    expect(response.json<EmployeeOrderList>().total).toBe(1_000);
    expect(planProblems(explained, { maxSortRows: 1_000, maxScanRows: 2_000 })).toEqual([]);
  });

  it('reads the notifications newest first and counts the unread through indexes', async () => {
    const { response, explained } = await planOf('/api/notifications?page=1&limit=20', owner.token);
    const list = response.json<NotificationList>();
    expect(list.total).toBeGreaterThanOrEqual(3_000);
    expect(list.notifications).toHaveLength(20);
    expect(planProblems(explained, { maxSortRows: 100 })).toEqual([]);

    const unread = await planOf('/api/notifications/unread_count', owner.token);
    expect(unread.response.json<{ unread_count: number }>().unread_count).toBeGreaterThanOrEqual(
      1_000,
    );
    expect(planProblems(unread.explained, { maxSortRows: 100 })).toEqual([]);
  });
});
