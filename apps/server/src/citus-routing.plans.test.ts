import { addDays } from '@tailor/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, today } from '../test/order-fixtures';
import { captureQueries, rowsOf, type CapturedQuery } from '../test/query-plans';
import { seedShop } from '../test/shop-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../test/test-app';
import { onCitus } from '../test/test-database';

/*
 * On a Citus cluster (issue 29): every statement a shop's screen runs is routed to one node. Each
 * request runs through the real app; each statement it sent (transaction control and its settings
 * aside) is EXPLAINed on the coordinator with its own parameters, and every distributed part of
 * its plan must be one task: a router plan to the shop's node, not a statement over every shard.
 */

interface CitusNode {
  'Distributed Query'?: { Job?: { 'Task Count'?: number } };
  Plans?: CitusNode[];
  [key: string]: unknown;
}

function taskCounts(node: CitusNode): number[] {
  const own = node['Distributed Query']?.Job?.['Task Count'];
  return [...(own === undefined ? [] : [own]), ...(node.Plans ?? []).flatMap(taskCounts)];
}

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set|select set_config)\b/i;

async function spread(ctx: TestContext, queries: CapturedQuery[]): Promise<string[]> {
  const problems: string[] = [];
  for (const query of queries) {
    if (CONTROL.test(query.sql)) continue;
    const params = query.params.map((value) =>
      value instanceof Date ? value.toISOString() : value,
    );
    const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
      ctx.database,
      `explain (format json) ${query.sql}`,
      params,
    );
    const raw = row!['QUERY PLAN'];
    const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: CitusNode }[])[0]!
      .Plan;
    const tasks = taskCounts(plan);
    if (tasks.some((count) => count > 1))
      problems.push(`${tasks.join('+')} tasks: ${query.sql.replace(/\s+/g, ' ').trim()}`);
  }
  return problems;
}

let ctx: TestContext;
let token: string;
let orderId: string;
let tailorId: string;

const screens: [string, () => string][] = [
  ['order list', () => '/api/get_orders?page=1&limit=10'],
  ['order detail', () => `/api/orders/${orderId}`],
  ['dashboard', () => '/api/get_dashboard_data'],
  ['money owed', () => '/api/outstanding'],
  ['takings', () => '/api/takings'],
  ['day book', () => `/api/reports/day-book?from=${addDays(today(ctx), -6)}&to=${today(ctx)}`],
  ['capacity', () => `/api/capacity?from=${today(ctx)}&to=${addDays(today(ctx), 13)}`],
  ['trials', () => '/api/trials'],
  ['wages', () => `/api/karigars/${tailorId}/ledger`],
  ['export', () => '/api/export/json'],
];

describe.runIf(onCitus())("a shop's screens on Citus", () => {
  beforeAll(async () => {
    ctx = await createTestContext();
    const seeded = await seedShop(ctx);
    token = seeded.shop.token;
    orderId = seeded.orders.sunita._id;
    tailorId = seeded.tailor.employee_id;
    // Another shop's rows on the cluster beside it.
    const other = await createShop(ctx);
    await placeOrder(ctx, other);
  }, 120_000);
  afterAll(() => ctx.close());

  it.each(screens)('runs each statement of the %s on one node', async (_screen, url) => {
    const { result: response, queries } = await captureQueries(ctx.database.db, () =>
      ctx.app.inject({ method: 'GET', url: url(), headers: bearer(token) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await spread(ctx, queries)).toEqual([]);
  });
});
