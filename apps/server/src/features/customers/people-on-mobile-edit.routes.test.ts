import { addDays } from '@tailor/shared/dates';
import type { CustomerDetail } from '@tailor/shared/customers';
import type { Order } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../../test/test-app';

/*
 * Correcting a person on a shared number: the shop typed "Son" for "Daughter", or misspelled a
 * name, and fixes it on the customer's page.
 */

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
const family = nextPhone();
const address = '7 Nehru Nagar, Indore';
let father: Order;
let child: Order;

beforeAll(async () => {
  ctx = await createTestContext();
  [shop, other] = [await createShop(ctx), await createShop(ctx)];
  father = await placeOrder(ctx, shop, {
    customer: { name: 'Suresh Patel', mobile_no: family, gender: 'male', address },
  });
  child = await placeOrder(ctx, shop, {
    customer: {
      name: 'Priya Patl',
      mobile_no: family,
      gender: 'male',
      address,
      newPerson: true,
      relation: 'son',
    },
  });
});
afterAll(() => ctx.close());

function put(token: string, id: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/customers/${id}`,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function person(id: string): Promise<CustomerDetail> {
  return (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/${id}`,
      headers: bearer(shop.token),
    })
  ).json<CustomerDetail>();
}

describe('PUT /api/customers/{id}', () => {
  it("corrects a person's name, relation, gender and date of birth, and keeps their address", async () => {
    const response = await put(shop.token, child.customer_id, {
      name: '  Priya Patel ',
      relation: 'Daughter',
      gender: 'female',
      dateOfBirth: '2012-06-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      _id: child.customer_id,
      name: 'Priya Patel',
      relation: 'daughter',
      gender: 'female',
      date_of_birth: '2012-06-01',
      address,
      mobile_no: family,
      people_on_mobile: 2,
      order_count: 1,
    };
    expect(response.json()).toMatchObject(expected);
    expect(response.json<CustomerDetail>().share_link).toMatch(/\/shared_customer_orders\//);
    expect(await person(child.customer_id)).toMatchObject(expected);
    // The order's page says whose it is now.
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${child._id}`,
      headers: bearer(shop.token),
    });
    expect(order.json().customer).toMatchObject({ name: 'Priya Patel', relation: 'daughter' });
  });

  it('keeps a gender and date of birth left out, and clears a date of birth sent as null', async () => {
    const kept = await put(shop.token, child.customer_id, {
      name: 'Priya Patel',
      relation: 'daughter',
    });
    expect(kept.json()).toMatchObject({ gender: 'female', date_of_birth: '2012-06-01' });
    const cleared = await put(shop.token, child.customer_id, {
      name: 'Priya Patel',
      relation: 'daughter',
      dateOfBirth: null,
    });
    expect(cleared.json()).toMatchObject({ gender: 'female', date_of_birth: null });
  });

  it('refuses the name of another person on the number (any case), but lets a person change the case of their own', async () => {
    const clash = await put(shop.token, child.customer_id, {
      name: 'suresh PATEL',
      relation: 'daughter',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'CUSTOMER_NAME_TAKEN',
      error: 'Someone on this mobile number already has this name',
    });
    expect((await person(child.customer_id)).name).toBe('Priya Patel');

    const ownCase = await put(shop.token, father.customer_id, {
      name: 'SURESH Patel',
      relation: 'self',
    });
    expect(ownCase.statusCode, ownCase.body).toBe(200);
    expect(ownCase.json().name).toBe('SURESH Patel');

    // The same name on another number is someone else's business.
    const elsewhere = await placeOrder(ctx, shop, {
      customer: { name: 'Ravi Kumar', mobile_no: nextPhone() },
    });
    const sameNameElsewhere = await put(shop.token, elsewhere.customer_id, {
      name: 'Priya Patel',
      relation: 'self',
    });
    expect(sameNameElsewhere.statusCode).toBe(200);
  });

  it('refuses a date of birth after today, and invalid details, with a clear error', async () => {
    const future = await put(shop.token, child.customer_id, {
      name: 'Priya Patel',
      relation: 'daughter',
      dateOfBirth: addDays(today(ctx), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'DATE_OF_BIRTH_FUTURE',
      error: 'Date of birth cannot be in the future',
    });
    const todayIsFine = await put(shop.token, child.customer_id, {
      name: 'Priya Patel',
      relation: 'daughter',
      dateOfBirth: today(ctx),
    });
    expect(todayIsFine.statusCode).toBe(200);

    for (const payload of [
      { name: '', relation: 'daughter' },
      { name: 'Priya Patel', relation: 'cousin' },
      { name: 'Priya Patel' },
      { name: 'Priya Patel', relation: 'daughter', gender: 'other' },
      { name: 'Priya Patel', relation: 'daughter', dateOfBirth: '01/06/2012' },
    ]) {
      const response = await put(shop.token, child.customer_id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it("answers 404 for another shop's customer, an unknown id and a malformed one, changing nothing", async () => {
    const before = await person(child.customer_id);
    for (const id of [child.customer_id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await put(other.token, id, { name: 'Someone Else', relation: 'other' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('CUSTOMER_NOT_FOUND');
    }
    expect(await person(child.customer_id)).toEqual(before);
  });

  it('is the shopkeeper’s, as changing an address is: an employee is refused', async () => {
    const employee = await createEmployee(ctx, shop);
    const response = await put(employee.token, child.customer_id, {
      name: 'Priya P',
      relation: 'daughter',
    });
    expect(response.statusCode).toBe(403);
    expect((await person(child.customer_id)).name).toBe('Priya Patel');
  });

  it('answers a retry with the same Idempotency-Key as the first time, without changing anything again', async () => {
    const headers = { 'idempotency-key': `edit-${child.customer_id}` };
    const body = { name: 'Priya S Patel', relation: 'daughter' };
    const first = await put(shop.token, child.customer_id, body, headers);
    expect(first.statusCode).toBe(200);
    // Someone changes the name meanwhile; the retried request does not put it back.
    await put(shop.token, child.customer_id, { name: 'Priya Patel', relation: 'daughter' });
    const retry = await put(shop.token, child.customer_id, body, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().name).toBe('Priya S Patel');
    expect((await person(child.customer_id)).name).toBe('Priya Patel');
  });
});
