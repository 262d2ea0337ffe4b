import type { Approval, ApprovalList } from '@tailor/shared/approvals';
import type { Notification } from '@tailor/shared/notifications-schemas';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../../db/schema/customer-messages';
import { gstNotes } from '../../db/schema/gst-invoices';
import { orderApprovals } from '../../db/schema/order-approvals';
import { placeOrder } from '../../../test/order-fixtures';
import {
  callApi,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * The customer's yes before extra work (issue 31, section 3): the shop asks, the customer answers
 * once from the tracking link, and an approved add-on becomes a line of the order by the order edit.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return callApi(ctx, token, method, url, payload, headers);
}

function ask(
  token: string,
  orderId: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return call(token, 'POST', `/orders/${orderId}/approvals`, payload, headers);
}

async function asked(token: string, orderId: string, payload: object): Promise<Approval> {
  const response = await ask(token, orderId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Approval>();
}

function answer(
  shareToken: string,
  approvalId: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shared_order/${shareToken}/approvals/${approvalId}`,
    payload,
    headers,
  });
}

async function listOf(token: string, orderId: string): Promise<ApprovalList> {
  const response = await call(token, 'GET', `/orders/${orderId}/approvals`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApprovalList>();
}

async function detailOf(shop: Shop, orderId: string): Promise<OrderDetail> {
  const response = await call(shop.token, 'GET', `/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

async function setStatus(shop: Shop, order: Order, status: string) {
  const response = await call(shop.token, 'POST', '/update_order_status', {
    order_id: order._id,
    status,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function hidePricesFromTailors(shop: Shop) {
  const all = { collect_payments: true, see_prices: true };
  const response = await call(shop.token, 'PUT', '/settings', {
    position_permissions: {
      manager: all,
      tailor: { collect_payments: false, see_prices: false },
      assistant: all,
      other: all,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const lining = { kind: 'addon', description: 'Lining', amount: 150 };

describe('POST /orders/{id}/approvals', () => {
  it('asks for an add-on with its price and queues a message with the tracking link', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ name: 'Blouse', price: 800 }] });
    const approval = await asked(shop.token, order._id, lining);
    expect(approval).toMatchObject({
      kind: 'addon',
      description: 'Lining',
      amount: 150,
      status: 'pending',
      customer_note: null,
      decided_at: null,
    });
    const messages = await ctx.database.db
      .select()
      .from(customerMessages)
      .where(
        and(eq(customerMessages.orderId, order._id), eq(customerMessages.kind, 'approval_request')),
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.dedupeKey).toBe(approval._id);
    const sent = await call(shop.token, 'GET', `/orders/${order._id}/messages`);
    expect(sent.statusCode, sent.body).toBe(200);
    const text = sent
      .json<{ messages: { kind: string; text: string }[] }>()
      .messages.find((message) => message.kind === 'approval_request')!.text;
    expect(text).toContain(`/shared_order/${order.share_token}`);
  });

  it('refuses an add-on without a price, and ignores a price sent with a design', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const noPrice = await ask(shop.token, order._id, { kind: 'addon', description: 'Lining' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().error).toBe('An add-on needs its price: more than ₹0');
    const tooLong = await ask(shop.token, order._id, { ...lining, description: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    const design = await asked(shop.token, order._id, {
      kind: 'design',
      description: 'Boat neck with piping',
      amount: 500,
    });
    expect(design.amount).toBeNull();
  });

  it('takes a photo of the order only', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const other = await placeOrder(ctx, shop);
    const { photos } = await listOf(shop.token, order._id);
    const { photos: otherPhotos } = await listOf(shop.token, other._id);
    expect(photos).toHaveLength(1);
    const design = await asked(shop.token, order._id, {
      kind: 'design',
      description: 'This neckline',
      image_id: photos[0]!._id,
    });
    expect(design.image_id).toBe(photos[0]!._id);
    expect(design.image_url).toMatch(/^\/api\/images\//);
    const foreign = await ask(shop.token, order._id, {
      kind: 'design',
      description: 'That neckline',
      image_id: otherPhotos[0]!._id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('APPROVAL_IMAGE_NOT_OF_ORDER');
  });

  it('refuses Delivered and Cancelled orders', async () => {
    const shop = await createShop(ctx);
    const delivered = await placeOrder(ctx, shop, { order: { advancePayment: 1000 } });
    await setStatus(shop, delivered, 'Delivered');
    const cancelled = await placeOrder(ctx, shop);
    const cancel = await call(shop.token, 'POST', '/cancel_order', { order_id: cancelled._id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const order of [delivered, cancelled]) {
      const response = await ask(shop.token, order._id, lining);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('APPROVAL_ORDER_CLOSED');
    }
  });

  it("answers 404 for another shop's order", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    expect((await ask(other.token, order._id, lining)).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/orders/${order._id}/approvals`)).statusCode).toBe(404);
    expect((await ask(shop.token, 'not-an-id', lining)).statusCode).toBe(404);
  });

  it('replays a retry with the same Idempotency-Key: one approval, one message', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const headers = { 'idempotency-key': `approval-${order._id}` };
    const first = await ask(shop.token, order._id, lining, headers);
    const again = await ask(shop.token, order._id, lining, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).toBe(first.json()._id);
    expect((await listOf(shop.token, order._id)).approvals).toHaveLength(1);
  });
});

describe('approvals and the staff', () => {
  it("lets an employee ask on the orders they reach, and no other's", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop, { position: 'manager' });
    const theirs = await placeOrder(ctx, shop, { products: [{ assigned_to: tailor.employee_id }] });
    const notTheirs = await placeOrder(ctx, shop);
    await asked(tailor.token, theirs._id, lining);
    expect((await ask(tailor.token, notTheirs._id, lining)).statusCode).toBe(404);
    expect((await call(tailor.token, 'GET', `/orders/${notTheirs._id}/approvals`)).statusCode).toBe(
      404,
    );
  });

  it('shows staff who may not see prices every approval without its amount, and lets them ask only for designs', async () => {
    const shop = await createShop(ctx);
    await hidePricesFromTailors(shop);
    const tailor = await createEmployee(ctx, shop, { position: 'tailor' });
    const order = await placeOrder(ctx, shop, { products: [{ assigned_to: tailor.employee_id }] });
    await asked(shop.token, order._id, lining);
    const seen = await listOf(tailor.token, order._id);
    expect(seen.approvals).toHaveLength(1);
    expect(seen.approvals[0]).toMatchObject({ description: 'Lining', amount: null });
    expect((await listOf(shop.token, order._id)).approvals[0]!.amount).toBe(150);

    const addon = await ask(tailor.token, order._id, { ...lining, description: 'Piping' });
    expect(addon.statusCode).toBe(403);
    const design = await ask(tailor.token, order._id, {
      kind: 'design',
      description: 'Round neck',
    });
    expect(design.statusCode, design.body).toBe(201);
  });
});

describe('POST /api/shared_order/{token}/approvals/{approvalId}', () => {
  it('adds an approved add-on as a line, raises the total, records it in the history and tells the shop', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ name: 'Blouse', price: 800 }] });
    const approval = await asked(shop.token, order._id, lining);
    const response = await answer(order.share_token, approval._id, {
      decision: 'approve',
      note: 'Silk lining please',
    });
    expect(response.statusCode, response.body).toBe(200);
    const shared = response.json<SharedOrder>();
    expect(shared.order.totalAmount).toBe(950);
    expect(shared.approvals).toEqual([
      expect.objectContaining({
        _id: approval._id,
        status: 'approved',
        customer_note: 'Silk lining please',
        decided_at: expect.any(String),
      }),
    ]);

    const detail = await detailOf(shop, order._id);
    expect(detail.order.totalAmount).toBe(950);
    expect(detail.order.products.map((line) => [line.product.name, line.price])).toEqual([
      ['Blouse', 800],
      ['Lining', 150],
    ]);
    const event = detail.status_history.at(-1)!;
    expect(event.by_name).toBeNull();
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: 'approved', product: 'Lining', name: null, from: null, to: '150' },
        { field: 'total', product: null, name: null, from: '800', to: '950' },
      ]),
    );

    const notices = await call(shop.token, 'GET', '/notifications');
    const approvalNotices = notices
      .json<{ notifications: Notification[] }>()
      .notifications.filter((n) => n.type.startsWith('approval_'));
    expect(approvalNotices).toEqual([
      expect.objectContaining({
        type: 'approval_approved',
        order_id: order._id,
        data: expect.objectContaining({ description: 'Lining', amount: 150 }),
      }),
    ]);
  });

  it('changes nothing of the order on a decline, but tells the shop', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 800 }] });
    const approval = await asked(shop.token, order._id, lining);
    const before = await detailOf(shop, order._id);
    const response = await answer(order.share_token, approval._id, { decision: 'decline' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SharedOrder>().approvals[0]!.status).toBe('declined');
    const after = await detailOf(shop, order._id);
    expect(after.order).toEqual(before.order);
    expect(after.status_history).toEqual(before.status_history);
    const notices = await call(shop.token, 'GET', '/notifications');
    expect(
      notices.json<{ notifications: Notification[] }>().notifications.map((n) => n.type),
    ).toContain('approval_declined');
  });

  it('is decided once: a second answer is 409 and the first stays', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 800 }] });
    const approval = await asked(shop.token, order._id, lining);
    expect(
      (await answer(order.share_token, approval._id, { decision: 'decline' })).statusCode,
    ).toBe(200);
    for (const decision of ['approve', 'decline']) {
      const again = await answer(order.share_token, approval._id, { decision });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(
        'This approval was already answered: its answer stays as given',
      );
    }
    const [row] = await ctx.database.db
      .select()
      .from(orderApprovals)
      .where(eq(orderApprovals.id, approval._id));
    expect(row!.status).toBe('declined');
    expect((await detailOf(shop, order._id)).order.totalAmount).toBe(800);
  });

  it('replays a retried approval with its Idempotency-Key: one line added', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 800 }] });
    const approval = await asked(shop.token, order._id, lining);
    const headers = { 'idempotency-key': `decide-${approval._id}` };
    const first = await answer(order.share_token, approval._id, { decision: 'approve' }, headers);
    const again = await answer(order.share_token, approval._id, { decision: 'approve' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeDefined();
    expect((await detailOf(shop, order._id)).order.products).toHaveLength(2);
  });

  it("answers 404 for another order's approval, a wrong token or an unknown id", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const other = await placeOrder(ctx, shop);
    const approval = await asked(shop.token, order._id, lining);
    const decision = { decision: 'approve' };
    expect((await answer(other.share_token, approval._id, decision)).statusCode).toBe(404);
    expect((await answer('A'.repeat(32), approval._id, decision)).statusCode).toBe(404);
    expect(
      (await answer(order.share_token, '00000000-0000-4000-8000-000000000000', decision))
        .statusCode,
    ).toBe(404);
    expect((await answer(order.share_token, 'nope', decision)).statusCode).toBe(404);
    const bad = await answer(order.share_token, approval._id, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose approve or decline');
  });

  it('refuses answers on a Delivered or Cancelled order', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const approval = await asked(shop.token, order._id, lining);
    const cancel = await call(shop.token, 'POST', '/cancel_order', { order_id: order._id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await answer(order.share_token, approval._id, { decision: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APPROVAL_ORDER_CLOSED');
  });

  it('leaves an issued invoice as issued and adds a debit note for the approved add-on', async () => {
    const shop = await createShop(ctx);
    const gst = await call(shop.token, 'PUT', '/settings', { gstin: '07AAPFU0939F1ZX' });
    expect(gst.statusCode, gst.body).toBe(200);
    const order = await placeOrder(ctx, shop, { products: [{ name: 'Shirt', price: 1050 }] });
    const bill = await call(shop.token, 'GET', `/generate_billing_pdf/${order._id}`);
    expect(bill.statusCode).toBe(200);
    const approval = await asked(shop.token, order._id, { ...lining, amount: 210 });
    const response = await answer(order.share_token, approval._id, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    const notes = await ctx.database.db
      .select()
      .from(gstNotes)
      .where(eq(gstNotes.orderId, order._id));
    expect(notes).toMatchObject([
      { kind: 'debit', valueBeforePaise: 105000, valueAfterPaise: 126000, amountPaise: 21000 },
    ]);
  });

  it('shows a design and its answer without changing the order', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 800 }] });
    const design = await asked(shop.token, order._id, {
      kind: 'design',
      description: 'Boat neck',
    });
    const response = await answer(order.share_token, design._id, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SharedOrder>().order.totalAmount).toBe(800);
    expect((await detailOf(shop, order._id)).order.products).toHaveLength(1);
  });
});

describe('the approvals card on the tracking page, answered without any script', () => {
  function openPage(url: string) {
    return ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  }
  function postForm(url: string, form: string) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: form,
    });
  }

  it('lists a pending add-on with its price and the forms, takes Approve as a form post, then shows the answer and its time', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ name: 'Blouse', price: 800 }] });
    const approval = await asked(shop.token, order._id, lining);
    const url = `/shared_order/${order.share_token}`;
    const before = await openPage(url);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('data-testid="approvals-card"');
    expect(before.body).toContain('<b>Lining</b><p><b>Price: ₹150</b></p>');
    expect(before.body).toContain(
      `<form method="post" action="${url}/approvals/${approval._id}" class="trial-other">`,
    );
    expect(before.body).toContain('name="decision" value="approve">Approve</button>');

    const posted = await postForm(
      `${url}/approvals/${approval._id}`,
      new URLSearchParams({ decision: 'approve', note: 'Silk please' }).toString(),
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${url}#approvals-card`);
    const after = (await openPage(url)).body;
    expect(after).not.toContain('value="approve"');
    expect(after).toMatch(/data-testid="approval-decided" data-status="approved"/);
    expect(after).toMatch(/You approved this on \d{2} \w{3} \d{4}, /);
    expect(after).toContain('Your message: Silk please');
    expect((await detailOf(shop, order._id)).order.totalAmount).toBe(950);

    // A second post (a double tap, the back button) changes nothing and shows the page again.
    const again = await postForm(`${url}/approvals/${approval._id}`, 'decision=decline');
    expect(again.statusCode).toBe(303);
    expect((await openPage(url)).body).toMatch(/data-status="approved"/);
  });

  it('offers no forms on a cancelled order, and keeps its decided approvals shown', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const decided = await asked(shop.token, order._id, lining);
    await answer(order.share_token, decided._id, { decision: 'decline' });
    await asked(shop.token, order._id, { kind: 'design', description: 'Boat neck' });
    const cancel = await call(shop.token, 'POST', '/cancel_order', { order_id: order._id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const page = (await openPage(`/shared_order/${order.share_token}`)).body;
    expect(page).not.toContain('name="decision"');
    expect(page).not.toContain('Boat neck');
    expect(page).toMatch(/data-status="declined"/);
  });

  it('stays within the 30 KB budget with five approvals, in Tamil', async () => {
    const shop = await createShop(ctx);
    const language = await call(shop.token, 'PUT', '/settings', {
      customer_message_language: 'ta',
    });
    expect(language.statusCode, language.body).toBe(200);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse' }, { name: 'Lehenga' }, { name: 'Kurta' }],
    });
    const { photos } = await listOf(shop.token, order._id);
    for (let i = 0; i < 5; i += 1) {
      const approval = await asked(
        shop.token,
        order._id,
        i % 2 === 0
          ? { kind: 'addon', description: `Extra work number ${i + 1}`, amount: 150 + i }
          : { kind: 'design', description: 'd'.repeat(120), image_id: photos[0]!._id },
      );
      if (i < 2)
        await answer(order.share_token, approval._id, {
          decision: 'approve',
          note: 'n'.repeat(200),
        });
    }
    const page = await openPage(`/shared_order/${order.share_token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ஏற்கிறேன்');
    expect(page.rawPayload.length).toBeLessThan(30 * 1024);
  });
});
