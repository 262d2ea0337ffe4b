import { MEASUREMENT_HISTORY_VISITS, type MeasurementHistory } from '@tailor/shared/customers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { explainRequest, planProblems, seedPlanShops } from '../../../test/query-plans';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';
import { onCitus } from '../../../test/test-database';

/*
 * A customer's measurement history on a shop of 10,000 orders beside other shops: their orders are
 * found through the customer index and their garments through the order index, so the history costs
 * what the customer's own orders cost, never a scan or a sort of the shop's orders or garments.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createShop>>;
let tailor: Awaited<ReturnType<typeof createEmployee>>;
let regularId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createShop(ctx);
  tailor = await createEmployee(ctx, owner);
  const helper = await createEmployee(ctx, owner);
  // 10,000 orders over 200 customers: a regular of 50 orders, 100 garments over six names.
  await seedPlanShops(ctx.database, {
    storeId: owner.store_id!,
    ownerUserId: owner.user_id!,
    orders: 10_000,
    customers: 200,
    employeeIds: [tailor.employee_id, helper.employee_id],
    otherShops: [{ orders: 2_000, customers: 1_000 }],
  });
  const [regular] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, owner.store_id!), eq(customers.name, 'Customer 7')));
  regularId = regular!.id;
}, 300_000);
afterAll(() => ctx.close());

const LIMITS = { maxSortRows: 200, maxScanRows: 200 };

// PostgreSQL's own plans: a distributed plan on Citus is another thing (see onCitus).
describe.skipIf(onCitus())('measurement history plans on a shop of 10,000 orders', () => {
  it.each([
    ['the shopkeeper', () => owner.token],
    ['an employee', () => tailor.token],
  ])("reads one customer's history through indexes for %s", async (_who, token) => {
    const { response, explained } = await explainRequest(ctx, {
      method: 'GET',
      url: `/api/customers/${regularId}/measurement-history`,
      headers: bearer(token()),
    });
    const { garments } = response.json<MeasurementHistory>();
    expect(garments.length).toBeGreaterThan(0);
    for (const garment of garments) {
      expect(garment.visits.length).toBeLessThanOrEqual(MEASUREMENT_HISTORY_VISITS);
    }
    expect(planProblems(explained, LIMITS)).toEqual([]);
  });
});
