import type { Gstr1Answer } from '@tailor/shared/books';
import { ruleText } from '@tailor/shared/rule-codes';
import type { Order } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';

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

describe('GET /api/reports/gstr1', () => {
  let shop: Shop;

  // June 2026: a B2B invoice to Maharashtra, B2C invoices in Delhi (the shop's state) and Goa,
  // and a credit note for a cancelled Delhi invoice; May's invoice and July's stay out.
  beforeAll(async () => {
    shop = await createShop(ctx);
    await send(shop, 'PUT', '/settings', { gstin: DELHI_GSTIN });
    const bill = async (order: Order) =>
      expect((await send(shop, 'GET', `/generate_billing_pdf/${order._id}`)).statusCode).toBe(200);
    ctx.clock.set('2026-05-31T12:00:00+05:30');
    await bill(await placeOrder(ctx, shop, { products: [{ price: 999 }] }));
    ctx.clock.set('2026-06-02T12:00:00+05:30');
    const b2b = await placeOrder(ctx, shop, { products: [{ price: 2100 }] });
    await send(shop, 'PUT', `/customers/${b2b.customer_id}`, {
      name: b2b.customer_name,
      relation: 'self',
      gstin: MAHARASHTRA_GSTIN,
    });
    await bill(b2b);
    await bill(await placeOrder(ctx, shop, { products: [{ price: 1050 }, { price: 525 }] }));
    const goa = await placeOrder(ctx, shop, {
      customer: { address: '7 Fontainhas, Panaji, Goa 403001' },
      products: [{ price: 840 }],
    });
    await bill(goa);
    const cancelled = await placeOrder(ctx, shop, { products: [{ price: 210 }] });
    await bill(cancelled);
    ctx.clock.set('2026-06-20T12:00:00+05:30');
    expect(
      (await send(shop, 'POST', '/cancel_order', { order_id: cancelled._id })).statusCode,
    ).toBe(200);
    ctx.clock.set('2026-07-01T12:00:00+05:30');
    await bill(await placeOrder(ctx, shop, { products: [{ price: 400 }] }));
  });

  it('lays the month out as the offline tool does, its totals those of the invoices and the note', async () => {
    const response = await send(shop, 'GET', '/reports/gstr1?month=2026-06');
    expect(response.statusCode, response.body).toBe(200);
    const gstr1 = response.json<Gstr1Answer>();
    if (gstr1.return !== 'GSTR-1') throw new Error('expected GSTR-1');
    expect(gstr1).toMatchObject({ gstin: DELHI_GSTIN, fp: '062026' });
    expect(gstr1.b2b).toEqual([
      {
        ctin: MAHARASHTRA_GSTIN,
        inv: [
          {
            inum: '2026-27/0002',
            idt: '02-06-2026',
            val: 2100,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { txval: 2000, rt: 5, iamt: 100, camt: 0, samt: 0, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(gstr1.b2cl).toEqual([]);
    // Delhi: 1575 + 210 invoiced, 210 credited: 1575 = 1500 + 37.50 + 37.50. Goa: 840 = 800 + 40 IGST.
    expect(gstr1.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        pos: '07',
        typ: 'OE',
        rt: 5,
        txval: 1500,
        iamt: 0,
        camt: 37.5,
        samt: 37.5,
        csamt: 0,
      },
      {
        sply_ty: 'INTER',
        pos: '30',
        typ: 'OE',
        rt: 5,
        txval: 800,
        iamt: 40,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ]);
    expect(gstr1.cdnr).toEqual([]);
    expect(gstr1.cdnur).toEqual([]);
    expect(gstr1.hsn.data).toEqual([
      {
        num: 1,
        hsn_sc: '9988',
        desc: 'Tailoring services',
        uqc: 'NA',
        qty: 0,
        rt: 5,
        // 2100 + 1575 + 840 + 210 − 210
        val: 4515,
        txval: 4300,
        iamt: 140,
        camt: 37.5,
        samt: 37.5,
        csamt: 0,
      },
    ]);
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          { num: 1, from: '2026-27/0002', to: '2026-27/0005', totnum: 4, cancel: 0, net_issue: 4 },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: 'CN/2026-27/0001',
            to: 'CN/2026-27/0001',
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
    ]);
  });

  it('reports a note against a B2B invoice in cdnr, by the customer’s GSTIN', async () => {
    ctx.clock.set('2026-08-05T12:00:00+05:30');
    const order = await placeOrder(ctx, shop, { products: [{ price: 1050 }] });
    await send(shop, 'PUT', `/customers/${order.customer_id}`, {
      name: order.customer_name,
      relation: 'self',
      gstin: MAHARASHTRA_GSTIN,
    });
    await send(shop, 'GET', `/generate_billing_pdf/${order._id}`);
    await send(shop, 'POST', '/cancel_order', { order_id: order._id });
    const gstr1 = (await send(shop, 'GET', '/reports/gstr1?month=2026-08')).json<Gstr1Answer>();
    if (gstr1.return !== 'GSTR-1') throw new Error('expected GSTR-1');
    expect(gstr1.cdnr).toEqual([
      {
        ctin: MAHARASHTRA_GSTIN,
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: 'CN/2026-27/0002',
            nt_dt: '05-08-2026',
            val: 1050,
            pos: '27',
            itms: [
              { num: 1, itm_det: { txval: 1000, rt: 5, iamt: 50, camt: 0, samt: 0, csamt: 0 } },
            ],
          }),
        ],
      },
    ]);
    const csv = await send(shop, 'GET', '/reports/gstr1.csv?month=2026-08&section=cdnr');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[1]).toBe(
      `${MAHARASHTRA_GSTIN},CN/2026-27/0002,05-08-2026,C,27,1050.00,5,1000.00,50.00,0.00,0.00`,
    );
  });

  it('gives each section as CSV', async () => {
    const csv = await send(shop, 'GET', '/reports/gstr1.csv?month=2026-06&section=b2cs');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('gstr1-2026-06-b2cs.csv');
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Type,Supply Type,Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax',
      'OE,INTRA,07,5,1500.00,0.00,37.50,37.50',
      'OE,INTER,30,5,800.00,40.00,0.00,0.00',
    ]);
  });

  it('refuses a month that is not YYYY-MM and an unknown section', async () => {
    const month = await send(shop, 'GET', '/reports/gstr1?month=2026-6');
    expect(month.statusCode).toBe(400);
    expect(month.json().error).toBe(ruleText('GSTR1_MONTH'));
    const section = await send(shop, 'GET', '/reports/gstr1.csv?month=2026-06&section=b2x');
    expect(section.statusCode).toBe(400);
    expect(section.json().error).toBe(ruleText('GSTR1_SECTION'));
  });

  it('gives a composition shop its quarter’s CMP-08 instead', async () => {
    const composition = await createShop(ctx);
    await send(composition, 'PUT', '/settings', { gstin: DELHI_GSTIN, gst_scheme: 'composition' });
    const answer = (
      await send(composition, 'GET', '/reports/gstr1?month=2026-08')
    ).json<Gstr1Answer>();
    expect(answer).toMatchObject({ return: 'CMP-08', financial_year: 2026, quarter: 2 });
    const csv = await send(composition, 'GET', '/reports/gstr1.csv?month=2026-08&section=b2b');
    expect(csv.statusCode).toBe(400);
  });
});
