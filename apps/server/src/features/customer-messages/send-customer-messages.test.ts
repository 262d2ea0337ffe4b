import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderCustomerMessages } from '@tailor/shared/customer-messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerMessages } from '../../db/schema/customer-messages';
import { placeOrder } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { smsMessageTransport, type MessageTransport } from './message-transport';
import { sendDueCustomerMessages } from './send-customer-messages';
import { httpTransport } from '../../adapters/sms-http';
import { whatsAppCloudTransport } from '../../adapters/whatsapp-cloud';

/*
 * A customer is never messaged twice: each gateway (SMS over HTTP, the WhatsApp Cloud API) is a
 * real local server here, and what it does with a request decides what the sender may do next.
 * A send the gateway may have taken (no answer in time, the connection dropped once the request was
 * written, a 5xx) is left 'unknown' for the staff and never sent again by itself; a send that
 * cannot have reached it (the connection refused) is tried again; a refusal fails as ever.
 */

/** How long the sender waits for the gateway here; a 'slow' gateway answers once it gave up. */
const TIMEOUT_MS = 1_000;

type Behaviour = 'ok' | 'slow' | 'reset' | { status: number; body: unknown };

/** A gateway stand-in: it keeps every request it reads, then does what `behaviour` says. */
class Gateway {
  behaviour: Behaviour = 'ok';
  readonly received: { body: Record<string, unknown>; headers: Record<string, unknown> }[] = [];
  private server: Server | null = null;
  port = 0;

  async start(port = 0) {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        this.received.push({ body, headers: request.headers });
        const behaviour = this.behaviour;
        if (behaviour === 'reset') return request.socket.destroy();
        const answer =
          typeof behaviour === 'object'
            ? behaviour
            : {
                status: 200,
                body: {
                  messaging_product: 'whatsapp',
                  messages: [{ id: `wamid.T${this.received.length}` }],
                },
              };
        const reply = () => {
          if (response.destroyed) return;
          // No kept-alive connection: once stopped, the next request finds the port closed.
          response.writeHead(answer.status, {
            'content-type': 'application/json',
            connection: 'close',
          });
          response.end(JSON.stringify(answer.body));
        };
        // Took the message, but answers only after the sender stopped waiting.
        if (behaviour === 'slow') response.on('close', reply);
        else reply();
      });
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Stops listening: a connection to its port is refused until it starts again. */
  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The requests to one customer's 10-digit number (SMS: +91…, WhatsApp: 91…). */
  requestsTo(mobile: string) {
    return this.received.filter((r) => String(r.body.to).replace(/^\+?91/, '') === mobile);
  }
}

const gateway = new Gateway();
let ctx: TestContext;
beforeAll(async () => {
  await gateway.start();
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await gateway.stop();
});
beforeEach(async () => {
  if (!gateway['server']) await gateway.start(gateway.port);
  gateway.behaviour = 'ok';
  ctx.clock.set('2026-03-10T05:00:00.000Z'); // 10:30 in India
});
// What a test leaves waiting is not another test's to send.
afterEach(async () => {
  await ctx.database.db
    .update(customerMessages)
    .set({ state: 'skipped' })
    .where(inArray(customerMessages.state, ['queued', 'sending']));
});

const transports: Record<'sms' | 'whatsapp', () => MessageTransport> = {
  sms: () =>
    smsMessageTransport(
      httpTransport(`http://127.0.0.1:${gateway.port}/send`, undefined, TIMEOUT_MS),
    ),
  whatsapp: () =>
    whatsAppCloudTransport({
      apiUrl: `http://127.0.0.1:${gateway.port}/v21.0`,
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-test',
      timeoutMs: TIMEOUT_MS,
    }),
};

