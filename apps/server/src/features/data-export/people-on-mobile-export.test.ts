import type { CustomerByMobile } from '@tailor/shared/customers';
import type { ShopExport } from '@tailor/shared/data-export';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createShop,
  createTestContext,
  nextPhone,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { importShop } from './shop-import';

// Several people on one mobile number, through the JSON export, its restore and the CSV files.

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
const family = nextPhone();
let wife: { customer_id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
  await placeOrder(ctx, shop, { customer: { name: 'Suresh Patel', mobile_no: family } });
  wife = await placeOrder(ctx, shop, {
    customer: {
      name: 'Meena Patel',
      mobile_no: family,
      newPerson: true,
      relation: 'wife',
      dateOfBirth: '1988-03-14',
    },
  });
});
afterAll(() => ctx.close());

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

describe('export and import of people on one number', () => {
  it('round-trips relation and date of birth, and restores an export made before them as self', async () => {
    const exported = (await get(shop.token, '/api/export/json')).json<ShopExport>();
    const wifeRow = exported.customers.find((c) => c._id === wife.customer_id);
    expect(wifeRow).toMatchObject({ relation: 'wife', date_of_birth: '1988-03-14' });

    const csv = await get(shop.token, '/api/export/csv');
    expect(csv.statusCode).toBe(200);
    const customersCsv = strFromU8(unzipSync(csv.rawPayload)['customers.csv']!);
    const [header, ...lines] = customersCsv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',').slice(-2)).toEqual(['Relation', 'Date of Birth']);
    expect(lines.find((line) => line.includes('Meena Patel'))).toMatch(/,wife,1988-03-14$/);

    const target = await createTestContext();
    try {
      await importShop(target.database.db, exported, { ownerPhone: shop.phone });
      const owner = await signIn(target, shop.phone);
      const again = await target.app.inject({
        method: 'GET',
        url: '/api/export/json',
        headers: bearer(owner.token),
      });
      expect(again.json<ShopExport>().customers).toEqual(exported.customers);
      const people = (
        await target.app.inject({
          method: 'GET',
          url: `/api/customers/by-mobile/${family}`,
          headers: bearer(owner.token),
        })
      ).json<CustomerByMobile>().people;
      expect(people.length).toBe(exported.customers.filter((c) => c.mobile_no === family).length);
    } finally {
      await target.close();
    }

    const older = await createTestContext();
    try {
      const before = structuredClone(exported) as unknown as {
        customers: Record<string, unknown>[];
      };
      for (const customer of before.customers) {
        delete customer.relation;
        delete customer.date_of_birth;
      }
      const data = before as unknown as ShopExport;
      await importShop(older.database.db, data, { ownerPhone: shop.phone });
      const rows = await older.database.db
        .select({ relation: customers.relation, dob: customers.dateOfBirth })
        .from(customers);
      expect(rows.length).toBe(exported.customers.length);
      expect(rows.every((r) => r.relation === 'self' && r.dob === null)).toBe(true);
    } finally {
      await older.close();
    }
  });
});
