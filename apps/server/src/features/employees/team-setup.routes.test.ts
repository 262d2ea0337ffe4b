import type { AssigneeList } from '@tailor/shared/employee-area';
import type { Employee, SavedEmployee } from '@tailor/shared/employees';
import type { Order } from '@tailor/shared/orders';
import type { Settings } from '@tailor/shared/settings-responses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema/invites';
import { notifications } from '../../db/schema/notifications';
import { orderBody, placeOrder, postOrder } from '../../../test/order-fixtures';
import { answerInvite } from '../../../test/team-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const person = (overrides: object = {}) => ({
  name: 'Meena Joshi',
  phone: nextPhone(),
  position: 'tailor',
  experience: 4,
  specialization: 'all types',
  ...overrides,
});

function addEmployee(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/add_employee',
    headers: bearer(token),
    payload,
  });
}

async function assignees(token: string): Promise<AssigneeList['employees']> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/assignees',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AssigneeList>().employees;
}

async function teamList(token: string): Promise<Employee[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/get_employees',
    headers: bearer(token),
  });
  return response.json<{ employees: Employee[] }>().employees;
}

describe('the shop owner as an assignee', () => {
  it('offers the owner as Me to the shopkeeper, keeps them out of the team list, and takes an order assigned to them', async () => {
    const shop = await createShop(ctx, { owners_name: 'Solo Owner' });
    const choices = await assignees(shop.token);
    expect(choices).toEqual([
      {
        _id: expect.any(String),
        name: 'Solo Owner',
        position: 'manager',
        is_me: true,
        is_owner: true,
      },
    ]);
    expect(await teamList(shop.token)).toEqual([]);

    const order = await placeOrder(ctx, shop, { products: [{ assigned_to: choices[0]!._id }] });
    expect(order.status).toBe('Assigned');
    expect(order.order.products[0]!.assigned_to).toEqual({
      _id: choices[0]!._id,
      name: 'Solo Owner',
      is_owner: true,
    });
    // Assigning work to yourself sends no notice.
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.storeId, shop.store_id!));
    expect(notices).toEqual([]);
  });

  it("lets an employee assign the owner (today's rule: staff assign anyone in the shop), and tells the owner", async () => {
    const shop = await createShop(ctx, { owners_name: 'Owner Two' });
    const tailor = await createEmployee(ctx, shop, { name: 'Kiran Tailor' });
    const choices = await assignees(tailor.token);
    const owner = choices.find((c) => c.is_owner)!;
    expect(owner).toMatchObject({ name: 'Owner Two', is_me: false });
    expect(choices.find((c) => c.is_me)).toMatchObject({ _id: tailor.employee_id });

    const response = await postOrder(
      ctx,
      tailor.token,
      await orderBody(ctx, shop.store_id!, { products: [{ assigned_to: owner._id }] }),
    );
    expect(response.statusCode).toBe(201);
    const notices = await ctx.database.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.storeId, shop.store_id!));
    expect(notices).toContainEqual({ userId: shop.user_id, type: 'product_assigned' });
  });

  it("refuses another shop's owner as an assignee (400), and the owner row cannot be deactivated or edited as staff", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const otherOwner = (await assignees(other.token))[0]!;
    const response = await postOrder(
      ctx,
      shop.token,
      await orderBody(ctx, shop.store_id!, { products: [{ assigned_to: otherOwner._id }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please assign an employee to each product');

    const own = (await assignees(shop.token))[0]!;
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/employees/${own._id}/deactivate`,
      headers: bearer(shop.token),
    });
    expect(off.statusCode).toBe(404);
    const edit = await addEmployee(shop.token, person({ _id: own._id }));
    expect(edit.statusCode).toBe(404);
  });

  it("follows the owner's name when the shop details change", async () => {
    const shop = await createShop(ctx, { owners_name: 'Old Name' });
    const owner = (await assignees(shop.token))[0]!;
    const order = await placeOrder(ctx, shop, { products: [{ assigned_to: owner._id }] });
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(shop.token),
      payload: {
        owners_name: 'New Name',
        shop_name: 'Kumar Tailors',
        address: '12 Chandni Chowk, Old Delhi',
        pincode: '110001',
        state: 'Delhi',
        district: 'New Delhi',
      },
    });
    expect(update.statusCode).toBe(200);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(view.json<Order>().order.products[0]!.assigned_to?.name).toBe('New Name');
  });
});

describe('POST /api/add_employee with send_invite', () => {
  it('records the person and a pending invite in one go, texts the link by SMS, and lists them as Invited', async () => {
    const shop = await createShop(ctx, { shop_name: 'Joshi Stitch' });
    const payload = person();
    const response = await addEmployee(shop.token, { ...payload, send_invite: 'sms' });
    expect(response.statusCode).toBe(201);
    const saved = response.json<SavedEmployee>();
    expect(saved).toMatchObject({
      name: 'Meena Joshi',
      sign_in: 'invited',
      invite: { sms: 'sent', invite_link: expect.stringMatching(/^http:\/\/shop\.test\/invite\//) },
    });
    const text = ctx.sms.sent.find((m) => m.to === payload.phone)!;
    expect(text.text).toContain('Joshi Stitch');
    expect(text.text).toContain(saved.invite!.invite_link);

    const [invite] = await ctx.database.db
      .select()
      .from(invites)
      .where(and(eq(invites.storeId, shop.store_id!), eq(invites.phone, payload.phone)));
    expect(invite).toMatchObject({ status: 'pending', employeeId: saved._id });
    expect((await teamList(shop.token)).map((e) => [e.name, e.sign_in])).toEqual([
      ['Meena Joshi', 'invited'],
    ]);

    // Accepting links this very record: the list then says they can sign in.
    const accepted = await answerInvite(ctx, saved.invite!.token, payload.phone);
    expect(accepted.statusCode).toBe(200);
    const list = await teamList(shop.token);
    expect(list.map((e) => [e._id, e.sign_in])).toEqual([[saved._id, 'can_sign_in']]);
  });

  it("makes only the link with 'link' (no SMS), and a record only without send_invite", async () => {
    const shop = await createShop(ctx);
    const linked = person();
    const withLink = (await addEmployee(shop.token, { ...linked, send_invite: 'link' })).json();
    expect(withLink.invite).toMatchObject({ sms: null, invite_link: expect.any(String) });
    expect(ctx.sms.sent.some((m) => m.to === linked.phone)).toBe(false);

    const plain = (await addEmployee(shop.token, person({ name: 'Record Only' }))).json();
    expect(plain).toMatchObject({ sign_in: 'none' });
    expect(plain.invite).toBeUndefined();
  });

  it('keeps the person and the invite when the SMS gateway fails, and says so', async () => {
    const shop = await createShop(ctx);
    ctx.sms.failNext = true;
    const response = await addEmployee(shop.token, { ...person(), send_invite: 'sms' });
    expect(response.statusCode).toBe(201);
    expect(response.json<SavedEmployee>()).toMatchObject({
      sign_in: 'invited',
      invite: { sms: 'failed' },
    });
  });

  it("adds neither when the invite is refused (the owner's own phone: 400)", async () => {
    const shop = await createShop(ctx);
    const response = await addEmployee(shop.token, {
      ...person({ phone: shop.phone }),
      send_invite: 'sms',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('You cannot invite your own phone number');
    expect(await teamList(shop.token)).toEqual([]);
  });

  it('refuses an unknown send_invite value with 400', async () => {
    const shop = await createShop(ctx);
    const response = await addEmployee(shop.token, { ...person(), send_invite: 'fax' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'send_invite must be sms or link',
      code: 'VALIDATION_FAILED',
      params: { rule: 'EMPLOYEE_SEND_INVITE_INVALID', field: 'send_invite' },
    });
  });
});

describe('position permissions', () => {
  async function setPermissions(token: string, collect: Record<string, boolean>) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: {
        position_permissions: Object.fromEntries(
          Object.entries(collect).map(([position, value]) => [
            position,
            { collect_payments: value },
          ]),
        ),
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Settings>();
  }

  it('lets every position collect until the shop decides (today’s behaviour)', async () => {
    const shop = await createShop(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(shop.token),
    });
    expect(response.json<Settings>().position_permissions).toEqual({
      manager: { collect_payments: true, see_prices: true },
      tailor: { collect_payments: true, see_prices: true },
      assistant: { collect_payments: true, see_prices: true },
      other: { collect_payments: true, see_prices: true },
    });
  });

  it('refuses balance, final-price and advance payments (403) to a position the shop does not allow, and allows the others', async () => {
    const shop = await createShop(ctx);
    const assistant = await createEmployee(ctx, shop, { position: 'assistant' });
    const manager = await createEmployee(ctx, shop, { position: 'manager' });
    const saved = await setPermissions(shop.token, {
      manager: true,
      tailor: true,
      assistant: false,
      other: false,
    });
    expect(saved.position_permissions.assistant).toEqual({
      collect_payments: false,
      see_prices: true,
    });

    const order = await placeOrder(ctx, shop, {
      products: [{ assigned_to: assistant.employee_id }, { assigned_to: manager.employee_id }],
    });
    const collect = (token: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/update_remaining_payment/${order._id}`,
        headers: bearer(token),
        payload: { remainingAmount: 100 },
      });
    const refused = await collect(assistant.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Your shop does not allow your position to collect payments');
    expect((await collect(manager.token)).statusCode).toBe(200);
    expect((await collect(shop.token)).statusCode).toBe(200);

    const alteration = await placeOrder(ctx, shop, {
      order: { orderType: 'alteration' },
      products: [{ price: 0, assigned_to: assistant.employee_id }],
    });
    const final = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_alteration_payment/${alteration._id}`,
      headers: bearer(assistant.token),
      payload: { totalAmount: 300 },
    });
    expect(final.statusCode).toBe(403);

    const withAdvance = await orderBody(ctx, shop.store_id!, {
      order: { advancePayment: 200 },
    });
    const advance = await postOrder(ctx, assistant.token, withAdvance);
    expect(advance.statusCode).toBe(403);
    expect(advance.json().error).toBe('Your shop does not allow your position to collect payments');
    // Without money taken, the same person may still take the order.
    const noAdvance = await postOrder(ctx, assistant.token, await orderBody(ctx, shop.store_id!));
    expect(noAdvance.statusCode).toBe(201);
  });

  it('tells each member what they may do (GET /my_permissions)', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop, { position: 'tailor' });
    await setPermissions(shop.token, {
      manager: true,
      tailor: false,
      assistant: true,
      other: true,
    });
    const mine = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/my_permissions', headers: bearer(token) });
    expect((await mine(tailor.token)).json()).toEqual({
      collect_payments: false,
      see_prices: true,
    });
    expect((await mine(shop.token)).json()).toEqual({ collect_payments: true, see_prices: true });
  });

  it('refuses incomplete permissions with 400', async () => {
    const shop = await createShop(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: { position_permissions: { manager: { collect_payments: true } } },
    });
    expect(response.statusCode).toBe(400);
  });
});
