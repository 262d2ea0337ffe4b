import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { CreateOrderInput, Order } from '@tailor/shared/orders';
import { productImages } from '../src/db/schema/product-images';
import { randomToken } from '../src/lib/random-token';
import { bearer, nextPhone, type TestContext } from './test-app';

/** Unattached uploads of the store, as POST /upload_image leaves them; answers their ids. */
export async function insertImages(
  ctx: TestContext,
  storeId: string,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const rows = await ctx.database.db
    .insert(productImages)
    .values(
      Array.from({ length: count }, () => ({
        storeId,
        storageKey: randomToken(),
        contentType: 'image/webp',
        sizeBytes: 1234,
      })),
    )
    .returning({ id: productImages.id });
  return rows.map((r) => r.id);
}

/** Today in the shop's time zone by the test app's clock. */
export function today(ctx: TestContext): string {
  return todayInShopZone(ctx.clock.now());
}

export interface ProductSpec {
  name?: string;
  price?: number;
  assigned_to?: string | null;
  images?: number;
  measurements?: Record<string, string>;
  /** Left out: the shop's unit. */
  measurement_unit?: 'in' | 'cm';
  note?: string;
}

export interface OrderSpec {
  customer?: Partial<CreateOrderInput['customer']>;
  order?: Partial<CreateOrderInput['order']>;
  products?: ProductSpec[];
}

/** A valid POST /create_order body: a new order with one image per product, total = sum of prices. */
export async function orderBody(
  ctx: TestContext,
  storeId: string,
  spec: OrderSpec = {},
): Promise<CreateOrderInput> {
  const productSpecs = spec.products ?? [{}];
  const orderType = spec.order?.orderType ?? 'new';
  const products = await Promise.all(
    productSpecs.map(async (p, i) => ({
      product: { name: p.name ?? `Kurta ${i + 1}` },
      price: p.price ?? 1000,
      measurements: p.measurements ?? { Chest: '38', Length: '42.5' },
      ...(p.measurement_unit ? { measurement_unit: p.measurement_unit } : {}),
      note: p.note ?? null,
      assigned_to: p.assigned_to ?? null,
      uploadedImages: await insertImages(ctx, storeId, p.images ?? (orderType === 'new' ? 1 : 0)),
    })),
  );
  const total = products.reduce((sum, p) => sum + Math.round(p.price * 100), 0) / 100;
  return {
    customer: {
      name: 'Asha Rao',
      mobile_no: nextPhone(),
      address: '12 MG Road, Pune',
      gender: 'female',
      ...spec.customer,
    },
    order: {
      orderType,
      totalAmount: total,
      advancePayment: 0,
      paymentType: 'cash',
      orderDate: today(ctx),
      dueDate: addDays(today(ctx), 10),
      products,
      ...spec.order,
    },
  };
}

export async function postOrder(
  ctx: TestContext,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/create_order',
    headers: { ...bearer(token), ...headers },
    payload: body as object,
  });
}

/** Creates an order through the API; throws unless it answered 201. */
export async function placeOrder(
  ctx: TestContext,
  shop: { token: string; store_id: string | null },
  spec: OrderSpec = {},
): Promise<Order> {
  const response = await postOrder(ctx, shop.token, await orderBody(ctx, shop.store_id!, spec));
  if (response.statusCode !== 201)
    throw new Error(`create_order failed: ${response.statusCode} ${response.body}`);
  return response.json<Order>();
}

/** A write to /api{url} as `shop`'s signed-in user. */
export function sendAs(
  ctx: TestContext,
  shop: { token: string },
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: bearer(shop.token), payload });
}

/** GET /api/orders/{id} as `shop`'s user: the order, or null when it is not there (deleted). */
export async function readOrderAs(
  ctx: TestContext,
  shop: { token: string },
  orderId: string,
): Promise<Order | null> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(shop.token),
  });
  return response.statusCode === 200 ? response.json<Order>() : null;
}
