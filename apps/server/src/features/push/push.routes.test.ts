import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { pushPayloadSchema, type PushPayload } from '@tailor/shared/push';
import { and, eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import { stores } from '../../db/schema/stores';
import { FakePushService, type FakeBrowser } from '../../../test/fake-push-service';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

const notPublic = "The push endpoint must be a browser push service's public https address";

let ctx: TestContext;
let pushService: FakePushService;
beforeAll(async () => {
  ctx = await createTestContext();
  pushService = await FakePushService.start();
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

function subscribe(token: string, body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: bearer(token),
    payload: body,
  });
}

async function subscribed(token: string): Promise<FakeBrowser> {
  const browser = pushService.newBrowser();
  const response = await subscribe(token, browser.subscription);
  expect(response.statusCode).toBe(201);
  return browser;
}

function setStatus(token: string, orderId: string, status: string, delayNote?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update_order_status',
    headers: bearer(token),
    payload: { order_id: orderId, status, delay_note: delayNote },
  });
}

/** Waits until the browser has `count` messages and answers them decrypted. */
async function pushesTo(browser: FakeBrowser, count: number): Promise<PushPayload[]> {
  await vi.waitFor(() => expect(pushService.receivedBy(browser)).toHaveLength(count), {
    timeout: 5_000,
  });
  return pushService
    .receivedBy(browser)
    .map((message) => pushPayloadSchema.parse(JSON.parse(browser.decrypt(message.body))));
}

