import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../../test/shop-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { onCitus } from '../../test/test-database';
import { REQUEST_ROLE } from './request-transaction';

let ctx: TestContext;
let shopA: Awaited<ReturnType<typeof seedShop>>;
let shopB: Awaited<ReturnType<typeof seedShop>>;
beforeAll(async () => {
  ctx = await createTestContext();
  shopA = await seedShop(ctx);
  shopB = await seedShop(ctx);
});
afterAll(() => ctx.close());

/** Tables that hold no shop's rows: people, sign-in, keys and the server's own. */
const GLOBAL_TABLES = [
  '__drizzle_migrations',
  'idempotency_keys',
  'job_claims',
  'otp_attempts',
  'otp_challenges',
  'push_subscriptions',
  'server_secrets',
  'users',
];

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

interface ShopTable {
  name: string;
  column: string;
}

async function shopTables(): Promise<ShopTable[]> {
  return rows<ShopTable>(sql`
    select c.relname as name, case when c.relname = 'stores' then 'id' else 'store_id' end as column
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and (c.relname = 'stores' or exists (
        select from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped))
    order by 1`);
}

/** Runs `work` as a request of shop `storeId` runs: the request role, the shop's id set. */
async function asShop<T>(storeId: string, work: (run: typeof rows) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${REQUEST_ROLE}, true), set_config('app.store_id', ${storeId}, true)`,
    );
    return work(async <R>(statement: ReturnType<typeof sql>) => {
      const result = await tx.execute(statement);
      return (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
    });
  });
}

describe('row-level security', () => {
  // Forced on plain PostgreSQL; on Citus not, so shards can move by logical replication (0026).
  it('is on (forced but on Citus), with the shop policy, on every table with a store_id; every other table is named global', async () => {
    const tables = await rows<{
      name: string;
      rls: boolean;
      forced: boolean;
      policies: string[];
    }>(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        coalesce((select array_agg(p.policyname || ' to ' || array_to_string(p.roles, ',') order by p.policyname) from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname), '{}') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`);
    const shop = new Set((await shopTables()).map((t) => t.name));
    expect(shop.size).toBeGreaterThanOrEqual(17);
    for (const table of tables) {
      if (shop.has(table.name)) {
        expect({ table: table.name, rls: table.rls, forced: table.forced }).toEqual({
          table: table.name,
          rls: true,
          forced: !onCitus(),
        });
        expect(table.policies, table.name).toEqual([
          'cross_shop_work to tsm_cross_shop',
          `shop_rows to ${REQUEST_ROLE}`,
        ]);
      } else {
        expect(GLOBAL_TABLES, `${table.name} has no store_id: is it global?`).toContain(table.name);
      }
    }
  });

  it('runs requests as a role that is no superuser, cannot bypass security and owns no table', async () => {
    const [role] = await rows<{ super: boolean; bypass: boolean; owned: number }>(sql`
      select r.rolsuper as super, r.rolbypassrls as bypass,
        (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
      from pg_roles r where r.rolname = ${REQUEST_ROLE}`);
    expect(role).toEqual({ super: false, bypass: false, owned: 0 });
  });

  it("shows a query without its store_id condition none of another shop's rows, in every shop table", async () => {
    const tables = await shopTables();
    const covered: string[] = [];
    for (const table of tables) {
      const column = sql.identifier(table.column);
      const name = sql.identifier(table.name);
      const [inB] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${name} where ${column} = ${shopB.shop.store_id}`,
      );
      const seen = await asShop(shopA.shop.store_id!, async (run) => {
        const [all] = await run<{ n: number }>(sql`select count(*)::int as n from ${name}`);
        const [others] = await run<{ n: number }>(
          sql`select count(*)::int as n from ${name} where ${column} <> ${shopA.shop.store_id}`,
        );
        const [changed] = await run<{ n: number }>(
          sql`with touched as (update ${name} set ${column} = ${column} where ${column} = ${shopB.shop.store_id} returning 1) select count(*)::int as n from touched`,
        );
        return { all: all!.n, others: others!.n, changed: changed!.n };
      });
      expect({ table: table.name, others: seen.others, changed: seen.changed }).toEqual({
        table: table.name,
        others: 0,
        changed: 0,
      });
      if (inB!.n > 0) covered.push(table.name);
    }
    // The check can fail only where shop B has rows: the seeded shops fill most tables.
    expect(covered).toEqual(
      expect.arrayContaining([
        'stores',
        'customers',
        'employees',
        'invites',
        'orders',
        'order_products',
        'order_status_events',
        'payments',
        'product_images',
      ]),
    );
  });

  it("reads the request's shop once per statement that names it, not once per row, in every shop table", async () => {
    const tables = await shopTables();
    const store = shopA.shop.store_id!;
    for (const table of tables) {
      const plan = await asShop(store, async (run) => {
        const lines = await run<Record<string, string>>(
          sql`explain (costs off) select * from ${sql.identifier(table.name)} where ${sql.identifier(table.column)} = ${store}`,
        );
        return lines.map((line) => Object.values(line)[0]).join('\n');
      });
      // The policy's `store_id = (the setting)` joins the statement's own `store_id = $shop`: the
      // scan keeps the statement's condition, and the setting is compared with it once, before.
      // (A statement of a request always names its shop: test/store-id-check.ts.)
      expect(plan, table.name).toMatch(/One-Time Filter: .*current_setting\(/);
      expect(plan, table.name).not.toMatch(/(?<!One-Time )Filter: .*current_setting\(/);
      expect(plan, table.name).not.toMatch(/Cond: .*current_setting\(/);
    }
  });

  it("adds nothing to a shop query's plan but a check, once, that the request's shop is the query's", async () => {
    const store = shopA.shop.store_id!;
    // The order list's search: a non-leakproof ilike that a policy qual in its way would force
    // after the policy's own test of every row (it did, with the policies of 0021 and 0022).
    const search = sql`explain (costs off) select o.id from orders o
      join customers c on c.id = o.customer_id and c.store_id = ${store}
      where o.store_id = ${store} and c.name ilike ${'%Sun%'}
      order by o.created_at desc limit 20`;
    const planOf = (lines: Record<string, string>[]) =>
      lines.map((line) => Object.values(line)[0]!);
    const asServer = planOf(await rows<Record<string, string>>(search));
    const asRequest = await asShop(store, async (run) =>
      planOf(await run<Record<string, string>>(search)),
    );
    const policyLines = asRequest.filter((line) => /InitPlan|One-Time Filter|\$\d/.test(line));
    expect(asRequest.join('\n')).not.toMatch(/current_user|tsm_request/);
    // What the policy adds: per table, the shop setting read once and compared once.
    expect(policyLines.length).toBeGreaterThan(0);
    expect(policyLines.filter((line) => /Filter: .*(ilike|~~\*)/.test(line))).toEqual([]);
    const scans = (plan: string[]) =>
      plan.filter(
        (line) => /Scan|Join|Sort|Limit|Index Cond|Filter: \(/.test(line) && !/One-Time/.test(line),
      );
    expect(scans(asRequest).map((line) => line.trim())).toEqual(
      scans(asServer).map((line) => line.trim()),
    );
  });

  it("refuses to write a row into another shop's", async () => {
    await expect(
      asShop(shopA.shop.store_id!, (run) =>
        run(
          sql`update orders set store_id = ${shopB.shop.store_id} where store_id = ${shopA.shop.store_id}`,
        ),
      ),
    ).rejects.toThrow();
  });

  it('lets the server itself (sign-in, jobs) see every shop', async () => {
    const [both] = await rows<{ n: number }>(
      sql`select count(distinct store_id)::int as n from orders where store_id in (${shopA.shop.store_id}, ${shopB.shop.store_id})`,
    );
    expect(both!.n).toBe(2);
  });

  it("answers a shop's request from that shop's rows only, through the API", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_orders',
      headers: bearer(shopA.shop.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = JSON.stringify(response.json());
    expect(ids).toContain(shopA.orders.sunita._id);
    expect(ids).not.toContain(shopB.orders.sunita._id);
  });
});

describe('tsm_keep_shop_table, the one rule a migration gives a new shop table', () => {
  it('turns row security on, writes both policies and the grants, and on Citus distributes it', async () => {
    await ctx.database.db.execute(
      sql`create table rule_probe (id uuid not null, store_id uuid not null, primary key (id, store_id))`,
    );
    try {
      await ctx.database.db.execute(sql`select tsm_keep_shop_table('rule_probe')`);
      const [table] = await rows<{
        rls: boolean;
        forced: boolean;
        policies: string[];
        writes: boolean;
      }>(sql`
        select c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          (select array_agg(p.policyname || ' to ' || array_to_string(p.roles, ',') order by p.policyname)
            from pg_policies p where p.schemaname = 'public' and p.tablename = 'rule_probe') as policies,
          has_table_privilege(${REQUEST_ROLE}, 'rule_probe', 'insert, update, delete') as writes
        from pg_class c where c.oid = 'rule_probe'::regclass`);
      expect(table).toEqual({
        rls: true,
        forced: !onCitus(),
        policies: ['cross_shop_work to tsm_cross_shop', `shop_rows to ${REQUEST_ROLE}`],
        writes: true,
      });
      if (onCitus()) {
        const [placed] = await rows<{ beside_stores: boolean }>(sql`
          select p.colocationid = (select colocationid from pg_dist_partition where logicalrelid = 'stores'::regclass)
            as beside_stores
          from pg_dist_partition p where p.logicalrelid = 'rule_probe'::regclass`);
        expect(placed).toEqual({ beside_stores: true });
      }
    } finally {
      await ctx.database.db.execute(sql`drop table rule_probe`);
    }
  });
});
