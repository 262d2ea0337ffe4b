/**
 * The permission matrix: every route the app registers, called by every
 * kind of caller, against an object of the caller's own shop and of the other shop, must answer the
 * class the table below says. A route missing from the table fails the first test, so a new route
 * cannot ship without deciding who may call it.
 *
 * The cast: shop A and shop B, each with its shopkeeper. Pooja works in both shops and has shop A
 * selected ("employee of A"); Qadir works in shop B only ("employee of B"). Every 2xx answer given
 * for the caller's own shop is also searched for the other shop's ids, tokens and names.
 *
 * The employee rule (features/orders/order-access.ts): an employee works on the orders of
 * the selected store with a product line assigned to them, and on the orders they created; nothing
 * else of the shop. Each shop therefore has three orders: one with a line assigned to its employee
 * (Pooja in A, Qadir in B), one its employee created for a colleague, and one unrelated to them
 * (the shopkeeper's, worked by a colleague, for another customer). Every route that names an order,
 * its customer or a product line is tried by the employee against all three: the unrelated one
 * answers 404, exactly as another shop's order does, and no answer given to an employee names it.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { SignInResult } from '@tailor/shared/auth';
import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from './db/schema/customer-messages';
import { employees } from './db/schema/employees';
import { karigarLedger, karigarRates } from './db/schema/karigar-ledger';
import { notifications } from './db/schema/notifications';
import { orders } from './db/schema/orders';
import { orderBody, placeOrder, today } from '../test/order-fixtures';
import { inviteEmployee, joinShop, requestOtpCode } from '../test/team-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  validShop,
  type TestContext,
} from '../test/test-app';

/* ───────────── Routes as the app registers them ───────────── */

/**
 * "METHOD /path" of every route, read from Fastify's route tree (HEAD routes are the automatic
 * twins of GET routes and are left out).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const keys: string[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    const path = segments.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') keys.push(`${method} ${path}`);
    }
  }
  return keys.sort();
}

/* ───────────── The cast ───────────── */

const CALLERS = ['anonymous', 'shopkeeperA', 'employeeA', 'shopkeeperB', 'employeeB'] as const;
type Caller = (typeof CALLERS)[number];

interface ShopWorld {
  key: 'A' | 'B';
  owner: SignInResult & { phone: string };
  name: string;
  /** The order with a line assigned to the shop's employee in the cast (and Pooja's line in B). */
  order: Order;
  /** The order the shop's employee in the cast created, its line assigned to a colleague. */
  created: Order;
  /** The shopkeeper's order, worked by a colleague, for a customer of no other order. */
  unrelated: Order;
  /** A colleague's employee record: no one in the cast. */
  colleague: string;
  customerId: string;
  customerMobile: string;
  /** The token of the customer's public order history page. */
  customerShareToken: string;
  imageKey: string;
  /** Its signed, expiring URL, as the upload answered it. */
  imageUrl: string;
  /** Employee record ids of the shop's staff: Pooja's here, and Qadir's in B. */
  jobOf: { pooja: string; qadir: string | null };
  /** Strings that belong to this shop only: none may appear in an answer given for the other shop. */
  markers: string[];
  /** Strings of the unrelated order only: none may appear in an answer given to an employee. */
  outsideWork: string[];
  /** Those of outsideWork that name the unrelated order's customer, not the order. */
  outsideWorkPerson: string[];
}

interface World {
  A: ShopWorld;
  B: ShopWorld;
  pooja: { userId: string; tokenInA: string };
  qadir: { userId: string; token: string };
}

interface Call {
  caller: Caller;
  token: string | null;
  /** The caller's shop (shop A for anonymous callers). */
  home: ShopWorld;
  /** The shop whose object the request names. */
  target: ShopWorld;
  own: boolean;
  role: 'shopkeeper' | 'employee' | null;
  person: 'pooja' | 'qadir' | null;
  /**
   * Which of the target shop's orders (or its customer, or a line of it) the request names: for an
   * employee, one assigned to them, one they created, or one outside their work.
   */
  work: Work;
}

type Work = 'assigned' | 'created' | 'unrelated';

interface Request {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Sends this token instead of the caller's (a throwaway session for logout). */
  token?: string | null;
}

/** '2xx', or an exact status. */
type Outcome = '2xx' | 302 | 303 | 401 | 403 | 404 | 409;

/**
 * public: anyone, no token needed. signed-in: any signed-in user, their own objects only.
 * shopkeeper / employee / store-member: that role with a selected store, that store's objects only.
 */
type Access = 'public' | 'signed-in' | 'shopkeeper' | 'employee' | 'store-member';

interface Rule {
  access: Access;
  /** The request names an object (path or body): it is also tried against the other shop's object. */
  targeted?: boolean;
  request: (call: Call) => Request | Promise<Request>;
  /** Where a route departs from its access class. */
  expect?: (call: Call) => Outcome | undefined;
  /** The answer may name the other shop: the caller's own jobs or invites there. */
  mayNameOtherShop?: boolean;
  /**
   * The route finds the people the shop keeps on a mobile number the caller gives, to take their
   * order: an employee finds the customer of an order outside their work too (2xx), and the answer
   * may name that customer (id, name, number, garments measured), never their order.
   */
  findsPeopleByNumber?: boolean;
  /**
   * The request names an order, its customer or a product line of it: an employee of the shop also
   * tries the order they created and the one outside their work. Every targeted route an employee
   * may call must say (the table test checks it).
   */
  work?: boolean;
}

let ctx: TestContext;
let world: World;

/* ───────────── Fresh objects for requests that change or use up what they name ───────────── */

async function freshOrder(
  shop: ShopWorld,
  spec: Parameters<typeof orderBody>[2] = {},
): Promise<Order> {
  const jobs = [shop.jobOf.pooja, shop.jobOf.qadir].filter((id): id is string => Boolean(id));
  return placeOrder(ctx, shop.owner, {
    products: jobs.map((id) => ({ assigned_to: id })),
    ...spec,
  });
}

