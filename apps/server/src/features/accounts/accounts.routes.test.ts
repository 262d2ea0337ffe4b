import { ERROR_CODES } from '@tailor/shared/error-codes';
import { isRuleCode, ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  signIn,
  validShop,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A refusal by a shared account rule, or by the server's check against the pincode data. */
type AccountRefusal = RuleCode | 'PINCODE_INVALID' | 'PINCODE_PLACE_MISMATCH';

/** Each rule for the shop's details: account creation and update share them. */
const accountRuleCases: [field: string, value: string, refusal: AccountRefusal][] = [
  ['owners_name', '', 'ACCOUNT_OWNER_NAME_REQUIRED'],
  ['owners_name', 'Al', 'ACCOUNT_OWNER_NAME_MIN'],
  ['owners_name', 'x'.repeat(51), 'ACCOUNT_OWNER_NAME_MAX'],
  ['shop_name', '   ', 'ACCOUNT_SHOP_NAME_REQUIRED'],
  ['email', 'not-an-email', 'EMAIL_INVALID'],
  ['email', 'ramesh@', 'EMAIL_INVALID'],
  ['address', '', 'ACCOUNT_ADDRESS_REQUIRED'],
  ['address', 'abc', 'ACCOUNT_ADDRESS_MIN'],
  ['address', 'x'.repeat(501), 'ACCOUNT_ADDRESS_MAX'],
  ['pincode', '', 'ACCOUNT_PINCODE_REQUIRED'],
  ['pincode', '11000', 'ACCOUNT_PINCODE_DIGITS'],
  ['pincode', '999999', 'PINCODE_INVALID'],
  ['state', '', 'ACCOUNT_STATE_REQUIRED'],
  ['district', '', 'ACCOUNT_DISTRICT_REQUIRED'],
  ['state', 'Gujarat', 'PINCODE_PLACE_MISMATCH'],
  ['district', 'Mumbai', 'PINCODE_PLACE_MISMATCH'],
  ['phone', '12345', 'ACCOUNT_PHONE_DIGITS'],
];

/** The whole answer refusing `field` by `refusal`. */
function refusalBody(field: string, refusal: AccountRefusal) {
  if (!isRuleCode(refusal)) return { error: ERROR_CODES[refusal].message, code: refusal };
  return {
    error: ruleText(refusal),
    code: 'VALIDATION_FAILED',
    params: { ...ruleParams(refusal), rule: refusal, field },
  };
}

async function createAccount(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/create_account',
    headers: bearer(token),
    payload,
  });
}

