import type { Order } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { placeOrder } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { xmlText } from './tally.service';

const DELHI_GSTIN = '07AAPFU0939F1ZX';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

function send(shop: Shop, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: bearer(shop.token), payload });
}

/** The XML parsed strictly: a document with a parse error fails the test. */
function parseXml(xml: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  // The parser forgives a bare '&'; XML does not.
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  return document;
}

interface XmlElement {
  getElementsByTagName(tag: string): ArrayLike<{ textContent: string | null }>;
}

const textOf = (element: XmlElement, tag: string) =>
  element.getElementsByTagName(tag)[0]?.textContent ?? null;

describe('GET /api/exports/tally.xml', () => {
  let shop: Shop;
  let b2b: Order;

  beforeAll(async () => {
    ctx.clock.set('2026-06-10T12:00:00+05:30');
    shop = await createShop(ctx, { shop_name: 'Kumar & Sons <Tailors>' });
    expect(
      (
        await send(shop, 'PUT', '/settings', {
          gstin: DELHI_GSTIN,
          tally_ledgers: { sales: 'Stitching Income', upi: 'HDFC UPI' },
        })
      ).statusCode,
    ).toBe(200);
    const bill = async (order: Order) =>
      expect((await send(shop, 'GET', `/generate_billing_pdf/${order._id}`)).statusCode).toBe(200);
    // Billed before the period: out of it, though its receipt below is in.
    const early = await placeOrder(ctx, shop, { products: [{ price: 400 }] });
    await bill(early);
    ctx.clock.set('2026-06-15T12:00:00+05:30');
    const b2c = await placeOrder(ctx, shop, {
      products: [{ price: 1050 }],
      order: { advancePayment: 500, paymentType: 'cash' },
    });
    await bill(b2c);
    b2b = await placeOrder(ctx, shop, {
      customer: { name: 'Patil "Garments" & Co' },
      products: [{ price: 2100 }],
      order: { advancePayment: 1000, paymentType: 'upi' },
    });
    expect(
      (
        await send(shop, 'PUT', `/customers/${b2b.customer_id}`, {
          name: b2b.customer_name,
          relation: 'self',
          gstin: MAHARASHTRA_GSTIN,
        })
      ).statusCode,
    ).toBe(200);
    await bill(b2b);
    // Cancelled after billing with its advance refunded: a credit note and a refund.
    const cancelled = await send(shop, 'POST', '/cancel_order', {
      order_id: b2c._id,
      paid_money: 'refund',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const collected = await send(shop, 'PUT', `/update_remaining_payment/${early._id}`, {
      remainingAmount: 400,
      paymentType: 'card',
    });
    expect(collected.statusCode, collected.body).toBe(200);
    // The ledger stamps payments with the database's clock: moved into the period.
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date('2026-06-20T12:00:00+05:30') })
      .where(eq(payments.storeId, shop.store_id!));
    ctx.clock.set('2026-07-01T12:00:00+05:30');
    await bill(await placeOrder(ctx, shop, { products: [{ price: 300 }] }));
  });

  it('writes a well-formed TallyPrime envelope with one voucher per invoice, note, receipt and refund of the period', async () => {
    const response = await send(shop, 'GET', '/exports/tally.xml?from=2026-06-15&to=2026-06-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain('tally-2026-06-15-2026-06-30.xml');
    const document = parseXml(response.body);
    const root = document.documentElement;
    expect(root.tagName).toBe('ENVELOPE');
    expect(textOf(root, 'TALLYREQUEST')).toBe('Import Data');
    expect(textOf(root, 'SVCURRENTCOMPANY')).toBe('Kumar & Sons <Tailors>');
    const path = ['HEADER', 'BODY', 'IMPORTDATA', 'REQUESTDATA', 'TALLYMESSAGE', 'VOUCHER'];
    for (const tag of path) expect(root.getElementsByTagName(tag).length, tag).toBeGreaterThan(0);

    const vouchers = [...root.getElementsByTagName('VOUCHER')].map((voucher) => ({
      type: textOf(voucher, 'VOUCHERTYPENAME'),
      number: textOf(voucher, 'VOUCHERNUMBER'),
      date: textOf(voucher, 'DATE'),
      party: textOf(voucher, 'PARTYLEDGERNAME'),
      gstin: textOf(voucher, 'PARTYGSTIN'),
      entries: [...voucher.getElementsByTagName('ALLLEDGERENTRIES.LIST')].map((entry) => ({
        ledger: textOf(entry, 'LEDGERNAME'),
        debit: textOf(entry, 'ISDEEMEDPOSITIVE') === 'Yes',
        amount: Number(textOf(entry, 'AMOUNT')),
      })),
    }));
    // Two invoices, one credit note; receipts: two advances and the early order's card payment; one refund.
    expect(vouchers.map((v) => `${v.type} ${v.number}`).sort()).toEqual(
      [
        'Sales 2026-27/0002',
        'Sales 2026-27/0003',
        'Credit Note CN/2026-27/0001',
        ...vouchers.filter((v) => v.type === 'Receipt').map((v) => `Receipt ${v.number}`),
        ...vouchers.filter((v) => v.type === 'Payment').map((v) => `Payment ${v.number}`),
      ].sort(),
    );
    expect(vouchers.filter((v) => v.type === 'Receipt')).toHaveLength(3);
    expect(vouchers.filter((v) => v.type === 'Payment')).toHaveLength(1);
    expect(new Set(vouchers.map((v) => v.number)).size).toBe(vouchers.length);

    for (const voucher of vouchers) {
      // Balanced: debits (negative, deemed positive) and credits add up to nothing, to the paisa.
      const paise = voucher.entries.reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
      expect(paise, voucher.number!).toBe(0);
      for (const entry of voucher.entries) expect(entry.amount < 0).toBe(entry.debit);
      expect(voucher.date).toMatch(/^202606\d\d$/);
    }

    const b2bSale = vouchers.find((v) => v.number === '2026-27/0003')!;
    expect(b2bSale).toMatchObject({ party: 'Patil "Garments" & Co', gstin: MAHARASHTRA_GSTIN });
    // 2100 at 5% to another state: 2000 taxable, 100 IGST.
    expect(b2bSale.entries).toEqual([
      { ledger: 'Patil "Garments" & Co', debit: true, amount: -2100 },
      { ledger: 'Stitching Income', debit: false, amount: 2000 },
      { ledger: 'Output IGST', debit: false, amount: 100 },
    ]);
    const b2cSale = vouchers.find((v) => v.number === '2026-27/0002')!;
    expect(b2cSale.party).toBe('Customers');
    expect(b2cSale.entries.map((e) => e.ledger)).toEqual([
      'Customers',
      'Stitching Income',
      'Output CGST',
      'Output SGST',
    ]);
    const credit = vouchers.find((v) => v.type === 'Credit Note')!;
    expect(credit.entries[0]).toEqual({ ledger: 'Customers', debit: false, amount: 1050 });
    const upi = vouchers.find((v) => v.type === 'Receipt' && v.party === 'Patil "Garments" & Co')!;
    expect(upi.entries).toEqual([
      { ledger: 'HDFC UPI', debit: true, amount: -1000 },
      { ledger: 'Patil "Garments" & Co', debit: false, amount: 1000 },
    ]);
    const refund = vouchers.find((v) => v.type === 'Payment')!;
    expect(refund.entries).toEqual([
      { ledger: 'Cash', debit: false, amount: 500 },
      { ledger: 'Customers', debit: true, amount: -500 },
    ]);
  });

  it('refuses a period without dates or the wrong way round', async () => {
    const missing = await send(shop, 'GET', '/exports/tally.xml?from=2026-06-15');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBeTruthy();
    const backwards = await send(shop, 'GET', '/exports/tally.xml?from=2026-06-15&to=2026-06-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('escapes every character XML gives meaning to', () => {
    expect(xmlText(`a&b<c>"d'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
