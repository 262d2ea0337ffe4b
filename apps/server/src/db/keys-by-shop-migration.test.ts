import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before';
import { placeOrder, sendAs } from '../../test/order-fixtures';
import { seedShop } from '../../test/shop-fixtures';
import {
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../test/test-app';
import { getPglite, openPglite, type DatabaseHandle } from './client';

/*
 * Migration 0024 (keys that distribute by shop) on a database of the version before it that holds
 * every kind of a shop's rows, made through the API: after it every row is there as it was, ids
 * included, every key of a shop's table contains the column the table is distributed by, a row
 * points at another of its shop by both columns, and the triggers keep their totals.
 */

const MIGRATION = 24;
let tmp: string;
let source: TestContext;
let database: DatabaseHandle;
let before: Record<string, unknown[]>;

/** The column each table is distributed by on Citus; the tables not named here are global. */
function distributedBy(table: string, columns: string[]): string | null {
  if (table === 'stores') return 'id';
  if (table === 'notifications') return 'user_id';
  return columns.includes('store_id') ? 'store_id' : null;
}

async function sourceRows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = await source.database.db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await getPglite(database)!.query<T>(text, params)).rows;
}

interface Table {
  name: string;
  columns: string[];
}

async function tables(): Promise<Table[]> {
  return query<Table>(`
    select c.relname as name,
           array(select a.attname from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                 order by a.attnum)::text[] as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname <> '__drizzle_migrations'
    order by 1`);
}

/** Every row of every table, each table's rows in one order. */
async function everyRow(): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of await tables()) {
    const [found] = await query<{ rows: unknown[] }>(
      `select coalesce(json_agg(t order by t::text), '[]') as rows from "${table.name}" t`,
    );
    all[table.name] = found!.rows;
  }
  return all;
}

