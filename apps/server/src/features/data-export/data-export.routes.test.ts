import { CSV_EXPORT_FILES, shopExportSchema, type ShopExport } from '@tailor/shared/data-export';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { placeOrder, today } from '../../../test/order-fixtures';
import { SHOP_TABLES_IN_BACKUP } from './data-export.service';
import { seedShop } from '../../../test/shop-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof seedShop>>;
let otherShop: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  ctx = await createTestContext();
  seeded = await seedShop(ctx);
  // Another shop's records must never show up in the first one's export.
  otherShop = await createShop(ctx, { shop_name: 'Other Tailors' });
  await placeOrder(ctx, otherShop, { customer: { name: 'Other Customer' } });
});
afterAll(() => ctx.close());

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('the last record does not end in CRLF');
  return rows;
}

interface CsvFile {
  raw: Uint8Array;
  text: string;
  header: string[];
  records: Record<string, string>[];
}

async function downloadCsv(token: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/export/csv',
    headers: bearer(token),
  });
  const files = new Map<string, CsvFile>();
  if (response.statusCode === 200) {
    for (const [name, raw] of Object.entries(unzipSync(response.rawPayload))) {
      const text = strFromU8(raw);
      if (!name.endsWith('.csv')) {
        files.set(name, { raw, text, header: [], records: [] });
        continue;
      }
      const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
      files.set(name, {
        raw,
        text,
        header,
        records: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!]))),
      });
    }
  }
  return { response, files };
}

