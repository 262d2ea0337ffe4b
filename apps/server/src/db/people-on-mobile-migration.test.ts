import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPglite, openPglite, type DatabaseHandle } from './client';
import { migrationsBefore } from '../../test/migrations-before';
import { migrationsFolder } from './migrations-folder';

/*
 * Migration 0019 (several people on one mobile number) on a database of the version before it:
 * every customer already kept survives as the first person ('self') on their number, with all its
 * fields, ids, links and orders, and the number may then hold more people, each unique by name.
 */

const MIGRATION = 19;
let tmp: string;
let database: DatabaseHandle;

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await getPglite(database)!.query<T>(text, params)).rows;
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'tsm-migration-'));
  database = await openPglite({});
  await database.migrate(migrationsBefore(MIGRATION, tmp));
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('migration 0019: people on one mobile number', () => {
  it('keeps every existing customer as the first person on their number, then lets a family share it', async () => {
    const [owner1, owner2] = await query<{ id: string }>(
      `insert into users (phone) values ('9000000001'), ('9000000002') returning id`,
    );
    const stores = await query<{ id: string }>(
      `insert into stores (owner_user_id, shop_name, owners_name, address, pincode, district, state)
       values ($1, 'Patel Tailors', 'Suresh', '1 Main Road', '452001', 'Indore', 'Madhya Pradesh'),
              ($2, 'Rao Tailors', 'Asha', '2 MG Road', '411001', 'Pune', 'Maharashtra')
       returning id`,
      [owner1!.id, owner2!.id],
    );
    const [a, b] = [stores[0]!.id, stores[1]!.id];
    // Both shops know the number; before 0019 each could hold it once.
    await query(
      `insert into customers (store_id, name, gender, mobile_no, address, share_token, created_at)
       values ($1, 'Suresh Patel', 'male', '9876543210', '7 Nehru Nagar', 'token-suresh-000001', '2025-01-02T03:04:05Z'),
              ($1, 'सुनीता शर्मा', 'female', '9876500000', null, 'token-sunita-000001', '2025-02-03T04:05:06Z'),
              ($2, 'Suresh P', null, '9876543210', '2 MG Road', 'token-suresh-000002', '2025-03-04T05:06:07Z')`,
      [a, b],
    );
    const before = await query<Record<string, unknown>>(
      'select * from customers order by share_token',
    );
    await expect(
      query(
        `insert into customers (store_id, name, mobile_no, share_token) values ($1, 'Meena Patel', '9876543210', 'token-meena-0000001')`,
        [a],
      ),
    ).rejects.toThrow();

    await database.migrate(migrationsFolder());

    const after = await query<Record<string, unknown>>(
      'select * from customers order by share_token',
    );
    // The later migrations run too: 0026 adds a business customer's GSTIN, none here.
    expect(after).toEqual(
      before.map((row) => ({ ...row, relation: 'self', date_of_birth: null, gstin: null })),
    );

    // Now the wife has a record of her own on her husband's number.
    await query(
      `insert into customers (store_id, name, gender, mobile_no, relation, date_of_birth, share_token)
       values ($1, 'Meena Patel', 'female', '9876543210', 'wife', '1988-03-14', 'token-meena-0000001')`,
      [a],
    );
    // Each person on a number is unique by name, in any case.
    await expect(
      query(
        `insert into customers (store_id, name, mobile_no, share_token) values ($1, 'MEENA PATEL', '9876543210', 'token-meena-0000002')`,
        [a],
      ),
    ).rejects.toThrow();
    const family = await query<{ name: string; relation: string }>(
      `select name, relation from customers where store_id = $1 and mobile_no = '9876543210' order by created_at`,
      [a],
    );
    expect(family).toEqual([
      { name: 'Suresh Patel', relation: 'self' },
      { name: 'Meena Patel', relation: 'wife' },
    ]);
  });
});
