import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
const placed: Order[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
  other = await createShop(ctx);
  const t = today(ctx);
  placed.push(
    await placeOrder(ctx, shop, {
      customer: {
        name: 'Priya Sharma',
        mobile_no: '9811100001',
        gender: 'female',
        address: '21 Lajpat Nagar, Delhi',
      },
      order: { orderDate: t },
      products: [
        { name: 'Blouse', measurements: { Bust: '34', Waist: '28' } },
        { name: 'Lehenga', measurements: { Waist: '28', Length: '40' } },
      ],
    }),
  );
  placed.push(
    await placeOrder(ctx, shop, {
      customer: {
        name: 'Rahul Mehta',
        mobile_no: '9822200002',
        gender: 'male',
        address: '5 Linking Road, Mumbai',
      },
      products: [{ name: 'Shirt', measurements: { Chest: '40' } }],
    }),
  );
  placed.push(
    await placeOrder(ctx, shop, {
      customer: {
        name: 'Priya Sharma',
        mobile_no: '9811100001',
        gender: 'female',
        address: '21 Lajpat Nagar, Delhi',
      },
      order: { orderDate: addDays(t, 1), dueDate: addDays(t, 9) },
      products: [
        { name: 'BLOUSE', measurements: { Bust: '35' } },
        { name: 'Kurti', measurements: {} },
      ],
    }),
  );
  await placeOrder(ctx, other, { customer: { name: 'Priya Other', mobile_no: '9811100001' } });
});
afterAll(() => ctx.close());

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

const priyaId = () => placed[0]!.customer_id;

