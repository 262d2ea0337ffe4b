import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import type { AssignedProducts, EmployeeDetail } from '@tailor/shared/employees';
import { ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  signIn,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
});
afterAll(() => ctx.close());

const employee = (overrides: object = {}) => ({
  name: 'Suresh Patel',
  phone: nextPhone(),
  email: 'suresh@example.com',
  position: 'tailor',
  experience: 7,
  specialization: "men's wear",
  ...overrides,
});

function addEmployee(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/add_employee',
    headers: bearer(token),
    payload,
  });
}

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
}

function getEmployees(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/get_employees', headers: bearer(token) });
}

describe('POST /api/add_employee', () => {
  it('creates an employee (201) who then appears in GET /get_employees', async () => {
    const payload = employee({
      name: 'Zara Khan',
      position: 'Manager',
      specialization: "Women's Wear",
      email: '',
    });
    const response = await addEmployee(shop.token, payload);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'Zara Khan',
      phone: payload.phone,
      email: null,
      position: 'manager',
      experience: 7,
      specialization: "women's wear",
      active: true,
      sign_in: 'none',
    });
    const list = await getEmployees(shop.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().employees).toContainEqual(created);
  });

  it('updates the employee named by _id (200)', async () => {
    const created = (await addEmployee(shop.token, employee())).json();
    const response = await addEmployee(shop.token, {
      ...employee({ phone: created.phone }),
      _id: created._id,
      experience: 8,
      position: 'assistant',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: created._id,
      experience: 8,
      position: 'assistant',
    });
  });

  it('refuses a second employee with the same phone in the shop (409), also by update', async () => {
    const first = (await addEmployee(shop.token, employee())).json();
    const again = await addEmployee(shop.token, employee({ phone: first.phone }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'An employee with this phone number already exists',
      code: 'EMPLOYEE_PHONE_TAKEN',
    });

    const other = (await addEmployee(shop.token, employee())).json();
    const update = await addEmployee(shop.token, {
      ...employee({ phone: first.phone }),
      _id: other._id,
    });
    expect(update.statusCode).toBe(409);
  });

  it('lets another shop employ the same phone', async () => {
    const phone = nextPhone();
    const other = await createShop(ctx);
    expect((await addEmployee(shop.token, employee({ phone }))).statusCode).toBe(201);
    expect((await addEmployee(other.token, employee({ phone }))).statusCode).toBe(201);
  });

  it.each<[string, unknown, RuleCode]>([
    ['name', undefined, 'EMPLOYEE_NAME_REQUIRED'],
    ['name', 'Al', 'EMPLOYEE_NAME_MIN'],
    ['experience', undefined, 'EMPLOYEE_EXPERIENCE_REQUIRED'],
    ['experience', 1.5, 'EMPLOYEE_EXPERIENCE_WHOLE'],
    ['experience', -2, 'EMPLOYEE_EXPERIENCE_NEGATIVE'],
    ['specialization', undefined, 'EMPLOYEE_SPECIALIZATION_REQUIRED'],
    ['specialization', 'knitting', 'EMPLOYEE_SPECIALIZATION_INVALID'],
    ['position', 'boss', 'EMPLOYEE_POSITION_INVALID'],
    ['phone', '98765', 'PHONE_INVALID'],
    ['email', 'not-mail', 'EMAIL_INVALID'],
  ])('refuses %s = %j with 400 by the rule %s', async (field, value, rule) => {
    const response = await addEmployee(shop.token, employee({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: ruleText(rule),
      code: 'VALIDATION_FAILED',
      params: { ...ruleParams(rule), rule, field },
    });
  });

  it("answers 404 for another shop's employee id or a malformed one", async () => {
    const other = await createShop(ctx);
    const foreign = (await addEmployee(other.token, employee())).json();
    expect((await addEmployee(shop.token, { ...employee(), _id: foreign._id })).statusCode).toBe(
      404,
    );
    expect((await addEmployee(shop.token, { ...employee(), _id: 'nope' })).statusCode).toBe(404);
  });

  it('is for shopkeepers with a shop only', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/add_employee', payload: employee() }))
        .statusCode,
    ).toBe(401);
    const worker = await createEmployee(ctx, shop);
    expect((await addEmployee(worker.token, employee())).statusCode).toBe(403);
    expect((await getEmployees(worker.token)).statusCode).toBe(403);
    const noShop = await signIn(ctx);
    expect((await addEmployee(noShop.token, employee())).statusCode).toBe(403);
  });
});

describe('GET /api/get_employees', () => {
  it("lists only the shop's active employees, by name", async () => {
    const fresh = await createShop(ctx);
    for (const name of ['mohan Das', 'Anil Kumar', 'Bela Sen']) {
      expect((await addEmployee(fresh.token, employee({ name }))).statusCode).toBe(201);
    }
    const other = await createShop(ctx);
    await addEmployee(other.token, employee({ name: 'Other Shop Person' }));
    const { employees: rows } = (await getEmployees(fresh.token)).json();
    expect(rows.map((e: { name: string }) => e.name)).toEqual([
      'Anil Kumar',
      'Bela Sen',
      'mohan Das',
    ]);

    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.name, 'Bela Sen'));
    const after = (await getEmployees(fresh.token)).json().employees;
    expect(after.map((e: { name: string }) => e.name)).toEqual(['Anil Kumar', 'mohan Das']);
  });
});

