import type { ShopExport } from '@tailor/shared/data-export';
import type { KarigarLedger, LedgerEntry } from '@tailor/shared/karigars';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  callApi as call,
  createEmployee,
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

describe('a backup of a shop that pays karigars by the piece', () => {
  it('keeps the rates and every wage entry: restored, the ledger adds up the same', async () => {
    const shop = await createShop(source);
    const ravi = await createEmployee(source, shop, { name: 'Ravi' });
    await call(source, shop.token, 'PUT', '/karigar-rates', { garment: 'Blouse', rate: 150 });
    const order = await placeOrder(source, shop, {
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id }],
    });
    await call(source, shop.token, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'Completed',
    });
    const payout = await call(source, shop.token, 'POST', `/karigars/${ravi.employee_id}/payouts`, {
      amount: 100,
      method: 'upi',
      note: 'Week 48',
    });
    await call(
      source,
      shop.token,
      'POST',
      `/karigar-ledger/${payout.json<LedgerEntry>()._id}/reverse`,
      {},
    );
    await call(source, shop.token, 'POST', `/karigars/${ravi.employee_id}/payouts`, {
      amount: 40,
      method: 'cash',
    });
    const before = (
      await call(source, shop.token, 'GET', `/karigars/${ravi.employee_id}/ledger`)
    ).json<KarigarLedger>();
    expect(before.sums).toMatchObject({ earned: 150, paid: 40, owed: 110 });

    const exported = (await call(source, shop.token, 'GET', '/export/json')).json<ShopExport>();
    expect(exported.karigar_rates).toMatchObject([{ garment: 'Blouse', rate: 150 }]);
    expect(exported.karigar_ledger.map((e) => e.kind).sort()).toEqual([
      'credit',
      'payout',
      'payout',
      'payout_reversal',
    ]);
    // Reversals first, as an export may list them: the restore puts what they name in before.
    exported.karigar_ledger.reverse();

    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    const after = (
      await call(target, owner.token, 'GET', `/karigars/${ravi.employee_id}/ledger`)
    ).json<KarigarLedger>();
    expect(after.sums).toEqual(before.sums);
    expect(after.entries).toEqual(before.entries);
    const csv = await source.app.inject({
      method: 'GET',
      url: '/api/export/csv',
      headers: bearer(shop.token),
    });
    const wages = strFromU8(unzipSync(csv.rawPayload)['karigar-wages.csv']!);
    expect(wages.split('\r\n')[0]).toBe(
      'Entry ID,Date,Employee ID,Employee Name,Kind,Amount (₹),Garment,Order Number,Method,Note,Reverses Entry ID,Recorded At (IST)',
    );
    expect(wages).toContain(',Ravi,payout_reversal,-100.00,');
    const rates = await call(target, owner.token, 'GET', '/karigar-rates');
    expect(rates.json().rates).toMatchObject([{ garment: 'Blouse', rate: 150, employee: null }]);
  });
});
