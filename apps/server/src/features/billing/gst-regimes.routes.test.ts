import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ruleText } from '@tailor/shared/rule-codes';
import type { Order } from '@tailor/shared/orders';
import type { Settings } from '@tailor/shared/settings-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';

const run = promisify(execFile);

/** Valid GSTINs: Delhi (07), the test shop's state, and Maharashtra (27). */
const DELHI_GSTIN = '07AAPFU0939F1ZX';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

let ctx: TestContext;
let workDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tsm-regimes-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

type Shop = Awaited<ReturnType<typeof createShop>>;

function putSettings(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
}

async function shopWith(settings: Record<string, unknown>): Promise<Shop> {
  const shop = await createShop(ctx);
  const response = await putSettings(shop.token, settings);
  expect(response.statusCode, response.body).toBe(200);
  return shop;
}

let fileCounter = 0;
/** The PDF's text, spaces joined; `layout` keeps each label beside its value. */
async function billText(
  shop: Shop,
  order: Order,
  kind = 'generate_billing_pdf',
  layout = false,
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${kind}/${order._id}`,
    headers: bearer(shop.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  fileCounter += 1;
  const file = path.join(workDir, `${fileCounter}.pdf`);
  await writeFile(file, response.rawPayload);
  const args = layout ? ['-layout', file, '-'] : [file, '-'];
  return (await run('pdftotext', args)).stdout.replace(/\s+/g, ' ');
}

const LEGEND = 'Composition taxable person, not eligible to collect tax on supplies';

describe('the GST scheme in PUT /api/settings', () => {
  it('keeps a shop without a GSTIN unregistered, with the defaults for code, rates and turnover', async () => {
    const shop = await createShop(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(shop.token),
    });
    expect(response.json<Settings>()).toMatchObject({
      gstin: null,
      gst_scheme: 'unregistered',
      gst_rate: 5,
      composition_rate: 6,
      sac_code: '998821',
      turnover_above_5_crore: false,
    });
  });

  it('makes a shop regular when a client that knows only the GSTIN sets it, and unregistered when it clears it', async () => {
    const shop = await shopWith({ gstin: DELHI_GSTIN });
    expect((await putSettings(shop.token, {})).json<Settings>().gst_scheme).toBe('regular');
    const cleared = await putSettings(shop.token, { gstin: null });
    expect(cleared.json<Settings>()).toMatchObject({ gstin: null, gst_scheme: 'unregistered' });
  });

  it('refuses composition or regular without a GSTIN, in the request or stored, and changes nothing', async () => {
    const shop = await createShop(ctx);
    const stored = await putSettings(shop.token, { gst_scheme: 'composition', sac_code: '998822' });
    expect(stored.statusCode).toBe(400);
    expect(stored.json()).toMatchObject({ code: 'GST_SCHEME_WITHOUT_GSTIN' });
    expect(stored.json().error).toMatch(/needs its GSTIN/);
    const same = await putSettings(shop.token, { gst_scheme: 'regular', gstin: '' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ error: ruleText('GST_SCHEME_NEEDS_GSTIN') });
    const after = await putSettings(shop.token, {});
    expect(after.json<Settings>()).toMatchObject({
      gst_scheme: 'unregistered',
      sac_code: '998821',
    });
  });

  it.each([
    [{ gst_scheme: 'flat' }, 'GST_SCHEME'],
    [{ composition_rate: 7 }, 'COMPOSITION_RATE'],
    [{ composition_rate: 0 }, 'COMPOSITION_RATE'],
    [{ sac_code: '9988' }, 'SAC_CODE'],
    [{ sac_code: '99882a' }, 'SAC_CODE'],
    [{ tally_ledgers: { cash: '' } }, 'TALLY_LEDGER_NAME'],
  ] as const)('refuses %j with a clear message', async (payload, code) => {
    const shop = await createShop(ctx);
    const response = await putSettings(shop.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(ruleText(code));
  });

  it('saves the composition scheme with its rate, the code and the turnover', async () => {
    const shop = await shopWith({
      gstin: DELHI_GSTIN,
      gst_scheme: 'composition',
      composition_rate: 1,
      sac_code: '99882100',
      turnover_above_5_crore: true,
    });
    const response = await putSettings(shop.token, {});
    expect(response.json<Settings>()).toMatchObject({
      gst_scheme: 'composition',
      composition_rate: 1,
      sac_code: '99882100',
      turnover_above_5_crore: true,
    });
  });
});

describe('each regime’s bill', () => {
  it('gives an unregistered shop a plain bill: no GSTIN, no tax lines, even with a GSTIN kept', async () => {
    const shop = await shopWith({ gstin: DELHI_GSTIN, gst_scheme: 'unregistered' });
    const order = await placeOrder(ctx, shop, { products: [{ price: 1050 }] });
    for (const kind of ['generate_billing_pdf', 'generate_receipt_pdf']) {
      const text = await billText(shop, order, kind);
      expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|TAX INVOICE|Taxable|SAC|Bill of Supply/i);
      expect(text).toContain('1,050.00');
    }
  });

  it('gives a composition shop a bill of supply with the legend, no tax split, in its own series', async () => {
    const shop = await shopWith({ gstin: DELHI_GSTIN, gst_scheme: 'composition' });
    const order = await placeOrder(ctx, shop, { products: [{ price: 1050 }] });
    const text = await billText(shop, order);
    expect(text).toContain('BILL OF SUPPLY');
    expect(await billText(shop, order, 'generate_billing_pdf', true)).toMatch(
      /Bill of Supply No\. BOS\/\d{4}-\d{2}\/0001/,
    );
    expect(text).toContain(LEGEND);
    expect(text).toContain(`GSTIN: ${DELHI_GSTIN}`);
    expect(text).not.toMatch(/CGST|SGST|IGST|TAX INVOICE|Taxable value|Prices include GST/);
    expect(text).toContain('Total (no tax charged)');
    const receipt = await billText(shop, order, 'generate_receipt_pdf');
    expect(receipt).toContain('BILL OF SUPPLY');
    expect(receipt).toContain(LEGEND);
  });

  it('prints the bill of supply in the shop’s language, the English legend beside its own', async () => {
    const shop = await shopWith({
      gstin: DELHI_GSTIN,
      gst_scheme: 'composition',
      customer_message_language: 'hi',
    });
    const order = await placeOrder(ctx, shop, { products: [{ price: 500 }] });
    const text = await billText(shop, order);
    // pdftotext writes a Devanagari vowel sign before its consonant ('ि' before 'ब'): match the rest.
    expect(text).toContain('ल ऑफ़ सप्लाई');
    expect(text).toContain('पात्र नहीं');
    expect(text).toContain(LEGEND);
  });

  it('gives a regular shop a tax invoice with the code printed to 4 digits, or 6 above ₹5 crore', async () => {
    const shop = await shopWith({ gstin: DELHI_GSTIN, gst_scheme: 'regular', gst_rate: 5 });
    const small = await billText(
      shop,
      await placeOrder(ctx, shop, { products: [{ price: 1050 }] }),
    );
    expect(small).toContain('TAX INVOICE');
    expect(small).toContain('Taxable value (SAC 9988)');
    expect(small).toContain('CGST @ 2.5%');
    expect(small).not.toContain(LEGEND);
    await putSettings(shop.token, { turnover_above_5_crore: true });
    const large = await billText(
      shop,
      await placeOrder(ctx, shop, { products: [{ price: 1050 }] }),
    );
    expect(large).toContain('Taxable value (SAC 998821)');
  });
});

describe('numbering per regime and financial year', () => {
  it('numbers tax invoices and bills of supply in separate gapless series that restart each April', async () => {
    ctx.clock.set('2027-03-31T10:00:00Z');
    const shop = await shopWith({ gstin: DELHI_GSTIN, gst_scheme: 'regular' });
    const numberOf = async () => {
      const text = await billText(shop, await placeOrder(ctx, shop), 'generate_billing_pdf', true);
      return text.match(/(?:Invoice|Bill of Supply) No\. (\S+)/)?.[1];
    };
    expect(await numberOf()).toBe('2026-27/0001');
    await putSettings(shop.token, { gst_scheme: 'composition' });
    expect(await numberOf()).toBe('BOS/2026-27/0001');
    expect(await numberOf()).toBe('BOS/2026-27/0002');
    await putSettings(shop.token, { gst_scheme: 'regular' });
    expect(await numberOf()).toBe('2026-27/0002');
    ctx.clock.set('2027-04-01T10:00:00Z');
    expect(await numberOf()).toBe('2027-28/0001');
    await putSettings(shop.token, { gst_scheme: 'composition' });
    expect(await numberOf()).toBe('BOS/2027-28/0001');
    await putSettings(shop.token, { gst_scheme: 'unregistered' });
    const plain = await billText(shop, await placeOrder(ctx, shop), 'generate_billing_pdf', true);
    expect(plain).not.toMatch(/Invoice No\.|Bill of Supply No\./);
  });
});

describe('a business customer', () => {
  it('keeps a checked GSTIN on the person and prints it on the invoice, its state the place of supply', async () => {
    const shop = await shopWith({ gstin: DELHI_GSTIN, gst_scheme: 'regular' });
    const order = await placeOrder(ctx, shop, { products: [{ price: 1050 }] });
    const put = (gstin: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/customers/${order.customer_id}`,
        headers: bearer(shop.token),
        payload: { name: order.customer_name, relation: 'self', gstin },
      });
    const bad = await put('27AAPFU0939F1ZX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(ruleText('GSTIN_CHECKSUM'));
    const saved = await put(MAHARASHTRA_GSTIN.toLowerCase());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ gstin: MAHARASHTRA_GSTIN });
    const text = await billText(shop, order);
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('IGST @ 5%');
  });
});