describe('POST /api/create_account', () => {
  it('creates the shop and answers a sign-in result scoped to it', async () => {
    const first = await signIn(ctx);
    const response = await createAccount(first.token, validShop);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      status: 'success',
      user_id: first.user_id,
      role: 'shopkeeper',
      signup: false,
      store_name: 'Kumar Tailors',
      store_selection_required: false,
    });
    expect(result.store_id).toEqual(expect.any(String));
    expect(result.token).not.toBe(first.token);

    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(result.token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      user: { _id: first.user_id, name: 'Ramesh Kumar', email: 'ramesh@example.com' },
      role: 'shopkeeper',
      signup: false,
      store: {
        _id: result.store_id,
        shop_name: 'Kumar Tailors',
        owners_name: 'Ramesh Kumar',
        address: '12 Chandni Chowk, Old Delhi',
        pincode: '110001',
        state: 'Delhi',
      },
      auth_methods: ['phone'],
    });
  });

  it('signs the owner back in to the shop next time', async () => {
    const shop = await createShop(ctx);
    ctx.clock.advance(31_000);
    const again = await signIn(ctx, shop.phone);
    expect(again).toMatchObject({ role: 'shopkeeper', signup: false, store_id: shop.store_id });
  });

  it('normalises names: leading spaces trimmed and repeated spaces collapsed', async () => {
    const first = await signIn(ctx);
    const response = await createAccount(first.token, {
      ...validShop,
      owners_name: '   Sita   Devi ',
      shop_name: ' Sita  Boutique',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().store_name).toBe('Sita Boutique');
  });

  it('keeps Indic names intact', async () => {
    const first = await signIn(ctx);
    const response = await createAccount(first.token, {
      ...validShop,
      owners_name: 'रमेश कुमार',
      shop_name: 'कुमार टेलर्स',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().store_name).toBe('कुमार टेलर्स');
  });

  it('accepts an account without a phone number', async () => {
    const first = await signIn(ctx);
    const { phone: _phone, ...withoutPhone } = validShop;
    expect((await createAccount(first.token, withoutPhone)).statusCode).toBe(200);
  });

  it.each([
    ['left out', undefined],
    ['blank', '  '],
    ['null', null],
  ])('accepts an account without an email (%s): many tailors have none', async (_how, email) => {
    const first = await signIn(ctx);
    const { email: _email, ...withoutEmail } = validShop;
    const payload = email === undefined ? withoutEmail : { ...withoutEmail, email };
    const response = await createAccount(first.token, payload);
    expect(response.statusCode, response.body).toBe(200);
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(response.json().token),
    });
    expect(details.json().store).toMatchObject({ shop_name: 'Kumar Tailors', email: null });
    expect(details.json().user.email).toBeNull();
  });

  it.each(accountRuleCases)('refuses %s = %j: %s', async (field, value, refusal) => {
    const first = await signIn(ctx);
    const response = await createAccount(first.token, { ...validShop, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(field, refusal));
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(first.token),
    });
    expect(details.json().store).toBeNull();
  });

  it.each(['owners_name', 'shop_name', 'address', 'pincode', 'state', 'district'])(
    'refuses a payload without %s',
    async (field) => {
      const first = await signIn(ctx);
      const payload: Record<string, string> = { ...validShop };
      delete payload[field];
      const response = await createAccount(first.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/required/);
    },
  );

  it('refuses a second shop for the same owner with 409', async () => {
    const shop = await createShop(ctx);
    const response = await createAccount(shop.token, { ...validShop, shop_name: 'Another Shop' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This account already has a shop.',
      code: 'SHOP_ALREADY_EXISTS',
    });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create_account',
      payload: validShop,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/get_user_details', () => {
  it('tells a new user that signup is still needed', async () => {
    const first = await signIn(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(first.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'shopkeeper',
      signup: true,
      store: null,
      employee_id: null,
    });
  });

  it("gives an employee the shop's name and address, never the owner's phone or email", async () => {
    const shop = await createShop(ctx, { email: 'owner.private@example.com', phone: '9811122233' });
    const tailor = await createEmployee(ctx, shop);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(tailor.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'employee',
      employee_id: tailor.employee_id,
      store: {
        _id: shop.store_id,
        shop_name: validShop.shop_name,
        address: validShop.address,
        email: null,
        phone: null,
      },
    });
    for (const contact of ['owner.private@example.com', '9811122233', shop.phone]) {
      expect(response.body).not.toContain(contact);
    }
    // The shopkeeper still sees the shop's contacts.
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(shop.token),
    });
    expect(own.json().store).toMatchObject({
      email: 'owner.private@example.com',
      phone: '9811122233',
    });
  });
});