describe('GET /api/get_customers', () => {
  it('lists the shop’s customers, newest first, with order count and last order date', async () => {
    const response = await get(shop.token, '/api/get_customers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(body.customers).toEqual([
      {
        _id: placed[1]!.customer_id,
        name: 'Rahul Mehta',
        gender: 'male',
        mobile_no: '9822200002',
        address: '5 Linking Road, Mumbai',
        relation: 'self',
        date_of_birth: null,
        gstin: null,
        people_on_mobile: 1,
        order_count: 1,
        last_order_date: today(ctx),
        created_at: expect.any(String),
      },
      expect.objectContaining({
        _id: priyaId(),
        name: 'Priya Sharma',
        order_count: 2,
        last_order_date: addDays(today(ctx), 1),
      }),
    ]);
  });

  it('pages, and limit 0 answers all', async () => {
    const page2 = (await get(shop.token, '/api/get_customers?page=2&limit=1')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.customers.map((c: { name: string }) => c.name)).toEqual(['Priya Sharma']);
    const all = (await get(shop.token, '/api/get_customers?limit=0')).json();
    expect(all.customers).toHaveLength(2);
    expect(all.limit).toBe(0);
    expect((await get(shop.token, '/api/get_customers?page=0')).statusCode).toBe(400);
  });

  it('searches names without case and phone numbers by any part', async () => {
    const names = async (search: string) =>
      (await get(shop.token, `/api/get_customers?search=${encodeURIComponent(search)}`))
        .json()
        .customers.map((c: { name: string }) => c.name);
    expect(await names('priya')).toEqual(['Priya Sharma']);
    expect(await names('MEHTA')).toEqual(['Rahul Mehta']);
    expect(await names('98222')).toEqual(['Rahul Mehta']);
    expect(await names('00002')).toEqual(['Rahul Mehta']);
    expect(await names('+91 98111')).toEqual(['Priya Sharma']);
    expect(await names('_')).toEqual([]);
  });

  it('never lists another shop’s customers', async () => {
    const theirs = (await get(other.token, '/api/get_customers')).json();
    expect(theirs.customers.map((c: { name: string }) => c.name)).toEqual(['Priya Other']);
  });

  it('is for the shopkeeper (403 for employees, 401 without a token)', async () => {
    const tailor = await createEmployee(ctx, shop);
    expect((await get(tailor.token, '/api/get_customers')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/get_customers' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/customers/{id} and /customers/by-mobile/{mobile}', () => {
  it('answers the customer with the link to their order history', async () => {
    const response = await get(shop.token, `/api/customers/${priyaId()}`);
    expect(response.statusCode).toBe(200);
    const customer = response.json();
    expect(customer).toMatchObject({ _id: priyaId(), name: 'Priya Sharma', order_count: 2 });
    expect(customer.share_link).toMatch(
      /^http:\/\/shop\.test\/shared_customer_orders\/[A-Za-z0-9_-]{22,}$/,
    );
    // The lookup by number fills a new order's form: the customer without the history link.
    const { share_link: _historyLink, ...plain } = customer;
    // The one person on the number, with everyone on it (only them) in `people`, each with the
    // measurements a new order starts from.
    const last = (await get(shop.token, `/api/customers/${priyaId()}/last-measurements`)).json();
    expect((await get(shop.token, '/api/customers/by-mobile/9811100001')).json()).toEqual({
      ...plain,
      people: [{ ...plain, last_measurements: last }],
    });
  });

  it("answers 404 for unknown ids, other shops' customers and unknown numbers", async () => {
    expect((await get(other.token, `/api/customers/${priyaId()}`)).statusCode).toBe(404);
    expect((await get(shop.token, '/api/customers/xyz')).json()).toEqual({
      error: 'Customer not found',
      code: 'CUSTOMER_NOT_FOUND',
    });
    expect((await get(shop.token, '/api/customers/by-mobile/9000000000')).statusCode).toBe(404);
    expect((await get(shop.token, '/api/customers/by-mobile/abc')).statusCode).toBe(404);
    const theirs = (await get(other.token, '/api/customers/by-mobile/9811100001')).json();
    expect(theirs.name).toBe('Priya Other');
  });

  it("lets an employee find by number anyone the shop keeps, to take their order, never another shop's; a customer's own pages stay those of their work", async () => {
    const tailor = await createEmployee(ctx, shop);
    const assigned = await placeOrder(ctx, shop, {
      customer: { name: 'Meena Iyer', mobile_no: '9833300003' },
      products: [
        { name: 'Saree Blouse', assigned_to: tailor.employee_id, measurements: { Bust: '36' } },
      ],
    });
    const taken = await placeOrder(ctx, tailor, {
      customer: { name: 'Kiran Bose', mobile_no: '9844400004' },
    });
    for (const [mobile, order] of [
      ['9833300003', assigned],
      ['9844400004', taken],
    ] as const) {
      const found = await get(tailor.token, `/api/customers/by-mobile/${mobile}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ _id: order.customer_id, mobile_no: mobile });
      // The history link would open the customer's every order.
      expect(found.json()).not.toHaveProperty('share_link');
    }
    // A newer order of hers that someone else works on: the shop sees its measurements, the tailor not.
    await placeOrder(ctx, shop, {
      customer: { name: 'Meena Iyer', mobile_no: '9833300003' },
      products: [{ name: 'Saree Blouse', measurements: { Bust: '37' } }],
    });
    const last = await get(
      tailor.token,
      `/api/customers/${assigned.customer_id}/last-measurements`,
    );
    expect(last.json().measurements).toEqual({ 'Saree Blouse': { Bust: '36' } });
    const shops = await get(shop.token, `/api/customers/${assigned.customer_id}/last-measurements`);
    expect(shops.json().measurements).toEqual({ 'Saree Blouse': { Bust: '37' } });

    // Priya's orders are the shop's, not the tailor's: the number finds her to take an order, with
    // the measurements it starts from, while her pages stay closed to the tailor.
    const outside = await get(tailor.token, '/api/customers/by-mobile/9811100001');
    expect(outside.statusCode).toBe(200);
    expect(outside.json().people).toEqual([
      expect.objectContaining({
        _id: priyaId(),
        name: 'Priya Sharma',
        last_measurements: {
          measurements: { BLOUSE: { Bust: '35' }, Lehenga: { Waist: '28', Length: '40' } },
          units: { BLOUSE: 'in', Lehenga: 'in' },
        },
      }),
    ]);
    // Another shop's employee: the shop's people are not theirs, whatever the number.
    const theirs = await createEmployee(ctx, other);
    expect((await get(theirs.token, '/api/customers/by-mobile/9833300003')).statusCode).toBe(404);
    const outsideMeasurements = await get(
      tailor.token,
      `/api/customers/${priyaId()}/last-measurements`,
    );
    expect(outsideMeasurements.statusCode).toBe(404);
    expect(outsideMeasurements.json()).toEqual({
      error: 'Customer not found',
      code: 'CUSTOMER_NOT_FOUND',
    });

    expect(
      (await get(theirs.token, `/api/customers/${assigned.customer_id}/last-measurements`))
        .statusCode,
    ).toBe(404);
    expect((await get(tailor.token, `/api/customers/${priyaId()}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/customers/{id}/address', () => {
  function put(token: string, id: string, payload: object) {
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}/address`,
      headers: bearer(token),
      payload,
    });
  }

  it('changes the address and answers the customer', async () => {
    const response = await put(shop.token, placed[1]!.customer_id, {
      address: '  9 Hill Road, Bandra ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: placed[1]!.customer_id,
      address: '9 Hill Road, Bandra',
      share_link: expect.any(String),
    });
  });

  it.each<[object, RuleCode]>([
    [{ address: '' }, 'CUSTOMER_ADDRESS_REQUIRED'],
    [{ address: 'abcd' }, 'CUSTOMER_ADDRESS_MIN'],
    [{ address: 'a'.repeat(501) }, 'CUSTOMER_ADDRESS_MAX'],
    [{}, 'CUSTOMER_ADDRESS_REQUIRED'],
  ])('refuses %j by the rule %s', async (payload, rule) => {
    const response = await put(shop.token, priyaId(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: ruleText(rule),
      code: 'VALIDATION_FAILED',
      params: { ...ruleParams(rule), rule, field: 'address' },
    });
  });

  it("answers 404 for another shop's customer and leaves it unchanged", async () => {
    expect((await put(other.token, priyaId(), { address: 'Somewhere else 1' })).statusCode).toBe(
      404,
    );
    expect((await get(shop.token, `/api/customers/${priyaId()}`)).json().address).toBe(
      '21 Lajpat Nagar, Delhi',
    );
  });
});

describe('GET /api/get_customer_orders/{customerId}', () => {
  it("answers the customer's orders, newest first", async () => {
    const response = await get(shop.token, `/api/get_customer_orders/${priyaId()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().orders.map((o: Order) => o.order_number)).toEqual([
      placed[2]!.order_number,
      placed[0]!.order_number,
    ]);
    expect(response.json().orders[1]).toEqual(placed[0]);
  });

  it("answers 404 for another shop's customer", async () => {
    expect((await get(other.token, `/api/get_customer_orders/${priyaId()}`)).statusCode).toBe(404);
  });
});

describe('GET /api/customers/{id}/last-measurements', () => {
  it('answers, per garment (any case), the measurements of its latest order', async () => {
    const response = await get(shop.token, `/api/customers/${priyaId()}/last-measurements`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      measurements: {
        BLOUSE: { Bust: '35' },
        Lehenga: { Waist: '28', Length: '40' },
      },
      units: { BLOUSE: 'in', Lehenga: 'in' },
    });
  });

  it("answers 404 for another shop's customer", async () => {
    expect(
      (await get(other.token, `/api/customers/${priyaId()}/last-measurements`)).statusCode,
    ).toBe(404);
  });
});
