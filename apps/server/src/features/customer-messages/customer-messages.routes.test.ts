import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { customerMessageText } from '@tailor/shared/customer-message-texts';
import type { OrderCustomerMessages } from '@tailor/shared/customer-messages';
import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import type { Settings } from '@tailor/shared/settings-responses';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerMessages } from '../../db/schema/customer-messages';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { users } from '../../db/schema/users';
import { outboxTransport } from '../auth';
import { queueScheduledCustomerMessages } from './scheduled-messages';
import { placeOrder, sendAs, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';
import { MessageSendError, smsMessageTransport, type MessageTransport } from './message-transport';
import { SEND_CUT_OFF_AFTER_MS, sendDueCustomerMessages } from './send-customer-messages';

/*
 * Messages to the customer (issue 16, item 1): each lands in the outbox once, in the transaction
 * of the change that causes it, and goes out through the gateway once, outside quiet hours.
 */

let ctx: TestContext;
let dir: string;
let outboxPath: string;
let transport: MessageTransport;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(os.tmpdir(), 'tsm-messages-'));
  outboxPath = path.join(dir, 'messages.jsonl');
  transport = smsMessageTransport(outboxTransport(outboxPath));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

// 10:30 in India on a Tuesday: inside sending hours.
const MORNING = '2026-03-10T05:00:00.000Z';
beforeEach(() => ctx.clock.set(MORNING));
// What a test leaves waiting is not another test's to send.
afterEach(async () => {
  await ctx.database.db
    .update(customerMessages)
    .set({ state: 'skipped' })
    .where(inArray(customerMessages.state, ['queued', 'sending']));
});

type Shop = Awaited<ReturnType<typeof createShop>>;

function send() {
  return sendDueCustomerMessages({
    db: ctx.database.db,
    clock: ctx.clock,
    transport,
    publicUrl: ctx.config.publicUrl,
  });
}

/** The texts the SMS gateway got for one phone number, in order. */
function smsTo(mobile: string): string[] {
  let lines: string[] = [];
  try {
    lines = readFileSync(outboxPath, 'utf8').trim().split('\n');
  } catch {
    return [];
  }
  return lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === mobile)
    .map((m) => m.text);
}

async function rowsOf(orderId: string) {
  return ctx.database.db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.orderId, orderId))
    .orderBy(customerMessages.createdAt);
}

async function messagesOf(shop: { token: string }, orderId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/messages`,
    headers: bearer(shop.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderCustomerMessages>();
}

async function setStatus(shop: Shop, order: Order, status: string) {
  const response = await sendAs(ctx, shop, 'POST', '/update_order_status', {
    order_id: order._id,
    status,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function payBalance(shop: Shop, order: Order, amount: number) {
  const response = await sendAs(ctx, shop, 'PUT', `/update_remaining_payment/${order._id}`, {
    remainingAmount: amount,
    paymentType: 'cash',
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function mobileOf(order: Order, shop: Shop): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}`,
    headers: bearer(shop.token),
  });
  return response.json<{ customer: { mobile_no: string } }>().customer.mobile_no;
}