async function subscriptionRow(endpoint: string) {
  const [row] = await ctx.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

describe('GET /api/push/vapid-public-key', () => {
  it('answers the P-256 public key without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(response.statusCode).toBe(200);
    const { vapidPublicKey } = response.json<{ vapidPublicKey: string }>();
    const raw = Buffer.from(vapidPublicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });
});

describe('POST /api/push/subscribe', () => {
  it("stores the browser's subscription for the caller (201)", async () => {
    const shop = await createShop(ctx);
    const browser = pushService.newBrowser();
    const response = await subscribe(shop.token, browser.subscription);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await subscriptionRow(browser.subscription.endpoint)).toMatchObject({
      userId: shop.user_id,
      p256dh: browser.subscription.keys.p256dh,
      auth: browser.subscription.keys.auth,
    });
  });

  it('moves a browser to whoever subscribes it last, with its new keys', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const browser = await subscribed(shop.token);
    const renewed = { ...browser.subscription, keys: pushService.newBrowser().subscription.keys };
    expect((await subscribe(tailor.token, renewed)).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(rows).toEqual([
      expect.objectContaining({ userId: tailor.user_id, p256dh: renewed.keys.p256dh }),
    ]);
  });

  it.each([
    [
      { keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } },
      'A push subscription needs its endpoint URL',
      'endpoint',
    ],
    [
      { endpoint: 'not a url', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } },
      'A push subscription needs its endpoint URL',
      'endpoint',
    ],
    [
      {
        endpoint: 'ftp://push.example/abc',
        keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) },
      },
      'A push subscription needs its endpoint URL',
      'endpoint',
    ],
    [
      { endpoint: 'https://push.example/abc' },
      'A push subscription needs its p256dh and auth keys',
      'keys',
    ],
    [
      { endpoint: 'https://push.example/abc', keys: { p256dh: 'short', auth: 'y'.repeat(22) } },
      'A push subscription needs its p256dh and auth keys',
      'keys.p256dh',
    ],
    [
      {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(10) },
      },
      'A push subscription needs its p256dh and auth keys',
      'keys.auth',
    ],
    [
      {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: '+/'.repeat(44), auth: 'y'.repeat(22) },
      },
      'A push subscription needs its p256dh and auth keys',
      'keys.p256dh',
    ],
  ])('refuses %j with 400', async (body, message, field) => {
    const shop = await createShop(ctx);
    const response = await subscribe(shop.token, body);
    expect(response.statusCode).toBe(400);
    const rule = message.endsWith('endpoint URL') ? 'PUSH_ENDPOINT_INVALID' : 'PUSH_KEYS_INVALID';
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      params: { rule, field },
    });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: pushService.newBrowser().subscription,
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes only https endpoints outside tests', async () => {
    const production = await createTestContext({ env: { NODE_ENV: 'development' } });
    try {
      const shop = await createShop(production);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: bearer(shop.token),
        payload: pushService.newBrowser().subscription,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The push endpoint must be an https URL',
        code: 'PUSH_ENDPOINT_INSECURE',
      });
    } finally {
      await production.close();
    }
  });

  it('refuses, outside tests, endpoints off port 443 or at loopback, private and link-local addresses', async () => {
    const production = await createTestContext({ env: { NODE_ENV: 'development' } });
    try {
      const shop = await createShop(production);
      const keys = pushService.newBrowser().subscription.keys;
      for (const [endpoint, error] of [
        ['https://127.0.0.1:39443/internal/admin', 'The push endpoint must be an https URL'],
        ['https://push.example.test:8443/x', 'The push endpoint must be an https URL'],
        ['https://127.0.0.1/internal/admin', notPublic],
        ['https://localhost/internal/admin', notPublic],
        ['https://[::1]/x', notPublic],
        ['https://[::ffff:127.0.0.1]/x', notPublic],
        ['https://10.1.2.3/x', notPublic],
        ['https://192.168.1.1/x', notPublic],
        ['https://169.254.169.254/latest/meta-data', notPublic],
      ]) {
        const response = await production.app.inject({
          method: 'POST',
          url: '/api/push/subscribe',
          headers: bearer(shop.token),
          payload: { endpoint, keys },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json(), endpoint).toEqual({
          error,
          code: error === notPublic ? 'PUSH_ENDPOINT_NOT_PUBLIC' : 'PUSH_ENDPOINT_INSECURE',
        });
      }
      const stored = await production.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, shop.user_id));
      expect(stored).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('checks a stored endpoint again before sending: one at a loopback address is never connected to', async () => {
    const connections: string[] = [];
    const listener = createNetServer((socket) => {
      connections.push(String(socket.remoteAddress));
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    const production = await createTestContext({ env: { NODE_ENV: 'development' } });
    try {
      const shop = await createShop(production);
      const tailor = await createEmployee(production, shop);
      // As if it had passed the check at subscription time and its host moved since.
      await production.database.db.insert(pushSubscriptions).values({
        userId: shop.user_id,
        endpoint: `https://127.0.0.1:${port}/internal/admin`,
        ...pushService.newBrowser().subscription.keys,
      });
      const order = await placeOrder(production, {
        token: tailor.token,
        store_id: shop.store_id,
      });
      const changed = await production.app.inject({
        method: 'POST',
        url: '/api/update_order_status',
        headers: bearer(tailor.token),
        payload: { order_id: order._id, status: 'In Process' },
      });
      expect(changed.statusCode).toBe(200);
    } finally {
      // Closing waits for every push on its way.
      await production.close();
      await new Promise((resolve) => listener.close(resolve));
    }
    expect(connections).toEqual([]);
  });

  it('keeps the newest 5 browsers of a user: a sixth replaces the oldest', async () => {
    const shop = await createShop(ctx);
    const browsers: FakeBrowser[] = [];
    for (let n = 0; n < 6; n++) {
      browsers.push(await subscribed(shop.token));
      // Distinct subscription times.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const rows = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, shop.user_id));
    expect(rows.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.subscription.endpoint)
        .sort(),
    );
  });
});

describe('POST /api/push/unsubscribe', () => {
  it("forgets the caller's subscription (204), leaves other users' alone, and is 204 again when gone", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const browser = await subscribed(shop.token);
    const unsubscribe = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/push/unsubscribe',
        headers: bearer(token),
        payload: { endpoint: browser.subscription.endpoint },
      });

    expect((await unsubscribe(tailor.token)).statusCode).toBe(204);
    expect(await subscriptionRow(browser.subscription.endpoint)).toBeDefined();
    const response = await unsubscribe(shop.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await subscriptionRow(browser.subscription.endpoint)).toBeUndefined();
    expect((await unsubscribe(shop.token)).statusCode).toBe(204);
  });
});

