import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { templateBody, templateValues } from '@tailor/shared/customer-message-texts';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerMessages } from '../db/schema/customer-messages';
import {
  MessageOutcomeUnknownError,
  MessageSendError,
  sendDueCustomerMessages,
} from '../features/customer-messages';
import { placeOrder, sendAs } from '../../test/order-fixtures';
import { createShop, createTestContext, type TestContext } from '../../test/test-app';
import { whatsAppCloudTransport } from './whatsapp-cloud';

/*
 * The WhatsApp Business Cloud API adapter, against a local server that answers as the Graph API's
 * documentation says (POST /{version}/{phone-number-id}/messages): 200 with the message's wamid,
 * or an error object with its code.
 */

interface Received {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

const received: Received[] = [];
/** What the stand-in answers next, by the number sent to; 200 with a wamid otherwise. */
const answers = new Map<string, { status: number; body: unknown }>();
let server: Server;
let apiUrl: string;
let ctx: TestContext;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  let count = 0;
  server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const message = body as Received['body'];
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: message,
      });
      const answer = answers.get(message.to) ?? {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: `wamid.TEST${(count += 1)}` }],
        },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
  ctx.clock.set('2026-03-10T05:00:00.000Z'); // 10:30 in India
});

const transport = () =>
  whatsAppCloudTransport({ apiUrl, phoneNumberId: '106540352242922', accessToken: 'EAAG-test' });

const sample = {
  id: 'm1',
  to: '9812345678',
  kind: 'ready' as const,
  language: 'ta' as const,
  text: 'unused by WhatsApp',
  templateValues: ['Meena', '42', 'Sai Tailors', 'https://shop.example/shared_order/t'],
};

describe('whatsAppCloudTransport', () => {
  it('sends the approved template in the customer’s language with its values, and answers the wamid', async () => {
    const { providerId } = await transport().send(sample);
    expect(providerId).toMatch(/^wamid\.TEST\d+$/);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe('/v21.0/106540352242922/messages');
    expect(call!.authorization).toBe('Bearer EAAG-test');
    expect(call!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'tsm_ready',
        language: { code: 'ta' },
        components: [
          {
            type: 'body',
            parameters: sample.templateValues.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
  });

  it('takes a refusal as final, a throttle or a refused connection as worth another try, and a 5xx as unknown', async () => {
    answers.set('919812345678', {
      status: 400,
      body: {
        error: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026 },
      },
    });
    const refused = await transport()
      .send(sample)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MessageSendError);
    expect(refused).toMatchObject({ retryable: false });
    expect((refused as Error).message).toContain('131026');

    answers.set('919812345678', {
      status: 400,
      body: { error: { message: '(#130429) Rate limit hit', code: 130429 } },
    });
    expect(
      await transport()
        .send(sample)
        .catch((e: unknown) => e),
    ).toMatchObject({ retryable: true });
    // WhatsApp may have taken the message before it failed: never sent again by itself.
    answers.set('919812345678', { status: 503, body: {} });
    expect(
      await transport()
        .send(sample)
        .catch((e: unknown) => e),
    ).toBeInstanceOf(MessageOutcomeUnknownError);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nobody = whatsAppCloudTransport({
      apiUrl: `http://127.0.0.1:${port}/v21.0`,
      phoneNumberId: '1',
      accessToken: 'x',
    });
    const refusedConnection = await nobody.send(sample).catch((e: unknown) => e);
    expect(refusedConnection).toBeInstanceOf(MessageSendError);
    expect(refusedConnection).toMatchObject({ retryable: true });
  });

  it('carries the outbox’s messages: the template’s values fill its numbered body to the exact text', async () => {
    const shop = await createShop(ctx, { shop_name: 'Sai Tailors' });
    await sendAs(ctx, shop, 'PUT', '/settings', { customer_message_language: 'gu' });
    const order = await placeOrder(ctx, shop, { customer: { name: 'Hetal' } });
    const report = await sendDueCustomerMessages({
      db: ctx.database.db,
      clock: ctx.clock,
      transport: transport(),
      publicUrl: ctx.config.publicUrl,
    });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const call = received.find(
      (r) => r.body.template.components[0]!.parameters[0]!.text === 'Hetal',
    );
    expect(call!.body.template).toMatchObject({
      name: 'tsm_order_taken',
      language: { code: 'gu' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.orderId, order._id));
    expect(row).toMatchObject({ state: 'sent', channel: 'whatsapp' });
    expect(row!.providerId).toMatch(/^wamid\./);
    // What WhatsApp shows (the approved body with the values put in) is what the shop sees as sent.
    const values = call!.body.template.components[0]!.parameters.map((p) => p.text);
    const shown = templateBody('order_taken', 'gu').replace(
      /\{\{(\d+)\}\}/g,
      (_, n: string) => values[Number(n) - 1]!,
    );
    expect(shown).toBe(row!.body);
    expect(values).toEqual(
      templateValues('order_taken', {
        name: 'Hetal',
        number: String(order.order_number),
        shop: 'Sai Tailors',
        link: order.share_link,
        total: '₹1,000',
        advance: '₹0',
        balance: '₹1,000',
        due: formatDayMonthYear('2026-03-20', { language: 'gu' }),
        trial: '',
        ready_day: '',
      }),
    );
  });
});
