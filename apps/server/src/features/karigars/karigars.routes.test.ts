import { addDays } from '@tailor/shared/dates';
import type {
  KarigarLedger,
  KarigarSummary,
  LedgerEntry,
  OrderWork,
} from '@tailor/shared/karigars';
import type { Order } from '@tailor/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { karigarLedger } from '../../db/schema/karigar-ledger';
import { insertImages, placeOrder, today } from '../../../test/order-fixtures';
import {
  callApi,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
type Shop = Awaited<ReturnType<typeof createShop>>;
type Karigar = Awaited<ReturnType<typeof createEmployee>>;

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return callApi(ctx, token, method, url, payload, headers);
}

async function setRate(
  shop: Shop,
  garment: string,
  rate: number,
  employeeId: string | null = null,
) {
  const response = await call(shop.token, 'PUT', '/karigar-rates', {
    garment,
    rate,
    employee_id: employeeId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ _id: string }>();
}

function setStatus(token: string, orderId: string, status: string, headers = {}) {
  return call(token, 'POST', '/update_order_status', { order_id: orderId, status }, headers);
}

async function complete(shop: Shop, orderId: string) {
  const response = await setStatus(shop.token, orderId, 'Completed');
  expect(response.statusCode, response.body).toBe(200);
}

async function ledgerOf(shop: Shop, employeeId: string, query = ''): Promise<KarigarLedger> {
  const response = await call(shop.token, 'GET', `/karigars/${employeeId}/ledger${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KarigarLedger>();
}

async function creditRows(orderId: string) {
  return ctx.database.db.select().from(karigarLedger).where(eq(karigarLedger.orderId, orderId));
}

async function shopWithKarigars() {
  const shop = await createShop(ctx);
  const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
  const suresh = await createEmployee(ctx, shop, { name: 'Suresh' });
  return { shop, ravi, suresh };
}

function blouseFor(shop: Shop, karigar: Karigar, extra: { name: string; to: string }[] = []) {
  return placeOrder(ctx, shop, {
    products: [
      { name: 'Blouse', price: 800, assigned_to: karigar.employee_id },
      ...extra.map((line) => ({ name: line.name, price: 500, assigned_to: line.to })),
    ],
  });
}

describe('piece rates', () => {
  it('sets a rate for all and one for an employee, replacing the rate a garment had', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    await setRate(shop, ' blouse ', 160);
    await setRate(shop, 'Blouse', 200, ravi.employee_id);
    const response = await call(shop.token, 'GET', '/karigar-rates');
    expect(response.statusCode).toBe(200);
    expect(response.json().rates).toMatchObject([
      { garment: 'blouse', employee: null, rate: 160, stage: 'completed' },
      { garment: 'Blouse', employee: { _id: ravi.employee_id, name: 'Ravi' }, rate: 200 },
    ]);
  });

  it('refuses a rate of 0, a blank garment, and an employee of another shop', async () => {
    const { shop } = await shopWithKarigars();
    const other = await createShop(ctx);
    const stranger = await createEmployee(ctx, other);
    const zero = await call(shop.token, 'PUT', '/karigar-rates', { garment: 'Shirt', rate: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toContain('Rate must be greater than zero');
    expect(zero.json().params).toMatchObject({ rule: 'KARIGAR_RATE_NOT_POSITIVE', field: 'rate' });
    const blank = await call(shop.token, 'PUT', '/karigar-rates', { garment: '  ', rate: 10 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('Enter the garment');
    expect(blank.json().params).toMatchObject({
      rule: 'KARIGAR_GARMENT_REQUIRED',
      field: 'garment',
    });
    const foreign = await call(shop.token, 'PUT', '/karigar-rates', {
      garment: 'Shirt',
      rate: 10,
      employee_id: stranger.employee_id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('KARIGAR_NOT_FOUND');
  });

  it('lets only the shopkeeper set or remove rates', async () => {
    const { shop, ravi } = await shopWithKarigars();
    const rate = await setRate(shop, 'Shirt', 90);
    const put = await call(ravi.token, 'PUT', '/karigar-rates', { garment: 'Shirt', rate: 1 });
    expect(put.statusCode).toBe(403);
    const removed = await call(shop.token, 'DELETE', `/karigar-rates/${rate._id}`);
    expect(removed.statusCode).toBe(204);
    const again = await call(shop.token, 'DELETE', `/karigar-rates/${rate._id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('crediting work', () => {
  it("credits a garment once when its order becomes Completed, at the assignee's own rate", async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    await setRate(shop, 'Blouse', 180, ravi.employee_id);
    const order = await blouseFor(shop, ravi, [{ name: 'blouse', to: suresh.employee_id }]);
    await setStatus(shop.token, order._id, 'In Process');
    expect(await creditRows(order._id)).toEqual([]);
    await complete(shop, order._id);
    await complete(shop, order._id);
    const ledger = await ledgerOf(shop, ravi.employee_id);
    expect(ledger.sums).toEqual({ opening: 0, earned: 180, paid: 0, owed: 180, garments: 1 });
    expect(ledger.entries).toMatchObject([
      { kind: 'credit', amount: 180, garment: 'Blouse', order_id: order._id, reversed: false },
    ]);
    expect((await ledgerOf(shop, suresh.employee_id)).sums.earned).toBe(150);
  });

  it('credits once under concurrent status updates', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        setStatus(i % 2 ? ravi.token : shop.token, order._id, 'Completed'),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await creditRows(order._id)).toHaveLength(1);
  });

  it('credits once for a retried request with the same Idempotency-Key', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    const key = { 'Idempotency-Key': `complete-${order._id}` };
    const first = await setStatus(shop.token, order._id, 'Completed', key);
    const retried = await setStatus(shop.token, order._id, 'Completed', key);
    expect([first.statusCode, retried.statusCode]).toEqual([200, 200]);
    expect(retried.json()).toEqual(first.json());
    expect(await creditRows(order._id)).toHaveLength(1);
  });

  it('reverses the credit when the order is reopened, and credits again at the rate then', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    await setStatus(shop.token, order._id, 'In Process');
    await setRate(shop, 'Blouse', 170);
    await complete(shop, order._id);
    const ledger = await ledgerOf(shop, ravi.employee_id);
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.reversed])).toEqual([
      ['credit', 150, true],
      ['credit_reversal', -150, false],
      ['credit', 170, false],
    ]);
    expect(ledger.sums).toMatchObject({ earned: 170, owed: 170, garments: 1 });
  });

  it('keeps a past credit when the rate changes later', async () => {
    const { shop, ravi } = await shopWithKarigars();
    const rate = await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    await setRate(shop, 'Blouse', 400);
    await call(shop.token, 'DELETE', `/karigar-rates/${rate._id}`);
    await setStatus(shop.token, order._id, 'Completed');
    expect((await ledgerOf(shop, ravi.employee_id)).sums.earned).toBe(150);
  });

  it('keeps the credit through delivery, and reverses it when a delivered order is reopened', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const paid = await call(shop.token, 'PUT', `/update_remaining_payment/${order._id}`, {
      remainingAmount: 800,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const delivered = await setStatus(shop.token, order._id, 'Delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await ledgerOf(shop, ravi.employee_id)).sums.earned).toBe(150);
    const reopened = await setStatus(shop.token, order._id, 'In Process');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await ledgerOf(shop, ravi.employee_id)).sums).toMatchObject({
      earned: 0,
      garments: 0,
    });
  });

  it('moves the credit to the new assignee when a completed garment is reassigned', async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const blouse = order.order.products[0]!;
    const response = await call(shop.token, 'POST', '/update_order', {
      order_id: order._id,
      order: { products: [{ _id: blouse._id, assigned_to: suresh.employee_id }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const raviLedger = await ledgerOf(shop, ravi.employee_id);
    expect(raviLedger.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['credit', 150],
      ['credit_reversal', -150],
    ]);
    expect(raviLedger.sums).toMatchObject({ earned: 0, owed: 0 });
    expect((await ledgerOf(shop, suresh.employee_id)).sums).toMatchObject({
      earned: 150,
      garments: 1,
    });
    const rows = await creditRows(order._id);
    expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(15000);
  });

  it('reverses the credit of a garment removed from a completed order, and credits one added', async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    await setRate(shop, 'Shirt', 120);
    const order = await blouseFor(shop, ravi, [{ name: 'Shirt', to: suresh.employee_id }]);
    await complete(shop, order._id);
    const shirt = order.order.products[1]!;
    const response = await call(shop.token, 'POST', '/update_order', {
      order_id: order._id,
      order: {
        removeProducts: [shirt._id],
        addProducts: [
          {
            product: { name: 'Shirt' },
            price: 500,
            measurements: {},
            note: null,
            assigned_to: ravi.employee_id,
            uploadedImages: await insertImages(ctx, shop.store_id!, 1),
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await ledgerOf(shop, suresh.employee_id)).sums.earned).toBe(0);
    expect((await ledgerOf(shop, ravi.employee_id)).sums).toMatchObject({
      earned: 270,
      garments: 2,
    });
  });

  it('keeps the credits of a completed order that is cancelled: the work was done', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const cancelled = await call(shop.token, 'POST', '/cancel_order', { order_id: order._id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await ledgerOf(shop, ravi.employee_id)).sums.earned).toBe(150);
  });

  it("credits nothing for a garment without a rate, nor the owner's own work", async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const [owner] = await ctx.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.storeId, shop.store_id!), eq(employees.isOwner, true)));
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Sherwani', price: 900, assigned_to: ravi.employee_id },
        { name: 'Blouse', price: 900, assigned_to: owner!.id },
      ],
    });
    await complete(shop, order._id);
    expect(await creditRows(order._id)).toEqual([]);
  });
});

