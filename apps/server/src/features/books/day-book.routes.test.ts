import type { Cmp08, DayBook } from '@tailor/shared/books';
import type { Takings } from '@tailor/shared/takings';
import { ruleText } from '@tailor/shared/rule-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCounts } from '../../db/schema/cash-counts';
import { karigarLedger } from '../../db/schema/karigar-ledger';
import { payments } from '../../db/schema/payments';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
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

type Shop = Awaited<ReturnType<typeof createShop>>;

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
}

async function dayBookOf(shop: Shop, from: string, to: string): Promise<DayBook> {
  const response = await get(shop.token, `/reports/day-book?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DayBook>();
}

/** A ledger row at a chosen instant, as the payment flows write them. */
async function pay(
  shop: Shop,
  orderId: string,
  entry: { at: string; paise: number; kind: string; method: string },
) {
  await ctx.database.db.insert(payments).values({
    storeId: shop.store_id!,
    orderId,
    amountPaise: entry.paise,
    kind: entry.kind,
    method: entry.method,
    recordedBy: shop.user_id,
    createdAt: new Date(entry.at),
  });
}

describe('GET /api/reports/day-book', () => {
  let shop: Shop;
  let other: Shop;

  // India days: 2026-03-09 and 2026-03-10 (each from 18:30 UTC the day before).
  beforeAll(async () => {
    ctx.clock.set('2026-03-10T20:00:00+05:30');
    shop = await createShop(ctx);
    other = await createShop(ctx);
    const karigar = await createEmployee(ctx, shop, { name: 'Ravi Kumar' });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: { opening_cash: { amount: 1000, date: '2026-03-09' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ opening_cash: { amount: 1000, date: '2026-03-09' } });

    const order = await placeOrder(ctx, shop, { products: [{ price: 5000 }] });
    await ctx.database.db.delete(payments).where(eq(payments.orderId, order._id));
    // Before the opening cash's day: outside the books' cash, though the takings count it.
    await pay(shop, order._id, {
      at: '2026-03-08T10:00:00+05:30',
      paise: 99_900,
      kind: 'advance',
      method: 'cash',
    });
    // 9 March: 500 cash, 300.50 UPI, 200 card, a cash refund of 100 (written negative), wages 250 cash.
    await pay(shop, order._id, {
      at: '2026-03-09T00:00:00+05:30',
      paise: 50_000,
      kind: 'advance',
      method: 'cash',
    });
    await pay(shop, order._id, {
      at: '2026-03-09T12:00:00+05:30',
      paise: 30_050,
      kind: 'balance',
      method: 'upi',
    });
    await pay(shop, order._id, {
      at: '2026-03-09T23:59:59+05:30',
      paise: 20_000,
      kind: 'balance',
      method: 'card',
    });
    await pay(shop, order._id, {
      at: '2026-03-09T15:00:00+05:30',
      paise: -10_000,
      kind: 'refund',
      method: 'cash',
    });
    // 10 March: 400 cash; a UPI refund of 50; a 300 UPI payout; a 250 cash payout reversed.
    await pay(shop, order._id, {
      at: '2026-03-10T09:00:00+05:30',
      paise: 40_000,
      kind: 'final',
      method: 'cash',
    });
    await pay(shop, order._id, {
      at: '2026-03-10T10:00:00+05:30',
      paise: 5_000,
      kind: 'refund',
      method: 'upi',
    });
    const wage = (entryDate: string, kind: string, paise: number, method: string) =>
      ctx.database.db.insert(karigarLedger).values({
        storeId: shop.store_id!,
        employeeId: karigar.employee_id,
        kind,
        amountPaise: paise,
        entryDate,
        method,
      });
    await wage('2026-03-09', 'payout', 25_000, 'cash');
    await wage('2026-03-10', 'payout', 30_000, 'upi');
    await wage('2026-03-10', 'payout', 7_500, 'cash');
    await wage('2026-03-10', 'payout_reversal', -7_500, 'cash');
    // Another shop's money never shows.
    const theirs = await placeOrder(ctx, other, { products: [{ price: 900 }] });
    await pay(other, theirs._id, {
      at: '2026-03-09T12:00:00+05:30',
      paise: 77_700,
      kind: 'advance',
      method: 'cash',
    });
  });

  it('gives each day its receipts by mode, refunds, payouts and the cash at its end', async () => {
    const book = await dayBookOf(shop, '2026-03-08', '2026-03-10');
    expect(book.opening_cash).toEqual({ amount: 1000, date: '2026-03-09' });
    expect(book.days).toEqual([
      expect.objectContaining({
        day: '2026-03-08',
        receipts: { cash: 999, upi: 0, card: 0, total: 999 },
        opening_cash: null,
        closing_cash: null,
      }),
      {
        day: '2026-03-09',
        receipts: { cash: 500, upi: 300.5, card: 200, total: 1000.5 },
        refunds: 100,
        cash_refunds: 100,
        karigar_payouts: 250,
        cash_karigar_payouts: 250,
        // 1000 + 500 − 100 − 250
        opening_cash: 1000,
        closing_cash: 1150,
        counted_cash: null,
        difference: null,
      },
      expect.objectContaining({
        day: '2026-03-10',
        receipts: { cash: 400, upi: 0, card: 0, total: 400 },
        refunds: 50,
        cash_refunds: 0,
        karigar_payouts: 300,
        cash_karigar_payouts: 0,
        opening_cash: 1150,
        closing_cash: 1550,
      }),
    ]);
    expect(book.totals).toEqual({
      receipts: { cash: 1899, upi: 300.5, card: 200, total: 2399.5 },
      refunds: 150,
      karigar_payouts: 550,
    });
  });

  it('carries the cash from before the range into its first day', async () => {
    const book = await dayBookOf(shop, '2026-03-10', '2026-03-10');
    expect(book.days[0]).toMatchObject({ opening_cash: 1150, closing_cash: 1550 });
  });

  it('agrees with the takings page on the same days, per method', async () => {
    for (const [from, to] of [
      ['2026-03-08', '2026-03-10'],
      ['2026-03-09', '2026-03-09'],
      ['2026-03-10', '2026-03-10'],
    ]) {
      const book = await dayBookOf(shop, from!, to!);
      const response = await get(shop.token, `/takings?from=${from}&to=${to}`);
      const takings = response.json<Takings>();
      for (const method of takings.by_method)
        expect(book.totals.receipts[method.method], `${from}..${to} ${method.method}`).toBe(
          method.received,
        );
      expect(book.totals.receipts.total).toBe(takings.total.received);
      expect(book.totals.refunds).toBe(takings.total.refunded);
    }
  });

  it('keeps the counted cash of a day with the difference, replaces it, and removes it', async () => {
    const count = (counted: number | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/reports/day-book/cash-count',
        headers: bearer(shop.token),
        payload: { day: '2026-03-09', counted },
      });
    const first = await count(1100);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DayBook>().days[0]).toMatchObject({
      closing_cash: 1150,
      counted_cash: 1100,
      difference: -50,
    });
    await count(1175.25);
    const book = await dayBookOf(shop, '2026-03-09', '2026-03-10');
    expect(book.days[0]).toMatchObject({ counted_cash: 1175.25, difference: 25.25 });
    // The books go on from their own figure.
    expect(book.days[1]).toMatchObject({ opening_cash: 1150, counted_cash: null });
    expect(await dayBookOf(other, '2026-03-09', '2026-03-09')).toMatchObject({
      days: [{ counted_cash: null, receipts: { cash: 777 } }],
    });
    await count(null);
    expect((await dayBookOf(shop, '2026-03-09', '2026-03-09')).days[0]!.counted_cash).toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(cashCounts)
      .where(eq(cashCounts.storeId, shop.store_id!));
    expect(rows).toEqual([]);
  });

  it('refuses a negative count and a range the wrong way round', async () => {
    const negative = await ctx.app.inject({
      method: 'PUT',
      url: '/api/reports/day-book/cash-count',
      headers: bearer(shop.token),
      payload: { day: '2026-03-09', counted: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toBeTruthy();
    const backwards = await get(shop.token, '/reports/day-book?from=2026-03-10&to=2026-03-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(ruleText('TAKINGS_END_BEFORE_START'));
  });

  it('gives the same figures as CSV', async () => {
    const response = await get(shop.token, '/reports/day-book.csv?from=2026-03-09&to=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^date,cash_received,upi_received,card_received,total_received,refunds/,
    );
    expect(lines[1]).toBe(
      '2026-03-09,500.00,300.50,200.00,1000.50,100.00,100.00,250.00,250.00,1000.00,1150.00,,',
    );
    expect(lines).toHaveLength(3);
  });
});

describe('GET /api/reports/cmp08', () => {
  const DELHI_GSTIN = '07AAPFU0939F1ZX';

  it('gives a composition shop’s quarter: its bills of supply’s turnover with notes, and the tax at its rate', async () => {
    ctx.clock.set('2026-05-10T12:00:00+05:30');
    const shop = await createShop(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: { gstin: DELHI_GSTIN, gst_scheme: 'composition' },
    });
    const bill = async (price: number) => {
      const order = await placeOrder(ctx, shop, { products: [{ price }] });
      const response = await get(shop.token, `/generate_billing_pdf/${order._id}`);
      expect(response.statusCode).toBe(200);
      return order;
    };
    await bill(1000);
    await bill(2000.5);
    // Billed, then cancelled in the quarter: a credit note of all of it.
    const cancelled = await bill(450);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel_order',
      headers: bearer(shop.token),
      payload: { order_id: cancelled._id },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    ctx.clock.set('2026-07-01T12:00:00+05:30');
    await bill(700); // the next quarter
    const response = await get(shop.token, '/reports/cmp08?financial_year=2026&quarter=1');
    expect(response.statusCode, response.body).toBe(200);
    const cmp08 = response.json<Cmp08>();
    expect(cmp08).toMatchObject({
      from: '2026-04-01',
      to: '2026-06-30',
      rate: 6,
      bills: 3,
      // 1000 + 2000.50 + 450 − 450
      turnover: 3000.5,
      // 3000.50 × 6% = 180.03, halved with the odd paisa to SGST
      tax: 180.03,
      cgst: 90.01,
      sgst: 90.02,
    });
    const q2 = (
      await get(shop.token, '/reports/cmp08?financial_year=2026&quarter=2')
    ).json<Cmp08>();
    expect(q2).toMatchObject({
      from: '2026-07-01',
      to: '2026-09-30',
      bills: 1,
      turnover: 700,
      tax: 42,
    });
    const q4 = (
      await get(shop.token, '/reports/cmp08?financial_year=2026&quarter=4')
    ).json<Cmp08>();
    expect(q4).toMatchObject({
      from: '2027-01-01',
      to: '2027-03-31',
      bills: 0,
      turnover: 0,
      tax: 0,
    });
    const bad = await get(shop.token, '/reports/cmp08?financial_year=2026&quarter=5');
    expect(bad.statusCode).toBe(400);
  });
});
