import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { bearer, createEmployee, createShop, createTestContext, nextPhone, signIn, type TestContext } from '../../../test/test-app';

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
  return ctx.app.inject({ method: 'POST', url: '/api/add_employee', headers: bearer(token), payload });
}

function getEmployees(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/get_employees', headers: bearer(token) });
}

describe('POST /api/add_employee', () => {
  it('creates an employee (201) who then appears in GET /get_employees', async () => {
    const payload = employee({ name: 'Zara Khan', position: 'Manager', specialization: "Women's Wear", email: '' });
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
    });
    const list = await getEmployees(shop.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().employees).toContainEqual(created);
  });

  it('updates the employee named by _id (200)', async () => {
    const created = (await addEmployee(shop.token, employee())).json();
    const response = await addEmployee(shop.token, { ...employee({ phone: created.phone }), _id: created._id, experience: 8, position: 'assistant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: created._id, experience: 8, position: 'assistant' });
  });

  it('refuses a second employee with the same phone in the shop (409), also by update', async () => {
    const first = (await addEmployee(shop.token, employee())).json();
    const again = await addEmployee(shop.token, employee({ phone: first.phone }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An employee with this phone number already exists' });

    const other = (await addEmployee(shop.token, employee())).json();
    const update = await addEmployee(shop.token, { ...employee({ phone: first.phone }), _id: other._id });
    expect(update.statusCode).toBe(409);
  });

  it('lets another shop employ the same phone', async () => {
    const phone = nextPhone();
    const other = await createShop(ctx);
    expect((await addEmployee(shop.token, employee({ phone }))).statusCode).toBe(201);
    expect((await addEmployee(other.token, employee({ phone }))).statusCode).toBe(201);
  });

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', 'Al', 'Name must be at least 3 characters'],
    ['phone', '98765', 'Enter a valid 10-digit mobile number.'],
    ['experience', undefined, 'Experience is required'],
    ['experience', 1.5, 'Experience must be a whole number of years'],
    ['experience', -2, 'Experience cannot be negative'],
    ['specialization', undefined, 'Specialization is required'],
    ['specialization', 'knitting', 'Select a valid specialization'],
    ['position', 'boss', 'Select a valid position'],
    ['email', 'not-mail', 'Enter a valid email address'],
  ])('refuses %s = %j with 400', async (field, value, message) => {
    const response = await addEmployee(shop.token, employee({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it("answers 404 for another shop's employee id or a malformed one", async () => {
    const other = await createShop(ctx);
    const foreign = (await addEmployee(other.token, employee())).json();
    expect((await addEmployee(shop.token, { ...employee(), _id: foreign._id })).statusCode).toBe(404);
    expect((await addEmployee(shop.token, { ...employee(), _id: 'nope' })).statusCode).toBe(404);
  });

  it('is for shopkeepers with a shop only', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/add_employee', payload: employee() })).statusCode).toBe(401);
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
    expect(rows.map((e: { name: string }) => e.name)).toEqual(['Anil Kumar', 'Bela Sen', 'mohan Das']);

    await ctx.database.db.update(employees).set({ active: false }).where(eq(employees.name, 'Bela Sen'));
    const after = (await getEmployees(fresh.token)).json().employees;
    expect(after.map((e: { name: string }) => e.name)).toEqual(['Anil Kumar', 'mohan Das']);
  });
});
