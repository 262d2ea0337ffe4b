import type { Order } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, postOrder, sendAs } from '../../../test/order-fixtures';
import { databaseKind } from '../../../test/test-database';
import {
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../../test/test-app';

/*
 * Orders of one shop written at once, as a busy counter and the staff's phones send them, beside
 * status changes, payments and edits of the shop's earlier orders of the same kind and status (so
 * all of them change the same rows of the shop's order counts and of the tailors' work counts):
 * each write waits its turn rather than deadlocking. Only a PostgreSQL server runs them side by side
 * (PGlite has one connection, so there they run one after another).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ROUNDS = databaseKind() === 'postgres' ? 5 : 1;

async function ordersAtOnce(options: { assigned: boolean }) {
  const shop = await createShop(ctx);
  const tailors = [await createEmployee(ctx, shop), await createEmployee(ctx, shop)];
  const assignee = (i: number) => (options.assigned ? tailors[i % 2]!.employee_id : null);
  const returning = [nextPhone(), nextPhone()];
  for (const mobile of returning) {
    await placeOrder(ctx, shop, { customer: { mobile_no: mobile, name: `Regular ${mobile}` } });
  }
  const kindAndStatus = {
    order: { orderType: 'alteration' as const, advancePayment: 100 },
    products: [{ name: 'Blouse', assigned_to: assignee(0) }],
  };
  const earlier = async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 2; i += 1) placed.push(await placeOrder(ctx, shop, kindAndStatus));
    return placed;
  };
  const [delayed, owing, edited] = [await earlier(), await earlier(), await earlier()];

  let sent = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const bodies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        orderBody(ctx, shop.store_id!, {
          // Half for people already on the shop's books (one number twice at once), half new.
          customer:
            i % 2 === 0
              ? { mobile_no: returning[(i / 2) % 2]!, name: `Regular ${returning[(i / 2) % 2]}` }
              : { mobile_no: nextPhone(), name: `Walk-in ${round}-${i}` },
          order: { orderType: 'alteration', advancePayment: 300, paymentType: 'cash' },
          products: [
            { name: 'Blouse', price: 600, assigned_to: assignee(i) },
            { name: 'Kurta', price: 400, assigned_to: assignee(i + 1) },
          ],
        }),
      ),
    );
    const [created, changed, paid, grown] = await Promise.all([
      Promise.all(
        bodies.map((body, i) =>
          postOrder(ctx, shop.token, body, { 'idempotency-key': `at-once-${round}-${i}` }),
        ),
      ),
      Promise.all(
        delayed.map((order, i) =>
          sendAs(ctx, shop, 'POST', '/update_order_status', {
            order_id: order._id,
            status: 'Delayed',
            delay_note: `round ${round} order ${i}`,
          }),
        ),
      ),
      Promise.all(
        owing.map((order) =>
          sendAs(ctx, shop, 'PUT', `/update_remaining_payment/${order._id}`, {
            remainingAmount: 10,
            paymentType: 'upi',
          }),
        ),
      ),
      Promise.all(
        edited.map((order) =>
          sendAs(ctx, shop, 'POST', '/update_order', {
            order_id: order._id,
            order: {
              addProducts: [
                {
                  product: { name: 'Kurta' },
                  price: 100,
                  measurements: { Length: '40' },
                  note: `round ${round}`,
                  assigned_to: assignee(round),
                  uploadedImages: [],
                },
              ],
            },
          }),
        ),
      ),
    ]);
    expect(created.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    expect(changed.map((r) => r.statusCode)).toEqual(delayed.map(() => 200));
    expect(paid.map((r) => r.statusCode)).toEqual(owing.map(() => 200));
    expect(grown.map((r) => r.statusCode)).toEqual(edited.map(() => 200));
    const numbers = created.map((r) => r.json<Order>().order_number).sort((a, b) => a - b);
    const first = returning.length + delayed.length + owing.length + edited.length + sent + 1;
    expect(numbers).toEqual(bodies.map((_, i) => first + i));
    sent += bodies.length;
  }
}

describe('POST /api/create_order, eight at once in one shop', () => {
  it('answers every order with its own number beside the shop’s other writes', async () => {
    await ordersAtOnce({ assigned: false });
  });

  it('answers every order with its own number when their garments go to the same tailors', async () => {
    await ordersAtOnce({ assigned: true });
  });
});
