import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatDayMonthYear } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores';
import { createShopBillPdf } from './billing.service';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

const run = promisify(execFile);

let ctx: TestContext;
let workDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tsm-pdf-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

let fileCounter = 0;
/** Runs a poppler tool (pdftotext, pdffonts, pdfinfo) on the PDF; answers what it printed. */
async function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer): Promise<string> {
  fileCounter += 1;
  const file = path.join(workDir, `${fileCounter}.pdf`);
  await writeFile(file, pdf);
  const args = tool === 'pdftotext' ? ['-layout', file, '-'] : [file];
  return (await run(tool, args)).stdout;
}

const textOf = (response: LightMyRequestResponse) => poppler('pdftotext', response.rawPayload);

function get(url: string, token?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

const secrets = {
  mobile: '9845012345',
  mobileShown: '98450 12345',
  address: '42 Lotus Lane, Koregaon Park',
  measurementName: 'Shoulder span',
  measurementValue: '17.75',
  note: 'Hidden pocket inside the left panel',
  tailor: 'Suresh Stitchwell',
};

type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
let order: Order;
let paidOn: string;

beforeAll(async () => {
  shop = await createShop(ctx);
  const tailor = await createEmployee(ctx, shop, { name: secrets.tailor });
  order = await placeOrder(ctx, shop, {
    customer: { name: 'Asha Rao', mobile_no: secrets.mobile, address: secrets.address },
    products: [
      {
        name: 'Sherwani',
        price: 123456.5,
        measurements: { Chest: '38', [secrets.measurementName]: secrets.measurementValue },
        note: secrets.note,
        assigned_to: tailor.employee_id,
      },
      { name: 'Churidar', price: 0.01 },
    ],
    order: { advancePayment: 456.5, paymentType: 'upi' },
  });
  const collected = await ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${order._id}`,
    headers: bearer(shop.token),
    payload: { remainingAmount: 1000, paymentType: 'cash' },
  });
  expect(collected.statusCode).toBe(200);
  paidOn = formatDayMonthYear(today(ctx));
});

function expectPdfAttachment(response: LightMyRequestResponse, fileName: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('GET /api/generate_billing_pdf/{orderId}', () => {
  it("answers the shop copy, named billing_{order number}.pdf, with the shop, the customer's contact, measurements, notes, totals and payments", async () => {
    const response = await get(`/api/generate_billing_pdf/${order._id}`, shop.token);
    expectPdfAttachment(response, `billing_${order.order_number}.pdf`);
    const text = await textOf(response);
    for (const expected of [
      'Kumar Tailors',
      'Shop copy',
      'Owner: Ramesh Kumar',
      '12 Chandni Chowk, Old Delhi, New Delhi, Delhi - 110001',
      'Phone: +91 98123 45678',
      'Email: ramesh@example.com',
      'Asha Rao',
      `+91 ${secrets.mobileShown}`,
      secrets.address,
      'Sherwani',
      'Churidar',
      'Chest: 38 in',
      `${secrets.measurementName}: ${secrets.measurementValue}`,
      `Note: ${secrets.note}`,
      `Tailor: ${secrets.tailor}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`Bill No\\.\\s+${order.order_number}\\n`));
    expect(text).toMatch(/Order Type\s+New/);
    expect(text).toMatch(/Sherwani\s+₹1,23,456\.50/);
    expect(text).toMatch(/Churidar\s+₹0\.01/);
    expect(text).toMatch(/Total Amount\s+₹1,23,456\.51/);
    expect(text).toMatch(/Advance Payment\s+₹456\.50/);
    expect(text).toMatch(/Paid so far\s+₹1,456\.50/);
    expect(text).toMatch(/Remaining Amount\s+₹1,22,000\.01/);
    expect(text).toMatch(new RegExp(`${paidOn}\\s+Advance\\s+UPI\\s+₹456\\.50`));
    expect(text).toMatch(new RegExp(`${paidOn}\\s+Balance payment\\s+Cash\\s+₹1,000\\.00`));
    expect(text).toMatch(/Page 1 of 1/);
  });

  it('names the shop as the author and takes its creation date from the clock', async () => {
    const later = 400 * 24 * 60 * 60 * 1000;
    ctx.clock.advance(later);
    try {
      const response = await get(`/api/generate_billing_pdf/${order._id}`, shop.token);
      const info = await poppler('pdfinfo', response.rawPayload);
      expect(info).toMatch(new RegExp(`Title:\\s+Bill ${order.order_number} - Kumar Tailors\\n`));
      expect(info).toMatch(/Author:\s+Kumar Tailors\n/);
      expect(info).toMatch(new RegExp(`CreationDate:.* ${ctx.clock.now().getUTCFullYear()}\\b`));
      expect(await textOf(response)).toContain(
        `Generated on ${formatDayMonthYear(ctx.clock.now().toISOString())}`,
      );
    } finally {
      ctx.clock.advance(-later);
    }
  });

  it("prints the shop's order number prefix and uses it in the file name", async () => {
    const prefixed = await createShop(ctx);
    await ctx.database.db
      .update(stores)
      .set({ orderNumberPrefix: 'KT-' })
      .where(eq(stores.id, prefixed.store_id!));
    const placed = await placeOrder(ctx, prefixed);
    const response = await get(`/api/generate_billing_pdf/${placed._id}`, prefixed.token);
    expectPdfAttachment(response, `billing_KT-${placed.order_number}.pdf`);
    expect(await textOf(response)).toMatch(
      new RegExp(`Bill No\\.\\s+KT-${placed.order_number}\\n`),
    );
  });

  it("prints each garment's measurements in the unit they were taken in", async () => {
    const placed = await placeOrder(ctx, shop, {
      products: [
        { name: 'Blouse', measurements: { Bust: '86.5', Style: 'Boat' }, measurement_unit: 'cm' },
        { name: 'Shirt', measurements: { Chest: '40' }, measurement_unit: 'in' },
      ],
    });
    const text = await textOf(await get(`/api/generate_billing_pdf/${placed._id}`, shop.token));
    expect(text).toContain('Bust: 86.5 cm');
    expect(text).toContain('Style: Boat');
    expect(text).not.toContain('Boat cm');
    expect(text).toContain('Chest: 40 in');
  });

  it('sets Hindi and Tamil text in their Noto fonts', async () => {
    const placed = await placeOrder(ctx, shop, {
      customer: { name: 'रमेश कुमार' },
      products: [{ name: 'குர்தா சட்டை', measurements: { छाती: '40' } }],
    });
    const response = await get(`/api/generate_billing_pdf/${placed._id}`, shop.token);
    expect(response.statusCode).toBe(200);
    const fonts = await poppler('pdffonts', response.rawPayload);
    expect(fonts).toMatch(/\+NotoSansDevanagari-Bold\s/);
    expect(fonts).toMatch(/\+NotoSansDevanagari-Regular\s/);
    expect(fonts).toMatch(/\+NotoSansTamil-Bold\s/);
    expect(fonts).toMatch(/\+NotoSans-Regular\s/);
    // Devanagari without pre-base vowel signs comes back from the PDF as typed.
    expect(await textOf(response)).toContain('रमेश कुमार');
  });

  it("prints default garment and measurement names in the shop's language, typed names as typed", async () => {
    const hindi = await createShop(ctx);
    await ctx.database.db
      .update(stores)
      .set({ customerMessageLanguage: 'hi' })
      .where(eq(stores.id, hindi.store_id!));
    const placed = await placeOrder(ctx, hindi, {
      products: [
        { name: 'Pyjama', measurements: { Waist: '32', Length: '40', 'Nada loop': '2' } },
        { name: 'Dhoti Special', measurements: {} },
      ],
    });
    const shopCopy = await textOf(
      await get(`/api/generate_billing_pdf/${placed._id}`, hindi.token),
    );
    // The names the web shows in Hindi (newOrder.json): पायजामा, कमर, लंबाई.
    expect(shopCopy).toContain('पायजामा');
    // Each number with its unit, in the bill's language ('इंच': the font draws इ with the
    // anusvara as one glyph, which pdftotext reads back as ई).
    expect(shopCopy).toMatch(/कमर: 32 [इई]ंच/);
    expect(shopCopy).toMatch(/लंबाई: 40 [इई]ंच/);
    expect(shopCopy).not.toMatch(/Pyjama|Waist|Length/);
    expect(shopCopy).toContain('Nada loop: 2');
    expect(shopCopy).toContain('Dhoti Special');

    const customerCopy = await textOf(
      await get(`/api/generate_customer_billing_pdf/${placed._id}?token=${placed.share_token}`),
    );
    expect(customerCopy).toContain('पायजामा');
    expect(customerCopy).not.toContain('Pyjama');

    const english = await placeOrder(ctx, shop, { products: [{ name: 'Pyjama' }] });
    expect(
      await textOf(await get(`/api/generate_billing_pdf/${english._id}`, shop.token)),
    ).toContain('Pyjama');
  });

  it('sets the largest order (50 products, long notes, many measurements) over several pages', async () => {
    const measurements = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`Measure ${i + 1}`, `${30 + i}.5`]),
    );
    const placed = await placeOrder(ctx, shop, {
      products: Array.from({ length: 50 }, (_, i) => ({
        name: `Garment number ${i + 1}`,
        price: 100,
        images: 0,
        measurements,
        note: 'Stitch with care. '.repeat(50),
      })),
      order: { orderType: 'alteration' },
    });
    const response = await get(`/api/generate_billing_pdf/${placed._id}`, shop.token);
    expect(response.statusCode).toBe(200);
    const text = await textOf(response);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(5);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Garment number 50');
    expect(text).toMatch(/Total Amount\s+₹5,000\.00/);
  });

  it('makes a 5-product bill in under 150 ms of CPU time once the fonts are loaded', async () => {
    const placed = await placeOrder(ctx, shop, {
      customer: { name: 'रमेश कुमार' },
      products: Array.from({ length: 5 }, (_, i) => ({
        name: i === 0 ? 'குர்தா சட்டை' : `Kurta ${i + 1}`,
        note: 'Red border',
      })),
    });
    const make = () =>
      createShopBillPdf({
        db: ctx.database.db,
        clock: ctx.clock,
        pincodes: { entries: new Map() },
        storeId: shop.store_id!,
        orderId: placed._id,
      });
    await make();
    // CPU time, not wall time: other test files share the machine and would make wall time flaky.
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < 9; i++) {
      const startedCpu = process.cpuUsage();
      const started = performance.now();
      const file = await make();
      wall.push(performance.now() - started);
      const used = process.cpuUsage(startedCpu);
      cpu.push((used.user + used.system) / 1000);
      expect(file.pdf.length).toBeGreaterThan(1000);
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.info(
      `5-product bill with its queries: median ${median(cpu).toFixed(1)} ms CPU, ${median(wall).toFixed(1)} ms wall`,
    );
    expect(median(cpu)).toBeLessThan(150);
  });

  it("is the shopkeeper's: 403 for an employee, 401 without a token, 404 for another shop's order or an unknown id", async () => {
    const employee = await createEmployee(ctx, shop);
    const refused = await get(`/api/generate_billing_pdf/${order._id}`, employee.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: expect.any(String), code: 'PERMISSION_DENIED' });
    expect((await get(`/api/generate_billing_pdf/${order._id}`)).statusCode).toBe(401);
    const other = await createShop(ctx);
    for (const id of [order._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await get(`/api/generate_billing_pdf/${id}`, other.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
  });
});