describe('pushing notifications', () => {
  it('encrypts each new notification for the user’s browser (RFC 8291) with a VAPID signature', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const browser = await subscribed(shop.token);
    const order = await placeOrder(ctx, { token: tailor.token, store_id: shop.store_id });

    expect((await setStatus(tailor.token, order._id, 'Delayed', 'Fabric late')).statusCode).toBe(
      200,
    );
    const [payload] = await pushesTo(browser, 1);
    const [stored] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order._id), eq(notifications.userId, shop.user_id)));
    expect(payload).toEqual({
      title: `Order #${order.order_number} is now Delayed`,
      notification_id: stored!.id,
      type: 'order_status_changed',
      priority: 'high',
      data: { orderNumber: order.order_number, status: 'Delayed' },
      order_id: order._id,
      order_number: String(order.order_number),
      url: `/app/order-details/${order._id}`,
    });

    const [message] = pushService.receivedBy(browser);
    expect(message!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
    });
    const authorization = /^vapid t=([^,]+), k=(.+)$/.exec(message!.headers.authorization ?? '');
    expect(authorization).not.toBeNull();
    const [, jwt, key] = authorization!;
    const { vapidPublicKey } = (
      await ctx.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })
    ).json<{ vapidPublicKey: string }>();
    expect(key).toBe(vapidPublicKey);
    const raw = Buffer.from(key!, 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt!, publicKey, { audience: pushService.origin });
    expect(claims.sub).toMatch(/^mailto:/);
  });

  it('sends every notification to every browser of its user, and employees to their own pages', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const phone = await subscribed(tailor.token);
    const laptop = await subscribed(tailor.token);
    const owners = await subscribed(shop.token);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Kurta', price: 800, assigned_to: tailor.employee_id }],
    });

    for (const browser of [phone, laptop]) {
      expect(await pushesTo(browser, 1)).toEqual([
        expect.objectContaining({
          type: 'product_assigned',
          priority: 'normal',
          title: `New work assigned: Kurta (Order #${order.order_number})`,
          url: `/employee-order-details/${order._id}`,
        }),
      ]);
    }
    const collected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_remaining_payment/${order._id}`,
      headers: bearer(tailor.token),
      payload: { remainingAmount: 1234.5 },
    });
    expect(collected.statusCode).toBe(400);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_remaining_payment/${order._id}`,
      headers: bearer(tailor.token),
      payload: { remainingAmount: 300.5 },
    });
    const [payment] = await pushesTo(owners, 1);
    expect(payment).toMatchObject({
      type: 'payment_received',
      title: `Payment of ₹300.50 received for Order #${order.order_number}`,
      data: { amount: 300.5 },
    });
  });

  it("writes the order number with the shop's prefix, as its bill does ('Order #KT-12')", async () => {
    const shop = await createShop(ctx);
    await ctx.database.db
      .update(stores)
      .set({ orderNumberPrefix: 'KT-' })
      .where(eq(stores.id, shop.store_id!));
    const tailor = await createEmployee(ctx, shop);
    const browser = await subscribed(tailor.token);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Kurta', price: 800, assigned_to: tailor.employee_id }],
    });
    const [payload] = await pushesTo(browser, 1);
    expect(payload).toMatchObject({
      title: `New work assigned: Kurta (Order #KT-${order.order_number})`,
      order_number: `KT-${order.order_number}`,
      data: { orderNumber: order.order_number },
    });
  });

  it('pushes nothing for a change that was refused, and never fails the request when the push service does', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const browser = await subscribed(shop.token);
    const order = await placeOrder(ctx, { token: tailor.token, store_id: shop.store_id });

    const refused = await setStatus(tailor.token, order._id, 'Delivered');
    expect(refused.statusCode).toBe(403);
    pushService.answerNext(500);
    expect((await setStatus(tailor.token, order._id, 'In Process')).statusCode).toBe(200);
    expect((await setStatus(tailor.token, order._id, 'Completed')).statusCode).toBe(200);
    const payloads = await pushesTo(browser, 2);
    expect(payloads.map((p) => p.data.status).sort()).toEqual(['Completed', 'In Process']);
    // A push service error other than "gone" keeps the subscription.
    expect(await subscriptionRow(browser.subscription.endpoint)).toBeDefined();
  });

  it('survives a push service that cannot be reached', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const unreachable = pushService.newBrowser();
    // Port 9 (discard) on the loopback: nothing listens there.
    unreachable.subscription.endpoint = 'http://127.0.0.1:9/push/unreachable';
    expect((await subscribe(shop.token, unreachable.subscription)).statusCode).toBe(201);
    const order = await placeOrder(ctx, { token: tailor.token, store_id: shop.store_id });
    expect((await setStatus(tailor.token, order._id, 'In Process')).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications/unread_count',
          headers: bearer(shop.token),
        })
      ).json(),
    ).toEqual({
      unread_count: 1,
    });
  });

  it.each([410, 404])(
    'removes a subscription the push service answers %i for, and sends it nothing more',
    async (status) => {
      const shop = await createShop(ctx);
      const tailor = await createEmployee(ctx, shop);
      const gone = await subscribed(shop.token);
      const order = await placeOrder(ctx, { token: tailor.token, store_id: shop.store_id });

      pushService.answerNext(status);
      await setStatus(tailor.token, order._id, 'In Process');
      await pushesTo(gone, 1);
      await vi.waitFor(async () =>
        expect(await subscriptionRow(gone.subscription.endpoint)).toBeUndefined(),
      );
      expect(pushService.receivedBy(gone)[0]!.answeredWith).toBe(status);

      const still = await subscribed(shop.token);
      await setStatus(tailor.token, order._id, 'Completed');
      await pushesTo(still, 1);
      expect(pushService.receivedBy(gone)).toHaveLength(1);
    },
  );
});