/** A new order of the shop with a design awaiting the customer's answer. */
async function freshApproval(shop: ShopWorld): Promise<{ order: Order; approvalId: string }> {
  const order = await freshOrder(shop);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/approvals`,
    headers: bearer(shop.owner.token),
    payload: { kind: 'design', description: 'Boat neck' },
  });
  if (response.statusCode !== 201) throw new Error(`approval failed: ${response.body}`);
  return { order, approvalId: response.json<{ _id: string }>()._id };
}

/** A new order of the shop, paid and Delivered. */
async function freshDelivered(shop: ShopWorld): Promise<Order> {
  const order = await freshOrder(shop, {
    products: [{ price: 1000 }],
    order: { advancePayment: 1000 },
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/update_order_status',
    headers: bearer(shop.owner.token),
    payload: { order_id: order._id, status: 'Delivered' },
  });
  if (response.statusCode !== 200) throw new Error(`delivery failed: ${response.body}`);
  return order;
}

/** The target shop's order the call names. */
function orderOf(call: Call): Order {
  if (call.work === 'created') return call.target.created;
  if (call.work === 'unrelated') return call.target.unrelated;
  return call.target.order;
}

/** A new order of the same kind as the one the call names: assigned, created or unrelated. */
async function freshOrderFor(call: Call): Promise<Order> {
  const forColleague = { products: [{ assigned_to: call.target.colleague }] };
  if (call.work === 'created')
    return placeOrder(
      ctx,
      { token: call.token!, store_id: call.target.owner.store_id },
      forColleague,
    );
  if (call.work === 'unrelated') return placeOrder(ctx, call.target.owner, forColleague);
  return freshOrder(call.target);
}

async function freshAlterationOrder(shop: ShopWorld): Promise<Order> {
  return freshOrder(shop, {
    order: { orderType: 'alteration' },
    products: [{ price: 0, images: 0, assigned_to: shop.jobOf.pooja }],
  });
}

async function freshEmployee(shop: Pick<ShopWorld, 'owner'>): Promise<string> {
  const [row] = await ctx.database.db
    .insert(employees)
    .values({ storeId: shop.owner.store_id!, name: 'Fresh Hand', phone: nextPhone() })
    .returning({ id: employees.id });
  return row!.id;
}

/** A notification of the caller (own), or of someone else in the target shop. */
async function freshNotification(call: Call): Promise<string> {
  const ownerOf = (c: Call) =>
    c.person === 'pooja'
      ? world.pooja.userId
      : c.person === 'qadir'
        ? world.qadir.userId
        : c.home.owner.user_id;
  // Pooja also works in shop B: her own notices from B must stay hidden while A is selected.
  const userId = call.own || call.person === 'pooja' ? ownerOf(call) : call.target.owner.user_id;
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({
      userId,
      storeId: call.target.owner.store_id,
      type: 'order_status_changed',
      data: { orderNumber: 1, status: 'Completed' },
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** A throwaway session of the same kind as the caller, for calls that end the session. */
async function throwawayToken(call: Call): Promise<string | null> {
  if (!call.role) return null;
  if (call.role === 'shopkeeper') return (await createShop(ctx)).token;
  return (await createEmployee(ctx, call.home.owner)).token;
}

async function pngFile(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function multipartImage(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const boundary = `----tsm-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cloth.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngFile(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pushSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/${randomBytes(8).toString('hex')}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** The product line of the named order worked by the caller's person in that shop, else its first line. */
function productFor(call: Call): string {
  const products = orderOf(call).order.products;
  const job = call.person ? call.target.jobOf[call.person] : null;
  return (products.find((p) => p.assigned_to?._id === job) ?? products[0]!)._id;
}

/** The tag of the garment productFor names. */
function tagFor(call: Call): string {
  const id = productFor(call);
  return orderOf(call).order.products.find((p) => p._id === id)!.tag_code!;
}

/* ───────────── The table ───────────── */

const publicGet = (url: string | ((call: Call) => string)): Rule => ({
  access: 'public',
  request: (call) => ({ url: typeof url === 'string' ? url : url(call) }),
});

const answerInvite = (action: 'accept' | 'reject'): Rule => ({
  access: 'public',
  request: async (call) => {
    const phone = nextPhone();
    const { invite } = await inviteEmployee(ctx, call.home.owner, { phone });
    return {
      url: `/api/invites/${invite.token}/${action}`,
      payload: { phone, otp: await requestOtpCode(ctx, phone) },
    };
  },
});

const ROUTES: Record<string, Rule> = {
  // Health and API documentation.
  'GET /healthz': publicGet('/healthz'),
  'GET /docs': publicGet('/docs'),
  'GET /docs/': publicGet('/docs/'),
  'GET /docs/json': publicGet('/docs/json'),
  'GET /docs/yaml': publicGet('/docs/yaml'),
  // Swagger UI sends its start page's old address on to /docs/.
  'GET /docs/static/index.html': { ...publicGet('/docs/static/index.html'), expect: () => 302 },
  'GET /docs/static/swagger-initializer.js': publicGet('/docs/static/swagger-initializer.js'),
  'GET /docs/*': publicGet('/docs/static/swagger-ui.css'),

  // Sign-in.
  'POST /api/auth/otp/request': {
    access: 'public',
    request: () => ({ url: '/api/auth/otp/request', payload: { phone: nextPhone() } }),
  },
  'POST /api/auth/otp/resend': {
    access: 'public',
    request: () => ({ url: '/api/auth/otp/resend', payload: { phone: nextPhone() } }),
  },
  'POST /api/auth/otp/verify': {
    access: 'public',
    request: async () => {
      const phone = nextPhone();
      return {
        url: '/api/auth/otp/verify',
        payload: { phone, otp: await requestOtpCode(ctx, phone) },
      };
    },
  },
  'GET /api/auth/providers': publicGet('/api/auth/providers'),
  // Public, and 404 while Google sign-in is not configured (as in tests).
  'GET /api/auth/google/start': { ...publicGet('/api/auth/google/start'), expect: () => 404 },
  'GET /api/auth/google/callback': {
    ...publicGet('/api/auth/google/callback?code=x&state=y'),
    expect: () => 404,
  },
  'POST /api/auth/logout': {
    access: 'signed-in',
    request: async (call) => ({ url: '/api/auth/logout', token: await throwawayToken(call) }),
  },
  'POST /api/refresh_token': {
    access: 'signed-in',
    request: () => ({ url: '/api/refresh_token' }),
  },

  // Accounts and settings.
  'POST /api/create_account': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/create_account', payload: validShop }),
    // Only a shopkeeper without a shop may create one; every shopkeeper in the cast has one.
    expect: (call) => (call.role === 'shopkeeper' ? 409 : undefined),
  },
  'PUT /api/account': {
    access: 'shopkeeper',
    request: (call) => ({
      url: '/api/account',
      payload: { ...validShop, shop_name: call.home.name },
    }),
  },
  'GET /api/get_user_details': {
    access: 'signed-in',
    request: () => ({ url: '/api/get_user_details' }),
  },
  'GET /api/pincode/:pincode': publicGet('/api/pincode/110001'),
  'GET /api/settings': { access: 'shopkeeper', request: () => ({ url: '/api/settings' }) },
  'PUT /api/settings': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/settings', payload: { customer_message_language: 'en' } }),
  },
  'GET /api/measurement_templates': {
    access: 'store-member',
    request: () => ({ url: '/api/measurement_templates' }),
  },
  'GET /api/export/csv': { access: 'shopkeeper', request: () => ({ url: '/api/export/csv' }) },
  'GET /api/export/json': { access: 'shopkeeper', request: () => ({ url: '/api/export/json' }) },

  // Team: employees, invites, stores, the employee area.
  'POST /api/add_employee': {
    access: 'shopkeeper',
    request: () => ({
      url: '/api/add_employee',
      payload: {
        name: 'Added Person',
        phone: nextPhone(),
        experience: 1,
        specialization: 'alteration',
      },
    }),
  },
  'GET /api/get_employees': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/get_employees?include_inactive=true' }),
  },
  // Who a garment can be assigned to (the owner as 'Me' too), and what the caller may do with money.
  'GET /api/assignees': { access: 'store-member', request: () => ({ url: '/api/assignees' }) },
  'GET /api/my_permissions': {
    access: 'store-member',
    request: () => ({ url: '/api/my_permissions' }),
  },
  'GET /api/employees/:id': {
    access: 'shopkeeper',
    targeted: true,
    request: (call) => ({ url: `/api/employees/${call.target.jobOf.pooja}` }),
  },
  'PUT /api/employees/:id/deactivate': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => ({
      url: `/api/employees/${await freshEmployee(call.target)}/deactivate`,
    }),
  },
  'PUT /api/employees/:id/activate': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => ({
      url: `/api/employees/${await freshEmployee(call.target)}/activate`,
    }),
  },
  'GET /api/get_assigned_products/:employeeId': {
    access: 'shopkeeper',
    targeted: true,
    request: (call) => ({ url: `/api/get_assigned_products/${call.target.jobOf.pooja}` }),
  },
  'POST /api/send-invite': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/send-invite', payload: { name: 'New Hand', phone: nextPhone() } }),
  },
  'GET /api/invites/shopkeeper': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/invites/shopkeeper' }),
  },
  'POST /api/invites/:token/cancel': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => ({
      url: `/api/invites/${(await inviteEmployee(ctx, call.target.owner)).invite.token}/cancel`,
    }),
  },
  'POST /api/invites/:token/resend': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => ({
      url: `/api/invites/${(await inviteEmployee(ctx, call.target.owner)).invite.token}/resend`,
    }),
  },
  'GET /api/invites/:token': {
    access: 'public',
    request: async (call) => ({
      url: `/api/invites/${(await inviteEmployee(ctx, call.home.owner)).invite.token}`,
    }),
  },
  'POST /api/invites/:token/accept': answerInvite('accept'),
  'POST /api/invites/:token/reject': answerInvite('reject'),
  'GET /api/employee/invites': {
    access: 'signed-in',
    mayNameOtherShop: true,
    request: () => ({ url: '/api/employee/invites' }),
  },
  'GET /api/employee/available_stores': {
    access: 'signed-in',
    mayNameOtherShop: true,
    request: () => ({ url: '/api/employee/available_stores' }),
  },
  'POST /api/employee/switch_store': {
    access: 'signed-in',
    targeted: true,
    mayNameOtherShop: true,
    request: (call) => ({
      url: '/api/employee/switch_store',
      payload: { store_id: call.target.owner.store_id },
    }),
    // Only to a store where the caller has an active job: Pooja has one in both shops.
    expect: (call) => {
      if (!call.role) return undefined;
      if (call.role === 'shopkeeper') return 403;
      if (call.person === 'qadir' && call.target.key === 'A') return 403;
      return '2xx';
    },
  },
  'GET /api/employee/assignees': {
    access: 'employee',
    request: () => ({ url: '/api/employee/assignees' }),
  },
  'GET /api/get_employee_details': {
    access: 'employee',
    request: () => ({ url: '/api/get_employee_details' }),
  },
  'GET /api/employee/dashboard': {
    access: 'employee',
    request: () => ({ url: '/api/employee/dashboard' }),
  },
  'GET /api/employee/orders': {
    access: 'employee',
    request: () => ({ url: '/api/employee/orders' }),
  },
  'GET /api/employee/orders/created': {
    access: 'employee',
    request: () => ({ url: '/api/employee/orders/created' }),
  },
  'GET /api/employee/orders/:id': {
    access: 'employee',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/employee/orders/${orderOf(call)._id}` }),
  },
  'GET /api/employee/products/:id': {
    access: 'employee',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/employee/products/${productFor(call)}` }),
  },

  // Customers.
  'GET /api/get_customers': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/get_customers?limit=0' }),
  },
  'GET /api/customers/by-mobile/:mobile': {
    access: 'store-member',
    targeted: true,
    work: true,
    findsPeopleByNumber: true,
    request: (call) => ({ url: `/api/customers/by-mobile/${orderOf(call).customer_mobile_no}` }),
  },
  'GET /api/customers/:id': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/customers/${orderOf(call).customer_id}` }),
  },
  'PUT /api/customers/:id': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: (call) => ({
      url: `/api/customers/${orderOf(call).customer_id}`,
      payload: { name: 'Asha Rao', relation: 'self' },
    }),
  },
  'PUT /api/customers/:id/address': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: (call) => ({
      url: `/api/customers/${orderOf(call).customer_id}/address`,
      payload: { address: '12 MG Road, Pune' },
    }),
  },
  'GET /api/customers/:id/last-measurements': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/customers/${orderOf(call).customer_id}/last-measurements` }),
  },
  'GET /api/customers/:id/measurement-history': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({
      url: `/api/customers/${orderOf(call).customer_id}/measurement-history`,
    }),
  },
  'GET /api/get_customer_orders/:customerId': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/get_customer_orders/${orderOf(call).customer_id}` }),
  },

  // Orders and payments.
  'POST /api/create_order': {
    access: 'store-member',
    request: async (call) => ({
      url: '/api/create_order',
      payload: await orderBody(ctx, call.home.owner.store_id!),
    }),
  },
  'GET /api/get_orders': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/get_orders?limit=100' }),
  },
  'GET /api/orders/:id': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/orders/${orderOf(call)._id}` }),
  },
  // The order's messages to its customer: as the order itself (they name its amounts, so a
  // position that may not see prices is refused: customer-messages.routes.test.ts).
  'GET /api/orders/:id/messages': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/orders/${orderOf(call)._id}/messages` }),
  },
  // Settling a message whose send had an unknown outcome: as reading them.
  'POST /api/orders/:id/messages/:messageId/resolve': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: async (call) => {
      const order = await freshOrderFor(call);
      const [message] = await ctx.database.db
        .update(customerMessages)
        .set({ state: 'unknown' })
        .where(eq(customerMessages.orderId, order._id))
        .returning({ id: customerMessages.id });
      return {
        url: `/api/orders/${order._id}/messages/${message!.id}/resolve`,
        payload: { action: 'mark_sent' },
      };
    },
  },
  'POST /api/update_order_status': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: async (call) => ({
      url: '/api/update_order_status',
      payload: { order_id: (await freshOrderFor(call))._id, status: 'In Process' },
    }),
  },
  'POST /api/update_order': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: async (call) => {
      const order = await freshOrderFor(call);
      return {
        url: '/api/update_order',
        payload: {
          order_id: order._id,
          order: { products: [{ _id: order.order.products[0]!._id, note: 'Hem by hand' }] },
        },
      };
    },
  },
  'POST /api/cancel_order': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: async (call) => ({
      url: '/api/cancel_order',
      payload: { order_id: (await freshOrderFor(call))._id, paid_money: 'keep' },
    }),
  },
  'PUT /api/update_remaining_payment/:orderId': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: async (call) => ({
      url: `/api/update_remaining_payment/${(await freshOrderFor(call))._id}`,
      payload: { remainingAmount: 1 },
    }),
  },
  'PUT /api/update_alteration_payment/:orderId': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => ({
      url: `/api/update_alteration_payment/${(await freshAlterationOrder(call.target))._id}`,
      payload: { totalAmount: 100 },
    }),
  },
  'POST /api/upload_image': {
    access: 'store-member',
    request: async () => ({ url: '/api/upload_image', ...(await multipartImage()) }),
  },
  // Public to whoever holds a signed link (images feature); unsigned ones are refused there.
  'GET /api/images/:key': publicGet((call) => call.home.imageUrl),
  'GET /api/images/:key/thumb': publicGet((call) => call.home.imageUrl.replace('?', '/thumb?')),

  // Dashboard and analytics.
  // The trial day list: any member of the shop, each their reach (order-access).
  'GET /api/trials': { access: 'store-member', request: () => ({ url: '/api/trials' }) },
  // The capacity calendar: any member of the shop reads the load (whoever takes an order promises
  // its due date); a day's orders are each caller's reach (order-access). Orders are due in 10 days.
  'GET /api/capacity': {
    access: 'store-member',
    request: () => ({ url: `/api/capacity?from=${today(ctx)}&to=${addDays(today(ctx), 10)}` }),
  },
  'GET /api/capacity/orders': {
    access: 'store-member',
    request: () => ({ url: `/api/capacity/orders?date=${addDays(today(ctx), 10)}` }),
  },
  'GET /api/get_dashboard_data': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/get_dashboard_data' }),
  },
  'GET /api/orders_due_this_week': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/orders_due_this_week' }),
  },
  'GET /api/get_revenue': { access: 'shopkeeper', request: () => ({ url: '/api/get_revenue' }) },
  // The day's takings: who took which money is the shop owner's to see.
  'GET /api/takings': { access: 'shopkeeper', request: () => ({ url: '/api/takings' }) },
  // The books: the shop owner's day book, its counted cash, and the returns.
  'GET /api/reports/day-book': {
    access: 'shopkeeper',
    request: () => ({ url: `/api/reports/day-book?from=${today(ctx)}&to=${today(ctx)}` }),
  },
  'GET /api/reports/day-book.csv': {
    access: 'shopkeeper',
    request: () => ({ url: `/api/reports/day-book.csv?from=${today(ctx)}&to=${today(ctx)}` }),
  },
  'PUT /api/reports/day-book/cash-count': {
    access: 'shopkeeper',
    request: () => ({
      url: '/api/reports/day-book/cash-count',
      payload: { day: today(ctx), counted: 100 },
    }),
  },
  'GET /api/exports/tally.xml': {
    access: 'shopkeeper',
    request: () => ({ url: `/api/exports/tally.xml?from=${today(ctx)}&to=${today(ctx)}` }),
  },
  'GET /api/reports/gstr1': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/reports/gstr1?month=2026-06' }),
  },
  'GET /api/reports/gstr1.csv': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/reports/gstr1.csv?month=2026-06&section=b2b' }),
  },
  'GET /api/reports/cmp08': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/reports/cmp08?financial_year=2026&quarter=1' }),
  },
  // Money and garments still out: the shop owner's report, its CSV, and a reminder per order (a
  // garment waiting: the order is made Completed, so the own shop's call is a 2xx).
  'GET /api/outstanding': { access: 'shopkeeper', request: () => ({ url: '/api/outstanding' }) },
  'GET /api/outstanding/csv': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/outstanding/csv' }),
  },
  'POST /api/outstanding/:orderId/reminder': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => {
      const order = await freshOrder(call.target);
      await ctx.database.db
        .update(orders)
        .set({ status: 'Completed' })
        .where(eq(orders.id, order._id));
      return {
        url: `/api/outstanding/${order._id}/reminder`,
        payload: { kind: 'not_collected' },
      };
    },
  },

  // Karigar wages: the shop owner sets rates, pays and sees every karigar's ledger; an employee
  // sees only their own (GET /employee/ledger), never another's by id.
  'GET /api/karigar-rates': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/karigar-rates' }),
  },
  'PUT /api/karigar-rates': {
    access: 'shopkeeper',
    request: () => ({ url: '/api/karigar-rates', payload: { garment: 'Blouse', rate: 150 } }),
  },
  'DELETE /api/karigar-rates/:id': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => {
      const [rate] = await ctx.database.db
        .insert(karigarRates)
        .values({
          storeId: call.target.owner.store_id!,
          garment: 'Shirt',
          garmentKey: `shirt ${randomBytes(4).toString('hex')}`,
          ratePaise: 9000,
        })
        .returning({ id: karigarRates.id });
      return { url: `/api/karigar-rates/${rate!.id}` };
    },
  },
  'GET /api/karigars': { access: 'shopkeeper', request: () => ({ url: '/api/karigars' }) },
  'GET /api/karigars/:employeeId/ledger': {
    access: 'shopkeeper',
    targeted: true,
    request: (call) => ({ url: `/api/karigars/${call.target.jobOf.pooja}/ledger` }),
  },
  'GET /api/karigars/:employeeId/pay-slip': {
    access: 'shopkeeper',
    targeted: true,
    request: (call) => ({ url: `/api/karigars/${call.target.jobOf.pooja}/pay-slip` }),
  },
  'POST /api/karigars/:employeeId/payouts': {
    access: 'shopkeeper',
    targeted: true,
    request: (call) => ({
      url: `/api/karigars/${call.target.jobOf.pooja}/payouts`,
      payload: { amount: 100, method: 'cash' },
    }),
  },
  'POST /api/karigar-ledger/:entryId/reverse': {
    access: 'shopkeeper',
    targeted: true,
    request: async (call) => {
      const [payout] = await ctx.database.db
        .insert(karigarLedger)
        .values({
          storeId: call.target.owner.store_id!,
          employeeId: call.target.jobOf.pooja,
          kind: 'payout',
          amountPaise: 10000,
          entryDate: today(ctx),
          method: 'cash',
        })
        .returning({ id: karigarLedger.id });
      return { url: `/api/karigar-ledger/${payout!.id}/reverse`, payload: {} };
    },
  },
  // Steps of a garment's work: the shop owner on any garment, an employee on their own garments
  // only (not those of an order they created for a colleague).
  'GET /api/orders/:id/karigar-work': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/orders/${orderOf(call)._id}/karigar-work` }),
    expect: (call) =>
      call.own && call.role === 'employee' && call.work === 'created' ? 404 : undefined,
  },
  'POST /api/karigar-work': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({
      url: '/api/karigar-work',
      payload: { product_id: productFor(call), stage: 'cutting', done: false },
    }),
    expect: (call) =>
      call.own && call.role === 'employee' && call.work === 'created' ? 404 : undefined,
  },
  // Garment tags and scans: whoever reaches the order reaches its garments (the order rule).
  'GET /api/orders/:id/tags.pdf': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/orders/${orderOf(call)._id}/tags.pdf` }),
  },
  'GET /api/garments/:tag_code': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/garments/${tagFor(call)}` }),
  },
  // The customer's approvals of extra work: whoever reaches the order (the order rule).
  'GET /api/orders/:id/approvals': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/orders/${orderOf(call)._id}/approvals` }),
  },
  'POST /api/orders/:id/approvals': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({
      url: `/api/orders/${orderOf(call)._id}/approvals`,
      payload: { kind: 'design', description: 'Boat neck' },
    }),
  },
  'POST /api/garments/:tag_code/stage': {
    access: 'store-member',
    targeted: true,
    work: true,
    request: (call) => ({
      url: `/api/garments/${tagFor(call)}/stage`,
      payload: { stage: 'received' },
    }),
  },
  'GET /api/employee/ledger': {
    access: 'employee',
    request: () => ({ url: '/api/employee/ledger' }),
  },
  'GET /api/employee/ledger/pay-slip': {
    access: 'employee',
    request: () => ({ url: '/api/employee/ledger/pay-slip' }),
  },

  // Bills: the staff PDFs need the shop; the customer's copy is opened with the order's share token.
  'GET /api/generate_billing_pdf/:orderId': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/generate_billing_pdf/${orderOf(call)._id}` }),
  },
  'GET /api/generate_receipt_pdf/:orderId': {
    access: 'shopkeeper',
    targeted: true,
    work: true,
    request: (call) => ({ url: `/api/generate_receipt_pdf/${orderOf(call)._id}` }),
  },
  'GET /api/generate_customer_billing_pdf/:orderId': publicGet(
    (call) =>
      `/api/generate_customer_billing_pdf/${call.home.order._id}?token=${call.home.order.share_token}`,
  ),

  // Customer pages: public, by share token.
  'GET /api/shared_order/:share_token': publicGet(
    (call) => `/api/shared_order/${call.home.order.share_token}`,
  ),
  // The customer's answer to a trial: public by share token, on an order with a trial.
  'POST /api/shared_order/:share_token/trial': {
    access: 'public',
    request: async (call) => {
      const order = await freshOrder(call.home, { order: { trialDate: today(ctx) } });
      return {
        url: `/api/shared_order/${order.share_token}/trial`,
        payload: { response: 'confirmed' },
      };
    },
  },
  // The customer's answer to an approval: public by share token, once per approval.
  'POST /api/shared_order/:share_token/approvals/:approval_id': {
    access: 'public',
    request: async (call) => {
      const { order, approvalId } = await freshApproval(call.home);
      return {
        url: `/api/shared_order/${order.share_token}/approvals/${approvalId}`,
        payload: { decision: 'approve' },
      };
    },
  },
  // How it fitted: public by share token, on a Delivered order, once per garment.
  'POST /api/shared_order/:share_token/feedback': {
    access: 'public',
    request: async (call) => ({
      url: `/api/shared_order/${(await freshDelivered(call.home)).share_token}/feedback`,
      payload: { fit: 'good' },
    }),
  },
  'GET /api/shared_customer_orders/:share_token': publicGet(
    (call) => `/api/shared_customer_orders/${call.home.customerShareToken}`,
  ),
  // The same two as server-rendered pages.
  'GET /shared_order/:share_token': publicGet(
    (call) => `/shared_order/${call.home.order.share_token}`,
  ),
  // The tracking page's trial form, as a browser posts it: answered, then the page again (303).
  'POST /shared_order/:share_token/trial': {
    access: 'public',
    request: async (call) => {
      const order = await freshOrder(call.home, { order: { trialDate: today(ctx) } });
      return {
        url: `/shared_order/${order.share_token}/trial`,
        payload: 'response=confirmed',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    },
    expect: () => 303,
  },
  // The tracking page's approval form, as a browser posts it: answered, then the page (303).
  'POST /shared_order/:share_token/approvals/:approval_id': {
    access: 'public',
    request: async (call) => {
      const { order, approvalId } = await freshApproval(call.home);
      return {
        url: `/shared_order/${order.share_token}/approvals/${approvalId}`,
        payload: 'decision=decline',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    },
    expect: () => 303,
  },
  'POST /shared_order/:share_token/feedback': {
    access: 'public',
    request: async (call) => ({
      url: `/shared_order/${(await freshDelivered(call.home)).share_token}/feedback`,
      payload: 'fit=good',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expect: () => 303,
  },
  'GET /shared_customer_orders/:share_token': publicGet(
    (call) => `/shared_customer_orders/${call.home.customerShareToken}`,
  ),

  // Notifications and push: each user's own.
  'GET /api/notifications': { access: 'signed-in', request: () => ({ url: '/api/notifications' }) },
  'GET /api/notifications/unread_count': {
    access: 'signed-in',
    request: () => ({ url: '/api/notifications/unread_count' }),
  },
  'PUT /api/notifications/read_all': {
    access: 'signed-in',
    request: () => ({ url: '/api/notifications/read_all' }),
  },
  'PUT /api/notifications/:id/read': {
    access: 'signed-in',
    targeted: true,
    request: async (call) => ({ url: `/api/notifications/${await freshNotification(call)}/read` }),
  },
  'DELETE /api/notifications/:id': {
    access: 'signed-in',
    targeted: true,
    request: async (call) => ({ url: `/api/notifications/${await freshNotification(call)}` }),
  },
  'POST /api/notifications/cleanup': {
    access: 'signed-in',
    request: () => ({ url: '/api/notifications/cleanup', payload: { days: 30 } }),
  },
  'GET /api/push/vapid-public-key': publicGet('/api/push/vapid-public-key'),
  'POST /api/push/subscribe': {
    access: 'signed-in',
    request: () => ({ url: '/api/push/subscribe', payload: pushSubscription() }),
  },
  'POST /api/push/unsubscribe': {
    access: 'signed-in',
    request: () => ({
      url: '/api/push/unsubscribe',
      payload: { endpoint: 'https://push.example.test/none' },
    }),
  },
};

/* ───────────── Expectations ───────────── */

function expectedOutcome(rule: Rule, call: Call): Outcome {
  const special = rule.expect?.(call);
  if (special) return special;
  if (rule.access === 'public') return '2xx';
  if (!call.role) return 401;
  if (rule.access === 'shopkeeper' && call.role !== 'shopkeeper') return 403;
  if (rule.access === 'employee' && call.role !== 'employee') return 403;
  // Outside an employee's work, an order of their own shop is as unknown as another shop's.
  if (call.work === 'unrelated' && !rule.findsPeopleByNumber) return 404;
  return call.own ? '2xx' : 404;
}

function matches(outcome: Outcome, status: number): boolean {
  return outcome === '2xx' ? status >= 200 && status < 300 : status === outcome;
}

function callsFor(rule: Rule): Call[] {
  const calls: Call[] = [];
  for (const caller of CALLERS) {
    const home = caller.endsWith('B') ? world.B : world.A;
    const other = home === world.A ? world.B : world.A;
    const role =
      caller === 'anonymous' ? null : caller.startsWith('shopkeeper') ? 'shopkeeper' : 'employee';
    const person = caller === 'employeeA' ? 'pooja' : caller === 'employeeB' ? 'qadir' : null;
    const token = {
      anonymous: null,
      shopkeeperA: world.A.owner.token,
      employeeA: world.pooja.tokenInA,
      shopkeeperB: world.B.owner.token,
      employeeB: world.qadir.token,
    }[caller];
    const base = { caller, token, home, role, person } as const;
    calls.push({ ...base, target: home, own: true, work: 'assigned' });
    if (rule.work && role === 'employee') {
      calls.push({ ...base, target: home, own: true, work: 'created' });
      calls.push({ ...base, target: home, own: true, work: 'unrelated' });
    }
    // Public routes and anonymous callers answer the same whatever shop the object belongs to.
    if (rule.targeted && rule.access !== 'public' && role)
      calls.push({ ...base, target: other, own: false, work: 'assigned' });
  }
  return calls;
}

/* ───────────── Setup ───────────── */

async function uploadImage(owner: { token: string }): Promise<{ _id: string; url: string }> {
  const { payload, headers } = await multipartImage();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload_image',
    headers: { ...headers, ...bearer(owner.token) },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json();
}

async function buildShop(
  key: 'A' | 'B',
  options: {
    owner: ShopWorld['owner'];
    name: string;
    jobOf: ShopWorld['jobOf'];
    /** The session of the shop's employee in the cast, who takes an order for a colleague. */
    worker: { token: string; store_id: string | null };
  },
): Promise<ShopWorld> {
  const { owner, name, jobOf, worker } = options;
  const image = await uploadImage(owner);
  const customerName = key === 'A' ? 'Alpha Customer' : 'Bravo Customer';
  const body = await orderBody(ctx, owner.store_id!, {
    customer: { name: customerName },
    products: [
      { name: `${key} Pooja Kurta`, assigned_to: jobOf.pooja, images: 0 },
      ...(jobOf.qadir ? [{ name: `${key} Qadir Coat`, assigned_to: jobOf.qadir }] : []),
    ],
  });
  body.order.products[0]!.uploadedImages = [image._id];
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/create_order',
    headers: bearer(owner.token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`create_order failed: ${response.body}`);
  const order = response.json<Order>();
  const customer = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/${order.customer_id}`,
      headers: bearer(owner.token),
    })
  ).json();
  const customerShare = String(customer.share_link).split('/').pop()!;
  const { invite } = await inviteEmployee(ctx, owner);
  const imageKey = image.url.split('?')[0]!.split('/').pop()!;
  const colleague = await freshEmployee({ owner });
  const created = await placeOrder(ctx, worker, {
    customer: { name: `${key} Walkin Customer` },
    products: [{ name: `${key} Taken Coat`, assigned_to: colleague }],
  });
  const strangerName = key === 'A' ? 'Alpha Stranger' : 'Bravo Stranger';
  const unrelated = await placeOrder(ctx, owner, {
    customer: { name: strangerName },
    products: [{ name: `${key} Stranger Suit`, assigned_to: colleague }],
  });
  const outsideWorkPerson = [
    unrelated.customer_id,
    unrelated.customer_mobile_no,
    strangerName,
    `${key} Stranger Suit`,
  ];
  const outsideWork = [
    unrelated._id,
    unrelated.share_token,
    unrelated.order.products[0]!._id,
    ...outsideWorkPerson,
  ];
  return {
    key,
    owner,
    name,
    order,
    created,
    unrelated,
    colleague,
    outsideWork,
    outsideWorkPerson,
    customerId: order.customer_id,
    customerMobile: customer.mobile_no,
    customerShareToken: customerShare,
    imageKey,
    imageUrl: image.url,
    jobOf,
    markers: [
      name,
      owner.store_id!,
      order._id,
      order.share_token,
      order.customer_id,
      customerName,
      customer.mobile_no,
      customerShare,
      invite.token,
      imageKey,
      ...[jobOf.pooja, jobOf.qadir].filter((id): id is string => Boolean(id)),
      created._id,
      created.share_token,
      created.customer_id,
      `${key} Walkin Customer`,
      colleague,
      ...outsideWork,
    ],
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const ownerA = await createShop(ctx, { shop_name: 'Alpha Tailors' });
  const ownerB = await createShop(ctx, { shop_name: 'Bravo Boutique' });
  const poojaPhone = nextPhone();
  const poojaInA = await joinShop(ctx, ownerA, { name: 'Pooja Both', phone: poojaPhone });
  const poojaInB = await joinShop(ctx, ownerB, { name: 'Pooja Both', phone: poojaPhone });
  const qadir = await joinShop(ctx, ownerB, { name: 'Qadir Bonly' });
  // Her last acceptance selected shop B; she works in shop A for this matrix.
  const toA = await ctx.app.inject({
    method: 'POST',
    url: '/api/employee/switch_store',
    headers: bearer(poojaInB.token),
    payload: { store_id: ownerA.store_id },
  });
  const poojaTokenInA: string = toA.json().token;
  const A = await buildShop('A', {
    owner: ownerA,
    name: 'Alpha Tailors',
    jobOf: { pooja: poojaInA.employee_id!, qadir: null },
    worker: { token: poojaTokenInA, store_id: ownerA.store_id },
  });
  const B = await buildShop('B', {
    owner: ownerB,
    name: 'Bravo Boutique',
    jobOf: { pooja: poojaInB.employee_id!, qadir: qadir.employee_id! },
    worker: qadir,
  });
  world = {
    A,
    B,
    pooja: { userId: poojaInA.user_id, tokenInA: poojaTokenInA },
    qadir: { userId: qadir.user_id, token: qadir.token },
  };
}, 120_000);
afterAll(() => ctx.close());

/* ───────────── Tests ───────────── */

describe('the permission table', () => {
  it('classifies every route the app registers, and nothing else', () => {
    const registered = registeredRoutes(ctx.app);
    // The reader of the route tree must see the app's routes, or this test would prove nothing.
    expect(registered).toContain('POST /api/update_order_status');
    expect(registered).toContain('GET /api/invites/:token');
    expect(registered.length).toBeGreaterThan(40);

    const unclassified = registered.filter((key) => !(key in ROUTES));
    const stale = Object.keys(ROUTES).filter((key) => !registered.includes(key));
    expect(
      unclassified,
      'routes missing from the table in permissions.test.ts: say who may call them',
    ).toEqual([]);
    expect(stale, 'table entries for routes the app no longer registers').toEqual([]);
  });

  it('tries every route an employee may call on a named object with orders in and outside their work', () => {
    const undecided = Object.entries(ROUTES)
      .filter(
        ([, rule]) =>
          rule.targeted &&
          (rule.access === 'store-member' || rule.access === 'employee') &&
          rule.work === undefined,
      )
      .map(([key]) => key);
    expect(
      undecided,
      'say whether the route names an order, its customer or a line (work)',
    ).toEqual([]);
    expect(Object.values(ROUTES).filter((rule) => rule.work).length).toBeGreaterThanOrEqual(7);
  });
});

describe.each(Object.entries(ROUTES))('%s', (key, rule) => {
  const method = key.split(' ')[0] as InjectOptions['method'];

  it(`answers every caller as the table says (${rule.access}${rule.targeted ? '; own and other shop' : ''})`, async () => {
    const mismatches: string[] = [];
    for (const call of callsFor(rule)) {
      const request = await rule.request(call);
      const token = request.token === undefined ? call.token : request.token;
      const response = await ctx.app.inject({
        method,
        url: request.url,
        payload: request.payload,
        headers: { ...request.headers, ...(token ? bearer(token) : {}) },
      });
      const expected = expectedOutcome(rule, call);
      const object = call.own ? (call.work === 'assigned' ? 'own' : call.work) : 'other';
      const label = `${call.caller} → ${object} shop's object: expected ${expected}, got ${response.statusCode}`;
      if (!matches(expected, response.statusCode)) {
        mismatches.push(`${label} ${response.body.slice(0, 160)}`);
        continue;
      }
      if (response.statusCode >= 400 && response.statusCode < 500) {
        expect(response.json(), label).toEqual({
          error: expect.any(String),
          code: expect.any(String),
        });
      }
      const textual = /json|text|csv/.test(String(response.headers['content-type'] ?? ''));
      if (
        response.statusCode < 300 &&
        call.role &&
        rule.access !== 'public' &&
        !rule.mayNameOtherShop &&
        textual
      ) {
        const otherShop = call.home === world.A ? world.B : world.A;
        const leaked = otherShop.markers.filter((marker) => response.body.includes(marker));
        if (leaked.length > 0)
          mismatches.push(
            `${call.caller}: the answer names shop ${otherShop.key}'s ${leaked.join(', ')}`,
          );
      }
      if (response.statusCode < 300 && call.role === 'employee' && textual) {
        const outside = call.home.outsideWork.filter(
          (marker) =>
            response.body.includes(marker) &&
            !(rule.findsPeopleByNumber && call.home.outsideWorkPerson.includes(marker)),
        );
        if (outside.length > 0)
          mismatches.push(
            `${call.caller} (${call.work}): the answer names an order outside their work: ${outside.join(', ')}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the employee and shopkeeper rules, spelled out', () => {
  it("an employee's payment or status change on an order outside their work is refused (404) and changes nothing", async () => {
    const order = await placeOrder(ctx, world.A.owner, {
      products: [{ price: 900, assigned_to: world.A.colleague }],
    });
    const asPooja = (method: 'PUT' | 'POST', url: string, payload: object) =>
      ctx.app.inject({ method, url, payload, headers: bearer(world.pooja.tokenInA) });
    for (const response of [
      await asPooja('PUT', `/api/update_remaining_payment/${order._id}`, { remainingAmount: 100 }),
      await asPooja('POST', '/api/update_order_status', {
        order_id: order._id,
        status: 'In Process',
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(world.A.owner.token),
    });
    expect(seen.json()).toMatchObject({ status: 'Assigned', payments: [] });
    expect(seen.json().status_history).toHaveLength(1);
  });

  it('an employee cannot choose Delivered, even for a fully paid order', async () => {
    const paid = await freshOrder(world.A, {
      order: { advancePayment: 1000 },
      products: [{ price: 1000, assigned_to: world.A.jobOf.pooja }],
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(world.pooja.tokenInA),
      payload: { order_id: paid._id, status: 'Delivered' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Only the shopkeeper can mark an order as Delivered',
      code: 'DELIVERED_SHOPKEEPER_ONLY',
    });
  });

  it("an employee of two shops sees shop B's orders only once B is the selected store", async () => {
    const ownOrderInB = world.B.order._id;
    const whileInA = await ctx.app.inject({
      method: 'GET',
      url: `/api/employee/orders/${ownOrderInB}`,
      headers: bearer(world.pooja.tokenInA),
    });
    expect(whileInA.statusCode).toBe(404);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: '/api/employee/switch_store',
      headers: bearer(world.pooja.tokenInA),
      payload: { store_id: world.B.owner.store_id },
    });
    const tokenInB = switched.json().token as string;
    const inB = await ctx.app.inject({
      method: 'GET',
      url: `/api/employee/orders/${ownOrderInB}`,
      headers: bearer(tokenInB),
    });
    expect(inB.statusCode).toBe(200);
    const ordersOfA = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${world.A.order._id}`,
      headers: bearer(tokenInB),
    });
    expect(ordersOfA.statusCode).toBe(404);
  });
});
