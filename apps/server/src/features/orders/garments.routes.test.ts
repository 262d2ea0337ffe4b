import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Garment } from '@tailor/shared/garments';
import { TAG_CODE_PATTERN } from '@tailor/shared/garments-rules';
import type { OrderWork } from '@tailor/shared/karigars';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garmentSteps } from '../../db/schema/garment-steps';
import { karigarLedger } from '../../db/schema/karigar-ledger';
import { insertImages, placeOrder } from '../../../test/order-fixtures';
import { rowsOf } from '../../../test/query-plans';
import { readQrCodeOfPdf } from '../../../test/qr-reader';
import {
  callApi,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

const run = promisify(execFile);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return callApi(ctx, token, method, url, payload, headers);
}

const scan = (token: string, tag: string, stage: string, headers: Record<string, string> = {}) =>
  call(token, 'POST', `/garments/${tag}/stage`, { stage }, headers);

async function scanned(token: string, tag: string, stage: string): Promise<Garment> {
  const response = await scan(token, tag, stage);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Garment>();
}

async function orderOf(shop: Shop, orderId: string): Promise<OrderDetail> {
  const response = await call(shop.token, 'GET', `/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

const tagsOf = (order: Order) => order.order.products.map((line) => line.tag_code!);

async function pdfText(pdf: Buffer, tool = 'pdftotext', args = ['-layout']): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tsm-tags-'));
  try {
    const file = path.join(dir, 'tags.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function setRate(shop: Shop, garment: string, stage: string, rate: number) {
  const response = await call(shop.token, 'PUT', '/karigar-rates', { garment, stage, rate });
  expect(response.statusCode, response.body).toBe(200);
}

describe('tags', () => {
  it('gives every garment of an order a code of its own, kept on the order and on lines added later', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse' }, { name: 'Kurta' }, { name: 'Salwar' }],
    });
    const tags = tagsOf(order);
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toMatch(TAG_CODE_PATTERN);
    expect(new Set(tags).size).toBe(3);
    const detail = await orderOf(shop, order._id);
    expect(detail.order.products.map((line) => [line.tag_code, line.stage])).toEqual(
      tags.map((tag) => [tag, null]),
    );

    const edit = await call(shop.token, 'POST', '/update_order', {
      order_id: order._id,
      order: {
        addProducts: [
          {
            product: { name: 'Dupatta' },
            price: 300,
            measurements: {},
            note: null,
            assigned_to: null,
            uploadedImages: await insertImages(ctx, shop.store_id!, 1),
          },
        ],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const added = edit.json<Order>().order.products.find((line) => line.product.name === 'Dupatta');
    expect(added?.tag_code).toMatch(TAG_CODE_PATTERN);
    expect(tags).not.toContain(added?.tag_code);
  });

  it('keeps a code free in its shop when lines are written at once without a shop set, as a restore does', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 500 }] });
    const tagsOfOrder = async () =>
      (
        await rowsOf<{ tag_code: string }>(
          ctx.database,
          'select tag_code from order_products where order_id = $1 order by position',
          [order._id],
        )
      ).map((row) => row.tag_code);
    const [taken] = await tagsOfOrder();
    // Three more lines in one statement, each asking for the code the first line has, in the
    // replication mode a bulk copy uses (ordinary triggers off) and with no shop set. Each
    // statement goes on its own: Citus would send a worker the whole text a SET LOCAL came in.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await tx.execute(sql`
        insert into order_products (store_id, order_id, order_number, order_status, position, name,
                                    price_paise, measurements, tag_code)
          select ${shop.store_id}::uuid, ${order._id}::uuid, ${order.order_number}::int, 'Pending',
                 1 + g, 'Shirt', 50000, '{}'::json, ${taken}
          from generate_series(1, 3) g`);
    });
    const tags = await tagsOfOrder();
    expect(tags).toHaveLength(4);
    expect(tags[0]).toBe(taken);
    expect(new Set(tags).size).toBe(4);
    for (const tag of tags) expect(tag).toMatch(TAG_CODE_PATTERN);
  });

  it('prints an A4 sheet of tags in the shop language, whose QR opens the garment', async () => {
    const shop = await createShop(ctx, { shop_name: 'Rao Tailors' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Meena Sharma' },
      products: [{ name: 'Silk Blouse' }],
    });
    const [tag] = tagsOf(order);
    const response = await call(shop.token, 'GET', `/orders/${order._id}/tags.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tags_${order.order_number}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Rao Tailors');
    expect(text).toContain('Silk Blouse');
    expect(text).toContain(`Order ${order.order_number} · Meena`);
    expect(text).not.toContain('Sharma');
    expect(text).toContain(tag);
    expect(text).toMatch(/Due \d\d [A-Z][a-z]{2} \d{4}/);
    const info = await pdfText(response.rawPayload, 'pdfinfo', []);
    expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
    expect(await readQrCodeOfPdf(response.rawPayload)).toBe(`http://shop.test/g/${tag}`);
  });

  it('prints one 58 mm thermal label a garment when the shop chose the thermal roll, in Hindi', async () => {
    const shop = await createShop(ctx);
    const settings = await call(shop.token, 'PUT', '/settings', {
      tag_sheet: 'thermal58',
      customer_message_language: 'hi',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ tag_sheet: 'thermal58', complete_when_ready: true });
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Kurta' }, { name: 'Pyjama' }],
    });
    const response = await call(shop.token, 'GET', `/orders/${order._id}/tags.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const info = await pdfText(response.rawPayload, 'pdfinfo', []);
    expect(info).toMatch(/Pages:\s+2\n/);
    expect(info).toMatch(/Page size:\s+164\.4\d* x 113\.3\d* pts/);
    const text = await pdfText(response.rawPayload);
    // Devanagari as pdftotext gives it back: in the glyphs' visual order ('ऑडर्र' for 'ऑर्डर').
    expect(text).toMatch(new RegExp(`[\u0900-\u097f]+ ${order.order_number} · Asha`));
    for (const tag of tagsOf(order)) expect(text).toContain(tag);
    expect(await readQrCodeOfPdf(response.rawPayload)).toBe(
      `http://shop.test/g/${tagsOf(order)[0]}`,
    );
  });

  it("refuses another shop's order and a paper that is not offered", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const foreign = await call(other.token, 'GET', `/orders/${order._id}/tags.pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND');
    const paper = await call(shop.token, 'PUT', '/settings', { tag_sheet: 'a5' });
    expect(paper.statusCode).toBe(400);
    expect(paper.json().error).toContain(
      'Choose the tag paper: A4 label sheet or 58 mm thermal roll',
    );
  });
});

describe('a garment by its tag', () => {
  it('shows the garment with its order, first name, measurements, assignee and next step', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Meena Sharma' },
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id, note: 'Deep back' }],
    });
    const [tag] = tagsOf(order);
    const response = await call(shop.token, 'GET', `/garments/${tag!.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Garment>()).toMatchObject({
      tag_code: tag,
      name: 'Blouse',
      order_id: order._id,
      order_number: order.order_number,
      customer_first_name: 'Meena',
      measurements: { Chest: '38', Length: '42.5' },
      note: 'Deep back',
      assigned_to: { _id: ravi.employee_id, name: 'Ravi' },
      stage: null,
      next_stage: 'received',
      steps: [],
    });
    expect(response.json<Garment>().uploadedImages).toHaveLength(1);
  });

  it("answers 404 for another shop's tag and an unknown one, and 400 for what is no tag", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const [tag] = tagsOf(await placeOrder(ctx, shop));
    for (const response of [
      await call(other.token, 'GET', `/garments/${tag}`),
      await scan(other.token, tag!, 'received'),
      await call(shop.token, 'GET', `/garments/${tag === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'GARMENT_NOT_FOUND',
        error: 'Garment not found: no garment of this shop has this tag',
      });
    }
    const [steps] = await Promise.all([
      ctx.database.db.select().from(garmentSteps).where(eq(garmentSteps.storeId, shop.store_id!)),
    ]);
    expect(steps).toEqual([]);
    for (const bad of ['ABC', 'ABCDE0', 'ABCDEFG']) {
      const response = await call(shop.token, 'GET', `/garments/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toContain(
        'A garment tag is 6 letters and digits, such as K7M2QX',
      );
    }
  });

  it('lets an employee reach the garments of the orders they work on, and no other', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const suresh = await createEmployee(ctx, shop, { name: 'Suresh' });
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id }, { name: 'Petticoat' }],
    });
    const [blouse, petticoat] = tagsOf(order);
    // The order is Ravi's work: both its garments are his to see and scan.
    expect((await call(ravi.token, 'GET', `/garments/${petticoat}`)).statusCode).toBe(200);
    expect((await scanned(ravi.token, blouse!, 'received')).stage).toBe('received');
    const outside = [
      await call(suresh.token, 'GET', `/garments/${blouse}`),
      await scan(suresh.token, blouse!, 'cutting'),
      await call(suresh.token, 'GET', `/orders/${order._id}/tags.pdf`),
    ];
    expect(outside.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await call(shop.token, 'GET', `/garments/${blouse}`)).json<Garment>().stage).toBe(
      'received',
    );
  });
});

