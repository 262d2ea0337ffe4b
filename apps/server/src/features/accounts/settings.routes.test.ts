import { DEFAULT_TALLY_LEDGERS } from '@tailor/shared/books-rules';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';
import type { Order } from '@tailor/shared/orders';
import { ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import type { RuleParamValues } from '@tailor/shared/rules';
import {
  DEFAULT_POSITION_PERMISSIONS,
  type MeasurementTemplatesInput,
} from '@tailor/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function getSettings(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) });
}
function putSettings(token: string, payload: object) {
  return ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
}
function getTemplates(token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/measurement_templates',
    headers: bearer(token),
  });
}

const shopTemplates: MeasurementTemplatesInput = {
  male: [
    { garment: ' Kurta ', measurements: ['Length', ' Chest', 'Shoulder'] },
    { garment: 'Jodhpuri', measurements: ['Chest', 'Waist'] },
  ],
  female: [{ garment: 'ब्लाउज़', measurements: ['लंबाई', 'छाती'] }],
};
const savedTemplates = {
  male: [
    { garment: 'Kurta', measurements: ['Length', 'Chest', 'Shoulder'] },
    { garment: 'Jodhpuri', measurements: ['Chest', 'Waist'] },
  ],
  female: [{ garment: 'ब्लाउज़', measurements: ['लंबाई', 'छाती'] }],
};

const garments = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    garment: `Garment ${i + 1}`,
    measurements: ['Length'],
  }));
const names = (count: number) => Array.from({ length: count }, (_, i) => `M${i + 1}`);
const withMale = (male: unknown[]) => ({ measurement_templates: { male, female: [] } });

describe('GET /api/settings', () => {
  it("answers the defaults for a new shop: English, no prefix, the default measurement templates, no UPI ID, no GSTIN, tailoring's 5% GST, every customer message on and no capacity planning", async () => {
    const shop = await createShop(ctx);
    const response = await getSettings(shop.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customer_message_language: 'en',
      order_number_prefix: '',
      measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES,
      custom_measurement_templates: false,
      measurement_unit: 'in',
      position_permissions: DEFAULT_POSITION_PERMISSIONS,
      upi_id: null,
      upi_payee_name: null,
      gstin: null,
      gst_rate: 5,
      gst_scheme: 'unregistered',
      composition_rate: 6,
      sac_code: '998821',
      turnover_above_5_crore: false,
      tally_ledgers: DEFAULT_TALLY_LEDGERS,
      opening_cash: null,
      customer_messages: {
        order_taken: true,
        trial_reminder: true,
        trial_soon: true,
        ready: true,
        balance_due: true,
        not_collected: true,
        delivered: true,
        approval_request: true,
        not_collected_days: 7,
      },
      daily_capacity: null,
      employee_capacity: {},
      buffer_days: 0,
      tag_sheet: 'a4',
      complete_when_ready: true,
    });
  });
});

