import { addDays } from '@tailor/shared/dates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, postOrder, sendAs } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';

/*
 * Every business date (due, trial and expected dates, the days and years lists and reports are
 * asked for) lies from 2000-01-01 to two years after today in the shop's time zone; outside that
 * window the API answers 400 DATE_OUT_OF_RANGE with the window's bounds, never a 500.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// 1 April 2027 in India, 31 March in UTC: the window's end follows the shop's day.
const NOW = '2027-03-31T18:31:00Z';
const TODAY = '2027-04-01';
const MIN = '2000-01-01';
const MAX = '2029-04-01';
const OUT_OF_RANGE = { code: 'DATE_OUT_OF_RANGE', params: { min: MIN, max: MAX } };

beforeEach(() => ctx.clock.set(NOW));

type Shop = Awaited<ReturnType<typeof createShop>>;

function get(shop: Shop, url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(shop.token) });
}

async function orderCount(shop: Shop): Promise<number> {
  return (await get(shop, '/get_orders?page=1&limit=10')).json().total;
}

describe('GET /api/trials', () => {
  it('refuses a day outside the window with 400 and its bounds, not a 500', async () => {
    const shop = await createShop(ctx);
    for (const query of ['?from=9999-12-31', '?from=1999-12-31', `?to=${addDays(MAX, 1)}`]) {
      const response = await get(shop, `/trials${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject(OUT_OF_RANGE);
      expect(response.json().error).toBe(`Choose a date from ${MIN} to ${MAX}`);
    }
  });

  it('lists the days at both edges of the window', async () => {
    const shop = await createShop(ctx);
    const first = await get(shop, `/trials?from=${MIN}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ from: MIN, to: addDays(MIN, 6) });
    const last = await get(shop, `/trials?from=${MAX}&to=${MAX}`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ from: MAX, to: MAX });
  });

  it('refuses a range whose start is after its end', async () => {
    const shop = await createShop(ctx);
    const response = await get(shop, `/trials?from=${addDays(TODAY, 3)}&to=${TODAY}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/create_order', () => {
  it.each([
    ['a due date of 9999-12-31', { dueDate: '9999-12-31' }],
    ['a due date a day past the window', { dueDate: addDays(MAX, 1) }],
    ['a trial date of 9999-12-31', { dueDate: MAX, trialDate: '9999-12-31' }],
    ['an order date of 1999-12-31', { orderDate: '1999-12-31' }],
  ])('refuses %s with 400, creating nothing', async (_, order) => {
    const shop = await createShop(ctx);
    const response = await postOrder(
      ctx,
      shop.token,
      await orderBody(ctx, shop.store_id!, { order }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(OUT_OF_RANGE);
    expect(await orderCount(shop)).toBe(0);
  });

  it('takes the window’s edges: due and trial on its last day, ordered on its first', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { orderDate: MIN, dueDate: MAX, trialDate: `${MAX}T11:00` },
    });
    expect(order.order).toMatchObject({ orderDate: MIN, dueDate: MAX, trialDate: `${MAX}T11:00` });
  });
});

describe('POST /api/update_order', () => {
  it('refuses a due date or trial past the window, and takes its last day', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    for (const edit of [{ dueDate: '9999-12-31' }, { trialDate: '9999-12-31' }]) {
      const response = await sendAs(ctx, shop, 'POST', '/update_order', {
        order_id: order._id,
        order: edit,
      });
      expect(response.statusCode, JSON.stringify(edit)).toBe(400);
      expect(response.json()).toMatchObject(OUT_OF_RANGE);
    }
    const moved = await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { dueDate: MAX, trialDate: MAX },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().order).toMatchObject({ dueDate: MAX, trialDate: MAX });
  });
});

describe('POST /api/update_order_status (Delayed)', () => {
  it('refuses an expected date past the window, and takes its last day', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const delay = (expected_date: string) =>
      sendAs(ctx, shop, 'POST', '/update_order_status', {
        order_id: order._id,
        status: 'Delayed',
        delay_note: 'The silk comes late',
        expected_date,
      });
    const far = await delay('9999-12-31');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject(OUT_OF_RANGE);
    const last = await delay(MAX);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().expected_date).toBe(MAX);
  });
});

describe('date filters of lists and reports', () => {
  it.each([
    '/get_orders?startDate=1999-12-31',
    '/get_orders?endDate=9999-12-31',
    '/takings?from=9999-12-31',
    '/takings?from=0001-01-01&to=2000-01-01',
    '/capacity?from=9999-12-01&to=9999-12-31',
    '/capacity/orders?date=9999-12-31',
    '/karigars?from=0001-01-01&to=0001-01-31',
    '/get_revenue?year=2030',
    '/get_revenue?year=1999',
  ])('%s answers 400 DATE_OUT_OF_RANGE', async (url) => {
    const shop = await createShop(ctx);
    const response = await get(shop, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(OUT_OF_RANGE);
  });

  it.each([
    `/get_orders?startDate=${MIN}&endDate=${MAX}`,
    `/takings?from=${MAX}`,
    `/takings?from=${MIN}`,
    `/capacity?from=${addDays(MAX, -1)}&to=${MAX}`,
    `/capacity/orders?date=${MIN}`,
    `/karigars?from=${MIN}&to=${addDays(MIN, 30)}`,
    '/get_revenue?year=2029',
    '/get_revenue?year=2000',
  ])('%s, at an edge of the window, answers 200', async (url) => {
    const shop = await createShop(ctx);
    const response = await get(shop, url);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    `/get_orders?startDate=${TODAY}&endDate=${addDays(TODAY, -1)}`,
    `/takings?from=${TODAY}&to=${addDays(TODAY, -1)}`,
    `/capacity?from=${TODAY}&to=${addDays(TODAY, -1)}`,
    `/karigars?from=${TODAY}&to=${addDays(TODAY, -1)}`,
  ])('%s, a range ending before it starts, answers 400', async (url) => {
    const shop = await createShop(ctx);
    expect((await get(shop, url)).statusCode).toBe(400);
  });
});
