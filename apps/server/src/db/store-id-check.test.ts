import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordShopStatements } from '../../test/store-id-check';
import { createShop, createTestContext, type TestContext } from '../../test/test-app';
import { onCitus, openTestDatabase } from '../../test/test-database';
import {
  holdTransaction,
  requestScopedDatabase,
  requestTransaction,
  runInRequestScope,
} from './request-transaction';
import { customers } from './schema/customers';
import { orders } from './schema/orders';
import { sameShopRow } from './shop-joins';
import type { Database } from './client';

/*
 * The check `npm test` runs over every API test on PostgreSQL (TEST_STORE_ID_CHECK): it must find a
 * shop table read without its store_id in a shop's request, and only there.
 */

let ctx: TestContext;
let storeId: string;
beforeAll(async () => {
  ctx = await createTestContext({ database: await openTestDatabase({ storeIdCheck: false }) });
  storeId = (await createShop(ctx)).store_id!;
});
afterAll(() => ctx.close());

/** Runs `work` inside a request scope, in a transaction of shop `shop` (null: one spanning shops). */
function inRequest(shop: string | null, work: (db: Database) => Promise<unknown>): Promise<void> {
  return new Promise((done, fail) => {
    runInRequestScope(() => {
      void (async () => {
        const held = await holdTransaction(ctx.database.db, { shop });
        try {
          await requestTransaction.enter(held, { savepoint: false });
          await work(requestScopedDatabase(ctx.database.db));
        } finally {
          await requestTransaction.end(held, requestTransaction.scope(), false);
        }
      })().then(done, fail);
    });
  });
}

const orderWithCustomer = (db: Database, join: ReturnType<typeof sameShopRow>) =>
  db
    .select({ id: orders.id, name: customers.name })
    .from(orders)
    .innerJoin(customers, join)
    .where(eq(orders.storeId, storeId));

// The check reads PostgreSQL's own plans, and makes on purpose statements Citus refuses.
describe.skipIf(onCitus())('the store_id check of a shop request’s statements', () => {
  it('fails naming the table a join reads without its store_id, and the statement', async () => {
    const check = recordShopStatements(ctx.database);
    await inRequest(storeId, (db) =>
      orderWithCustomer(db, and(eq(customers.id, orders.customerId))!),
    );
    const failure = await check().then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/customers \([A-Za-z ]*Scan\) read without a store_id condition/);
    expect(failure).toContain(
      'inner join "customers" on "customers"."id" = "orders"."customer_id"',
    );
    expect(failure).not.toMatch(/\borders \(/);
  });

  it('passes the same statement joining on both id and store_id', async () => {
    const check = recordShopStatements(ctx.database);
    await inRequest(storeId, (db) =>
      orderWithCustomer(db, sameShopRow(customers, orders.customerId, orders)),
    );
    await expect(check()).resolves.toBeUndefined();
  });

  it('fails an update by id alone, and passes it with the shop', async () => {
    const unkeyed = recordShopStatements(ctx.database);
    await inRequest(storeId, (db) =>
      db.update(customers).set({ name: 'A' }).where(eq(customers.id, storeId)),
    );
    await expect(unkeyed()).rejects.toThrow(/customers \(.*\) read without a store_id/);

    const keyed = recordShopStatements(ctx.database);
    await inRequest(storeId, (db) =>
      db
        .update(customers)
        .set({ name: 'A' })
        .where(and(eq(customers.id, storeId), eq(customers.storeId, storeId))),
    );
    await expect(keyed()).resolves.toBeUndefined();
  });

  it('lets work that spans shops read every shop, but not join two shops’ rows', async () => {
    const everyShop = recordShopStatements(ctx.database);
    await inRequest(null, (db) => db.execute(sql`select count(*) from orders`));
    await inRequest(null, (db) =>
      db.execute(
        sql`select count(*) from orders join customers on customers.id = orders.customer_id and customers.store_id = orders.store_id`,
      ),
    );
    await expect(everyShop()).resolves.toBeUndefined();

    const across = recordShopStatements(ctx.database);
    await inRequest(null, (db) =>
      db.execute(
        sql`select count(*) from orders join customers on customers.id = orders.customer_id`,
      ),
    );
    await expect(across()).rejects.toThrow(
      /customers \(.*\), orders \(.*\) joined without relating their shops in work that spans shops/,
    );
  });

  it('fails a lock in work that spans shops unless it names the shop', async () => {
    const unnamed = recordShopStatements(ctx.database);
    await inRequest(null, (db) =>
      db.execute(sql`select id from orders where order_number = 1 for update`),
    );
    await expect(unnamed()).rejects.toThrow(/orders \(.*\) locked without naming its shop/);

    const named = recordShopStatements(ctx.database);
    await inRequest(null, (db) =>
      db.execute(
        sql`select id from orders where order_number = 1 and store_id = ${storeId} for update`,
      ),
    );
    await expect(named()).resolves.toBeUndefined();
  });
});