describe.each(['sms', 'whatsapp'] as const)('sending through %s', (channel) => {
  const run = () =>
    sendDueCustomerMessages({
      db: ctx.database.db,
      clock: ctx.clock,
      transport: transports[channel](),
      publicUrl: ctx.config.publicUrl,
    });

  /** A new order's 'order taken' message, waiting in the outbox. */
  async function queuedMessage() {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const [row] = await ctx.database.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.orderId, order._id));
    return { shop, order, id: row!.id, mobile: order.customer_mobile_no };
  }

  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(customerMessages).where(eq(customerMessages.id, id)))[0]!;

  /** Runs the sender now and again over the next hour, as the job does. */
  async function runForAnHour() {
    for (let i = 0; i < 6; i += 1) {
      ctx.clock.advance(10 * 60_000);
      await run();
    }
  }

  it('leaves a message the gateway took but answered too late for unknown, and sends it once', async () => {
    const { shop, order, id, mobile } = await queuedMessage();
    gateway.behaviour = 'slow';
    const first = await run();
    gateway.behaviour = 'ok';
    await runForAnHour();
    expect(gateway.requestsTo(mobile)).toHaveLength(1);
    expect(first).toMatchObject({ sent: 0, unknown: 1, retried: 0, failed: 0 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'unknown', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/may have sent/);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/messages`,
      headers: bearer(shop.token),
    });
    const [listed] = response.json<OrderCustomerMessages>().messages;
    expect(listed).toMatchObject({ state: 'unknown', scheduled_for: null });
  });

  it('leaves a message unknown when the connection drops after the request was written', async () => {
    const { id, mobile } = await queuedMessage();
    gateway.behaviour = 'reset';
    const first = await run();
    gateway.behaviour = 'ok';
    await runForAnHour();
    expect(gateway.requestsTo(mobile)).toHaveLength(1);
    expect(first).toMatchObject({ unknown: 1, retried: 0 });
    expect(await rowOf(id)).toMatchObject({ state: 'unknown' });
  });

  it('leaves a message unknown when the gateway answers 5xx: it may have taken it', async () => {
    const { id, mobile } = await queuedMessage();
    gateway.behaviour = { status: 502, body: { error: { message: 'Bad gateway' } } };
    const first = await run();
    gateway.behaviour = 'ok';
    await runForAnHour();
    expect(gateway.requestsTo(mobile)).toHaveLength(1);
    expect(first).toMatchObject({ unknown: 1, retried: 0 });
    expect(await rowOf(id)).toMatchObject({ state: 'unknown' });
  });

  it('tries again after a refused connection, and sends the message once', async () => {
    const { id, mobile } = await queuedMessage();
    await gateway.stop();
    expect(await run()).toMatchObject({ sent: 0, retried: 1 });
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 1 });
    await gateway.start(gateway.port);
    ctx.clock.advance(61_000);
    expect(await run()).toMatchObject({ sent: 1 });
    await runForAnHour();
    expect(gateway.requestsTo(mobile)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('fails a message the gateway refuses with a 4xx, and does not send it again', async () => {
    const { id, mobile } = await queuedMessage();
    gateway.behaviour = {
      status: 400,
      body: { error: { message: '(#131026) Message undeliverable', code: 131026 } },
    };
    expect(await run()).toMatchObject({ failed: 1, retried: 0 });
    gateway.behaviour = 'ok';
    await runForAnHour();
    expect(gateway.requestsTo(mobile)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });
});

describe('the SMS gateway', () => {
  it('gets the outbox row’s id as the message’s reference and idempotency key', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    await sendDueCustomerMessages({
      db: ctx.database.db,
      clock: ctx.clock,
      transport: transports.sms(),
      publicUrl: ctx.config.publicUrl,
    });
    const [row] = await ctx.database.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.orderId, order._id));
    const [request] = gateway.received.filter((r) => r.body.reference === row!.id);
    expect(request!.headers['idempotency-key']).toBe(row!.id);
    expect(request!.body).toMatchObject({ reference: row!.id, text: row!.body });
  });
});
