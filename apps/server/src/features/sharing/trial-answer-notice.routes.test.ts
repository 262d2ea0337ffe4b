import { addDays } from '@tailor/shared/dates';
import type { Notification } from '@tailor/shared/notifications-schemas';
import type { SharedOrder } from '@tailor/shared/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, sendAs, today } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { TRIAL_ANSWER_NOTICE_WINDOW_MS } from './trial-answer.service';

/*
 * Anyone holding a tracking link can flip the trial answer as often as they like: each answer is
 * recorded, but the shop owner hears of an order's answers once per window, the notice always
 * carrying the latest answer.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

function answer(shareToken: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/shared_order/${shareToken}/trial`, payload });
}

async function trialNotices(shop: Shop): Promise<Notification[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(shop.token),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<{ notifications: Notification[] }>()
    .notifications.filter((n) => n.type.startsWith('trial_'));
}

async function orderWithTrial(shop: Shop) {
  return placeOrder(ctx, shop, {
    customer: { name: 'Meena Iyer' },
    order: { trialDate: addDays(today(ctx), 2), dueDate: addDays(today(ctx), 10) },
  });
}

/** The i-th of a run of alternating answers: confirmed, another day, confirmed… */
function alternating(i: number) {
  return i % 2 === 0
    ? { response: 'confirmed' }
    : { response: 'another_day', note: `Answer ${i + 1}: Saturday` };
}

describe('POST /api/shared_order/{token}/trial, answered again and again', () => {
  it('records all 20 alternating answers but tells the owner once, with the latest', async () => {
    const shop = await createShop(ctx);
    const order = await orderWithTrial(shop);
    for (let i = 0; i < 20; i += 1) {
      const response = await answer(order.share_token, alternating(i));
      expect(response.statusCode, response.body).toBe(200);
      // Each answer is recorded as it comes.
      expect(response.json<SharedOrder>().trial_answer).toMatchObject({
        response: alternating(i).response,
        note: alternating(i).note ?? null,
      });
    }
    const notices = await trialNotices(shop);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'trial_another_day',
      priority: 'high',
      read: false,
      order_id: order._id,
      data: { customerName: 'Meena Iyer', note: 'Answer 20: Saturday' },
    });
  });

  it('shows the notice unread again when the answer changes after the owner read it', async () => {
    const shop = await createShop(ctx);
    const order = await orderWithTrial(shop);
    await answer(order.share_token, { response: 'another_day', note: 'Sunday' });
    const [first] = await trialNotices(shop);
    const read = await sendAs(ctx, shop, 'PUT', `/notifications/${first!._id}/read`, {});
    expect(read.statusCode, read.body).toBe(200);
    await answer(order.share_token, { response: 'confirmed' });
    expect(await trialNotices(shop)).toEqual([
      expect.objectContaining({
        _id: first!._id,
        type: 'trial_confirmed',
        priority: 'normal',
        read: false,
      }),
    ]);
  });

  it('tells the owner again once the window has passed', async () => {
    const shop = await createShop(ctx);
    const order = await orderWithTrial(shop);
    await answer(order.share_token, { response: 'confirmed' });
    await answer(order.share_token, { response: 'another_day', note: 'Monday' });
    expect(await trialNotices(shop)).toHaveLength(1);
    ctx.clock.advance(TRIAL_ANSWER_NOTICE_WINDOW_MS + 1_000);
    await answer(order.share_token, { response: 'confirmed' });
    const notices = await trialNotices(shop);
    expect(notices.map((n) => n.type)).toEqual(['trial_confirmed', 'trial_another_day']);
  });

  it('tells the owner of an answer to a trial the shop has just moved', async () => {
    const shop = await createShop(ctx);
    const order = await orderWithTrial(shop);
    await answer(order.share_token, { response: 'another_day', note: 'Not Tuesday' });
    const moved = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { trialDate: addDays(today(ctx), 4) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await answer(order.share_token, { response: 'confirmed' });
    const notices = await trialNotices(shop);
    expect(notices.map((n) => [n.type, n.data.trialDate])).toEqual([
      ['trial_confirmed', addDays(today(ctx), 4)],
      ['trial_another_day', addDays(today(ctx), 2)],
    ]);
  });

  it('keeps each order’s notice apart', async () => {
    const shop = await createShop(ctx);
    const first = await orderWithTrial(shop);
    const second = await orderWithTrial(shop);
    await answer(first.share_token, { response: 'confirmed' });
    await answer(second.share_token, { response: 'confirmed' });
    expect((await trialNotices(shop)).map((n) => n.order_id).sort()).toEqual(
      [first._id, second._id].sort(),
    );
  });
});
