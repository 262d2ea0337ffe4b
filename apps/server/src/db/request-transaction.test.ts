import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql, type SQL } from 'drizzle-orm';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, onCitus, openTestDatabase } from '../../test/test-database';
import { beginWith, type DatabaseHandle } from './client';
import {
  afterRequestCommit,
  holdTransaction,
  requestScopedDatabase,
  REQUEST_ROLE,
  requestTransaction,
  runInRequestScope,
} from './request-transaction';
import { users } from './schema/users';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Runs `work` as a request's code runs: in a request scope of its own. */
function inRequest<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => runInRequestScope(() => work().then(resolve, reject)));
}

async function rowsOf<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function userNamed(name: string) {
  return database.db.select().from(users).where(eq(users.name, name));
}

describe('requestScopedDatabase', () => {
  it("sends a feature's bare write into the request's transaction, undone with it", async () => {
    const scoped = requestScopedDatabase(database.db);
    await inRequest(async () => {
      const held = await holdTransaction(database.db);
      await requestTransaction.enter(held, { savepoint: true });
      // What a service forgetting `transaction()` does: a bare insert on the handle it was given.
      await scoped.insert(users).values({ phone: '9000000001', name: 'Rolled back' });
      await requestTransaction.end(held, requestTransaction.scope(), false);
    });
    expect(await userNamed('Rolled back')).toHaveLength(0);
  });

  it("commits a feature's own transaction with the request's, as a savepoint of it", async () => {
    const scoped = requestScopedDatabase(database.db);
    const told: string[] = [];
    await inRequest(async () => {
      const held = await holdTransaction(database.db);
      await requestTransaction.enter(held, { savepoint: true });
      await scoped.transaction(async (tx) => {
        await tx.insert(users).values({ phone: '9000000002', name: 'Kept' });
      });
      afterRequestCommit(() => told.push('after commit'));
      expect(told).toEqual([]);
      await requestTransaction.end(held, requestTransaction.scope(), true);
    });
    expect(await userNamed('Kept')).toHaveLength(1);
    expect(told).toEqual(['after commit']);
  });

  it('undoes only the handler when it fails, keeping what came before its savepoint', async () => {
    const scoped = requestScopedDatabase(database.db);
    await inRequest(async () => {
      const held = await holdTransaction(database.db);
      await held.tx.insert(users).values({ phone: '9000000003', name: 'Before handler' });
      await requestTransaction.enter(held, { savepoint: true });
      await scoped.insert(users).values({ phone: '9000000004', name: 'Handler' });
      await requestTransaction.undoHandler(held);
      await requestTransaction.end(held, requestTransaction.scope(), true);
    });
    expect(await userNamed('Before handler')).toHaveLength(1);
    expect(await userNamed('Handler')).toHaveLength(0);
  });

  it("runs a shop's transaction as the request role with the shop set from its first statement, and leaves the connection as it was", async () => {
    const shop = '2b7d3c1e-8f4a-4b6c-9d2e-1a3b5c7d9e0f';
    for (const commit of [true, false]) {
      const held = await holdTransaction(database.db, { shop });
      const [seen] = await rowsOf<{ role: string; shop: string }>(
        held.tx,
        sql`select current_user as role, current_setting('app.store_id', true) as shop`,
      );
      await held.tx
        .insert(users)
        .values({ phone: `900000001${commit ? 1 : 2}`, name: `Shop ${commit}` });
      await (commit ? held.commit() : held.rollback());
      expect(seen).toEqual({ role: REQUEST_ROLE, shop });
      expect(await userNamed(`Shop ${commit}`)).toHaveLength(commit ? 1 : 0);
    }
    // Every connection of the pool is back to the server's own role, with no shop set.
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        rowsOf<{ role: string; shop: string | null }>(
          database.db,
          sql`select current_user as role, nullif(current_setting('app.store_id', true), '') as shop`,
        ),
      ),
    );
    for (const [row] of after) {
      expect(row!.role).not.toBe(REQUEST_ROLE);
      expect(row!.shop).toBeNull();
    }
  });

  it.skipIf(databaseKind() === 'pglite')(
    "runs a shop's writes one after another, and lets its reads and other shops' writes through",
    async () => {
      const shop = '3c8e4d2f-9a5b-4c7d-8e3f-2b4c6d8e0a1b';
      const otherShop = '4d9f5e3a-0b6c-4d8e-9f4a-3c5d7e9f1b2c';
      const first = await holdTransaction(database.db, { shop, writes: true });
      const stamp =
        (label: string) => async (held: Awaited<ReturnType<typeof holdTransaction>>) => {
          order.push(label);
          await held.rollback();
        };
      const order: string[] = [];
      const secondWrite = holdTransaction(database.db, { shop, writes: true }).then(
        stamp('second write of the shop'),
      );
      await Promise.all([
        holdTransaction(database.db, { shop, writes: false }).then(stamp('read of the shop')),
        holdTransaction(database.db, { shop: otherShop, writes: true }).then(
          stamp("other shop's write"),
        ),
      ]);
      // The second write of the shop is still waiting for the first to end.
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('first write ends');
      await first.commit();
      await secondWrite;
      // The read and the other shop's write pass the lock, in whichever order they end.
      expect(order.slice(0, 2).sort()).toEqual(["other shop's write", 'read of the shop']);
      expect(order.slice(2)).toEqual(['first write ends', 'second write of the shop']);
    },
  );

  it("lets a shop's write keep PostgreSQL's generic plans, and plans a read's every call for its values", async () => {
    const shop = randomUUID();
    const plansOf = async (writes: boolean, statement: SQL) => {
      const held = await holdTransaction(database.db, { shop, writes });
      try {
        for (let run = 1; run <= 8; run++) await held.tx.execute(statement);
        const [seen] = await rowsOf<{ mode: string }>(
          held.tx,
          sql`select current_setting('plan_cache_mode') as mode`,
        );
        const prepared =
          database.driver === 'postgres'
            ? await rowsOf<{ generic: string }>(
                held.tx,
                sql`select generic_plans::text as generic from pg_prepared_statements
                    where statement like 'select $1::int + %' order by prepare_time desc limit 1`,
              )
            : [];
        return { mode: seen!.mode, generic: prepared[0]?.generic };
      } finally {
        await held.rollback();
      }
    };
    const postgres = database.driver === 'postgres';
    // A write: PostgreSQL's own way, generic from the sixth run of a prepared statement.
    expect(await plansOf(true, sql`select ${7}::int + 41 as n`)).toEqual({
      mode: 'auto',
      generic: postgres ? '3' : undefined,
    });
    // A read of the same shop, on a connection of the same pool: every call planned for its values.
    if (postgres)
      expect(await plansOf(false, sql`select ${7}::int + 43 as n`)).toEqual({
        mode: 'force_custom_plan',
        generic: '0',
      });
  });

  it('on a PostgreSQL server, opens with its first statement in the same query as BEGIN', async () => {
    const own = await beginWith(database.db, "select set_config('app.probe', 'set', true)");
    expect(own !== null).toBe(database.driver === 'postgres');
    if (!own) return;
    const [seen] = await rowsOf<{ probe: string }>(
      own.tx,
      sql`select current_setting('app.probe', true) as probe, txid_current_if_assigned()`,
    );
    await own.end(false);
    expect(seen!.probe).toBe('set');
  });

  it.runIf(onCitus())(
    "on Citus, a shop's write that reaches a worker on several connections does not wait for itself",
    async () => {
      // Citus sends a worker connection the transaction opens the text its SET LOCALs came in:
      // the shop's write lock must not be in it, or the transaction's second connection to a
      // worker waits for the lock its first one took there.
      const held = await holdTransaction(database.db, { shop: randomUUID(), writes: true });
      try {
        // Each shard on a connection of its own: two on each worker.
        await held.tx.execute(sql`set local citus.multi_shard_modify_mode = parallel`);
        await held.tx.execute(sql`set local citus.force_max_query_parallelization = on`);
        await held.tx.execute(sql`set local statement_timeout = '10s'`);
        const [counted] = await rowsOf<{ orders: number }>(
          held.tx,
          sql`select count(*)::int as orders from orders`,
        );
        expect(counted!.orders).toBe(0);
      } finally {
        await held.rollback();
      }
    },
  );

  it('refuses a shop id that is not a uuid before sending anything', async () => {
    await expect(
      holdTransaction(database.db, { shop: "x', true), set_config('role', 'postgres" }),
    ).rejects.toThrow(/not a shop id/);
  });

  it('uses the pool outside a request transaction', async () => {
    const scoped = requestScopedDatabase(database.db);
    await inRequest(() =>
      scoped.insert(users).values({ phone: '9000000005', name: 'No transaction' }),
    );
    expect(await userNamed('No transaction')).toHaveLength(1);
  });
});

describe('lint', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

  it("refuses a feature that opens a connection or ends a request's transaction itself", async () => {
    const eslint = new ESLint({ cwd: root });
    const probe = [
      "import { openPostgres } from '../../db/client';",
      "import { holdTransaction } from '../../db/request-transaction';",
      'export const probe = [openPostgres, holdTransaction];',
    ].join('\n');
    const [result] = await eslint.lintText(probe, {
      filePath: path.join(root, 'apps/server/src/features/orders/probe.ts'),
    });
    const refused = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(refused.map((m) => m.line)).toEqual([1, 2]);
  }, 60_000);
});
