import { addDays } from '@tailor/shared/dates';
import type { CustomerByMobile, CustomerDetail } from '@tailor/shared/customers';
import type { Order } from '@tailor/shared/orders';
import type { SharedCustomerOrders } from '@tailor/shared/sharing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { orderBody, placeOrder, postOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../../test/test-app';

/*
 * Several people on one mobile number: a husband brings his wife's blouse and his son's kurta on
 * his own phone. Each is a customer of their own, grouped by the number.
 */

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
const family = nextPhone();
const address = '7 Nehru Nagar, Indore';
let husband: Order;
let wife: Order;
let son: Order;

beforeAll(async () => {
  ctx = await createTestContext();
  [shop, other] = [await createShop(ctx), await createShop(ctx)];
  const t = today(ctx);
  husband = await placeOrder(ctx, shop, {
    customer: { name: 'Suresh Patel', mobile_no: family, gender: 'male', address },
    order: { orderDate: addDays(t, -20) },
    products: [{ name: 'Kurta', measurements: { Chest: '40', Length: '42' } }],
  });
  wife = await placeOrder(ctx, shop, {
    customer: {
      name: 'Meena Patel',
      mobile_no: family,
      gender: 'female',
      address,
      newPerson: true,
      relation: 'wife',
      dateOfBirth: '1988-03-14',
    },
    order: { orderDate: addDays(t, -10) },
    products: [{ name: 'Blouse', measurements: { Bust: '34', Waist: '30' } }],
  });
  son = await placeOrder(ctx, shop, {
    customer: {
      name: 'Rohan Patel',
      mobile_no: family,
      gender: 'male',
      address,
      newPerson: true,
      relation: 'son',
    },
    products: [{ name: 'Kurta', measurements: { Chest: '30', Length: '32' } }],
  });
});
afterAll(() => ctx.close());

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function byMobile(token: string, mobile: string) {
  return get(token, `/api/customers/by-mobile/${mobile}`);
}

async function person(id: string): Promise<CustomerDetail> {
  return (await get(shop.token, `/api/customers/${id}`)).json<CustomerDetail>();
}

