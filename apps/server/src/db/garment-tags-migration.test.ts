import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TAG_CODE_ALPHABET, TAG_CODE_PATTERN } from '@tailor/shared/garments-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before';
import { placeOrder } from '../../test/order-fixtures';
import { createShop, createTestContext, type TestContext } from '../../test/test-app';
import { getPglite, openPglite, type DatabaseHandle } from './client';
import { migrationsFolder } from './migrations-folder';

/*
 * Migration 0025 (garment tags and steps) on a database of the version before it that holds two
 * shops' order lines: every line gets a tag of the alphabet without look-alikes, unique in its
 * shop, the lines are otherwise as they were, and a line written afterwards gets one by default.
 */

const MIGRATION = 25;
let tmp: string;
let source: TestContext;
let database: DatabaseHandle;

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await getPglite(database)!.query<T>(text, params)).rows;
}

/** The tag 0025 derives from a line's id (tag_code_of): md5's first 6 bytes, each mod 31. */
function tagOfId(id: string): string {
  const bytes = createHash('md5').update(id).digest();
  return Array.from({ length: 6 }, (_, i) => TAG_CODE_ALPHABET[bytes[i]! % 31]).join('');
}

/** Two ids whose derived tags are the same: the migration must draw again for one of them. */
function collidingIds(): [string, string] {
  const seen = new Map<string, string>();
  for (;;) {
    const id = randomUUID();
    const tag = tagOfId(id);
    const other = seen.get(tag);
    if (other) return [other, id];
    seen.set(tag, id);
  }
}

const twins = collidingIds();

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'tsm-migration-'));
  source = await createTestContext();
  for (const _ of [1, 2]) {
    const shop = await createShop(source);
    for (const n of [1, 2, 3])
      await placeOrder(source, shop, { products: [{ name: `Kurta ${n}` }, { name: 'Pyjama' }] });
  }
  database = await openPglite({});
  await database.migrate(migrationsBefore(MIGRATION, tmp));
  await query(`set session_replication_role = replica`);
  const tables = await query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  for (const { name } of tables) {
    const result = await source.database.db.execute(
      sql`select coalesce(json_agg(t), '[]') as rows from ${sql.identifier(name)} t`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      rows: unknown;
    }[];
    await query(
      `insert into "${name}" select * from json_populate_recordset(null::"${name}", $1::json)`,
      [JSON.stringify(rows[0]!.rows)],
    );
  }
  // Two more lines of one order whose ids give the same tag.
  for (const [n, id] of twins.entries())
    await query(
      `insert into order_products (id, store_id, order_id, order_number, order_status, position, name, price_paise, measurements, measurement_unit, created_at)
       select $1, store_id, order_id, order_number, order_status, $2, 'Twin', 100, '{}', 'in', now()
       from order_products order by id limit 1`,
      [id, 10 + n],
    );
  await query(`set session_replication_role = origin`);
  await database.migrate(migrationsFolder());
}, 120_000);
afterAll(async () => {
  await database?.close();
  await source?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('migration 0025: garment tags and steps', () => {
  it('gives every existing line a tag without look-alikes, unique in its shop, and no step yet', async () => {
    const lines = await query<{ store_id: string; tag_code: string; stage: string | null }>(
      'select store_id, tag_code, stage from order_products',
    );
    expect(lines).toHaveLength(14);
    for (const line of lines) {
      expect(line.tag_code).toMatch(TAG_CODE_PATTERN);
      expect(line.stage).toBeNull();
    }
    const keys = lines.map((line) => `${line.store_id}:${line.tag_code}`);
    expect(new Set(keys).size).toBe(14);
  });

  it("derives a line's tag from its id, drawing again for the second of two ids that give one tag", async () => {
    expect(tagOfId(twins[0])).toBe(tagOfId(twins[1]));
    const twinsTags = await query<{ id: string; tag_code: string }>(
      "select id::text, tag_code from order_products where name = 'Twin' order by id",
    );
    const [first, second] = [...twins].sort();
    expect(twinsTags).toEqual([
      { id: first, tag_code: tagOfId(first!) },
      { id: second, tag_code: expect.not.stringMatching(tagOfId(first!)) },
    ]);
  });

  it('draws the tag of a line written afterwards by itself, and draws again for a taken one', async () => {
    const [line] = await query<{ id: string; store_id: string; tag_code: string }>(
      'select id, store_id, tag_code from order_products limit 1',
    );
    const copy = `insert into order_products (store_id, order_id, order_number, order_status, position, name, price_paise)
      select store_id, order_id, order_number, order_status, 9, 'Dupatta', 100 from order_products where id = $1`;
    await query(copy, [line!.id]);
    const [added] = await query<{ tag_code: string }>(
      "select tag_code from order_products where name = 'Dupatta'",
    );
    expect(added!.tag_code).toMatch(TAG_CODE_PATTERN);
    // A line written with a code its shop already has (a restore's, say) gets one of its own.
    await query(
      `insert into order_products (store_id, order_id, order_number, order_status, position, name, price_paise, tag_code)
       select store_id, order_id, order_number, order_status, 10, 'Stole', 100, tag_code from order_products where id = $1`,
      [line!.id],
    );
    const [stole] = await query<{ tag_code: string }>(
      "select tag_code from order_products where name = 'Stole'",
    );
    expect(stole!.tag_code).toMatch(TAG_CODE_PATTERN);
    expect(stole!.tag_code).not.toBe(line!.tag_code);
  });
});