describe('GET /api/export/csv', () => {
  it('answers a ZIP named for today with the five CSV files and a README', async () => {
    const { response, files } = await downloadCsv(seeded.shop.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tailor-shop-export-${today(ctx)}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'customers.csv',
      'employees.csv',
      'karigar-wages.csv',
      'orders.csv',
      'payments.csv',
      'products.csv',
    ]);
    expect(files.get('README.txt')!.text).toContain('Measurements JSON');
  });

  it('writes UTF-8 with a byte order mark, the documented headers and CRLF line ends', async () => {
    const { files } = await downloadCsv(seeded.shop.token);
    for (const [name, columns] of Object.entries(CSV_EXPORT_FILES)) {
      const file = files.get(name)!;
      expect([...file.raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(file.header).toEqual(columns.map((c) => c.header));
      expect(file.text.endsWith('\r\n')).toBe(true);
    }
  });

  it('keeps a Hindi name intact, byte for byte', async () => {
    const { files } = await downloadCsv(seeded.shop.token);
    const customers = files.get('customers.csv')!;
    expect(Buffer.from(customers.raw).includes(Buffer.from('सुनीता शर्मा', 'utf8'))).toBe(true);
    const sunita = customers.records.find((r) => r['Name'] === 'सुनीता शर्मा')!;
    expect(sunita).toMatchObject({
      'Customer ID': seeded.orders.sunita.customer_id,
      Gender: 'female',
      Address: '14 गांधी मार्ग, जयपुर',
      Orders: '1',
      'Order History Link': expect.stringMatching(
        /^http:\/\/shop\.test\/shared_customer_orders\/[\w-]+$/,
      ),
    });
    expect(customers.records.map((r) => r['Name']).sort()).toEqual(['Asha Rao', 'सुनीता शर्मा']);
  });

  it('lists orders with the shop prefix, amounts in rupees with 2 decimals and ISO dates', async () => {
    const { files } = await downloadCsv(seeded.shop.token);
    const { sunita, alteration } = seeded.orders;
    expect(files.get('orders.csv')!.records).toEqual([
      {
        'Order ID': sunita._id,
        'Order Number': 'SB-1',
        'Order Type': 'new',
        Status: 'In Process',
        'Delay Reason': '',
        'Customer ID': sunita.customer_id,
        'Customer Name': 'सुनीता शर्मा',
        'Customer Mobile': expect.stringMatching(/^\d{10}$/),
        'Order Date': sunita.order.orderDate,
        'Due Date': sunita.order.dueDate,
        'Payment Type': 'upi',
        'Total (₹)': '1749.50',
        'Advance (₹)': '500.25',
        'Paid (₹)': '749.50',
        'Remaining (₹)': '1000.00',
        Products: '2',
        'Created By': 'Meena Sharma',
        'Created At (IST)': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        'Tracking Link': sunita.share_link,
      },
      expect.objectContaining({
        'Order ID': alteration._id,
        'Order Number': 'SB-2',
        'Order Type': 'alteration',
        Status: 'Delayed',
        'Delay Reason': 'Waiting for fabric',
        'Total (₹)': '300.00',
        'Advance (₹)': '100.00',
        'Paid (₹)': '100.00',
        'Remaining (₹)': '200.00',
        'Created By': 'Ravi Kumar',
      }),
    ]);
    expect(sunita.order.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sunita.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('lists products with measurements readable and as JSON, notes quoted as RFC 4180 says', async () => {
    const { files } = await downloadCsv(seeded.shop.token);
    const products = files.get('products.csv')!;
    const [blouse, fall, hem] = products.records;
    expect(blouse).toMatchObject({
      'Order Number': 'SB-1',
      Line: '1',
      Garment: 'Blouse',
      'Price (₹)': '1499.50',
      Note: 'Silk, "raw" lining\nwith piping',
      'Assigned To': 'Ravi Kumar',
      'Assigned Employee ID': seeded.tailor.employee_id,
      Images: '2',
      Step: '',
    });
    expect(blouse!['Tag']).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(blouse!['Measurements']!.split('; ').sort()).toEqual([
      'Bust: 34 in',
      'Sleeve: 1/2 in',
      'Waist: 28.5 in',
    ]);
    expect(JSON.parse(blouse!['Measurements JSON']!)).toEqual({
      Bust: '34',
      Waist: '28.5',
      Sleeve: '1/2',
    });
    expect(products.text).toContain('"Silk, ""raw"" lining\nwith piping"');
    expect(fall).toMatchObject({
      Garment: 'Saree Fall',
      'Price (₹)': '250.00',
      Measurements: '',
      'Measurements JSON': '{}',
      'Assigned To': '',
      Images: '1',
    });
    // A cell a spreadsheet would run as a formula is made plain text.
    expect(hem).toMatchObject({
      Garment: 'Trouser hem',
      'Order Number': 'SB-2',
      Note: `'=HYPERLINK("http://evil.test")`,
    });
  });

  it('lists the payments ledger and the employees, former ones too', async () => {
    const { files } = await downloadCsv(seeded.shop.token);
    expect(
      files
        .get('payments.csv')!
        .records.map((r) => [
          r['Order Number'],
          r['Amount (₹)'],
          r['Kind'],
          r['Method'],
          r['Recorded By'],
        ]),
    ).toEqual([
      ['SB-1', '500.25', 'advance', 'upi', 'Meena Sharma'],
      ['SB-1', '249.25', 'balance', 'cash', 'Meena Sharma'],
      ['SB-2', '100.00', 'advance', 'cash', 'Ravi Kumar'],
    ]);
    expect(files.get('payments.csv')!.records[0]!['Customer Name']).toBe('सुनीता शर्मा');
    expect(
      files
        .get('employees.csv')!
        .records.map((r) => [
          r['Name'],
          r['Position'],
          r['Active'],
          r['Experience (years)'],
          r['Specialization'],
        ]),
    ).toEqual([
      ['Ravi Kumar', 'tailor', 'yes', '3', 'all types'],
      ['Mohan Lal', 'assistant', 'no', '3', 'all types'],
    ]);
  });

  it('gives every time in India time, the zone named in its header', async () => {
    const shop = await createShop(ctx, { shop_name: 'Late Night Tailors' });
    const tailor = await createEmployee(ctx, shop, { name: 'Night Tailor' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Late Customer' },
      order: { advancePayment: 100, paymentType: 'cash' },
    });
    // 18:45:30 UTC on the 9th is a quarter past midnight on the 10th in India.
    const at = new Date('2026-03-09T18:45:30.123Z');
    await ctx.database.db
      .update(customers)
      .set({ createdAt: at })
      .where(eq(customers.id, order.customer_id));
    await ctx.database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, order._id));
    await ctx.database.db
      .update(payments)
      .set({ createdAt: at })
      .where(eq(payments.orderId, order._id));
    await ctx.database.db
      .update(employees)
      .set({ createdAt: at })
      .where(eq(employees.id, tailor.employee_id));

    const { files } = await downloadCsv(shop.token);
    const only = (name: string) => files.get(name)!.records[0]!;
    expect(only('customers.csv')['Created At (IST)']).toBe('2026-03-10 00:15:30');
    expect(only('orders.csv')['Created At (IST)']).toBe('2026-03-10 00:15:30');
    expect(only('payments.csv')['Paid At (IST)']).toBe('2026-03-10 00:15:30');
    expect(only('employees.csv')['Joined At (IST)']).toBe('2026-03-10 00:15:30');
    for (const [name, file] of files) {
      if (!name.endsWith('.csv')) continue;
      // No time column is left in UTC, and each names its zone.
      expect(file.text, name).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d{3})?Z/);
      for (const header of file.header.filter((h) => / At\b/.test(h)))
        expect(header, name).toMatch(/\(IST\)$/);
    }
    expect(files.get('README.txt')!.text).toContain('India time (IST, UTC+05:30)');
  });

  it('holds nothing of another shop, and only headers for a shop without records', async () => {
    const { files } = await downloadCsv(seeded.shop.token);
    for (const file of files.values()) expect(file.text).not.toContain('Other Customer');
    const empty = await createShop(ctx);
    const { response, files: emptyFiles } = await downloadCsv(empty.token);
    expect(response.statusCode).toBe(200);
    for (const name of Object.keys(CSV_EXPORT_FILES))
      expect(emptyFiles.get(name)!.records).toEqual([]);
  });
});