describe('PUT /api/settings', () => {
  it('changes only the fields given', async () => {
    const shop = await createShop(ctx);
    const prefix = await putSettings(shop.token, { order_number_prefix: ' KT-25/ ' });
    expect(prefix.statusCode).toBe(200);
    expect(prefix.json()).toMatchObject({
      customer_message_language: 'en',
      order_number_prefix: 'KT-25/',
      custom_measurement_templates: false,
    });

    const language = await putSettings(shop.token, { customer_message_language: 'hi' });
    expect(language.json()).toMatchObject({
      customer_message_language: 'hi',
      order_number_prefix: 'KT-25/',
    });
    expect((await getSettings(shop.token)).json()).toEqual(language.json());

    expect((await putSettings(shop.token, {})).json()).toEqual(language.json());
    expect(
      (await putSettings(shop.token, { order_number_prefix: '' })).json().order_number_prefix,
    ).toBe('');
  });

  it("saves the shop's own templates (names trimmed, order kept, Indic names intact), and null brings the defaults back", async () => {
    const shop = await createShop(ctx);
    const saved = await putSettings(shop.token, { measurement_templates: shopTemplates });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      measurement_templates: savedTemplates,
      custom_measurement_templates: true,
    });
    expect((await getSettings(shop.token)).json().measurement_templates).toEqual(savedTemplates);

    const reset = await putSettings(shop.token, { measurement_templates: null });
    expect(reset.json()).toMatchObject({
      measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES,
      custom_measurement_templates: false,
    });
  });

  it('switches the unit between inches and centimetres, alone or with other settings', async () => {
    const shop = await createShop(ctx);
    const cm = await putSettings(shop.token, { measurement_unit: 'cm' });
    expect(cm.statusCode).toBe(200);
    expect(cm.json()).toMatchObject({ measurement_unit: 'cm', order_number_prefix: '' });
    expect((await getSettings(shop.token)).json().measurement_unit).toBe('cm');
    const back = await putSettings(shop.token, { measurement_unit: 'in', gst_rate: 12 });
    expect(back.json()).toMatchObject({ measurement_unit: 'in', gst_rate: 12 });
  });

  it("keeps a hint for the shop's own measurements, under the name as listed; blank hints and hints for names not listed are dropped", async () => {
    const shop = await createShop(ctx);
    const saved = await putSettings(shop.token, {
      measurement_templates: {
        male: [
          {
            garment: 'Jodhpuri',
            measurements: ['Chest', 'Collar Height'],
            hints: {
              ' collar height ': ' From the neck seam up to the collar top, at the back ',
              Chest: '  ',
              Pocket: 'Not listed',
            },
          },
          { garment: 'Dhoti', measurements: ['Length'], hints: {} },
        ],
        female: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().measurement_templates.male).toEqual([
      {
        garment: 'Jodhpuri',
        measurements: ['Chest', 'Collar Height'],
        hints: { 'Collar Height': 'From the neck seam up to the collar top, at the back' },
      },
      { garment: 'Dhoti', measurements: ['Length'] },
    ]);
    const employee = await createEmployee(ctx, shop);
    expect((await getTemplates(employee.token)).json().measurement_templates.male[0].hints).toEqual(
      { 'Collar Height': 'From the neck seam up to the collar top, at the back' },
    );
  });

  it('accepts the limits: 40 garments, 60 measurements, names of 40 characters, a prefix of 10', async () => {
    const shop = await createShop(ctx);
    const response = await putSettings(shop.token, {
      order_number_prefix: 'ABCDE-123/',
      measurement_templates: {
        male: garments(40),
        female: [{ garment: 'G'.repeat(40), measurements: [...names(59), 'm'.repeat(40)] }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().measurement_templates.male).toHaveLength(40);
    expect(response.json().measurement_templates.female[0].measurements).toHaveLength(60);
  });

  it.each<[object, RuleCode, RuleParamValues, string]>([
    [{ customer_message_language: 'fr' }, 'SETTINGS_LANGUAGE', {}, 'customer_message_language'],
    [{ order_number_prefix: 'ABCDEFGHIJK' }, 'SETTINGS_PREFIX_LENGTH', {}, 'order_number_prefix'],
    [{ order_number_prefix: 'KT#' }, 'SETTINGS_PREFIX_CHARACTERS', {}, 'order_number_prefix'],
    [{ order_number_prefix: 'के-' }, 'SETTINGS_PREFIX_CHARACTERS', {}, 'order_number_prefix'],
    [{ order_number_prefix: 42 }, 'SETTINGS_PREFIX_CHARACTERS', {}, 'order_number_prefix'],
    [{ measurement_unit: 'mm' }, 'MEASUREMENT_UNIT_INVALID', {}, 'measurement_unit'],
    [{ measurement_unit: null }, 'MEASUREMENT_UNIT_INVALID', {}, 'measurement_unit'],
    [
      withMale([{ garment: 'Kurta', measurements: ['Chest'], hints: { Chest: 'h'.repeat(161) } }]),
      'SETTINGS_HINT_LENGTH',
      {},
      'measurement_templates.male.0.hints.Chest',
    ],
    [
      withMale([{ garment: 'Kurta', measurements: ['Chest'], hints: ['Round the chest'] }]),
      'SETTINGS_HINTS_SHAPE',
      {},
      'measurement_templates.male.0.hints',
    ],
    [
      { measurement_templates: { male: [] } },
      'SETTINGS_TEMPLATES_SHAPE',
      {},
      'measurement_templates.female',
    ],
    [{ measurement_templates: 'Shirt' }, 'SETTINGS_TEMPLATES_SHAPE', {}, 'measurement_templates'],
    [
      withMale([{ garment: '  ', measurements: ['Chest'] }]),
      'SETTINGS_GARMENT_REQUIRED',
      {},
      'measurement_templates.male.0.garment',
    ],
    [
      withMale([{ measurements: ['Chest'] }]),
      'SETTINGS_GARMENT_REQUIRED',
      {},
      'measurement_templates.male.0.garment',
    ],
    [
      withMale([{ garment: 'G'.repeat(41), measurements: ['Chest'] }]),
      'SETTINGS_GARMENT_LENGTH',
      {},
      'measurement_templates.male.0.garment',
    ],
    [
      withMale([{ garment: 'Kurta', measurements: [] }]),
      'SETTINGS_MEASUREMENTS_REQUIRED',
      {},
      'measurement_templates.male.0.measurements',
    ],
    [
      withMale([{ garment: 'Kurta' }]),
      'SETTINGS_MEASUREMENTS_REQUIRED',
      {},
      'measurement_templates.male.0.measurements',
    ],
    [
      withMale([{ garment: 'Kurta', measurements: names(61) }]),
      'SETTINGS_MEASUREMENTS_MAX',
      {},
      'measurement_templates.male.0.measurements',
    ],
    [
      withMale([{ garment: 'Kurta', measurements: ['Chest', ' '] }]),
      'SETTINGS_MEASUREMENT_REQUIRED',
      {},
      'measurement_templates.male.0.measurements.1',
    ],
    [
      withMale([{ garment: 'Kurta', measurements: ['m'.repeat(41)] }]),
      'SETTINGS_MEASUREMENT_LENGTH',
      {},
      'measurement_templates.male.0.measurements.0',
    ],
    [
      withMale([{ garment: 'Kurta', measurements: ['Chest', 'Waist', 'chest '] }]),
      'SETTINGS_MEASUREMENT_TWICE',
      { garment: 'Kurta', measurement: 'chest' },
      'measurement_templates.male.0.measurements',
    ],
    [
      withMale([...garments(2), { garment: 'garment 2', measurements: ['Chest'] }]),
      'SETTINGS_GARMENT_TWICE',
      { gender: 'male', garment: 'garment 2' },
      'measurement_templates.male',
    ],
    [
      { measurement_templates: { male: [], female: garments(41) } },
      'SETTINGS_TOO_MANY_GARMENTS_FEMALE',
      {},
      'measurement_templates.female',
    ],
  ])('refuses %j: %s', async (payload, rule, params, field) => {
    const shop = await createShop(ctx);
    await putSettings(shop.token, {
      order_number_prefix: 'KT-',
      measurement_templates: shopTemplates,
    });
    const before = (await getSettings(shop.token)).json();
    const response = await putSettings(shop.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: ruleText(rule, params),
      code: 'VALIDATION_FAILED',
      params: { ...ruleParams(rule, params), rule, field },
    });
    expect((await getSettings(shop.token)).json()).toEqual(before);
  });

  it('never touches past orders: each keeps the measurements it was taken with', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Kurta', measurements: { Chest: '38', Length: '42.5' } }],
    });
    await putSettings(shop.token, {
      measurement_templates: { male: [{ garment: 'Kurta', measurements: ['Neck'] }], female: [] },
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(after.json<Order>().order.products[0]!.measurements).toEqual({
      Chest: '38',
      Length: '42.5',
    });
  });

  it("changes only the caller's shop", async () => {
    const shopA = await createShop(ctx);
    const shopB = await createShop(ctx);
    await putSettings(shopA.token, {
      order_number_prefix: 'A-',
      measurement_templates: shopTemplates,
    });
    expect((await getSettings(shopB.token)).json()).toMatchObject({
      order_number_prefix: '',
      custom_measurement_templates: false,
    });
  });
});

describe('GET /api/measurement_templates', () => {
  it("answers the shop's templates to its employees too, the defaults while it has none", async () => {
    const shop = await createShop(ctx);
    const employee = await createEmployee(ctx, shop);
    const defaults = await getTemplates(employee.token);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({
      measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES,
      measurement_unit: 'in',
    });

    await putSettings(shop.token, { measurement_templates: shopTemplates, measurement_unit: 'cm' });
    expect((await getTemplates(employee.token)).json()).toEqual({
      measurement_templates: savedTemplates,
      measurement_unit: 'cm',
    });
    expect((await getTemplates(shop.token)).json()).toEqual({
      measurement_templates: savedTemplates,
      measurement_unit: 'cm',
    });
  });

  it("gives the owner's and the employees' screens the prefix, so they write numbers as the bill does", async () => {
    const shop = await createShop(ctx);
    const employee = await createEmployee(ctx, shop);
    const prefixOf = async (token: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/get_user_details',
          headers: bearer(token),
        })
      ).json().store.order_number_prefix;
    expect(await prefixOf(shop.token)).toBe('');
    await putSettings(shop.token, { order_number_prefix: 'SGT-' });
    expect(await prefixOf(shop.token)).toBe('SGT-');
    expect(await prefixOf(employee.token)).toBe('SGT-');
  });
});

describe('who may use the settings', () => {
  it('refuses employees with 403 and strangers with 401', async () => {
    const shop = await createShop(ctx);
    const employee = await createEmployee(ctx, shop);
    for (const response of [
      await getSettings(employee.token),
      await putSettings(employee.token, { order_number_prefix: 'X-' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'PERMISSION_DENIED' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/measurement_templates' })).statusCode,
    ).toBe(401);
    expect((await getSettings(shop.token)).json().order_number_prefix).toBe('');
  });

  it('needs a shop: an owner who has not created one gets 403', async () => {
    const newcomer = await signIn(ctx);
    expect((await getSettings(newcomer.token)).statusCode).toBe(403);
    expect((await getTemplates(newcomer.token)).statusCode).toBe(403);
  });
});
