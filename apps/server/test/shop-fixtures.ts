import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import { employees } from '../src/db/schema/employees';
import { invites } from '../src/db/schema/invites';
import { randomToken } from '../src/lib/random-token';
import { placeOrder, today } from './order-fixtures';
import { bearer, createEmployee, createShop, nextPhone, type TestContext } from './test-app';

function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

/**
 * A shop with some of everything a shop's record holds: settings of its own, an active and a former
 * employee, a pending invite, a customer with a Hindi name, a new order with two products, images,
 * an advance and a part payment and a status change, and an alteration order taken by the employee
 * with its final price set and a delay.
 */
export async function seedShop(ctx: TestContext) {
  const shop = await createShop(ctx, { shop_name: 'Sharma Boutique', owners_name: 'Meena Sharma' });
  expectOk(
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: {
        order_number_prefix: 'SB-',
        customer_message_language: 'hi',
        measurement_templates: {
          male: [],
          female: [{ garment: 'Blouse', measurements: ['Bust', 'Waist', 'Sleeve'] }],
        },
      },
    }),
    'settings',
  );
  const tailor = await createEmployee(ctx, shop, { name: 'Ravi Kumar' });
  const former = await createEmployee(ctx, shop, { name: 'Mohan Lal', position: 'assistant' });
  await ctx.database.db
    .update(employees)
    .set({ active: false })
    .where(eq(employees.id, former.employee_id));
  await ctx.database.db.insert(invites).values({
    storeId: shop.store_id!,
    name: 'Geeta Devi',
    phone: nextPhone(),
    token: randomToken(),
    status: 'pending',
    invitedBy: shop.user_id,
    expiresAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000),
  });

  const sunita = await placeOrder(ctx, shop, {
    customer: { name: 'सुनीता शर्मा', gender: 'female', address: '14 गांधी मार्ग, जयपुर' },
    products: [
      {
        name: 'Blouse',
        price: 1499.5,
        measurements: { Bust: '34', Waist: '28.5', Sleeve: '1/2' },
        note: 'Silk, "raw" lining\nwith piping',
        assigned_to: tailor.employee_id,
        images: 2,
      },
      { name: 'Saree Fall', price: 250, measurements: {}, images: 1 },
    ],
    order: { advancePayment: 500.25, paymentType: 'upi' },
  });
  expectOk(
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_remaining_payment/${sunita._id}`,
      headers: bearer(shop.token),
      payload: { remainingAmount: 249.25, paymentType: 'cash' },
    }),
    'collect payment',
  );
  expectOk(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(tailor.token),
      payload: { order_id: sunita._id, status: 'In Process' },
    }),
    'status',
  );
  // An edit after saving: its history line (what changed) must survive a move too.
  expectOk(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order',
      headers: bearer(shop.token),
      payload: {
        order_id: sunita._id,
        order: { products: [{ _id: sunita.order.products[1]!._id, note: 'Pico on both edges' }] },
      },
    }),
    'edit',
  );

  const alteration = await placeOrder(ctx, tailor, {
    customer: { name: 'Asha Rao', gender: 'female' },
    products: [
      {
        name: 'Trouser hem',
        price: 0,
        note: '=HYPERLINK("http://evil.test")',
        assigned_to: tailor.employee_id,
      },
    ],
    order: { orderType: 'alteration', advancePayment: 100, paymentType: 'cash' },
  });
  expectOk(
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_alteration_payment/${alteration._id}`,
      headers: bearer(shop.token),
      payload: { totalAmount: 300 },
    }),
    'final payment',
  );
  expectOk(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: {
        order_id: alteration._id,
        status: 'Delayed',
        delay_note: 'Waiting for fabric',
        expected_date: addDays(today(ctx), 6),
      },
    }),
    'delay',
  );

  const order = async (id: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(shop.token) })
    ).json<Order>();
  return {
    shop,
    tailor,
    former,
    orders: { sunita: await order(sunita._id), alteration: await order(alteration._id) },
  };
}
