import { addDays } from '@tailor/shared/dates';
import type { OrderDetail } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import { type TrialList } from '@tailor/shared/trials';
import { TRIAL_MESSAGES } from '@tailor/shared/trials-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderBody,
  placeOrder,
  postOrder,
  readOrderAs,
  sendAs,
  today,
} from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * Trial (fitting) dates (issue 16, item 4): set when the order is taken or later, checked against
 * today and the due date, answered by GET /orders/{id} and the customer's GET /shared_order/{token}.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function detail(shop: Shop, orderId: string): Promise<OrderDetail> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(shop.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

async function shared(shareToken: string): Promise<SharedOrder> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/shared_order/${shareToken}` });
  expect(response.statusCode).toBe(200);
  return response.json<SharedOrder>();
}

describe('trialDate in POST /api/create_order', () => {
  it('is kept as a day, or a day and a time in the shop’s time zone, and answered everywhere', async () => {
    const shop = await createShop(ctx);
    const day = await placeOrder(ctx, shop, {
      order: { trialDate: addDays(today(ctx), 3), dueDate: addDays(today(ctx), 10) },
    });
    expect(day.order.trialDate).toBe(addDays(today(ctx), 3));

    // An instant with an offset is the shop's wall-clock time of that instant: 12:00 UTC is 17:30 in India.
    const trialDay = addDays(today(ctx), 4);
    const timed = await placeOrder(ctx, shop, {
      order: { trialDate: `${trialDay}T12:00:00Z`, dueDate: addDays(today(ctx), 10) },
    });
    expect(timed.order.trialDate).toBe(`${trialDay}T17:30`);
    expect((await detail(shop, timed._id)).order.trialDate).toBe(`${trialDay}T17:30`);
    expect((await detail(shop, timed._id)).trial_answer).toBeNull();
    const page = await shared(timed.share_token);
    expect(page.order.trialDate).toBe(`${trialDay}T17:30`);
    expect(page.trial_answer).toBeNull();

    const none = await placeOrder(ctx, shop);
    expect(none.order.trialDate).toBeNull();
    expect((await shared(none.share_token)).order.trialDate).toBeNull();
  });

  it.each([
    ['a past day', -1, 10, TRIAL_MESSAGES.past],
    ['a day after the due date', 11, 10, TRIAL_MESSAGES.afterDue],
  ])('refuses %s with a clear message, creating nothing', async (_, trialIn, dueIn, message) => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!, {
      order: {
        trialDate: addDays(today(ctx), trialIn),
        dueDate: addDays(today(ctx), dueIn),
      },
    });
    const response = await postOrder(ctx, shop.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_orders?page=1&limit=10',
      headers: bearer(shop.token),
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses a trial that is not a date', async () => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!, { order: { trialDate: '5 December' } });
    const response = await postOrder(ctx, shop.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(TRIAL_MESSAGES.invalid);
  });
});

describe('trialDate in POST /api/update_order', () => {
  it('sets, moves and removes the trial, each in the order’s history', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { order: { dueDate: addDays(today(ctx), 10) } });
    const set = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { trialDate: `${addDays(today(ctx), 2)}T11:00` },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await readOrderAs(ctx, shop, order._id))!.order.trialDate).toBe(
      `${addDays(today(ctx), 2)}T11:00`,
    );

    const removed = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { trialDate: null },
    });
    expect(removed.statusCode).toBe(200);
    const after = await detail(shop, order._id);
    expect(after.order.trialDate).toBeNull();
    const changes = after.status_history.flatMap((event) => event.changes);
    expect(changes.filter((c) => c.field === 'trialDate')).toEqual([
      expect.objectContaining({ from: null, to: `${addDays(today(ctx), 2)}T11:00` }),
      expect.objectContaining({ from: `${addDays(today(ctx), 2)}T11:00`, to: null }),
    ]);
  });

  it('refuses a due date moved before a trial that stays, and a trial after the due date', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: addDays(today(ctx), 5), dueDate: addDays(today(ctx), 10) },
    });
    const earlier = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { dueDate: addDays(today(ctx), 4) },
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error).toBe(TRIAL_MESSAGES.afterDue);
    const late = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { trialDate: addDays(today(ctx), 11) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(TRIAL_MESSAGES.afterDue);
    const kept = await readOrderAs(ctx, shop, order._id);
    expect(kept!.order).toMatchObject({
      trialDate: addDays(today(ctx), 5),
      dueDate: addDays(today(ctx), 10),
    });
    // Both together, consistent: accepted.
    const both = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { dueDate: addDays(today(ctx), 4), trialDate: addDays(today(ctx), 3) },
    });
    expect(both.statusCode, both.body).toBe(200);
  });
});

describe('POST /api/shared_order/{token}/trial: the customer answers, no login', () => {
  function answer(shareToken: string, payload: object) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/shared_order/${shareToken}/trial`,
      payload,
    });
  }

  async function ownerNotices(shop: Shop) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(shop.token),
    });
    return response
      .json<{ notifications: { type: string; data: Record<string, unknown> }[] }>()
      .notifications.filter((n) => n.type.startsWith('trial_'));
  }

  it('confirms once: the shop owner is told, and the same answer again tells no one', async () => {
    const shop = await createShop(ctx);
    const trial = `${addDays(today(ctx), 2)}T17:30`;
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Meena Iyer' },
      order: { trialDate: trial, dueDate: addDays(today(ctx), 10) },
    });
    const first = await answer(order.share_token, { response: 'confirmed' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SharedOrder>().trial_answer).toMatchObject({
      response: 'confirmed',
      note: null,
    });
    expect((await answer(order.share_token, { response: 'confirmed' })).statusCode).toBe(200);
    expect(await ownerNotices(shop)).toEqual([
      expect.objectContaining({
        type: 'trial_confirmed',
        data: expect.objectContaining({
          orderNumber: order.order_number,
          customerName: 'Meena Iyer',
          trialDate: trial,
        }),
      }),
    ]);
    expect((await detail(shop, order._id)).trial_answer).toMatchObject({ response: 'confirmed' });
  });

  it('asks for another day with a note; a new trial from the shop asks the customer again', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: addDays(today(ctx), 2), dueDate: addDays(today(ctx), 10) },
    });
    const asked = await answer(order.share_token, {
      response: 'another_day',
      note: ' Saturday after 5 pm ',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<SharedOrder>().trial_answer).toMatchObject({
      response: 'another_day',
      note: 'Saturday after 5 pm',
    });
    expect(await ownerNotices(shop)).toEqual([
      expect.objectContaining({
        type: 'trial_another_day',
        data: expect.objectContaining({ note: 'Saturday after 5 pm' }),
      }),
    ]);
    // The trial stays where the shop put it until the shop moves it.
    expect((await shared(order.share_token)).order.trialDate).toBe(addDays(today(ctx), 2));

    const moved = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { trialDate: addDays(today(ctx), 4) },
    });
    expect(moved.statusCode).toBe(200);
    const page = await shared(order.share_token);
    expect(page.order.trialDate).toBe(addDays(today(ctx), 4));
    expect(page.trial_answer).toBeNull();
  });

  it('refuses an order without a trial, a closed order, a bad answer and an unknown link', async () => {
    const shop = await createShop(ctx);
    const none = await placeOrder(ctx, shop);
    const noTrial = await answer(none.share_token, { response: 'confirmed' });
    expect(noTrial.statusCode).toBe(409);
    expect(noTrial.json().error).toBe(TRIAL_MESSAGES.noTrial);

    const order = await placeOrder(ctx, shop, {
      order: { trialDate: addDays(today(ctx), 1), dueDate: addDays(today(ctx), 10) },
    });
    const bad = await answer(order.share_token, { response: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const long = await answer(order.share_token, {
      response: 'another_day',
      note: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Message must be at most 200 characters');

    const cancelled = await sendAs(ctx, shop, 'POST', '/cancel_order', {
      order_id: order._id,
      paid_money: 'keep',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closed = await answer(order.share_token, { response: 'confirmed' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(TRIAL_MESSAGES.closed);

    expect((await answer('A'.repeat(32), { response: 'confirmed' })).statusCode).toBe(404);
    expect(await ownerNotices(shop)).toEqual([]);
  });
});

describe('GET /api/trials: the day list', () => {
  async function trials(token: string, query = '') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/trials${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TrialList>();
  }

  it('lists the open orders with a trial this week, by day and time, with the answers', async () => {
    const shop = await createShop(ctx);
    const day = (n: number) => addDays(today(ctx), n);
    const due = day(20);
    const late = await placeOrder(ctx, shop, {
      customer: { name: 'Ravi' },
      order: { trialDate: `${day(2)}T18:00`, dueDate: due },
    });
    const untimed = await placeOrder(ctx, shop, {
      customer: { name: 'Sita' },
      order: { trialDate: day(2), dueDate: due },
    });
    const early = await placeOrder(ctx, shop, {
      customer: { name: 'Asha' },
      order: { trialDate: `${day(2)}T10:30`, dueDate: due },
    });
    const first = await placeOrder(ctx, shop, { order: { trialDate: day(0), dueDate: due } });
    await placeOrder(ctx, shop, { order: { trialDate: day(9), dueDate: due } });
    await placeOrder(ctx, shop);
    const cancelled = await placeOrder(ctx, shop, { order: { trialDate: day(1), dueDate: due } });
    await sendAs(ctx, shop, 'POST', '/cancel_order', {
      order_id: cancelled._id,
      paid_money: 'keep',
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/shared_order/${early.share_token}/trial`,
      payload: { response: 'confirmed' },
    });

    const week = await trials(shop.token);
    expect(week).toMatchObject({ from: day(0), to: day(6) });
    expect(week.trials.map((t) => t.order_id)).toEqual([
      first._id,
      early._id,
      late._id,
      untimed._id,
    ]);
    expect(week.trials[1]).toMatchObject({
      customer_name: 'Asha',
      trialDate: `${day(2)}T10:30`,
      answer: { response: 'confirmed' },
    });
    expect(week.trials[3]!.answer).toBeNull();

    const later = await trials(shop.token, `?from=${day(7)}&to=${day(13)}`);
    expect(later.trials).toHaveLength(1);
  });

  it('shows an employee the trials of their own work only, and never another shop’s', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const due = addDays(today(ctx), 10);
    const theirs = await placeOrder(ctx, shop, {
      products: [{ assigned_to: tailor.employee_id }],
      order: { trialDate: addDays(today(ctx), 1), dueDate: due },
    });
    await placeOrder(ctx, shop, { order: { trialDate: addDays(today(ctx), 1), dueDate: due } });
    const other = await createShop(ctx);
    await placeOrder(ctx, other, { order: { trialDate: addDays(today(ctx), 1), dueDate: due } });

    expect((await trials(tailor.token)).trials.map((t) => t.order_id)).toEqual([theirs._id]);
    expect((await trials(shop.token)).trials).toHaveLength(2);
  });

  it('refuses a range backwards or over 62 days, or in a year that is no year', async () => {
    const shop = await createShop(ctx);
    for (const query of [
      `?from=${addDays(today(ctx), 5)}&to=${today(ctx)}`,
      `?from=${today(ctx)}&to=${addDays(today(ctx), 62)}`,
      '?from=tomorrow',
      '?from=0000-01-01&to=0000-01-07',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/trials${query}`,
        headers: bearer(shop.token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