describe('the order taken message', () => {
  it('is queued with the order, sent once with total, advance, balance, due date and link', async () => {
    const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao' },
      order: { advancePayment: 250.5, dueDate: addDays(today(ctx), 5) },
      products: [{ price: 1200.75 }],
    });
    const mobile = await mobileOf(order, shop);
    expect((await rowsOf(order._id)).map((r) => [r.kind, r.state])).toEqual([
      ['order_taken', 'queued'],
    ]);

    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    const [text] = smsTo(mobile);
    expect(text).toBe(
      customerMessageText('order_taken', 'en', {
        name: 'Asha Rao',
        number: String(order.order_number),
        shop: 'Kumar Tailors',
        link: order.share_link,
        total: '₹1,200.75',
        advance: '₹250.50',
        balance: '₹950.25',
        due: '15 Mar 2026',
        trial: '',
        ready_day: '',
      }),
    );
    expect(text).toContain('Balance: ₹950.25');

    // Never twice: the next runs find nothing to send.
    expect(await send()).toMatchObject({ sent: 0 });
    expect(smsTo(mobile)).toHaveLength(1);
    const [row] = await rowsOf(order._id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, channel: 'sms', body: text });
  });

  it('is written in the shop’s customer language', async () => {
    const shop = await createShop(ctx, { shop_name: 'Sai Tailors' });
    await sendAs(ctx, shop, 'PUT', '/settings', { customer_message_language: 'hi' });
    const order = await placeOrder(ctx, shop, { customer: { name: 'Ravi' } });
    await send();
    expect(smsTo(await mobileOf(order, shop))[0]).toContain(
      `Sai Tailors में आपके ऑर्डर #${order.order_number} के लिए धन्यवाद।`,
    );
  });

  it('is not written twice when the same order request is retried with its key', async () => {
    const shop = await createShop(ctx);
    const { orderBody, postOrder } = await import('../../../test/order-fixtures');
    const body = await orderBody(ctx, shop.store_id!);
    const key = { 'idempotency-key': 'retry-order-taken-1' };
    const first = await postOrder(ctx, shop.token, body, key);
    const again = await postOrder(ctx, shop.token, body, key);
    expect(again.json<Order>()._id).toBe(first.json<Order>()._id);
    expect(await rowsOf(first.json<Order>()._id)).toHaveLength(1);
  });

  it('survives a crash between the change and the send: another server sends it, once', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    // The server that took the order died before its sender ran; a second server's sender, with
    // its own gateway connection, finds the message in the database.
    const otherServer = smsMessageTransport(outboxTransport(outboxPath));
    const report = await sendDueCustomerMessages({
      db: ctx.database.db,
      clock: ctx.clock,
      transport: otherServer,
      publicUrl: ctx.config.publicUrl,
    });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    await send();
    expect(smsTo(await mobileOf(order, shop))).toHaveLength(1);
  });
});

describe('ready, balance due and delivered', () => {
  it('tells the customer it is ready with the balance and the link in one message, and thanks on Delivered', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 900 }] });
    await send();
    await setStatus(shop, order, 'Completed');
    // Back to work and ready again: still one ready message.
    await setStatus(shop, order, 'In Process');
    await setStatus(shop, order, 'Completed');
    expect((await rowsOf(order._id)).map((r) => r.kind)).toEqual(['order_taken', 'ready']);
    await send();
    const mobile = await mobileOf(order, shop);
    expect(smsTo(mobile)).toHaveLength(2);
    expect(smsTo(mobile)[1]).toContain('is ready for pickup.\nBalance to pay: ₹900\n');
    expect(smsTo(mobile)[1]).toContain(order.share_link);

    await payBalance(shop, order, 900);
    await setStatus(shop, order, 'Delivered');
    await send();
    expect(smsTo(mobile)[2]).toContain('Thank you for collecting your order');
  });

  it('writes no balance message, and words the ready one with the balance as it is when sent', async () => {
    const shop = await createShop(ctx);
    const paidFirst = await placeOrder(ctx, shop, {
      order: { advancePayment: 1000 },
      products: [{ price: 1000 }],
    });
    await setStatus(shop, paidFirst, 'Completed');
    expect((await rowsOf(paidFirst._id)).map((r) => r.kind)).toEqual(['order_taken', 'ready']);

    // Ready at 22:00: the messages wait for the morning; the customer pays meanwhile.
    ctx.clock.set('2026-03-10T16:30:00.000Z');
    const late = await placeOrder(ctx, shop, { products: [{ price: 500 }] });
    await setStatus(shop, late, 'Completed');
    expect(await send()).toMatchObject({ sent: 0 });
    await payBalance(shop, late, 500);
    ctx.clock.set('2026-03-11T02:31:00.000Z'); // 08:01 the next day
    await send();
    const states = Object.fromEntries((await rowsOf(late._id)).map((r) => [r.kind, r.state]));
    expect(states).toEqual({ order_taken: 'sent', ready: 'sent' });
    expect(smsTo(await mobileOf(late, shop)).at(-1)).toContain('Balance to pay: ₹0\n');
  });
});

describe('quiet hours', () => {
  it('holds messages from 21:00 to 08:00 shop time and sends them at 08:00', async () => {
    const shop = await createShop(ctx);
    ctx.clock.set('2026-03-10T17:00:00.000Z'); // 22:30 in India
    const order = await placeOrder(ctx, shop);
    expect(await send()).toMatchObject({ sent: 0, deferred: 1 });
    const [row] = await rowsOf(order._id);
    expect(row!.nextAttemptAt.toISOString()).toBe('2026-03-11T02:30:00.000Z');
    const [listed] = (await messagesOf(shop, order._id)).messages;
    expect(listed).toMatchObject({ state: 'queued', scheduled_for: '2026-03-11T02:30:00.000Z' });

    ctx.clock.set('2026-03-11T02:00:00.000Z'); // 07:30
    expect(await send()).toMatchObject({ sent: 0 });
    ctx.clock.set('2026-03-11T02:30:00.000Z'); // 08:00
    expect(await send()).toMatchObject({ sent: 1 });
    expect(smsTo(await mobileOf(order, shop))).toHaveLength(1);
  });
});

