import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ShopExport } from '@tailor/shared/data-export';
import type { Order } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { importShop } from './shop-import';

const run = promisify(execFile);
const GSTIN = '07AAPFU0939F1ZX';

let source: TestContext;
let target: TestContext;
let workDir: string;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tsm-gst-backup-'));
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await rm(workDir, { recursive: true, force: true });
});

/** The text of the order's bill as pdftotext reads it (the invoice, then each note). */
async function billText(ctx: TestContext, token: string, order: Order): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/generate_billing_pdf/${order._id}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const file = path.join(workDir, `${order._id}-${Date.now()}-text.pdf`);
  await writeFile(file, response.rawPayload);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

/** The invoice number the shop copy of the order's bill prints. */
async function invoiceNumber(ctx: TestContext, token: string, order: Order) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/generate_billing_pdf/${order._id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const file = path.join(workDir, `${order._id}-${Date.now()}.pdf`);
  await writeFile(file, response.rawPayload);
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  return text.match(/Invoice No\.\s+(\S+)/)?.[1];
}

describe('a backup of a shop with a GSTIN', () => {
  it('keeps its GSTIN, rate and invoices: restored, a bill reprints with its number and the series goes on', async () => {
    const shop = await createShop(source);
    const saved = await source.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: { gstin: GSTIN, gst_rate: 12 },
    });
    expect(saved.statusCode).toBe(200);
    const [billed, unbilled] = [await placeOrder(source, shop), await placeOrder(source, shop)];
    const number = await invoiceNumber(source, shop.token, billed);
    expect(number).toMatch(/^\d{4}-\d{2}\/0001$/);

    const exported = (
      await source.app.inject({
        method: 'GET',
        url: '/api/export/json',
        headers: bearer(shop.token),
      })
    ).json<ShopExport>();
    expect(exported.store).toMatchObject({ gstin: GSTIN, gst_rate: 12 });
    const invoiceOf = (order: Order) => exported.orders.find((o) => o._id === order._id)!;
    expect(invoiceOf(unbilled).tax_invoice).toBeNull();
    expect(invoiceOf(billed).tax_invoice).toMatchObject({ serial: 1, gstin: GSTIN, gst_rate: 12 });

    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    expect(await invoiceNumber(target, owner.token, billed)).toBe(number);
    expect(await invoiceNumber(target, owner.token, unbilled)).toBe(
      number!.replace(/0001$/, '0002'),
    );
  });

  it('keeps an invoice as it was issued and its credit notes with their numbers, whatever the order became', async () => {
    const shop = await createShop(source);
    const saved = await source.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: { gstin: GSTIN },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await placeOrder(source, shop, {
      products: [
        { name: 'Shirt', price: 1050 },
        { name: 'Kurta', price: 525 },
      ],
    });
    await invoiceNumber(source, shop.token, order);
    // After the invoice: the shirt repriced and the kurta taken off, in one edit: a credit note.
    const edit = await source.app.inject({
      method: 'POST',
      url: '/api/update_order',
      headers: bearer(shop.token),
      payload: {
        order_id: order._id,
        order: {
          products: [{ _id: order.order.products[0]!._id, price: 840 }],
          removeProducts: [order.order.products[1]!._id],
        },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const before = await billText(source, shop.token, order);
    expect(before).toMatch(/Kurta\s+₹525\.00/);
    expect(before).toMatch(/Credit Note CN\/\S+\/0001/);

    const exported = (
      await source.app.inject({
        method: 'GET',
        url: '/api/export/json',
        headers: bearer(shop.token),
      })
    ).json<ShopExport>();
    const invoice = exported.orders.find((o) => o._id === order._id)!.tax_invoice!;
    expect(invoice).toMatchObject({ total: 1575, customer_name: expect.any(String) });
    expect(invoice.lines!.map((line) => [line.name, line.price])).toEqual([
      ['Shirt', 1050],
      ['Kurta', 525],
    ]);
    expect(invoice.notes.map((note) => [note.kind, note.serial, note.amount])).toEqual([
      ['credit', 1, 735],
    ]);

    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    // The same bill, the removed kurta and the note included; and the next note goes on at 2.
    expect(await billText(target, owner.token, order)).toBe(before);
    const again = await target.app.inject({
      method: 'POST',
      url: '/api/update_order',
      headers: bearer(owner.token),
      payload: {
        order_id: order._id,
        order: { products: [{ _id: order.order.products[0]!._id, price: 700 }] },
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await billText(target, owner.token, order)).toMatch(/Credit Note CN\/\S+\/0002/);
  });

  it('reads an export made before GST bills as a shop without a GSTIN', async () => {
    const shop = await createShop(source);
    await placeOrder(source, shop);
    const older = (
      await source.app.inject({
        method: 'GET',
        url: '/api/export/json',
        headers: bearer(shop.token),
      })
    ).json<{ store: Record<string, unknown>; orders: Record<string, unknown>[] }>();
    delete older.store.gstin;
    delete older.store.gst_rate;
    for (const order of older.orders) delete order.tax_invoice;
    await importShop(target.database.db, older, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    const settings = await target.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(owner.token),
    });
    expect(settings.json()).toMatchObject({ gstin: null, gst_rate: 5 });
  });
});