describe('POST /api/create_order for several people on one number', () => {
  it('keeps a customer per person: the first on the number is self, each new one with their relation', async () => {
    const ids = new Set([husband.customer_id, wife.customer_id, son.customer_id]);
    expect(ids.size).toBe(3);
    expect(await person(husband.customer_id)).toMatchObject({
      name: 'Suresh Patel',
      relation: 'self',
      gender: 'male',
      date_of_birth: null,
      people_on_mobile: 3,
      order_count: 1,
    });
    expect(await person(wife.customer_id)).toMatchObject({
      name: 'Meena Patel',
      relation: 'wife',
      gender: 'female',
      date_of_birth: '1988-03-14',
      mobile_no: family,
    });
    expect((await person(son.customer_id)).relation).toBe('son');
    // The order's page says whose it is on the number.
    const detail = await get(shop.token, `/api/orders/${wife._id}`);
    expect(detail.json().customer).toMatchObject({ name: 'Meena Patel', relation: 'wife' });
  });

  it('lists everyone on the number by mobile: self first, then whoever ordered last', async () => {
    const response = await byMobile(shop.token, family);
    expect(response.statusCode).toBe(200);
    const body = response.json<CustomerByMobile>();
    // The answer itself is the number's first person, as before families were kept.
    expect(body).toMatchObject({ _id: husband.customer_id, name: 'Suresh Patel' });
    expect(body.people.map((p) => [p.name, p.relation])).toEqual([
      ['Suresh Patel', 'self'],
      ['Rohan Patel', 'son'],
      ['Meena Patel', 'wife'],
    ]);
  });

  it('orders for the person chosen by customerId, and their measurements stay their own', async () => {
    const again = await placeOrder(ctx, shop, {
      customer: {
        name: 'Meena Patel',
        mobile_no: family,
        gender: 'female',
        address,
        customerId: wife.customer_id,
      },
      products: [{ name: 'Blouse', measurements: { Bust: '35', Waist: '30' } }],
    });
    expect(again.customer_id).toBe(wife.customer_id);
    const wifeLast = await get(shop.token, `/api/customers/${wife.customer_id}/last-measurements`);
    expect(wifeLast.json()).toEqual({
      measurements: { Blouse: { Bust: '35', Waist: '30' } },
      units: { Blouse: 'in' },
    });
    const sonLast = await get(shop.token, `/api/customers/${son.customer_id}/last-measurements`);
    expect(sonLast.json()).toEqual({
      measurements: { Kurta: { Chest: '30', Length: '32' } },
      units: { Kurta: 'in' },
    });
    const history = await get(shop.token, `/api/customers/${wife.customer_id}/measurement-history`);
    expect(history.json().garments.map((g: { garment: string }) => g.garment)).toEqual(['Blouse']);
  });

  it('picks the person by name (any case) when a request names only the number and a name', async () => {
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'rohan PATEL', mobile_no: family, gender: 'male', address },
    });
    expect(order.customer_id).toBe(son.customer_id);
    // The name is kept as the order gives it, as before.
    expect((await person(son.customer_id)).name).toBe('rohan PATEL');
  });

  it('adds someone new (relation other) when a several-person number gets a name it does not hold', async () => {
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Kamla Devi', mobile_no: family, gender: 'female', address },
    });
    expect([husband, wife, son].map((o) => o.customer_id)).not.toContain(order.customer_id);
    expect(await person(order.customer_id)).toMatchObject({
      relation: 'other',
      people_on_mobile: 4,
    });
  });

  it('behaves as before on a number with one person: the order is theirs whatever the name', async () => {
    const mobile = nextPhone();
    const first = await placeOrder(ctx, shop, {
      customer: { name: 'Anil Joshi', mobile_no: mobile },
    });
    const second = await placeOrder(ctx, shop, {
      customer: { name: 'Anil Kumar Joshi', mobile_no: mobile },
    });
    expect(second.customer_id).toBe(first.customer_id);
    expect(await person(first.customer_id)).toMatchObject({
      name: 'Anil Kumar Joshi',
      relation: 'self',
      people_on_mobile: 1,
    });
  });

  it('adds nobody twice: a new person with the name of one on the number is that person', async () => {
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Meena Patel', mobile_no: family, newPerson: true },
    });
    expect(order.customer_id).toBe(wife.customer_id);
  });

  it('creates one person for a retried request with the same Idempotency-Key', async () => {
    const body = await orderBody(ctx, shop.store_id!, {
      customer: { name: 'Isha Patel', mobile_no: family, newPerson: true, relation: 'daughter' },
    });
    const headers = { 'idempotency-key': `family-${family}` };
    const [a, b] = [
      await postOrder(ctx, shop.token, body, headers),
      await postOrder(ctx, shop.token, body, headers),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().customer_id).toBe(a.json().customer_id);
    const people = (await byMobile(shop.token, family)).json<CustomerByMobile>().people;
    expect(people.filter((p) => p.name === 'Isha Patel')).toHaveLength(1);
  });

  it('refuses a customerId that is not on this number, or is another shop’s, with a clear error', async () => {
    const elsewhere = await placeOrder(ctx, shop, { customer: { mobile_no: nextPhone() } });
    const foreign = await placeOrder(ctx, other, { customer: { mobile_no: family } });
    for (const customerId of [elsewhere.customer_id, foreign.customer_id, 'not-an-id']) {
      const response = await postOrder(
        ctx,
        shop.token,
        await orderBody(ctx, shop.store_id!, {
          customer: { mobile_no: family, customerId },
        }),
      );
      expect(response.statusCode, customerId).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CUSTOMER_NOT_ON_MOBILE',
        error: 'This person is not on this mobile number',
      });
    }
  });

  it('refuses renaming a person to the name of another on the number, and a date of birth to come', async () => {
    const clash = await postOrder(
      ctx,
      shop.token,
      await orderBody(ctx, shop.store_id!, {
        customer: { name: 'Suresh Patel', mobile_no: family, customerId: wife.customer_id },
      }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('CUSTOMER_NAME_TAKEN');

    const edit = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order',
      headers: bearer(shop.token),
      payload: { order_id: wife._id, order: {}, customer: { name: 'suresh patel' } },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('CUSTOMER_NAME_TAKEN');

    const future = await postOrder(
      ctx,
      shop.token,
      await orderBody(ctx, shop.store_id!, {
        customer: { mobile_no: nextPhone(), dateOfBirth: addDays(today(ctx), 1) },
      }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('DATE_OF_BIRTH_FUTURE');

    const relation = await postOrder(
      ctx,
      shop.token,
      await orderBody(ctx, shop.store_id!, {
        customer: { mobile_no: nextPhone(), relation: 'cousin' as never },
      }),
    );
    expect(relation.statusCode).toBe(400);
    expect(relation.json()).toEqual({
      error: 'Relation must be one of: self, wife, husband, son, daughter, mother, father, other',
      code: 'VALIDATION_FAILED',
      params: {
        rule: 'CUSTOMER_RELATION_INVALID',
        field: 'customer.relation',
        relations: 'self, wife, husband, son, daughter, mother, father, other',
      },
    });
  });
});

describe('people on one number across shops and roles', () => {
  it('keeps each shop’s people to itself', async () => {
    const theirs = await byMobile(other.token, family);
    expect(theirs.statusCode).toBe(200);
    const body = theirs.json<CustomerByMobile>();
    expect(body.people).toHaveLength(1);
    expect(body.people[0]!.people_on_mobile).toBe(1);
    expect((await get(other.token, `/api/customers/${wife.customer_id}`)).statusCode).toBe(404);
  });

  it('finds everyone on the number for staff without prices taking an order, with each one’s last measurements and no money', async () => {
    const number = nextPhone();
    const at = (days: number) => ({ orderDate: addDays(today(ctx), days) });
    const money = { advancePayment: 321.25 };
    const father = await placeOrder(ctx, shop, {
      customer: { name: 'Vijay Shah', mobile_no: number, gender: 'male', address },
      order: { ...at(-30), ...money },
      products: [{ name: 'Kurta', price: 1234.5, measurements: { Chest: '42', Length: '44' } }],
    });
    await placeOrder(ctx, shop, {
      customer: {
        name: 'Vijay Shah',
        mobile_no: number,
        gender: 'male',
        address,
        customerId: father.customer_id,
      },
      order: at(-5),
      products: [
        { name: 'kurta', price: 1876.75, measurements: { Chest: '43', Length: '44' } },
        { name: 'Pant', price: 987.65, measurements: { Waist: '34' }, measurement_unit: 'cm' },
      ],
    });
    const daughter = await placeOrder(ctx, shop, {
      customer: {
        name: 'Kavya Shah',
        mobile_no: number,
        gender: 'female',
        address,
        newPerson: true,
        relation: 'daughter',
      },
      order: { ...at(-2), ...money },
      products: [{ name: 'Lehenga', price: 4567.8, measurements: { Waist: '26' } }],
    });
    // An assistant whose position may not see prices, who works on none of these orders.
    const assistant = await createEmployee(ctx, shop, { position: 'assistant' });
    const allowed = { collect_payments: true, see_prices: true };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: {
        position_permissions: {
          manager: allowed,
          tailor: allowed,
          other: allowed,
          assistant: { collect_payments: false, see_prices: false },
        },
      },
    });
    expect(saved.statusCode).toBe(200);

    const response = await byMobile(assistant.token, number);
    expect(response.statusCode).toBe(200);
    const body = response.json<CustomerByMobile>();
    expect(body).toMatchObject({ _id: father.customer_id, name: 'Vijay Shah' });
    expect(
      body.people.map(({ _id, name, relation, gender, address, last_measurements }) => ({
        _id,
        name,
        relation,
        gender,
        address,
        last_measurements,
      })),
    ).toEqual([
      {
        _id: father.customer_id,
        name: 'Vijay Shah',
        relation: 'self',
        gender: 'male',
        address,
        last_measurements: {
          measurements: { kurta: { Chest: '43', Length: '44' }, Pant: { Waist: '34' } },
          units: { kurta: 'in', Pant: 'cm' },
        },
      },
      {
        _id: daughter.customer_id,
        name: 'Kavya Shah',
        relation: 'daughter',
        gender: 'female',
        address,
        last_measurements: { measurements: { Lehenga: { Waist: '26' } }, units: { Lehenga: 'in' } },
      },
    ]);
    // No amount, balance, total or link of any of their orders.
    for (const text of ['1234.5', '1876.75', '987.65', '4567.8', '321.25', '3119'])
      expect(response.body).not.toContain(text);
    expect(response.body).not.toMatch(/share|link|token|amount|total|balance|paid|price/i);
  });
});