describe('a scan at every step', () => {
  it('records each step with who and when, once, and offers the next', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id }],
    });
    const [tag] = tagsOf(order);
    await scanned(shop.token, tag!, 'received');
    ctx.clock.advance(60_000);
    const garment = await scanned(ravi.token, tag!, 'cutting');
    expect(garment.stage).toBe('cutting');
    expect(garment.next_stage).toBe('stitching');
    expect(garment.steps.map((step) => [step.stage, step.by?.name])).toEqual([
      ['received', expect.any(String)],
      ['cutting', 'Ravi'],
    ]);
    expect(
      Date.parse(garment.steps[1]!.at) - Date.parse(garment.steps[0]!.at),
    ).toBeGreaterThanOrEqual(60_000);
    // The same step scanned again (a second look at the label) is kept once.
    expect((await scanned(ravi.token, tag!, 'cutting')).steps).toHaveLength(2);
    const detail = await orderOf(shop, order._id);
    expect(detail.order.products[0]).toMatchObject({ tag_code: tag, stage: 'cutting' });
  });

  it('refuses a step that is not one, and a garment of a cancelled order', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const [tag] = tagsOf(order);
    const wrong = await scan(shop.token, tag!, 'ironing');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain(
      'Choose the step: received, cutting, stitching, finishing, trial or ready',
    );
    const cancel = await call(shop.token, 'POST', '/cancel_order', { order_id: order._id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const closed = await scan(shop.token, tag!, 'received');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'GARMENT_ORDER_CANCELLED' });
  });

  it("credits the karigar's step rate once, as marking the step does, reversible by the owner or the karigar only", async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    await setRate(shop, 'Blouse', 'stitching', 120);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id }, { name: 'Blouse' }],
    });
    const [blouse, unassigned] = tagsOf(order);
    await scanned(shop.token, blouse!, 'stitching');
    await scanned(ravi.token, blouse!, 'finishing');
    // Back to stitching for a fix, scanned twice: the step was paid already.
    await scanned(shop.token, blouse!, 'stitching');
    await scanned(shop.token, blouse!, 'stitching');
    // A garment without a karigar takes its steps and owes nothing.
    await scanned(shop.token, unassigned!, 'stitching');
    const credits = () =>
      ctx.database.db.select().from(karigarLedger).where(eq(karigarLedger.orderId, order._id));
    expect((await credits()).map((row) => [row.kind, row.stage, row.amountPaise])).toEqual([
      ['credit', 'stitching', 12_000],
    ]);
    // The same credit POST /karigar-work shows and marks: done by Ravi, his and the owner's to undo.
    const work = await call(ravi.token, 'GET', `/orders/${order._id}/karigar-work`);
    expect(work.json<OrderWork>().products[0]!.steps).toEqual([
      {
        stage: 'stitching',
        rate: 120,
        done: true,
        done_by: { _id: ravi.employee_id, name: 'Ravi' },
        amount: 120,
        changeable: true,
      },
    ]);
    const undo = await call(ravi.token, 'POST', '/karigar-work', {
      product_id: order.order.products[0]!._id,
      stage: 'stitching',
      done: false,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await credits()).map((row) => [row.kind, row.amountPaise])).toEqual([
      ['credit', 12_000],
      ['credit_reversal', -12_000],
    ]);
  });

  it('keeps a scan retried with the same Idempotency-Key once, answering as the first time', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const [tag] = tagsOf(order);
    const key = { 'idempotency-key': `scan-${tag}` };
    await scanned(shop.token, tag!, 'received');
    const first = await scan(shop.token, tag!, 'cutting', key);
    // Between the retries the garment moves on; the retry still records nothing.
    await scanned(shop.token, tag!, 'stitching');
    const retry = await scan(shop.token, tag!, 'cutting', key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const steps = await ctx.database.db
      .select({ stage: garmentSteps.stage })
      .from(garmentSteps)
      .where(eq(garmentSteps.orderId, order._id));
    expect(steps.map((step) => step.stage).sort()).toEqual(['cutting', 'received', 'stitching']);
    expect((await orderOf(shop, order._id)).order.products[0]!.stage).toBe('stitching');
  });

  it('completes the order when its last garment is scanned ready, unless the shop turned that off', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Blouse', assigned_to: ravi.employee_id },
        { name: 'Petticoat', assigned_to: ravi.employee_id },
      ],
    });
    const [blouse, petticoat] = tagsOf(order);
    const first = await scanned(ravi.token, blouse!, 'ready');
    expect(first).toMatchObject({ order_completed: false, order_status: order.status });
    const last = await scanned(ravi.token, petticoat!, 'ready');
    expect(last).toMatchObject({ order_completed: true, order_status: 'Completed' });
    const detail = await orderOf(shop, order._id);
    expect(detail.status).toBe('Completed');
    expect(detail.status_history.at(-1)).toMatchObject({
      from: order.status,
      to: 'Completed',
    });

    const off = await call(shop.token, 'PUT', '/settings', { complete_when_ready: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().complete_when_ready).toBe(false);
    const kept = await placeOrder(ctx, shop, { products: [{ name: 'Kurta' }] });
    const garment = await scanned(shop.token, tagsOf(kept)[0]!, 'ready');
    expect(garment).toMatchObject({ order_completed: false, order_status: kept.status });
    expect((await orderOf(shop, kept._id)).status).toBe(kept.status);
  });
});

describe("the customer's tracking page", () => {
  it("shows each garment's step, and no one's name who did it, within its 30 KB", async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravindra' });
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id }, { name: 'Lehenga' }],
    });
    const [blouse] = tagsOf(order);
    await scanned(ravi.token, blouse!, 'stitching');
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared_order/${order.share_token}`,
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().order).toMatchObject({
      products: ['Blouse', 'Lehenga'],
      product_stages: ['stitching', null],
    });
    expect(json.body).not.toContain('Ravindra');
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/shared_order/${order.share_token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<b>Blouse<\/b><span class="muted stage">Stitching<\/span>/);
    expect(page.body).toMatch(/<b>Lehenga<\/b><\/li>/);
    expect(page.body).not.toContain('Ravindra');
    expect(page.rawPayload.length).toBeLessThan(30 * 1024);
  });
});