describe('GET /api/get_employees?include_inactive=true', () => {
  it('lists deactivated employees too, so that they can be activated again', async () => {
    const fresh = await createShop(ctx);
    const stays = await createEmployee(ctx, fresh, { name: 'Stays Here' });
    const leaves = await createEmployee(ctx, fresh, { name: 'Leaves Soon' });
    await deactivate(fresh.token, leaves.employee_id);
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_employees?include_inactive=true',
      headers: bearer(fresh.token),
    });
    expect(
      all.json().employees.map((e: { _id: string; active: boolean }) => [e._id, e.active]),
    ).toEqual([
      [leaves.employee_id, false],
      [stays.employee_id, true],
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_employees?include_inactive=yes',
      headers: bearer(fresh.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

function employeeDetail(token: string, id: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/employees/${id}`, headers: bearer(token) });
}

function deactivate(token: string, id: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${id}/deactivate`,
    headers: bearer(token),
  });
}

function activate(token: string, id: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${id}/activate`,
    headers: bearer(token),
  });
}

function assignedProducts(token: string, id: string, query = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/get_assigned_products/${id}${query}`,
    headers: bearer(token),
  });
}

describe('GET /api/employees/{id}', () => {
  it('answers one employee with their login state and how much work they hold', async () => {
    const fresh = await createShop(ctx);
    const worker = await createEmployee(ctx, fresh, { name: 'Detail Person' });
    await placeOrder(ctx, fresh, {
      products: [{ assigned_to: worker.employee_id }, { assigned_to: worker.employee_id }],
    });
    const done = await placeOrder(ctx, fresh, {
      products: [{ assigned_to: worker.employee_id, price: 300 }],
      order: { advancePayment: 300 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(fresh.token),
      payload: { order_id: done._id, status: 'Delivered' },
    });

    const response = await employeeDetail(fresh.token, worker.employee_id);
    expect(response.statusCode).toBe(200);
    expect(response.json<EmployeeDetail>()).toEqual({
      _id: worker.employee_id,
      name: 'Detail Person',
      phone: worker.phone,
      email: null,
      position: 'tailor',
      experience: 3,
      specialization: 'all types',
      active: true,
      sign_in: 'can_sign_in',
      has_login: true,
      created_at: expect.any(String),
      assigned_products: 3,
      open_products: 2,
    });

    const handAdded = (await addEmployee(fresh.token, employee())).json();
    expect((await employeeDetail(fresh.token, handAdded._id)).json()).toMatchObject({
      sign_in: 'none',
      has_login: false,
      assigned_products: 0,
      open_products: 0,
    });
  });

  it("answers 404 for another shop's employee or a malformed id, and 403 to employees", async () => {
    const other = await createShop(ctx);
    const foreign = await createEmployee(ctx, other);
    expect((await employeeDetail(shop.token, foreign.employee_id)).statusCode).toBe(404);
    expect((await employeeDetail(shop.token, 'nope')).json()).toEqual({
      error: 'Employee not found',
      code: 'EMPLOYEE_NOT_FOUND',
    });
    expect((await employeeDetail(foreign.token, foreign.employee_id)).statusCode).toBe(403);
  });
});

describe('PUT /api/employees/{id}/deactivate and /activate', () => {
  it('ends the access of a deactivated employee at once, keeps their record and work, and restores it on activate', async () => {
    const fresh = await createShop(ctx);
    const worker = await createEmployee(ctx, fresh, { name: 'Gone Soon' });
    const order = await placeOrder(ctx, fresh, { products: [{ assigned_to: worker.employee_id }] });

    const off = await deactivate(fresh.token, worker.employee_id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      _id: worker.employee_id,
      active: false,
      assigned_products: 1,
    });

    // The token in hand stops working, and signing in no longer offers the shop.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/employee/orders',
      headers: bearer(worker.token),
    });
    expect(refused.statusCode).toBe(401);
    ctx.clock.advance(31_000);
    const again = await signIn(ctx, worker.phone);
    expect(again).toMatchObject({
      role: 'shopkeeper',
      store_id: null,
      signup: true,
      available_stores: [],
    });

    // History stays: the order still names them; the shop no longer lists them for new work.
    const kept = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(fresh.token),
    });
    expect(kept.json().order.products[0].assigned_to).toEqual({
      _id: worker.employee_id,
      name: 'Gone Soon',
    });
    expect((await getEmployees(fresh.token)).json().employees).toEqual([]);

    const on = await activate(fresh.token, worker.employee_id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ active: true });
    ctx.clock.advance(31_000);
    const back = await signIn(ctx, worker.phone);
    expect(back).toMatchObject({
      role: 'employee',
      store_id: fresh.store_id,
      employee_id: worker.employee_id,
    });
  });

  it("answers 404 for another shop's employee, 403 to employees and 401 without a token", async () => {
    const other = await createShop(ctx);
    const foreign = await createEmployee(ctx, other);
    expect((await deactivate(shop.token, foreign.employee_id)).statusCode).toBe(404);
    expect((await activate(shop.token, 'nope')).statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, foreign.employee_id));
    expect(row!.active).toBe(true);
    const colleague = await createEmployee(ctx, other);
    expect((await deactivate(colleague.token, foreign.employee_id)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/employees/${foreign.employee_id}/deactivate`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/get_assigned_products/{employeeId}', () => {
  it('lists the product lines assigned to the employee, newest orders first, a page at a time', async () => {
    const fresh = await createShop(ctx);
    const worker = await createEmployee(ctx, fresh);
    const colleague = await createEmployee(ctx, fresh);
    const first = await placeOrder(ctx, fresh, {
      products: [{ name: 'Salwar', price: 650.5, assigned_to: worker.employee_id }],
    });
    const second = await placeOrder(ctx, fresh, {
      products: [
        { name: 'Coat', assigned_to: colleague.employee_id },
        { name: 'Trouser', assigned_to: worker.employee_id },
        { name: 'Waistcoat', assigned_to: worker.employee_id },
      ],
    });

    const response = await assignedProducts(fresh.token, worker.employee_id);
    expect(response.statusCode).toBe(200);
    const body = response.json<AssignedProducts>();
    expect(body).toMatchObject({ total: 3, page: 1, total_pages: 1, error: null });
    expect(body.assignments.map((a) => a.product_name)).toEqual(['Trouser', 'Waistcoat', 'Salwar']);
    expect(body.assignments[2]).toEqual({
      _id: first.order.products[0]!._id,
      order_id: first._id,
      order_number: first.order_number,
      customer_name: 'Asha Rao',
      product_name: 'Salwar',
      price: 650.5,
      status: 'Assigned',
      due_date: first.order.dueDate,
    });
    expect(body.assignments[0]!.order_id).toBe(second._id);

    const paged = (
      await assignedProducts(fresh.token, worker.employee_id, '?limit=2&page=2')
    ).json<AssignedProducts>();
    expect(paged).toMatchObject({ total: 3, page: 2, total_pages: 2 });
    expect(paged.assignments.map((a) => a.product_name)).toEqual(['Salwar']);
    expect((await assignedProducts(fresh.token, worker.employee_id, '?limit=0')).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for another shop's employee and 403 to employees", async () => {
    const other = await createShop(ctx);
    const foreign = await createEmployee(ctx, other);
    const response = await assignedProducts(shop.token, foreign.employee_id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Employee not found', code: 'EMPLOYEE_NOT_FOUND' });
    expect((await assignedProducts(foreign.token, foreign.employee_id)).statusCode).toBe(403);
  });
});

describe('GET /api/get_employee_details', () => {
  it("answers the caller's own record in the selected store with the store's name", async () => {
    const workPlace = await createShop(ctx, { shop_name: 'Work Place Tailors' });
    const me = await createEmployee(ctx, workPlace, { name: 'Mohan Me' });
    const response = await get(me.token, '/get_employee_details');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: me.employee_id,
      name: 'Mohan Me',
      phone: me.phone,
      email: null,
      position: 'tailor',
      experience: 3,
      specialization: 'all types',
      active: true,
      store_id: workPlace.store_id,
      store_name: 'Work Place Tailors',
      joined_at: expect.any(String),
    });
  });

  it('is for employees only (403 for the shopkeeper, 401 without a token)', async () => {
    expect((await get(shop.token, '/get_employee_details')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/get_employee_details' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/employee/assignees', () => {
  it("lists the selected store's active staff by name, marking me, without contact details", async () => {
    const shop = await createShop(ctx);
    const me = await createEmployee(ctx, shop, { name: 'Mohan Me' });
    await createEmployee(ctx, shop, { name: 'Asha Cutter', position: 'assistant' });
    const gone = await createEmployee(ctx, shop, { name: 'Gone Away' });
    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, gone.employee_id));
    await createEmployee(ctx, await createShop(ctx), { name: 'Other Shop Tailor' });

    const response = await get(me.token, '/employee/assignees');
    expect(response.statusCode).toBe(200);
    // The shop owner ('Ramesh Kumar') can be assigned too.
    expect(response.json().employees).toEqual([
      {
        _id: expect.any(String),
        name: 'Asha Cutter',
        position: 'assistant',
        is_me: false,
        is_owner: false,
      },
      { _id: me.employee_id, name: 'Mohan Me', position: 'tailor', is_me: true, is_owner: false },
      {
        _id: expect.any(String),
        name: 'Ramesh Kumar',
        position: 'manager',
        is_me: false,
        is_owner: true,
      },
    ]);
  });

  it('is for employees only (403 for the shopkeeper, 401 without a token)', async () => {
    expect((await get(shop.token, '/employee/assignees')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/employee/assignees' })).statusCode,
    ).toBe(401);
  });
});
