import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../test/order-fixtures';
import {
  badRequests,
  describeRequest,
  operationsOf,
  type Caller,
  type IdPool,
  type Operation,
} from '../test/openapi-fuzz';
import { seedShop } from '../test/shop-fixtures';
import { inviteEmployee } from '../test/team-fixtures';
import { bearer, createEmployee, createShop, createTestContext } from '../test/test-app';

/**
 * Every operation of the app's own OpenAPI document, fed bad requests made from its own
 * parameter and body schemas, as every kind of caller: none may answer 5xx, every refusal is a
 * JSON `{error}`, none that carries a certain defect is accepted, and no row changes.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

/**
 * Tables a refused request changes by design; every other table must stay as it was.
 * - idempotency_keys: a POST or PUT with an Idempotency-Key stores its answer, refusals included,
 *   so that a retry gets the same answer.
 */
const CHANGED_BY_DESIGN = new Set(['idempotency_keys']);

const ctx = await createTestContext();
const docs = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
const operations = operationsOf(docs.json());

type Snapshot = Map<string, string>;

/** Rows of a raw query: both drivers answer `{ rows }`. */
async function query<T>(statement: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await ctx.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every table of the database: its row count and a hash of its rows, by SQL on the same database. */
async function snapshot(): Promise<Snapshot> {
  const tables = await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Snapshot = new Map();
  for (const { name } of tables) {
    if (CHANGED_BY_DESIGN.has(name)) continue;
    const rows = await query<{ n: number; h: string }>(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as h from public."${name}" t`,
      ),
    );
    result.set(name, `${rows[0]!.n} rows, ${rows[0]!.h}`);
  }
  return result;
}

function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name) ?? 'absent'} -> ${after.get(name) ?? 'absent'}`);
}

async function idsOf(storeId: string): Promise<IdPool> {
  const rows = await query<{ kind: string; value: string }>(sql`
    select 'ids' as kind, id::text as value from stores where id = ${storeId}
    union all select 'ids', owner_user_id::text from stores where id = ${storeId}
    union all select 'ids', id::text from orders where store_id = ${storeId}
    union all select 'ids', id::text from order_products where store_id = ${storeId}
    union all select 'ids', id::text from customers where store_id = ${storeId}
    union all select 'ids', id::text from employees where store_id = ${storeId}
    union all select 'ids', id::text from invites where store_id = ${storeId}
    union all select 'ids', id::text from product_images where store_id = ${storeId}
    union all select 'ids', id::text from payments where store_id = ${storeId}
    union all select 'ids', id::text from notifications where store_id = ${storeId}
    union all select 'tokens', share_token from orders where store_id = ${storeId}
    union all select 'tokens', share_token from customers where store_id = ${storeId}
    union all select 'tokens', token from invites where store_id = ${storeId}
    union all select 'tokens', storage_key from product_images where store_id = ${storeId}
    union all select 'phones', mobile_no from customers where store_id = ${storeId}
    union all select 'phones', phone from employees where store_id = ${storeId}
    order by 1, 2`);
  const pool: IdPool = { ids: [], tokens: [], phones: [] };
  for (const row of rows) pool[row.kind as keyof IdPool].push(row.value);
  return pool;
}

/** A stable seed per operation, so a run is repeatable and a failure can be replayed. */
const seedOf = (name: string) => createHash('sha256').update(name).digest().readInt32LE(0);

let callers: Caller[] = [];
let baseline: Snapshot;
const statusCounts = new Map<string, Map<number, number>>();
/** Writes that were accepted (2xx), listed with FUZZ_REPORT to tell why rows changed. */
const acceptedWrites: string[] = [];

beforeAll(async () => {
  const a = await seedShop(ctx);
  const b = await createShop(ctx, { shop_name: 'Other Shop', owners_name: 'Other Owner' });
  const bTailor = await createEmployee(ctx, b, { name: 'Other Tailor' });
  await placeOrder(ctx, b, { products: [{ name: 'Sherwani', assigned_to: bTailor.employee_id }] });
  await inviteEmployee(ctx, b);
  const poolA = await idsOf(a.shop.store_id!);
  const poolB = await idsOf(b.store_id!);
  const forged = await new SignJWT({ role: 'shopkeeper', store_id: a.shop.store_id, tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(a.shop.user_id)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not the server secret, not the server secret'));
  callers = [
    { role: 'anonymous', headers: {}, own: poolA, foreign: poolB },
    {
      role: 'garbage token',
      headers: { authorization: 'Bearer x.y.z' },
      own: poolA,
      foreign: poolB,
    },
    { role: 'forged token', headers: bearer(forged), own: poolA, foreign: poolB },
    { role: 'shopkeeper', headers: bearer(a.shop.token), own: poolA, foreign: poolB },
    { role: 'employee', headers: bearer(a.tailor.token), own: poolA, foreign: poolB },
    { role: "other shop's shopkeeper", headers: bearer(b.token), own: poolB, foreign: poolA },
  ];
  expect(poolA.ids.length).toBeGreaterThan(10);
  expect(poolB.ids.length).toBeGreaterThan(5);
  baseline = await snapshot();
});

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    for (const [name, counts] of statusCounts)
      console.log(
        name,
        JSON.stringify(Object.fromEntries([...counts].sort((x, y) => x[0] - y[0]))),
      );
    for (const write of acceptedWrites.slice(0, 50)) console.log(`accepted: ${write}`);
  }
  await ctx.close();
});

async function fuzz(operation: Operation) {
  const counts = new Map<number, number>();
  statusCounts.set(operation.name, counts);
  await fc.assert(
    fc.asyncProperty(badRequests(operation, callers), async (request) => {
      const response = await ctx.app.inject(request.options);
      const status = response.statusCode;
      counts.set(status, (counts.get(status) ?? 0) + 1);
      const fail = (what: string) => {
        throw new Error(
          `${operation.name} as ${request.role}: ${what}\nanswer ${status}: ${response.body.slice(0, 300)}\n${describeRequest(request)}`,
        );
      };
      if (operation.writes && status < 300 && acceptedWrites.length < 1000)
        acceptedWrites.push(`${status} ${describeRequest(request)}`);
      if (status >= 500) fail('server error');
      if (status >= 400) {
        let body: unknown;
        try {
          body = response.json();
        } catch {
          fail('a refusal that is not JSON');
        }
        const error = (body as { error?: unknown } | null)?.error;
        if (typeof error !== 'string' || error.length === 0)
          fail('a refusal without an error message');
      }
      if (request.certain && status < 400) fail('accepted a request that must be refused');
    }),
    { numRuns: RUNS, seed: seedOf(operation.name) },
  );
}

describe('every operation of /docs/json, fed bad requests by every kind of caller', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.map((o) => o.name)).toContain('POST /api/create_order');
  });

  for (const operation of operations) {
    it(
      `${operation.name}: no 5xx, JSON refusals, no row changed`,
      { timeout: 120_000 },
      async () => {
        const failure = await fuzz(operation).then(
          () => null,
          (error: unknown) => error,
        );
        const after = await snapshot();
        const changed = changedTables(baseline, after);
        // The next operation is measured against this one's end state, so each change is named once.
        baseline = after;
        if (failure) throw failure;
        expect(changed, `${operation.name} changed rows`).toEqual([]);
      },
    );
  }

  it("leaves every caller's session working", async () => {
    for (const caller of callers.filter((c) => /shopkeeper|employee/.test(c.role))) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/get_user_details',
        headers: caller.headers,
      });
      expect(response.statusCode, caller.role).toBe(200);
    }
  });
});