describe('GET /api/export/json', () => {
  it("answers the shop's whole record as an attachment in the documented format", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/export/json',
      headers: bearer(seeded.shop.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tailor-shop-export-${today(ctx)}.json"`,
    );
    const data: ShopExport = shopExportSchema.parse(response.json());
    expect(Object.keys(data).sort()).toEqual([
      'cash_counts',
      'customers',
      'employees',
      'exported_at',
      'format',
      'invites',
      'karigar_ledger',
      'karigar_rates',
      'orders',
      'store',
      'users',
      'version',
    ]);
    expect(data).toMatchObject({ format: 'tailor-shop-manager-export', version: 1 });
    expect(data.store).toMatchObject({
      _id: seeded.shop.store_id,
      owner_user_id: seeded.shop.user_id,
      shop_name: 'Sharma Boutique',
      order_number_prefix: 'SB-',
      customer_message_language: 'hi',
      next_order_number: 3,
      measurement_templates: {
        male: [],
        female: [{ garment: 'Blouse', measurements: ['Bust', 'Waist', 'Sleeve'] }],
      },
    });
    expect(data.users.map((u) => u._id).sort()).toEqual(
      [seeded.shop.user_id, seeded.tailor.user_id, seeded.former.user_id].sort(),
    );
    // The owner's own row comes first (made with the shop), so garments assigned to them survive.
    expect(data.employees.map((e) => [e.name, e.active, e.is_owner])).toEqual([
      ['Meena Sharma', true, true],
      ['Ravi Kumar', true, false],
      ['Mohan Lal', false, false],
    ]);
    expect(data.invites).toEqual([
      expect.objectContaining({
        name: 'Geeta Devi',
        status: 'pending',
        invited_by: seeded.shop.user_id,
      }),
    ]);

    const [sunita, alteration] = data.orders;
    expect(sunita).toMatchObject({
      order_number: 1,
      total: 1749.5,
      share_token: seeded.orders.sunita.share_token,
      created_by: seeded.shop.user_id,
    });
    expect(sunita!.products.map((p) => [p.name, p.price, p.images.length])).toEqual([
      ['Blouse', 1499.5, 2],
      ['Saree Fall', 250, 1],
    ]);
    expect(sunita!.products[0]!.images[0]!.storage_key).toBe(
      seeded.orders.sunita.order.products[0]!.uploadedImages[0]!.match(
        /^\/api\/images\/([^/?]+)\?/,
      )![1],
    );
    expect(sunita!.payments.map((p) => [p.amount, p.kind, p.method])).toEqual([
      [500.25, 'advance', 'upi'],
      [249.25, 'balance', 'cash'],
    ]);
    expect(sunita!.status_events.map((e) => [e.from, e.to, e.changed_by])).toEqual([
      [null, 'Pending', seeded.shop.user_id],
      ['Pending', 'In Process', seeded.tailor.user_id],
      // The edit after saving, with what it changed.
      ['In Process', 'In Process', seeded.shop.user_id],
    ]);
    expect(sunita!.status_events[2]!.changes).toEqual([
      { field: 'note', product: 'Saree Fall', name: null, from: null, to: 'Pico on both edges' },
    ]);
    expect(alteration).toMatchObject({
      order_type: 'alteration',
      status: 'Delayed',
      delay_note: 'Waiting for fabric',
      expected_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      total: 300,
      created_by: seeded.tailor.user_id,
    });
    expect(alteration!.expected_date).toBe(seeded.orders.alteration.expected_date);
    expect(response.body).not.toContain('Other Customer');
    expect(response.body).not.toContain(otherShop.store_id);
  });
});

describe('who may export', () => {
  it.each(['/api/export/csv', '/api/export/json'])(
    '%s is for the shopkeeper: employees get 403, strangers 401',
    async (url) => {
      const shop = await createShop(ctx);
      const employee = await createEmployee(ctx, shop);
      const asEmployee = await ctx.app.inject({
        method: 'GET',
        url,
        headers: bearer(employee.token),
      });
      expect(asEmployee.statusCode).toBe(403);
      expect(asEmployee.json()).toEqual({ error: expect.any(String), code: 'PERMISSION_DENIED' });
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});

describe('the tables a backup knows', () => {
  it("names every table of a shop's rows as carried, rebuilt or left out", async () => {
    const result = await ctx.database.db.execute(sql`
      select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and (c.relname = 'stores' or exists (
          select from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped))
      order by 1`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      name: string;
    }[];
    const known = Object.values(SHOP_TABLES_IN_BACKUP).flat();
    expect(new Set(known).size).toBe(known.length);
    expect(rows.map((row) => row.name).sort()).toEqual([...known].sort());
  });
});