describe('sending', () => {
  it('tries again after a gateway failure, and gives up on a refusal', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    let calls = 0;
    const flaky: MessageTransport = {
      channel: 'sms',
      async send() {
        calls += 1;
        throw Object.assign(new Error('gateway down'), { retryable: true });
      },
    };
    const run = () =>
      sendDueCustomerMessages({
        db: ctx.database.db,
        clock: ctx.clock,
        transport: flaky,
        publicUrl: ctx.config.publicUrl,
      });
    expect(await run()).toMatchObject({ retried: 1 });
    expect(await run()).toMatchObject({ retried: 0 }); // waits a minute first
    ctx.clock.advance(61_000);
    expect(await run()).toMatchObject({ retried: 1 });
    expect(calls).toBe(2);
    const [row] = await rowsOf(order._id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: 'gateway down' });

    const refused = await placeOrder(ctx, await createShop(ctx));
    const refusing: MessageTransport = {
      channel: 'whatsapp',
      async send() {
        throw new MessageSendError('WhatsApp answered 400 (code 131026): undeliverable', false);
      },
    };
    await sendDueCustomerMessages({
      db: ctx.database.db,
      clock: ctx.clock,
      transport: refusing,
      publicUrl: ctx.config.publicUrl,
    });
    const [gaveUp] = await rowsOf(refused._id);
    expect(gaveUp).toMatchObject({ state: 'failed', attempts: 1 });
    expect(gaveUp!.lastError).toContain('131026');
  });

  it('marks a send cut off by a crash unknown and never sends it again', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const [row] = await rowsOf(order._id);
    // A server took it for sending and died before it heard back.
    await ctx.database.db
      .update(customerMessages)
      .set({ state: 'sending', attempts: 1, updatedAt: ctx.clock.now() })
      .where(eq(customerMessages.id, row!.id));
    expect(await send()).toMatchObject({ sent: 0, unknown: 0 });
    ctx.clock.advance(SEND_CUT_OFF_AFTER_MS + 1_000);
    expect(await send()).toMatchObject({ sent: 0, unknown: 1 });
    expect(await send()).toMatchObject({ sent: 0, unknown: 0 });
    expect(smsTo(await mobileOf(order, shop))).toEqual([]);
    const [listed] = (await messagesOf(shop, order._id)).messages;
    expect(listed!.state).toBe('unknown');
    expect(listed!.last_error).toMatch(/cut off/);
    expect(listed!.whatsapp_link).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  });
});