describe('GET /api/generate_customer_billing_pdf/{orderId}?token=', () => {
  it("answers the customer copy to anyone holding the share token, with the customer's phone and address but no measurements, notes or staff", async () => {
    const response = await get(
      `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`,
    );
    expectPdfAttachment(response, `billing_${order.order_number}_customer.pdf`);
    const text = await textOf(response);
    for (const expected of [
      'Kumar Tailors',
      'Customer copy',
      'Asha Rao',
      `+91 ${secrets.mobileShown}`,
      secrets.address,
      'Sherwani',
      'Churidar',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Sherwani\s+₹1,23,456\.50/);
    expect(text).toMatch(/Total Amount\s+₹1,23,456\.51/);
    expect(text).toMatch(/Advance Payment\s+₹456\.50/);
    expect(text).toMatch(/Paid so far\s+₹1,456\.50/);
    expect(text).toMatch(/Remaining Amount\s+₹1,22,000\.01/);
    expect(text).toMatch(new RegExp(`${paidOn}\\s+Balance payment\\s+Cash\\s+₹1,000\\.00`));
    const { measurementName, measurementValue, note, tailor } = secrets;
    for (const secret of [measurementName, measurementValue, note, tailor])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('Chest');
    expect(text).not.toContain('Note:');
    expect(text).not.toContain('Tailor:');
  });

  it("answers 400 'token is required' without a token", async () => {
    for (const query of ['', '?token=', '?token=%20']) {
      const response = await get(`/api/generate_customer_billing_pdf/${order._id}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        error: 'token is required',
        code: 'VALIDATION_FAILED',
        params: { rule: 'BILLING_TOKEN_REQUIRED', field: 'token' },
      });
    }
  });

  it("answers 404 'Order not found' for another order's token, an unknown token or an unknown order", async () => {
    const another = await placeOrder(ctx, shop);
    for (const url of [
      `/api/generate_customer_billing_pdf/${order._id}?token=${another.share_token}`,
      `/api/generate_customer_billing_pdf/${another._id}?token=${order.share_token}`,
      `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}x`,
      `/api/generate_customer_billing_pdf/not-an-id?token=${order.share_token}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
  });

  it("is written in the shop's customer language, like the receipt", async () => {
    const hindiShop = await createShop(ctx);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(hindiShop.token),
      payload: { customer_message_language: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    const placed = await placeOrder(ctx, hindiShop, {
      products: [{ name: 'Pyjama', price: 900 }],
      order: { advancePayment: 300, paymentType: 'cash' },
    });
    // Labels without pre-base vowel signs, which come back from the PDF as typed.
    const bill = await textOf(
      await get(`/api/generate_customer_billing_pdf/${placed._id}?token=${placed.share_token}`),
    );
    for (const hindi of ['कीमत', 'भुगतान', 'नकद', 'पायजामा', '₹900.00'])
      expect(bill).toContain(hindi);
    for (const english of ['Customer copy', 'Total Amount', 'Price', 'Cash', 'Pending', 'Pyjama'])
      expect(bill).not.toContain(english);
    const receipt = await textOf(
      await get(`/api/generate_receipt_pdf/${placed._id}`, hindiShop.token),
    );
    expect(receipt).toContain('रसीद');
    expect(receipt).toMatch(/नकद\s+₹300\.00/);
    expect(receipt).not.toContain('RECEIPT');
  });

  it('is the link the shared order page offers', async () => {
    const shared = (await get(`/api/shared_order/${order.share_token}`)).json();
    const response = await get(shared.customer_pdf_url);
    expectPdfAttachment(response, `billing_${order.order_number}_customer.pdf`);
  });
});

describe('GET /api/generate_receipt_pdf/{orderId}', () => {
  it('answers receipt_{order number}.pdf: each payment with its date and method, then total, paid and balance', async () => {
    const response = await get(`/api/generate_receipt_pdf/${order._id}`, shop.token);
    expectPdfAttachment(response, `receipt_${order.order_number}.pdf`);
    const text = await textOf(response);
    for (const expected of [
      'RECEIPT',
      'Payments received',
      'Asha Rao',
      `+91 ${secrets.mobileShown}`,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(new RegExp(`Bill No\\.\\s+${order.order_number}\\n`));
    expect(text).toMatch(new RegExp(`Receipt Date\\s+${paidOn}`));
    expect(text).toMatch(new RegExp(`${paidOn}\\s+Advance\\s+UPI\\s+₹456\\.50`));
    expect(text).toMatch(new RegExp(`${paidOn}\\s+Balance payment\\s+Cash\\s+₹1,000\\.00`));
    expect(text).toMatch(/Total Amount\s+₹1,23,456\.51/);
    expect(text).toMatch(/Advance Payment\s+₹456\.50/);
    expect(text).toMatch(/Paid so far\s+₹1,456\.50/);
    expect(text).toMatch(/Balance\s+₹1,22,000\.01/);
    // A receipt is about money: no measurements or notes.
    expect(text).not.toContain('Chest');
    expect(text).not.toContain(secrets.note);
  });

  it('says so when nothing has been paid yet', async () => {
    const unpaid = await placeOrder(ctx, shop, { products: [{ price: 750 }] });
    const text = await textOf(await get(`/api/generate_receipt_pdf/${unpaid._id}`, shop.token));
    expect(text).toContain('No payments recorded yet.');
    expect(text).toMatch(/Balance\s+₹750\.00/);
  });

  it("is the shopkeeper's: 403 for an employee, 404 for another shop's order", async () => {
    const employee = await createEmployee(ctx, shop);
    expect((await get(`/api/generate_receipt_pdf/${order._id}`, employee.token)).statusCode).toBe(
      403,
    );
    const other = await createShop(ctx);
    const response = await get(`/api/generate_receipt_pdf/${order._id}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
  });
});

describe('the payments on a bill and a receipt', () => {
  it('lists each payment with its date, amount and mode on both copies and the receipt, never one payment type for the order', async () => {
    const documents = {
      shop: await textOf(await get(`/api/generate_billing_pdf/${order._id}`, shop.token)),
      customer: await textOf(
        await get(`/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`),
      ),
      receipt: await textOf(await get(`/api/generate_receipt_pdf/${order._id}`, shop.token)),
    };
    for (const [name, text] of Object.entries(documents)) {
      // The advance by UPI, the balance in cash: each row says how it was paid.
      expect(text, name).toMatch(new RegExp(`${paidOn}\\s+Advance\\s+UPI\\s+₹456\\.50`));
      expect(text, name).toMatch(new RegExp(`${paidOn}\\s+Balance payment\\s+Cash\\s+₹1,000\\.00`));
      expect(text, name).not.toContain('Payment Type');
    }
  });

  it('lists a card payment as card, in the shop language, with no payment type for the order', async () => {
    const hindiShop = await createShop(ctx);
    await ctx.database.db
      .update(stores)
      .set({ customerMessageLanguage: 'hi' })
      .where(eq(stores.id, hindiShop.store_id!));
    const placed = await placeOrder(ctx, hindiShop, {
      products: [{ name: 'Pyjama', price: 900 }],
      order: { advancePayment: 300, paymentType: 'upi' },
    });
    const paid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_remaining_payment/${placed._id}`,
      headers: bearer(hindiShop.token),
      payload: { remainingAmount: 600, paymentType: 'card' },
    });
    expect(paid.statusCode).toBe(200);
    const bill = await textOf(
      await get(`/api/generate_customer_billing_pdf/${placed._id}?token=${placed.share_token}`),
    );
    // Labels without pre-base vowel signs, which come back from the PDF as typed.
    expect(bill).toMatch(/UPI\s+₹300\.00/);
    // कार्ड: pdftotext reads the reph back out of order, or not at all.
    expect(bill).toMatch(/का\S*ड\s+₹600\.00/);
    expect(bill).not.toContain('भुगतान का तरीका');
  });
});