/** A shop of every kind of row: the seeded shop, GST invoices and notes, piece rates and wages. */
async function fillShops(ctx: TestContext) {
  await seedShop(ctx);
  await seedShop(ctx);
  const shop = await createShop(ctx);
  const karigar = await createEmployee(ctx, shop, { name: 'Ravi' });
  const expectOk = (response: { statusCode: number; body: string }) =>
    expect(response.statusCode, response.body).toBeLessThan(300);
  expectOk(await sendAs(ctx, shop, 'PUT', '/settings', { gstin: '07AAPFU0939F1ZX' }));
  expectOk(await sendAs(ctx, shop, 'PUT', '/karigar-rates', { garment: 'Blouse', rate: 150 }));
  const order = await placeOrder(ctx, shop, {
    products: [{ name: 'Blouse', price: 800, assigned_to: karigar.employee_id }],
  });
  const bill = await ctx.app.inject({
    method: 'GET',
    url: `/api/generate_billing_pdf/${order._id}`,
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expectOk(bill);
  const status = (to: string) =>
    sendAs(ctx, shop, 'POST', '/update_order_status', { order_id: order._id, status: to });
  expectOk(await status('Completed'));
  // Reopened: the credit's reversal names the credit.
  expectOk(await status('In Process'));
  expectOk(await status('Completed'));
  expectOk(
    await sendAs(ctx, shop, 'POST', '/update_order', {
      order_id: order._id,
      order: { products: [{ _id: order.order.products[0]!._id, price: 900 }] },
    }),
  );
  expectOk(
    await sendAs(ctx, shop, 'POST', `/karigars/${karigar.employee_id}/payouts`, {
      amount: 100,
      method: 'cash',
    }),
  );
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'tsm-migration-'));
  source = await createTestContext();
  await fillShops(source);
  // The rows as the API made them, copied as they are into a database of the version before 0024
  // (triggers and foreign key checks off, as a restore of a dump runs).
  database = await openPglite({});
  await database.migrate(migrationsBefore(MIGRATION, tmp));
  await query(`set session_replication_role = replica`);
  for (const table of await tables()) {
    const name = sql.identifier(table.name);
    const [found] = await sourceRows<{ rows: unknown }>(
      sql`select coalesce(json_agg(t), '[]') as rows from ${name} t`,
    );
    await query(
      `insert into "${table.name}" select * from json_populate_recordset(null::"${table.name}", $1::json)`,
      [JSON.stringify(found!.rows)],
    );
  }
  await query(`set session_replication_role = origin`);
  before = await everyRow();
  // Up to 0024 itself: the migrations after it change rows of their own (0025 tags every garment).
  await database.migrate(migrationsBefore(MIGRATION + 1, path.join(tmp, 'with')));
}, 120_000);
afterAll(async () => {
  await database?.close();
  await source?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('migration 0024: keys that distribute by shop', () => {
  it('keeps every row of every table as it was, with the same ids', async () => {
    const shopTables = (await tables()).filter((t) => distributedBy(t.name, t.columns));
    // Every shop table had rows to lose.
    expect(shopTables.filter((t) => before[t.name]!.length === 0).map((t) => t.name)).toEqual([]);
    expect(await everyRow()).toEqual(before);
  });

  it('gives every unique key of a shop table its distribution column, and every link between shop rows its shop', async () => {
    const byTable = new Map(
      (await tables()).map((t) => [t.name, distributedBy(t.name, t.columns)]),
    );
    const uniques = await query<{ table: string; index: string; columns: string[] }>(`
      select t.relname as table, i.relname as index,
             array(select a.attname from pg_attribute a
                   where a.attrelid = t.oid and a.attnum = any(x.indkey))::text[] as columns
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and x.indisunique`);
    const keyless = uniques.filter((u) => {
      const column = byTable.get(u.table);
      return column && !u.columns.includes(column);
    });
    expect(keyless).toEqual([]);
    const links = await query<{ name: string; table: string; target: string; columns: string[] }>(`
      select c.conname as name, c.conrelid::regclass::text as table,
             c.confrelid::regclass::text as target,
             array(select a.attname from pg_attribute a
                   where a.attrelid = c.conrelid and a.attnum = any(c.conkey))::text[] as columns
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype = 'f'`);
    const crossing = links.filter((link) => {
      const column = byTable.get(link.table);
      const target = byTable.get(link.target);
      // A link to a global table (users) stays; one between shop rows must carry the shop.
      return column && target && (column !== 'store_id' || !link.columns.includes('store_id'));
    });
    expect(crossing).toEqual([]);
    const [orders] = await query<{ columns: string[] }>(`
      select array(select a.attname from pg_attribute a
                   where a.attrelid = x.indrelid and a.attnum = any(x.indkey))::text[] as columns
      from pg_index x where x.indrelid = 'orders'::regclass and x.indisprimary`);
    expect(orders!.columns.sort()).toEqual(['id', 'store_id']);
  });

  it("refuses a row that points at another shop's order, and keeps the totals through the triggers", async () => {
    const [a, b] = await query<{ id: string; store_id: string; paid_paise: string }>(
      `select distinct on (store_id) id, store_id, paid_paise::text from orders order by store_id, id`,
    );
    await expect(
      query(
        `insert into payments (store_id, order_id, amount_paise, kind, method) values ($1, $2, 100, 'balance', 'cash')`,
        [b!.store_id, a!.id],
      ),
    ).rejects.toThrow(/foreign key/);
    await query(
      `insert into payments (store_id, order_id, amount_paise, kind, method) values ($1, $2, 100, 'balance', 'cash')`,
      [a!.store_id, a!.id],
    );
    const [paid] = await query<{ paid_paise: string }>(
      `select paid_paise::text from orders where id = $1`,
      [a!.id],
    );
    expect(Number(paid!.paid_paise)).toBe(Number(a!.paid_paise) + 100);
    // A status change copies to the lines and moves the employees' counts under their new key.
    const [assigned] = await query<{ order_id: string; store_id: string }>(
      `select order_id, store_id from order_products where assigned_employee_id is not null limit 1`,
    );
    await query(`update orders set status = 'Cancelled' where id = $1 and store_id = $2`, [
      assigned!.order_id,
      assigned!.store_id,
    ]);
    const counts = await query<{ status: string }>(
      `select distinct c.status from employee_work_counts c
       join order_products p on p.assigned_employee_id = c.employee_id and p.store_id = c.store_id
       where p.order_id = $1 and c.orders > 0`,
      [assigned!.order_id],
    );
    expect(counts.map((c) => c.status)).toContain('Cancelled');
  });
});
