import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { seedShop } from '../../test/shop-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { openPostgres } from './client';
import { migrationsFolder } from './migrations-folder';

/*
 * A server that connects as a role that is no superuser and owns the tables (how a managed
 * PostgreSQL is usually run): forced row security holds the owner to the policies too, so the
 * migrations must give that role the cross-shop view for sign-in and the jobs, and its requests
 * must still see one shop. Roles belong to a whole PostgreSQL server, so this runs on the
 * PostgreSQL pass only; PGlite has one superuser.
 */
const postgresUrl = inject('postgresUrl');
const suffix = randomBytes(4).toString('hex');
const owner = `tsm_owner_${suffix}`;
const database = `tsm_owned_${suffix}`;

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function serverVersion(): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ v: string }>(
      `select current_setting('server_version_num') as v`,
    );
    return Number(rows[0]!.v);
  } finally {
    await admin.end();
  }
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

describe.runIf(postgresUrl)('row-level security with a non-superuser owner', () => {
  let ctx: TestContext;
  let shopA: Awaited<ReturnType<typeof seedShop>>;
  let shopB: Awaited<ReturnType<typeof seedShop>>;

  beforeAll(async () => {
    // CREATEROLE: the migrations grant the connecting role the request and cross-shop roles.
    await asAdmin(`create role ${owner} login password '${owner}' nosuperuser createrole`);
    await asAdmin(`create database ${database} owner ${owner}`);
    // From PostgreSQL 16 a CREATEROLE user may grant only roles it administers, and this run's
    // template already made the roles: the administrator's step the README names.
    if ((await serverVersion()) >= 160_000) {
      await asAdmin(`grant tsm_request, tsm_cross_shop to ${owner}`);
    }
    const url = new URL(postgresUrl!);
    url.username = owner;
    url.password = owner;
    url.pathname = `/${database}`;
    const handle = await openPostgres(url.toString());
    await handle.migrate(migrationsFolder());
    ctx = await createTestContext({ database: handle });
    shopA = await seedShop(ctx);
    shopB = await seedShop(ctx);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await asAdmin(`drop database if exists ${database} with (force)`);
    await asAdmin(`drop owned by ${owner}`).catch(() => undefined);
    await asAdmin(`drop role if exists ${owner}`);
  });

  it('connects as a role that is no superuser and owns the shop tables', async () => {
    const result = await ctx.database.db.execute(sql`
      select r.rolsuper as super, r.rolbypassrls as bypass,
        (select relowner = r.oid from pg_class where relname = 'orders') as owns_orders,
        pg_has_role(current_user, 'tsm_cross_shop', 'USAGE') as cross_shop
      from pg_roles r where r.rolname = current_user`);
    const [role] = rowsOf(result) as Record<string, boolean>[];
    expect(role).toEqual({ super: false, bypass: false, owns_orders: true, cross_shop: true });
  });

  it('lets the server itself see every shop (sign-in, jobs)', async () => {
    const result = await ctx.database.db.execute(
      sql`select count(distinct store_id)::int as n from orders where store_id in (${shopA.shop.store_id}, ${shopB.shop.store_id})`,
    );
    const [both] = rowsOf(result) as { n: number }[];
    expect(both!.n).toBe(2);
  });

  it("answers a shop's request from that shop's rows only", async () => {
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

  it("shows a request's query without its store_id none of another shop's orders", async () => {
    const seen = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', 'tsm_request', true), set_config('app.store_id', ${shopA.shop.store_id}, true)`,
      );
      const result = await tx.execute(
        sql`select count(*)::int as n from orders where store_id <> ${shopA.shop.store_id}`,
      );
      return rowsOf(result) as { n: number }[];
    });
    expect(seen[0]!.n).toBe(0);
  });
});
