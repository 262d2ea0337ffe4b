import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GST_MESSAGES } from '@tailor/shared/gst';
import type { Order } from '@tailor/shared/orders';
import type { Settings } from '@tailor/shared/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstInvoices } from '../../db/schema/gst-invoices';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

const run = promisify(execFile);

/** Valid GSTINs (check characters computed by GSTN's scheme): Delhi (07) and Maharashtra (27). */
const DELHI_GSTIN = '07AAPFU0939F1ZX';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

let ctx: TestContext;
let workDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tsm-gst-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

type Shop = Awaited<ReturnType<typeof createShop>>;

function putSettings(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
}

async function readSettings(token: string): Promise<Settings> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/settings',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Settings>();
}

/** A Delhi shop (the test shop's address) with a GSTIN. */
async function gstShop(settings: Record<string, unknown> = {}): Promise<Shop> {
  const shop = await createShop(ctx);
  const response = await putSettings(shop.token, { gstin: DELHI_GSTIN, ...settings });
  expect(response.statusCode, response.body).toBe(200);
  return shop;
}

let fileCounter = 0;
/** The PDF's text as laid out on the page, or (flowing) in the order it was set, spaces joined. */
async function pdfText(pdf: Buffer, options: { flowing?: boolean } = {}): Promise<string> {
  fileCounter += 1;
  const file = path.join(workDir, `${fileCounter}.pdf`);
  await writeFile(file, pdf);
  if (options.flowing) return (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

async function billText(
  shop: Shop,
  order: Order,
  kind = 'generate_billing_pdf',
  options: { flowing?: boolean } = {},
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${kind}/${order._id}`,
    headers: bearer(shop.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload, options);
}

async function customerBillText(order: Order): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

const invoiceNumberIn = (text: string) => text.match(/Invoice No\.\s+(\S+)/)?.[1];

describe('the GSTIN and GST rate in PUT /api/settings', () => {
  it('saves a GSTIN upper-cased without spaces, the rate, and clears the GSTIN with an empty value', async () => {
    const shop = await createShop(ctx);
    expect(await readSettings(shop.token)).toMatchObject({ gstin: null, gst_rate: 5 });
    const saved = await putSettings(shop.token, { gstin: ' 07aapfu0939f1zx ', gst_rate: 18 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Settings>()).toMatchObject({ gstin: DELHI_GSTIN, gst_rate: 18 });
    expect(await readSettings(shop.token)).toMatchObject({ gstin: DELHI_GSTIN, gst_rate: 18 });
    const cleared = await putSettings(shop.token, { gstin: '' });
    expect(cleared.json<Settings>()).toMatchObject({ gstin: null, gst_rate: 18 });
  });

  it.each([
    ['07AAPFU0939F1ZV', GST_MESSAGES.gstinChecksum],
    ['07AAPFU0939F1Z', GST_MESSAGES.gstinFormat],
    ['07AAPFU0939F1ZXX', GST_MESSAGES.gstinFormat],
    ['07AAPFU0939F0ZX', GST_MESSAGES.gstinFormat],
    ['99AAPFU0939F1ZX', GST_MESSAGES.gstinState],
    [42, GST_MESSAGES.gstinFormat],
  ])(
    'refuses the GSTIN %j with 400 and a clear message, keeping the one saved',
    async (gstin, message) => {
      const shop = await gstShop();
      const response = await putSettings(shop.token, { gstin, gst_rate: 12 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
      expect(await readSettings(shop.token)).toMatchObject({ gstin: DELHI_GSTIN, gst_rate: 5 });
    },
  );

  it.each([0, 7, 2.5, -5, '5', null])('refuses the rate %j', async (rate) => {
    const shop = await gstShop();
    const response = await putSettings(shop.token, { gst_rate: rate });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: GST_MESSAGES.rate, code: 'VALIDATION_FAILED' });
    expect((await readSettings(shop.token)).gst_rate).toBe(5);
  });

  it('is the owner’s to set: an employee is refused', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const response = await putSettings(tailor.token, { gstin: DELHI_GSTIN });
    expect(response.statusCode).toBe(403);
    expect((await readSettings(shop.token)).gstin).toBeNull();
  });
});

describe('bills without a GSTIN', () => {
  it('stay plain bills: no invoice is issued', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 1050 }] });
    const text = await billText(shop, order);
    expect(text).toContain('BILL');
    expect(text).not.toMatch(/TAX INVOICE|GSTIN|CGST|Invoice No\.|Amount in words/);
    const rows = await ctx.database.db
      .select()
      .from(gstInvoices)
      .where(eq(gstInvoices.orderId, order._id));
    expect(rows).toEqual([]);
  });
});

describe('bills of a shop with a GSTIN are tax invoices', () => {
  it('prints the GSTIN, invoice number, place of supply, the tax-inclusive split and the amount in words', async () => {
    const shop = await gstShop();
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1000 }, { price: 250.25 }],
      order: { advancePayment: 250.25 },
    });
    const text = await billText(shop, order);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`GSTIN: ${DELHI_GSTIN}`);
    expect(text).toMatch(/Invoice No\.\s+\d{4}-\d{2}\/\d{4}/);
    expect(text).toMatch(/Place of Supply\s+Delhi \(07\)/);
    expect(text).toContain('Prices include GST.');
    // 1250.25 at 5%: taxable 1190.71 (1250.25 / 1.05 = 1190.714…), tax 59.54 = 29.77 + 29.77.
    expect(text).toMatch(/Taxable value \(SAC 998821\)\s+₹1,190\.71/);
    expect(text).toMatch(/CGST @ 2\.5%\s+₹29\.77/);
    expect(text).toMatch(/SGST @ 2\.5%\s+₹29\.77/);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Total \(incl\. GST\)\s+₹1,250\.25/);
    expect(text).toMatch(/Remaining Amount\s+₹1,000\.00/);
    const flowing = await billText(shop, order, 'generate_billing_pdf', { flowing: true });
    expect(flowing).toContain('Amount in words:');
    expect(flowing).toContain('Rupees One Thousand Two Hundred Fifty and Paise Twenty-Five Only');
  });

  it("is written in the shop's language, with the amount in words in English and in that language", async () => {
    const shop = await gstShop({ customer_message_language: 'hi' });
    const order = await placeOrder(ctx, shop, { products: [{ price: 1050 }] });
    // Texts without pre-base vowel signs, which come back from the PDF as typed.
    const text = await billText(shop, order, 'generate_billing_pdf', { flowing: true });
    for (const expected of [
      'कर बीजक',
      'बीजक संख्या',
      `GSTIN: ${DELHI_GSTIN}`,
      'CGST @ 2.5% ₹25.00',
      'Rupees One Thousand Fifty Only',
      'एक हज़ार पचास रुपये मात्र',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('TAX INVOICE');
  });

  it('charges IGST when the customer’s address has a pincode in another state', async () => {
    const shop = await gstShop({ gst_rate: 18 });
    const order = await placeOrder(ctx, shop, {
      customer: { address: '7 Fontainhas, Panaji, Goa 403001' },
      products: [{ price: 1180 }],
    });
    const text = await billText(shop, order);
    expect(text).toMatch(/Place of Supply\s+Goa \(30\)/);
    expect(text).toMatch(/Taxable value \(SAC 998821\)\s+₹1,000\.00/);
    expect(text).toMatch(/IGST @ 18%\s+₹180\.00/);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('takes the shop’s state from its GSTIN', async () => {
    // The test shop's address is in Delhi; its registration here is in Maharashtra.
    const shop = await gstShop({ gstin: MAHARASHTRA_GSTIN });
    const pune = await placeOrder(ctx, shop, {
      customer: { address: '12 MG Road, Pune 411001' },
      products: [{ price: 105 }],
    });
    const puneText = await billText(shop, pune);
    expect(puneText).toMatch(/Place of Supply\s+Maharashtra \(27\)/);
    expect(puneText).toMatch(/CGST @ 2\.5%\s+₹2\.50/);
    const delhi = await placeOrder(ctx, shop, {
      customer: { address: '3 Karol Bagh, New Delhi 110005' },
      products: [{ price: 105 }],
    });
    expect(await billText(shop, delhi)).toMatch(/IGST @ 5%\s+₹5\.00/);
  });

  it('keeps CGST and SGST for a customer in the shop’s state, or whose state is not known', async () => {
    const shop = await gstShop();
    for (const address of ['3 Karol Bagh, New Delhi 110005', 'Near the temple']) {
      const order = await placeOrder(ctx, shop, {
        customer: { address },
        products: [{ price: 105 }],
      });
      const text = await billText(shop, order);
      expect(text).toMatch(/Place of Supply\s+Delhi \(07\)/);
      expect(text).toMatch(/CGST @ 2\.5%\s+₹2\.50/);
      expect(text).toMatch(/SGST @ 2\.5%\s+₹2\.50/);
    }
  });

  it('gives an order one invoice number, whichever copy is printed and however often', async () => {
    const shop = await gstShop();
    const order = await placeOrder(ctx, shop);
    const first = invoiceNumberIn(await customerBillText(order));
    expect(first).toMatch(/^\d{4}-\d{2}\/0001$/);
    expect(invoiceNumberIn(await billText(shop, order))).toBe(first);
    const receipt = await billText(shop, order, 'generate_receipt_pdf');
    expect(receipt).toContain('TAX INVOICE');
    expect(invoiceNumberIn(receipt)).toBe(first);

    // A rate changed later does not rewrite the invoice issued.
    await putSettings(shop.token, { gst_rate: 18 });
    expect(await billText(shop, order)).toMatch(/CGST @ 2\.5%/);
  });

  it('numbers a shop’s invoices without gaps or repeats when many are printed at once', async () => {
    const shop = await gstShop();
    const orders = await Promise.all(Array.from({ length: 6 }, () => placeOrder(ctx, shop)));
    const numbers = await Promise.all(
      [...orders, ...orders].map(async (order) => invoiceNumberIn(await billText(shop, order))),
    );
    const serials = [...new Set(numbers)]
      .map((n) => Number(n!.split('/')[1]))
      .sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6]);
    // Each order kept one number.
    expect(numbers.slice(0, 6)).toEqual(numbers.slice(6));
  });

  it('gives an order cancelled before its bill was printed no invoice', async () => {
    const shop = await gstShop();
    const order = await placeOrder(ctx, shop);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel_order',
      headers: bearer(shop.token),
      payload: { order_id: order._id, reason: 'Customer changed their mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const text = await billText(shop, order);
    expect(text).not.toMatch(/TAX INVOICE|Invoice No\./);
  });
});

describe('the invoice series across 31 March', () => {
  it('starts again at 0001 on 1 April, India time, and reprints keep their year', async () => {
    // 23:59 on 31 March 2027 in India is 18:29 UTC.
    ctx.clock.set('2027-03-31T18:29:00Z');
    const shop = await gstShop({ gst_rate: 5 });
    const [march1, march2] = [await placeOrder(ctx, shop), await placeOrder(ctx, shop)];
    expect(invoiceNumberIn(await billText(shop, march1))).toBe('2026-27/0001');
    expect(invoiceNumberIn(await billText(shop, march2))).toBe('2026-27/0002');

    // Two minutes later it is 00:01 on 1 April in India (still 31 March in UTC).
    ctx.clock.set('2027-03-31T18:31:00Z');
    const april = await placeOrder(ctx, shop);
    const aprilText = await billText(shop, april);
    expect(invoiceNumberIn(aprilText)).toBe('2027-28/0001');
    expect(aprilText).toMatch(/Invoice Date\s+01 Apr 2027/);

    // March's invoices keep their number and date when printed in April.
    const reprint = await billText(shop, march2);
    expect(invoiceNumberIn(reprint)).toBe('2026-27/0002');
    const another = await placeOrder(ctx, shop);
    expect(invoiceNumberIn(await billText(shop, another))).toBe('2027-28/0002');

    const rows = await ctx.database.db
      .select({
        year: gstInvoices.financialYear,
        serial: gstInvoices.serial,
        date: gstInvoices.invoiceDate,
      })
      .from(gstInvoices)
      .where(eq(gstInvoices.storeId, shop.store_id!));
    expect(rows.sort((a, b) => a.year - b.year || a.serial - b.serial)).toEqual([
      { year: 2026, serial: 1, date: '2027-03-31' },
      { year: 2026, serial: 2, date: '2027-03-31' },
      { year: 2027, serial: 1, date: '2027-04-01' },
      { year: 2027, serial: 2, date: '2027-04-01' },
    ]);
  });
});