describe('trial reminders and not collected', () => {
  it('reminds the day before the trial, once, and again for a moved trial', async () => {
    const shop = await createShop(ctx);
    const trialDay = addDays(today(ctx), 1);
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: `${trialDay}T17:30`, dueDate: addDays(today(ctx), 5) },
    });
    const deps = { db: ctx.database.db, clock: ctx.clock };
    expect(await queueScheduledCustomerMessages(deps)).toBe(1);
    expect(await queueScheduledCustomerMessages(deps)).toBe(0);
    await send();
    const mobile = await mobileOf(order, shop);
    expect(smsTo(mobile).at(-1)).toContain(
      `the trial (fitting) of your order #${order.order_number} is tomorrow, 11 Mar 2026, 17:30.`,
    );

    // The trial moves two days on: a new reminder the day before the new day.
    const moved = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { trialDate: addDays(today(ctx), 3) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await queueScheduledCustomerMessages(deps)).toBe(0);
    ctx.clock.advance(2 * 86_400_000);
    expect(await queueScheduledCustomerMessages(deps)).toBeGreaterThanOrEqual(1);
    const reminders = (await rowsOf(order._id)).filter((r) => r.kind === 'trial_reminder');
    expect(reminders.map((r) => r.dedupeKey)).toEqual([
      `trial_reminder:${trialDay}`,
      `trial_reminder:${addDays(trialDay, 2)}`,
    ]);
  });

  it('reminds two hours before a trial with a time, once, and not before', async () => {
    ctx.clock.set('2026-03-10T04:00:00.000Z'); // 09:30 in India
    const shop = await createShop(ctx);
    const day = today(ctx);
    const soon = await placeOrder(ctx, shop, {
      order: { trialDate: `${day}T11:00`, dueDate: addDays(day, 5) },
    });
    const later = await placeOrder(ctx, shop, {
      order: { trialDate: `${day}T15:00`, dueDate: addDays(day, 5) },
    });
    const deps = { db: ctx.database.db, clock: ctx.clock };
    expect(await queueScheduledCustomerMessages(deps)).toBe(1);
    expect(await queueScheduledCustomerMessages(deps)).toBe(0);
    expect((await rowsOf(soon._id)).map((r) => r.dedupeKey)).toContain(`trial_soon:${day}T11:00`);
    expect((await rowsOf(later._id)).some((r) => r.kind === 'trial_soon')).toBe(false);
    await send();
    expect(smsTo(await mobileOf(soon, shop)).at(-1)).toContain(
      `the trial (fitting) of your order #${soon.order_number} is soon, 10 Mar 2026, 11:00.`,
    );
    ctx.clock.set('2026-03-10T07:45:00.000Z'); // 13:15: the 15:00 trial is within two hours
    expect(await queueScheduledCustomerMessages(deps)).toBe(1);
    expect((await rowsOf(later._id)).some((r) => r.kind === 'trial_soon')).toBe(true);
  });

  it('keeps quiet hours for a trial two hours after dawn, and drops the reminder once it has begun', async () => {
    ctx.clock.set('2026-03-11T01:15:00.000Z'); // 06:45 in India
    const shop = await createShop(ctx);
    const day = today(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: `${day}T08:30`, dueDate: addDays(day, 5) },
    });
    const deps = { db: ctx.database.db, clock: ctx.clock };
    expect(await queueScheduledCustomerMessages(deps)).toBe(1);
    await send();
    const mobile = await mobileOf(order, shop);
    expect(smsTo(mobile).some((text) => text.includes('is soon'))).toBe(false);
    ctx.clock.set('2026-03-11T02:31:00.000Z'); // 08:01
    await send();
    expect(smsTo(mobile).at(-1)).toContain('is soon, 11 Mar 2026, 08:30.');

    const missed = await placeOrder(ctx, shop, {
      order: { trialDate: `${day}T09:30`, dueDate: addDays(day, 5) },
    });
    await queueScheduledCustomerMessages(deps);
    ctx.clock.set('2026-03-11T04:05:00.000Z'); // 09:35: the trial has begun
    await send();
    const [reminder] = (await rowsOf(missed._id)).filter((r) => r.kind === 'trial_soon');
    expect(reminder!.state).toBe('skipped');
  });

  it('tells a customer who has not collected N days after ready, as the shop set N', async () => {
    const shop = await createShop(ctx);
    const set = await sendAs(ctx, shop, 'PUT', '/settings', {
      customer_messages: { not_collected_days: 3 },
    });
    expect(set.json<Settings>().customer_messages.not_collected_days).toBe(3);
    const order = await placeOrder(ctx, shop);
    await setStatus(shop, order, 'Completed');
    // Ready now on the test's clock (the database stamps events with its own).
    await ctx.database.db
      .update(orderStatusEvents)
      .set({ createdAt: ctx.clock.now() })
      .where(
        and(eq(orderStatusEvents.orderId, order._id), eq(orderStatusEvents.toStatus, 'Completed')),
      );
    const deps = { db: ctx.database.db, clock: ctx.clock };
    ctx.clock.advance(2 * 86_400_000);
    await queueScheduledCustomerMessages(deps);
    expect((await rowsOf(order._id)).some((r) => r.kind === 'not_collected')).toBe(false);
    ctx.clock.advance(86_400_000 + 60_000);
    await queueScheduledCustomerMessages(deps);
    await send();
    expect(smsTo(await mobileOf(order, shop)).at(-1)).toContain(
      `has been ready at ${shop.store_name} since 10 Mar 2026`,
    );
  });
});