describe('PUT /api/account', () => {
  function updateAccount(token: string, payload: object) {
    return ctx.app.inject({ method: 'PUT', url: '/api/account', headers: bearer(token), payload });
  }
  async function storeOf(token: string) {
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(token),
    });
    return details.json().store;
  }

  it("replaces the shop's details, answers the store and renames the owner", async () => {
    const shop = await createShop(ctx);
    const place = (await ctx.app.inject({ method: 'GET', url: '/api/pincode/400001' })).json();
    const changed = {
      owners_name: 'Suresh Patil',
      shop_name: 'Patil Tailors',
      email: 'suresh@example.com',
      phone: '9822001122',
      address: '5 Kalbadevi Road, Mumbai',
      pincode: '400001',
      state: 'Maharashtra',
      district: place.district,
    };
    const response = await updateAccount(shop.token, changed);
    expect(response.statusCode).toBe(200);
    // The order number prefix is a setting (PUT /settings), untouched here.
    const store = { _id: shop.store_id, ...changed, order_number_prefix: '' };
    expect(response.json()).toEqual(store);
    expect(await storeOf(shop.token)).toEqual(store);

    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_user_details',
      headers: bearer(shop.token),
    });
    expect(details.json().user).toMatchObject({
      name: 'Suresh Patil',
      email: 'suresh@example.com',
    });
    ctx.clock.advance(31_000);
    expect((await signIn(ctx, shop.phone)).store_name).toBe('Patil Tailors');
  });

  it('normalises names and spells state and district as the pincode directory does', async () => {
    const shop = await createShop(ctx);
    const response = await updateAccount(shop.token, {
      ...validShop,
      owners_name: '  Sita   Devi',
      shop_name: 'सीता  बुटीक',
      state: 'delhi',
      district: 'NEW DELHI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      owners_name: 'Sita Devi',
      shop_name: 'सीता बुटीक',
      state: 'Delhi',
      district: 'New Delhi',
    });
  });

  it('removes the email when it is left out', async () => {
    const shop = await createShop(ctx);
    const { email: _email, ...withoutEmail } = validShop;
    const response = await updateAccount(shop.token, withoutEmail);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBeNull();
    expect((await storeOf(shop.token)).email).toBeNull();
  });

  it('removes the phone number when it is left out', async () => {
    const shop = await createShop(ctx);
    const { phone: _phone, ...withoutPhone } = validShop;
    const response = await updateAccount(shop.token, withoutPhone);
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBeNull();
  });

  it.each(accountRuleCases)(
    'refuses %s = %j: %s, as account creation does',
    async (field, value, refusal) => {
      const shop = await createShop(ctx);
      const before = await storeOf(shop.token);
      const response = await updateAccount(shop.token, {
        ...validShop,
        shop_name: 'Changed Name',
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusalBody(field, refusal));
      expect(await storeOf(shop.token)).toEqual(before);
    },
  );

  it.each(['owners_name', 'shop_name', 'address', 'pincode', 'state', 'district'])(
    'refuses a payload without %s',
    async (field) => {
      const shop = await createShop(ctx);
      const payload: Record<string, string> = { ...validShop };
      delete payload[field];
      const response = await updateAccount(shop.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/required/);
    },
  );

  it("changes only the caller's own shop", async () => {
    const shopA = await createShop(ctx);
    const shopB = await createShop(ctx, { shop_name: 'Other Tailors' });
    expect(
      (await updateAccount(shopA.token, { ...validShop, shop_name: 'Renamed Shop' })).statusCode,
    ).toBe(200);
    expect((await storeOf(shopB.token)).shop_name).toBe('Other Tailors');
  });

  it('is for the shopkeeper: an employee gets 403, a stranger 401, an owner without a shop 403', async () => {
    const shop = await createShop(ctx);
    const employee = await createEmployee(ctx, shop);
    const asEmployee = await updateAccount(employee.token, validShop);
    expect(asEmployee.statusCode).toBe(403);
    expect(asEmployee.json()).toEqual({ error: expect.any(String), code: 'PERMISSION_DENIED' });
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/account', payload: validShop })).statusCode,
    ).toBe(401);
    const newcomer = await signIn(ctx);
    expect((await updateAccount(newcomer.token, validShop)).statusCode).toBe(403);
  });
});

describe('GET /api/pincode/:pincode', () => {
  it.each([
    ['110001', 'Delhi'],
    ['400001', 'Maharashtra'],
    ['380001', 'Gujarat'],
    ['600001', 'Tamil Nadu'],
  ])('resolves %s to %s', async (pincode, state) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/pincode/${pincode}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pincode, state });
    expect(response.json().districts).toContain(response.json().district);
  });

  it.each(['999999', '12', 'abcdef'])('answers 404 Invalid Pincode for %s', async (pincode) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/pincode/${pincode}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Invalid Pincode', code: 'PINCODE_NOT_FOUND' });
  });
});
