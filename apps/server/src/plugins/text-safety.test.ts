import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/customers';
import { orderBody, postOrder } from '../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../test/test-app';
import { findUnsafeText } from './text-safety';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
});
afterAll(() => ctx.close());

const message = (field: string) => ({
  error: `${field}: text may not contain NUL or broken Unicode characters`,
  code: 'UNSAFE_TEXT',
  params: { field },
});

describe('NUL and lone surrogates in text', () => {
  it('refuses a NUL in a JSON body field with 400, storing nothing', async () => {
    const body = await orderBody(ctx, shop.store_id!, { customer: { name: 'Asha\u0000Rao' } });
    const response = await postOrder(ctx, shop.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message('customer.name'));
    const stored = await ctx.database.db.select().from(customers);
    expect(stored.some((c) => c.mobileNo === body.customer.mobile_no)).toBe(false);
  });

  it('refuses a lone surrogate deep in a JSON body', async () => {
    const body = await orderBody(ctx, shop.store_id!);
    // JSON.stringify would escape it as \\ud800, which JSON.parse turns back into the lone half.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_order',
      headers: { ...bearer(shop.token), 'content-type': 'application/json' },
      payload: JSON.stringify(body).replace('"Chest"', '"Che\\ud800st"'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message('order.products[0].measurements (a field name)'));
  });

  it('refuses a NUL in a query string value', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_orders?search=Asha%00',
      headers: bearer(shop.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message('search'));
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/shared_customer_orders/abc%00def',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message('share_token'));
  });

  it('refuses a NUL in a multipart text field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(shop.token) },
      payload:
        '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nbad\u0000note\r\n' +
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message('note'));
  });

  it('lets well-formed text through, emoji and Indic scripts included', async () => {
    const body = await orderBody(ctx, shop.store_id!, {
      customer: { name: 'आशा राव 🧵', address: 'சென்னை, 12 MG Road' },
    });
    const response = await postOrder(ctx, shop.token, body);
    expect(response.statusCode).toBe(201);
  });
});

describe('findUnsafeText', () => {
  it.each([
    ['plain', null],
    ['pair 🧵', null],
    ['nul \u0000', ''],
    ['high \ud800 alone', ''],
    ['low \udc00 alone', ''],
    ['reversed \udc00\ud800', ''],
  ])('%j -> %j', (text, expected) => {
    expect(findUnsafeText(text, '')).toBe(expected);
  });
});
