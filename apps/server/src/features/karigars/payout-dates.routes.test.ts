import { addDays } from '@tailor/shared/dates';
import type { KarigarLedger } from '@tailor/shared/karigars';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callApi,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * A payout's day and a ledger's period are business dates: from 2000-01-01 to two years after
 * today. A payout dated in year 1 would count before every period and shift each one's opening.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NOW = '2026-06-20T06:30:00.000Z';
const TODAY = '2026-06-20';
const OUT_OF_RANGE = {
  code: 'DATE_OUT_OF_RANGE',
  params: { min: '2000-01-01', max: '2028-06-20' },
};

beforeEach(() => ctx.clock.set(NOW));

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return callApi(ctx, token, method, url, payload);
}

describe('POST /api/karigars/{employeeId}/payouts', () => {
  it('refuses a payout dated 0001-01-01, leaving later periods’ opening as it was', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const url = `/karigars/${ravi.employee_id}/payouts`;
    const ancient = await call(shop.token, 'POST', url, {
      amount: 500,
      method: 'cash',
      date: '0001-01-01',
    });
    expect(ancient.statusCode, ancient.body).toBe(400);
    expect(ancient.json()).toMatchObject(OUT_OF_RANGE);

    const ledger = await call(
      shop.token,
      'GET',
      `/karigars/${ravi.employee_id}/ledger?from=${TODAY}&to=${TODAY}`,
    );
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json<KarigarLedger>().sums).toMatchObject({ opening: 0, paid: 0, owed: 0 });
  });

  it('takes a payout on the window’s first day and today', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const url = `/karigars/${ravi.employee_id}/payouts`;
    for (const date of ['2000-01-01', TODAY]) {
      const response = await call(shop.token, 'POST', url, { amount: 100, method: 'cash', date });
      expect(response.statusCode, `${date}: ${response.body}`).toBe(201);
    }
  });
});

describe('ledger periods', () => {
  it.each(['ledger', 'pay-slip'])(
    'GET /api/karigars/{employeeId}/%s refuses a period outside the window',
    async (page) => {
      const shop = await createShop(ctx);
      const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
      for (const query of ['?from=0001-01-01&to=0001-01-31', `?to=${addDays('2028-06-20', 1)}`]) {
        const response = await call(
          shop.token,
          'GET',
          `/karigars/${ravi.employee_id}/${page}${query}`,
        );
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject(OUT_OF_RANGE);
      }
    },
  );

  it('GET /api/employee/ledger refuses a period outside the window', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const response = await call(ravi.token, 'GET', '/employee/ledger?from=0001-01-01');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(OUT_OF_RANGE);
  });
});
