import type { ApprovalList } from '@tailor/shared/approvals';
import type { ShopExport } from '@tailor/shared/data-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import {
  callApi as call,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { importShop } from './shop-import';

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe('a backup of a shop whose customers approve work and tell how it fitted', () => {
  it('keeps the approvals with their answers and times, the fit answers and the alteration they opened', async () => {
    const shop = await createShop(source);
    const order = await placeOrder(source, shop, {
      products: [{ name: 'Blouse', price: 800 }],
      order: { advancePayment: 800 },
    });
    const ask = (payload: object) =>
      call(source, shop.token, 'POST', `/orders/${order._id}/approvals`, payload);
    const lining = await ask({ kind: 'addon', description: 'Lining', amount: 150 });
    expect(lining.statusCode, lining.body).toBe(201);
    const pleats = await ask({ kind: 'design', description: 'Box pleats at the back' });
    expect(pleats.statusCode, pleats.body).toBe(201);
    const decided = await call(
      source,
      null,
      'POST',
      `/shared_order/${order.share_token}/approvals/${lining.json()._id}`,
      { decision: 'approve', note: 'Yes, cotton please' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    // The approved lining raised the total by ₹150: paid before the hand-over.
    const paid = await call(source, shop.token, 'PUT', `/update_remaining_payment/${order._id}`, {
      remainingAmount: 150,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const delivered = await call(source, shop.token, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'Delivered',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const told = await call(source, null, 'POST', `/shared_order/${order.share_token}/feedback`, {
      fit: 'needs_change',
      product_id: order.order.products[0]!._id,
      note: 'Tight at the shoulders',
    });
    expect(told.statusCode, told.body).toBe(200);
    const approvalsBefore = (
      await call(source, shop.token, 'GET', `/orders/${order._id}/approvals`)
    ).json<ApprovalList>();

    const exported = (await call(source, shop.token, 'GET', '/export/json')).json<ShopExport>();
    const original = exported.orders.find((o) => o._id === order._id)!;
    const alteration = exported.orders.find((o) => o.fixes_order_id === order._id)!;
    expect(original.approvals.map((a) => [a.description, a.status, a.amount])).toEqual([
      ['Lining', 'approved', 150],
      ['Box pleats at the back', 'pending', null],
    ]);
    expect(original.fit_answers).toEqual([
      expect.objectContaining({
        product_id: order.order.products[0]!._id,
        fit: 'needs_change',
        note: 'Tight at the shoulders',
        alteration_order_id: alteration._id,
      }),
    ]);

    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    const restored = await call(target, owner.token, 'GET', `/orders/${order._id}/approvals`);
    expect(restored.statusCode, restored.body).toBe(200);
    // The same but for the photo links' signatures, which are each server's own.
    const unsigned = (list: ApprovalList) =>
      JSON.parse(JSON.stringify(list).replace(/sig=[\w-]+/g, 'sig=')) as ApprovalList;
    expect(unsigned(restored.json<ApprovalList>())).toEqual(unsigned(approvalsBefore));
    const again = (await call(target, owner.token, 'GET', '/export/json')).json<ShopExport>();
    const byId = (data: ShopExport, id: string) => data.orders.find((o) => o._id === id)!;
    for (const id of [order._id, alteration._id]) {
      expect(byId(again, id).approvals).toEqual(byId(exported, id).approvals);
      expect(byId(again, id).fit_answers).toEqual(byId(exported, id).fit_answers);
      expect(byId(again, id).fixes_order_id).toBe(byId(exported, id).fixes_order_id);
    }
    // The customer's answer stays given after the restore: the link cannot change it.
    const twice = await call(
      target,
      null,
      'POST',
      `/shared_order/${order.share_token}/approvals/${lining.json()._id}`,
      { decision: 'decline' },
    );
    expect(twice.statusCode).toBe(409);
  });
});
