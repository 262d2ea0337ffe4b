import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import {
  afterRequestCommit,
  holdTransaction,
  requestScopedDatabase,
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

async function userNamed(name: string) {
  return database.db.select().from(users).where(eq(users.name, name));
}

describe('requestScopedDatabase', () => {
  it("sends a feature's bare write into the request's transaction, undone with it", async () => {
    const scoped = requestScopedDatabase(database.db);
    await inRequest(async () => {
      const held = await holdTransaction(database.db);
      await requestTransaction.enter(held, { shop: null, savepoint: true });
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
      await requestTransaction.enter(held, { shop: null, savepoint: true });
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
      await requestTransaction.enter(held, { shop: null, savepoint: true });
      await scoped.insert(users).values({ phone: '9000000004', name: 'Handler' });
      await requestTransaction.undoHandler(held);
      await requestTransaction.end(held, requestTransaction.scope(), true);
    });
    expect(await userNamed('Before handler')).toHaveLength(1);
    expect(await userNamed('Handler')).toHaveLength(0);
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