describe('the family’s order history link', () => {
  async function tokenOf(customerId: string) {
    const [row] = await ctx.database.db
      .select({ token: customers.shareToken })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row!.token;
  }

  it('holds everyone on the number’s orders, each naming its person, with the link’s person first', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared_customer_orders/${await tokenOf(wife.customer_id)}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SharedCustomerOrders>();
    expect(body.customer_name).toBe('Meena Patel');
    expect(body.people[0]).toMatchObject({ _id: wife.customer_id, relation: 'wife' });
    expect(body.people.map((p) => p._id)).toContain(husband.customer_id);
    const ofWife = body.orders.filter((o) => o.customer_id === wife.customer_id);
    expect(ofWife.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ofWife.map((o) => o.customer_name))).toEqual(new Set(['Meena Patel']));
    expect(body.people[0]!.order_count).toBe(ofWife.length);
    expect(body.orders.map((o) => o._id)).toContain(husband._id);
    // Never another shop's orders for the same number.
    const shopIds = new Set(body.orders.map((o) => o.share_link));
    expect(shopIds.size).toBe(body.orders.length);
    const theirs = await placeOrder(ctx, other, {
      customer: { name: 'Meena Patel', mobile_no: family },
    });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared_customer_orders/${await tokenOf(wife.customer_id)}`,
    });
    expect(again.json<SharedCustomerOrders>().orders.map((o) => o._id)).not.toContain(theirs._id);
  });

  it('groups the page by person, under each name and relation', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/shared_customer_orders/${await tokenOf(husband.customer_id)}`,
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const sections = html.split('data-testid="shared-history-person"').slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(sections[0]).toMatch(/<h2 id="person-1">Suresh Patel<\/h2>/);
    expect(html).toContain('Meena Patel (Wife)');
  });
});