describe('the shop’s settings', () => {
  it('sends every kind by default, and nothing of a kind the shop turned off', async () => {
    const shop = await createShop(ctx);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(shop.token),
    });
    expect(read.json<Settings>().customer_messages).toEqual({
      order_taken: true,
      trial_reminder: true,
      trial_soon: true,
      ready: true,
      balance_due: true,
      not_collected: true,
      delivered: true,
      approval_request: true,
      not_collected_days: 7,
    });
    const off = await sendAs(ctx, shop, 'PUT', '/settings', {
      customer_messages: { order_taken: false, balance_due: false },
    });
    expect(off.json<Settings>().customer_messages).toMatchObject({
      order_taken: false,
      balance_due: false,
      ready: true,
    });
    const order = await placeOrder(ctx, shop);
    await setStatus(shop, order, 'Completed');
    expect((await rowsOf(order._id)).map((r) => r.kind)).toEqual(['ready']);
  });

  it.each([
    [{ not_collected_days: 0 }],
    [{ not_collected_days: 2.5 }],
    [{ not_collected_days: 91 }],
    [{ ready: 'yes' }],
    [{ shouting: true }],
  ])('refuses %j with a clear message, keeping what was saved', async (input) => {
    const shop = await createShop(ctx);
    const response = await sendAs(ctx, shop, 'PUT', '/settings', { customer_messages: input });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBeTruthy();
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(shop.token),
    });
    expect(read.json<Settings>().customer_messages.not_collected_days).toBe(7);
    expect(read.json<Settings>().customer_messages.ready).toBe(true);
  });

  it('are the owner’s to change', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop, { name: 'Ravi' });
    const response = await sendAs(ctx, tailor, 'PUT', '/settings', {
      customer_messages: { ready: false },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/orders/{id}/messages', () => {
  it('lists what was sent and what waits, with a WhatsApp link of the words, and no other shop’s', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const before = await messagesOf(shop, order._id);
    expect(before.gateway).toBe('none');
    expect(before.messages).toHaveLength(1);
    const [waiting] = before.messages;
    expect(waiting).toMatchObject({ kind: 'order_taken', state: 'queued', sent_at: null });
    const link = new URL(waiting!.whatsapp_link);
    expect(link.searchParams.get('text')).toBe(waiting!.text);
    expect(waiting!.text).toContain(order.share_link);

    await send();
    const [sent] = (await messagesOf(shop, order._id)).messages;
    expect(sent).toMatchObject({ state: 'sent', scheduled_for: null, text: waiting!.text });
    expect(sent!.sent_at).not.toBeNull();

    const other = await createShop(ctx);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/messages`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const junk = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/not-an-id/messages',
      headers: bearer(shop.token),
    });
    expect(junk.statusCode).toBe(404);
  });
  it('offers no message whose reason is gone: a paid balance, a collected garment, a passed trial', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: addDays(today(ctx), 1) },
      products: [{ price: 900 }],
    });
    await queueScheduledCustomerMessages({ db: ctx.database.db, clock: ctx.clock });
    await setStatus(shop, order, 'Completed');
    const reminder = await sendAs(ctx, shop, 'POST', `/outstanding/${order._id}/reminder`, {
      kind: 'balance_due',
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    const offered = (await messagesOf(shop, order._id)).messages;
    expect(offered.filter((m) => m.kind === 'balance_due').map((m) => m.state)).toContain('queued');

    // The trial's day comes: "tomorrow" would be wrong now.
    ctx.clock.advance(86_400_000);
    const trialDay = (await messagesOf(shop, order._id)).messages;
    expect(trialDay.find((m) => m.kind === 'trial_reminder')).toMatchObject({
      state: 'skipped',
      last_error: 'The trial day has come',
    });

    await payBalance(shop, order, 900);
    await setStatus(shop, order, 'Delivered');
    const { messages } = await messagesOf(shop, order._id);
    const states = messages.map((m) => [m.kind, m.state, m.last_error]);
    expect(states.filter(([kind]) => kind !== 'delivered')).toEqual(
      messages
        .filter((m) => m.kind !== 'delivered')
        .map((m) => [m.kind, 'skipped', expect.any(String)]),
    );
    expect(messages.filter((m) => m.kind === 'balance_due').at(-1)?.last_error).toBe(
      'Nothing is owed',
    );
    expect(messages.find((m) => m.kind === 'ready')?.last_error).toBe('The order is Delivered');
    expect(messages.find((m) => m.kind === 'delivered')).toMatchObject({ state: 'queued' });
    expect(await send()).toMatchObject({ sent: 1 });
  });
});

describe('POST /api/orders/{id}/messages/{messageId}/resolve', () => {
  /** An order whose 'order taken' message went to a gateway that gave no clear answer. */
  async function unknownMessage() {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const [row] = await rowsOf(order._id);
    await ctx.database.db
      .update(customerMessages)
      .set({ state: 'unknown', attempts: 1, lastError: 'WhatsApp gave no answer' })
      .where(eq(customerMessages.id, row!.id));
    return { shop, order, id: row!.id };
  }

  function resolve(shop: Shop, orderId: string, id: string, action: string) {
    return sendAs(ctx, shop, 'POST', `/orders/${orderId}/messages/${id}/resolve`, { action });
  }

  it('marks a message the customer has as sent, once', async () => {
    const { shop, order, id } = await unknownMessage();
    const response = await resolve(shop, order._id, id, 'mark_sent');
    expect(response.statusCode, response.body).toBe(200);
    const [listed] = response.json<OrderCustomerMessages>().messages;
    expect(listed).toMatchObject({ _id: id, state: 'sent', last_error: null });
    expect(Date.parse(listed!.sent_at!)).toBeLessThanOrEqual(ctx.clock.now().getTime());
    expect(Date.parse(listed!.sent_at!)).toBeGreaterThan(ctx.clock.now().getTime() - 60_000);
    expect(await send()).toMatchObject({ sent: 0 });
    expect(smsTo(await mobileOf(order, shop))).toEqual([]);

    const again = await resolve(shop, order._id, id, 'send_again');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('CUSTOMER_MESSAGE_SETTLED');
  });

  it('sends a message again through the gateway when the staff ask, once', async () => {
    const { shop, order, id } = await unknownMessage();
    expect(await send()).toMatchObject({ sent: 0 });
    const response = await resolve(shop, order._id, id, 'send_again');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrderCustomerMessages>().messages[0]).toMatchObject({ state: 'queued' });
    expect(await send()).toMatchObject({ sent: 1 });
    expect(smsTo(await mobileOf(order, shop))).toHaveLength(1);
    const [row] = await rowsOf(order._id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('records a message sent by hand as sent, by whom and when, so nobody sends it twice', async () => {
    const shop = await createShop(ctx);
    await ctx.database.db.update(users).set({ name: 'Meena' }).where(eq(users.id, shop.user_id));
    const order = await placeOrder(ctx, shop);
    const [waiting] = (await messagesOf(shop, order._id)).messages;
    expect(waiting).toMatchObject({ state: 'queued', sent_by: null });

    const before = ctx.clock.now().getTime();
    const response = await resolve(shop, order._id, waiting!._id, 'mark_sent');
    expect(response.statusCode, response.body).toBe(200);
    const [marked] = response.json<OrderCustomerMessages>().messages;
    expect(Date.parse(marked!.sent_at!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(marked!.sent_at!)).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const expected = {
      _id: waiting!._id,
      state: 'sent',
      sent_by: 'Meena',
      sent_at: marked!.sent_at,
    };
    expect(marked).toMatchObject(expected);
    // As it stays, after a reload too; the gateway does not send it again.
    expect((await messagesOf(shop, order._id)).messages[0]).toMatchObject(expected);
    expect(await send()).toMatchObject({ sent: 0 });
    expect(smsTo(await mobileOf(order, shop))).toEqual([]);

    const twice = await resolve(shop, order._id, waiting!._id, 'mark_sent');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('CUSTOMER_MESSAGE_SETTLED');
  });

  it('settles only an unknown message of the caller’s own order', async () => {
    const { shop, order, id } = await unknownMessage();
    const other = await createShop(ctx);
    const foreign = await resolve(other, order._id, id, 'mark_sent');
    expect(foreign.statusCode).toBe(404);
    const ownOrder = await placeOrder(ctx, shop);
    const wrongOrder = await resolve(shop, ownOrder._id, id, 'mark_sent');
    expect(wrongOrder.json<{ code: string }>().code).toBe('CUSTOMER_MESSAGE_NOT_FOUND');
    const [queued] = await rowsOf(ownOrder._id);
    const notUnknown = await resolve(shop, ownOrder._id, queued!.id, 'send_again');
    expect(notUnknown.statusCode).toBe(409);
    const junk = await resolve(shop, order._id, id, 'forget');
    expect(junk.statusCode).toBe(400);
    expect((await rowsOf(order._id))[0]).toMatchObject({ state: 'unknown' });
  });
});
