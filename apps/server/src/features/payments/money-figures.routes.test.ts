import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DashboardData } from '@tailor/shared/analytics';
import type { Order, OrderDetail, OrderList } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';

/*
 * Advance, paid to date and remaining mean one thing on every surface (issue 11, point 4): an
 * order of ₹300 with an advance of ₹100 whose balance of ₹200 was collected later has an advance
 * of ₹100 (not ₹300), has been paid ₹300 and owes nothing, wherever it is read.
 */

const run = promisify(execFile);

let ctx: TestContext;
let workDir: string;
let shop: Awaited<ReturnType<typeof createShop>>;
let order: Order;

beforeAll(async () => {
  ctx = await createTestContext();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tsm-money-'));
  shop = await createShop(ctx);
  order = await placeOrder(ctx, shop, {
    customer: { name: 'Asha Rao' },
    products: [
      { name: 'Blouse', price: 120 },
      { name: 'Petticoat', price: 180 },
    ],
    order: { advancePayment: 100, paymentType: 'upi' },
  });
  const collected = await ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${order._id}`,
    headers: bearer(shop.token),
    payload: { remainingAmount: 200, paymentType: 'cash' },
  });
  expect(collected.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

function get(url: string, token?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function pdfText(url: string, token?: string): Promise<string> {
  const response = await get(url, token);
  expect(response.statusCode).toBe(200);
  const file = path.join(workDir, `${path.basename(url.split('?')[0]!)}.pdf`);
  await writeFile(file, response.rawPayload);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

const figures = { totalAmount: 300, advancePayment: 100, paidAmount: 300, remainingAmount: 0 };

describe('an order of ₹300: advance ₹100, balance ₹200 collected later', () => {
  it('GET /orders/{id}: advance 100, paid 300, remaining 0', async () => {
    const response = await get(`/api/orders/${order._id}`, shop.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetail>().order).toMatchObject(figures);
  });

  it('GET /get_orders: the same figures in the list', async () => {
    const response = await get('/api/get_orders', shop.token);
    const listed = response.json<OrderList>().orders.find((o) => o._id === order._id);
    expect(listed?.order).toMatchObject(figures);
  });

  it("GET /shared_order/{token}: the customer's tracking page says the same", async () => {
    const response = await get(`/api/shared_order/${order.share_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SharedOrder>().order).toMatchObject(figures);
  });

  it('the shop bill, the customer bill and the receipt print advance, paid so far and remaining', async () => {
    const shopBill = await pdfText(`/api/generate_billing_pdf/${order._id}`, shop.token);
    const customerBill = await pdfText(
      `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`,
    );
    const receipt = await pdfText(`/api/generate_receipt_pdf/${order._id}`, shop.token);
    for (const text of [shopBill, customerBill, receipt]) {
      expect(text).toMatch(/Total Amount\s+₹300\.00/);
      expect(text).toMatch(/Advance Payment\s+₹100\.00/);
      expect(text).toMatch(/Paid so far\s+₹300\.00/);
    }
    expect(shopBill).toMatch(/Remaining Amount\s+₹0\.00/);
    expect(customerBill).toMatch(/Remaining Amount\s+₹0\.00/);
    expect(receipt).toMatch(/Balance\s+₹0\.00/);
  });

  it('orders.csv of the export: Advance 100.00, Paid 300.00, Remaining 0.00', async () => {
    const response = await get('/api/export/csv', shop.token);
    expect(response.statusCode).toBe(200);
    const text = strFromU8(unzipSync(response.rawPayload)['orders.csv']!).replace(/^\uFEFF/, '');
    // No field of this order holds a comma or a quote, so a plain split reads it.
    const [header, ...rows] = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const row = rows.find((r) => r[0] === order._id)!;
    const column = (name: string) => row[header!.indexOf(name)];
    expect(column('Total (₹)')).toBe('300.00');
    expect(column('Advance (₹)')).toBe('100.00');
    expect(column('Paid (₹)')).toBe('300.00');
    expect(column('Remaining (₹)')).toBe('0.00');
  });

  it('the earnings: advance received 100, paid 300, pending 0, for the month, the year and in total', async () => {
    const response = await get('/api/get_dashboard_data', shop.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardData>().earnings).toMatchObject({
      this_month: 300,
      this_month_advance: 100,
      this_month_paid: 300,
      this_month_remaining: 0,
      this_year: 300,
      this_year_advance: 100,
      this_year_paid: 300,
      this_year_remaining: 0,
      overall_income: 300,
      total_advance: 100,
      total_paid: 300,
      total_remaining: 0,
    });
  });
});