describe('payouts and sums', () => {
  it('sums a period: owed at the start, earned, paid, and owed at the end', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const first = await blouseFor(shop, ravi);
    await complete(shop, first._id);
    const day1 = today(ctx);
    const payout = await call(shop.token, 'POST', `/karigars/${ravi.employee_id}/payouts`, {
      amount: 100,
      method: 'cash',
    });
    expect(payout.statusCode, payout.body).toBe(201);
    ctx.clock.advance(DAY_MS);
    try {
      const day2 = today(ctx);
      const second = await blouseFor(shop, ravi);
      await complete(shop, second._id);
      const upi = await call(shop.token, 'POST', `/karigars/${ravi.employee_id}/payouts`, {
        amount: 120.5,
        method: 'UPI',
        note: 'Week 48',
      });
      expect(upi.statusCode, upi.body).toBe(201);
      expect(upi.json<LedgerEntry>()).toMatchObject({ method: 'upi', note: 'Week 48', date: day2 });

      const secondDay = await ledgerOf(shop, ravi.employee_id, `?from=${day2}&to=${day2}`);
      expect(secondDay.sums).toEqual({
        opening: 50,
        earned: 150,
        paid: 120.5,
        owed: 79.5,
        garments: 1,
      });
      const both = await ledgerOf(shop, ravi.employee_id, `?from=${day1}&to=${day2}`);
      expect(both.sums).toEqual({ opening: 0, earned: 300, paid: 220.5, owed: 79.5, garments: 2 });
      const firstDay = await ledgerOf(shop, ravi.employee_id, `?from=${day1}&to=${day1}`);
      expect(firstDay.sums).toEqual({ opening: 0, earned: 150, paid: 100, owed: 50, garments: 1 });
      const summary = await call(shop.token, 'GET', `/karigars?from=${day1}&to=${day2}`);
      expect(summary.statusCode).toBe(200);
      const body = summary.json<KarigarSummary>();
      expect(body.employees.find((e) => e._id === ravi.employee_id)?.sums.owed).toBe(79.5);
      expect(body.totals).toMatchObject({ earned: 300, paid: 220.5, owed: 79.5 });
    } finally {
      ctx.clock.advance(-DAY_MS);
    }
  });

  it('allows a payout above what is owed as an advance: owed goes negative', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const advance = await call(shop.token, 'POST', `/karigars/${ravi.employee_id}/payouts`, {
      amount: 500,
      method: 'cash',
      note: 'Advance for Diwali',
    });
    expect(advance.statusCode).toBe(201);
    expect((await ledgerOf(shop, ravi.employee_id)).sums).toMatchObject({
      earned: 150,
      paid: 500,
      owed: -350,
    });
  });

  it('refuses a payout of 0, a bad method, a future day, and another shop’s employee', async () => {
    const { shop, ravi } = await shopWithKarigars();
    const other = await createShop(ctx);
    const url = `/karigars/${ravi.employee_id}/payouts`;
    const zero = await call(shop.token, 'POST', url, { amount: 0, method: 'cash' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toContain('Amount must be greater than zero');
    const card = await call(shop.token, 'POST', url, { amount: 10, method: 'card' });
    expect(card.statusCode).toBe(400);
    expect(card.json().error).toContain('Choose cash or UPI');
    expect(card.json().params).toMatchObject({ rule: 'KARIGAR_METHOD_INVALID', field: 'method' });
    const future = await call(shop.token, 'POST', url, {
      amount: 10,
      method: 'cash',
      date: addDays(today(ctx), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('PAYOUT_DATE_FUTURE');
    const foreign = await call(other.token, 'POST', url, { amount: 10, method: 'cash' });
    expect(foreign.statusCode).toBe(404);
    const ledger = await call(other.token, 'GET', `/karigars/${ravi.employee_id}/ledger`);
    expect(ledger.statusCode).toBe(404);
  });

  it('records a retried payout once', async () => {
    const { shop, ravi } = await shopWithKarigars();
    const key = { 'Idempotency-Key': `payout-${ravi.employee_id}` };
    const body = { amount: 250, method: 'cash' };
    const url = `/karigars/${ravi.employee_id}/payouts`;
    const first = await call(shop.token, 'POST', url, body, key);
    const retried = await call(shop.token, 'POST', url, body, key);
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    expect(retried.json()).toEqual(first.json());
    expect((await ledgerOf(shop, ravi.employee_id)).sums.paid).toBe(250);
  });

  it('reverses a payout once with a reversing entry, even when asked twice at once', async () => {
    const { shop, ravi } = await shopWithKarigars();
    const payout = await call(shop.token, 'POST', `/karigars/${ravi.employee_id}/payouts`, {
      amount: 300,
      method: 'upi',
    });
    const entry = payout.json<LedgerEntry>();
    const responses = await Promise.all([
      call(shop.token, 'POST', `/karigar-ledger/${entry._id}/reverse`, { note: 'Typed twice' }),
      call(shop.token, 'POST', `/karigar-ledger/${entry._id}/reverse`, {}),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe(
      'LEDGER_ENTRY_ALREADY_REVERSED',
    );
    const ledger = await ledgerOf(shop, ravi.employee_id);
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.reversed])).toEqual([
      ['payout', 300, true],
      ['payout_reversal', -300, false],
    ]);
    expect(ledger.sums).toMatchObject({ paid: 0, owed: 0 });
  });

  it('does not reverse a credit by hand, nor an entry of another shop', async () => {
    const { shop, ravi } = await shopWithKarigars();
    const other = await createShop(ctx);
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const [credit] = await creditRows(order._id);
    const refused = await call(shop.token, 'POST', `/karigar-ledger/${credit!.id}/reverse`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LEDGER_ENTRY_NOT_REVERSIBLE');
    const foreign = await call(other.token, 'POST', `/karigar-ledger/${credit!.id}/reverse`, {});
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a period that ends before it starts or spans more than a year', async () => {
    const { shop } = await shopWithKarigars();
    const day = today(ctx);
    const backwards = await call(shop.token, 'GET', `/karigars?from=${day}&to=${addDays(day, -1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('LEDGER_PERIOD_INVALID');
    const long = await call(shop.token, 'GET', `/karigars?from=${addDays(day, -400)}&to=${day}`);
    expect(long.statusCode).toBe(400);
  });
});

describe("the employee's own ledger", () => {
  it('shows the employee their own ledger and pay slip, and nobody else’s', async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    const order: Order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const own = await call(ravi.token, 'GET', '/employee/ledger');
    expect(own.statusCode).toBe(200);
    expect(own.json<KarigarLedger>()).toMatchObject({
      employee: { _id: ravi.employee_id, name: 'Ravi' },
      sums: { earned: 150, owed: 150 },
    });
    expect((await call(suresh.token, 'GET', '/employee/ledger')).json().sums.earned).toBe(0);
    for (const url of [
      '/karigars',
      `/karigars/${ravi.employee_id}/ledger`,
      `/karigars/${ravi.employee_id}/pay-slip`,
      '/karigar-rates',
    ]) {
      expect((await call(suresh.token, 'GET', url)).statusCode, url).toBe(403);
    }
    const slip = await call(ravi.token, 'GET', '/employee/ledger/pay-slip');
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("makes the shopkeeper's pay slip of a week in the shop's language", async () => {
    const { shop, ravi } = await shopWithKarigars();
    const language = await call(shop.token, 'PUT', '/settings', {
      customer_message_language: 'ta',
    });
    expect(language.statusCode, language.body).toBe(200);
    await setRate(shop, 'Blouse', 150);
    const order = await blouseFor(shop, ravi);
    await complete(shop, order._id);
    const day = today(ctx);
    const slip = await call(
      shop.token,
      'GET',
      `/karigars/${ravi.employee_id}/pay-slip?from=${addDays(day, -6)}&to=${day}`,
    );
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-disposition']).toBe(
      `attachment; filename="pay_slip_${addDays(day, -6)}_${day}.pdf"`,
    );
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('steps of work', () => {
  async function orderWork(token: string, orderId: string) {
    const response = await call(token, 'GET', `/orders/${orderId}/karigar-work`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderWork>();
  }
  const mark = (token: string, productId: string, stage: string, done: boolean) =>
    call(token, 'POST', '/karigar-work', { product_id: productId, stage, done });

  it("credits a step once when the garment's karigar marks it done, and reverses it when unmarked", async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 40, null);
    const cutting = await call(shop.token, 'PUT', '/karigar-rates', {
      garment: 'Blouse',
      stage: 'cutting',
      rate: 40,
    });
    expect(cutting.json()).toMatchObject({ stage: 'cutting', rate: 40 });
    const order = await blouseFor(shop, ravi);
    const blouse = order.order.products[0]!._id;
    expect((await orderWork(ravi.token, order._id)).products[0]!.steps).toEqual([
      { stage: 'cutting', rate: 40, done: false, done_by: null, amount: null, changeable: true },
    ]);

    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        mark(i % 2 ? shop.token : ravi.token, blouse, 'cutting', true),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses[0]!.json<OrderWork>().products[0]!.steps[0]).toMatchObject({
      done: true,
      done_by: { _id: ravi.employee_id, name: 'Ravi' },
      amount: 40,
    });
    let ledger = await ledgerOf(shop, ravi.employee_id);
    expect(ledger.entries.map((e) => [e.kind, e.stage, e.amount])).toEqual([
      ['credit', 'cutting', 40],
    ]);

    // The step's credit stays with Ravi when the garment moves on and its order is completed.
    await complete(shop, order._id);
    ledger = await ledgerOf(shop, ravi.employee_id);
    // Two credits of one garment: one garment.
    expect(ledger.sums).toMatchObject({ earned: 80, garments: 1 });

    const undone = await mark(shop.token, blouse, 'cutting', false);
    expect(undone.statusCode).toBe(200);
    ledger = await ledgerOf(shop, ravi.employee_id);
    expect(ledger.entries.map((e) => [e.kind, e.stage, e.amount])).toEqual([
      ['credit', 'cutting', 40],
      ['credit', 'completed', 40],
      ['credit_reversal', 'cutting', -40],
    ]);
  });

  it('refuses a step without a rate, an unassigned garment, and another karigar’s garment', async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await call(shop.token, 'PUT', '/karigar-rates', {
      garment: 'Shirt',
      stage: 'stitching',
      rate: 90,
    });
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Blouse', price: 800, assigned_to: ravi.employee_id },
        { name: 'Shirt', price: 500, assigned_to: null },
      ],
    });
    const [blouse, shirt] = order.order.products.map((p) => p._id);
    const noRate = await mark(shop.token, blouse!, 'stitching', true);
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().code).toBe('WORK_STEP_NO_RATE');
    const unassigned = await mark(shop.token, shirt!, 'stitching', true);
    expect(unassigned.statusCode).toBe(409);
    expect(unassigned.json().code).toBe('WORK_GARMENT_NOT_ASSIGNED');
    const notHis = await mark(suresh.token, blouse!, 'stitching', true);
    expect(notHis.statusCode).toBe(404);
    expect((await call(suresh.token, 'GET', `/orders/${order._id}/karigar-work`)).statusCode).toBe(
      404,
    );
    const bad = await mark(shop.token, blouse!, 'completed', true);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Choose the stage');
  });

  async function setStepRate(shop: Shop, garment: string, stage: string, rate: number) {
    const response = await call(shop.token, 'PUT', '/karigar-rates', { garment, stage, rate });
    expect(response.statusCode, response.body).toBe(200);
  }

  function reassign(shop: Shop, order: Order, productId: string, to: string) {
    return call(shop.token, 'POST', '/update_order', {
      order_id: order._id,
      order: { products: [{ _id: productId, assigned_to: to }] },
    });
  }

  it("keeps a step's credit with who did it: the garment's next karigar can neither take it back nor credit it again", async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await setStepRate(shop, 'Blouse', 'cutting', 70);
    const order = await blouseFor(shop, ravi);
    const blouse = order.order.products[0]!._id;
    expect((await mark(ravi.token, blouse, 'cutting', true)).statusCode).toBe(200);
    const moved = await reassign(shop, order, blouse, suresh.employee_id);
    expect(moved.statusCode, moved.body).toBe(200);

    // Suresh cannot take back Ravi's credit, and sees who did it and that it is not his.
    const undo = await mark(suresh.token, blouse, 'cutting', false);
    expect(undo.statusCode).toBe(403);
    expect(undo.json().code).toBe('WORK_STEP_NOT_YOURS');
    expect((await orderWork(suresh.token, order._id)).products[0]!.steps).toEqual([
      {
        stage: 'cutting',
        rate: 70,
        done: true,
        done_by: { _id: ravi.employee_id, name: 'Ravi' },
        amount: 70,
        changeable: false,
      },
    ]);
    // Marking it done again is what it already is: Ravi's, once.
    const again = await mark(suresh.token, blouse, 'cutting', true);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderWork>().products[0]!.steps[0]).toMatchObject({
      done: true,
      done_by: { _id: ravi.employee_id },
      amount: 70,
    });
    expect((await ledgerOf(shop, ravi.employee_id)).entries.map((e) => [e.kind, e.amount])).toEqual(
      [['credit', 70]],
    );
    expect((await ledgerOf(shop, suresh.employee_id)).entries).toEqual([]);

    // The shopkeeper may take it back (from Ravi); then Suresh's cutting is his.
    expect((await orderWork(shop.token, order._id)).products[0]!.steps[0]!.changeable).toBe(true);
    const taken = await mark(shop.token, blouse, 'cutting', false);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await mark(suresh.token, blouse, 'cutting', true)).statusCode).toBe(200);
    expect((await ledgerOf(shop, ravi.employee_id)).entries.map((e) => [e.kind, e.amount])).toEqual(
      [
        ['credit', 70],
        ['credit_reversal', -70],
      ],
    );
    expect(
      (await ledgerOf(shop, suresh.employee_id)).entries.map((e) => [e.kind, e.amount]),
    ).toEqual([['credit', 70]]);
    // And Suresh may take back his own.
    expect((await mark(suresh.token, blouse, 'cutting', false)).statusCode).toBe(200);
    expect((await ledgerOf(shop, suresh.employee_id)).sums.earned).toBe(0);
  });

  it('credits no step of a Cancelled order, which keeps the step credits it had', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setStepRate(shop, 'Blouse', 'cutting', 70);
    await setStepRate(shop, 'Blouse', 'stitching', 120);
    const order = await blouseFor(shop, ravi);
    const blouse = order.order.products[0]!._id;
    expect((await mark(ravi.token, blouse, 'cutting', true)).statusCode).toBe(200);
    const cancelled = await call(shop.token, 'POST', '/cancel_order', { order_id: order._id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    for (const token of [ravi.token, shop.token]) {
      const refused = await mark(token, blouse, 'stitching', true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('WORK_ORDER_CANCELLED');
    }
    expect((await orderWork(ravi.token, order._id)).products[0]!.steps).toMatchObject([
      { stage: 'cutting', done: true, amount: 70, changeable: true },
      { stage: 'stitching', done: false, changeable: false },
    ]);
    expect(
      (await ledgerOf(shop, ravi.employee_id)).entries.map((e) => [e.stage, e.amount]),
    ).toEqual([['cutting', 70]]);
  });

  it('credits a step marked done on a Delivered order: the work was done before delivery', async () => {
    const { shop, ravi } = await shopWithKarigars();
    await setStepRate(shop, 'Blouse', 'finishing', 50);
    const order = await blouseFor(shop, ravi);
    const blouse = order.order.products[0]!._id;
    await complete(shop, order._id);
    const paid = await call(shop.token, 'PUT', `/update_remaining_payment/${order._id}`, {
      remainingAmount: 800,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const delivered = await setStatus(shop.token, order._id, 'Delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await orderWork(ravi.token, order._id)).products[0]!.steps).toMatchObject([
      { stage: 'finishing', done: false, changeable: true },
    ]);
    const done = await mark(ravi.token, blouse, 'finishing', true);
    expect(done.statusCode, done.body).toBe(200);
    expect((await ledgerOf(shop, ravi.employee_id)).sums).toMatchObject({
      earned: 50,
      garments: 1,
    });
  });
});

describe('garment counts', () => {
  it('counts a garment once for its karigar however many credits it earned, and once for the shop', async () => {
    const { shop, ravi, suresh } = await shopWithKarigars();
    await setRate(shop, 'Blouse', 150);
    for (const [stage, rate] of [
      ['cutting', 70],
      ['stitching', 120],
    ] as const) {
      const response = await call(shop.token, 'PUT', '/karigar-rates', {
        garment: 'Blouse',
        stage,
        rate,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const mark = (token: string, productId: string, stage: string) =>
      call(token, 'POST', '/karigar-work', { product_id: productId, stage, done: true });

    // Ravi cuts, stitches and completes one blouse: three credits, one garment.
    const first = await blouseFor(shop, ravi);
    const firstBlouse = first.order.products[0]!._id;
    expect((await mark(ravi.token, firstBlouse, 'cutting')).statusCode).toBe(200);
    expect((await mark(ravi.token, firstBlouse, 'stitching')).statusCode).toBe(200);
    await complete(shop, first._id);
    // A second blouse: Ravi cuts it, then it goes to Suresh, who stitches and completes it.
    const second = await blouseFor(shop, ravi);
    const secondBlouse = second.order.products[0]!._id;
    expect((await mark(ravi.token, secondBlouse, 'cutting')).statusCode).toBe(200);
    const moved = await call(shop.token, 'POST', '/update_order', {
      order_id: second._id,
      order: { products: [{ _id: secondBlouse, assigned_to: suresh.employee_id }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await mark(suresh.token, secondBlouse, 'stitching')).statusCode).toBe(200);
    await complete(shop, second._id);

    expect((await ledgerOf(shop, ravi.employee_id)).sums).toMatchObject({
      earned: 410,
      garments: 2,
    });
    expect((await ledgerOf(shop, suresh.employee_id)).sums).toMatchObject({
      earned: 270,
      garments: 1,
    });
    const own = await call(suresh.token, 'GET', '/employee/ledger');
    expect(own.json<KarigarLedger>().sums.garments).toBe(1);
    const summary = await call(shop.token, 'GET', '/karigars');
    expect(summary.statusCode).toBe(200);
    const body = summary.json<KarigarSummary>();
    const garmentsOf = (id: string) => body.employees.find((e) => e._id === id)?.sums.garments;
    expect([garmentsOf(ravi.employee_id), garmentsOf(suresh.employee_id)]).toEqual([2, 1]);
    // The shop made two blouses.
    expect(body.totals).toMatchObject({ earned: 680, garments: 2 });

    // Taking back one of Ravi's two credits of the first blouse leaves it counted.
    const undo = await call(shop.token, 'POST', '/karigar-work', {
      product_id: firstBlouse,
      stage: 'stitching',
      done: false,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await ledgerOf(shop, ravi.employee_id)).sums).toMatchObject({
      earned: 290,
      garments: 2,
    });
  });
});
