import type { GarmentStage } from '@tailor/shared/garments-rules';
import { languageOrEnglish } from '@tailor/shared/constants';
import { paiseToRupees } from '@tailor/shared/money';
import { normalizeOrderStatus, type OrderStatus } from '@tailor/shared/orders';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { type SharedCustomerOrders, type SharedOrder } from '@tailor/shared/sharing';
import { upiPaymentLink } from '@tailor/shared/upi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectOrdersWithShop } from '../../db/order-joins';
import { customers } from '../../db/schema/customers';
import { orderProducts } from '../../db/schema/order-products';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ImageLinks } from '../images';
import {
  ledgerSumsByOrder,
  orderAmountsOf,
  orderShareLink,
  sharedApprovalsOf,
  sharedFitOf,
  trialAnswerOf,
  trialColumns,
  trialDateOf,
} from '../orders';

/** What a share token can look like (randomToken: base64url); anything else is unknown without asking the database. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function isShareTokenShaped(token: string): boolean {
  return SHARE_TOKEN.test(token);
}

/** The customer copy of the bill, relative to the API host like image URLs. */
export function customerPdfPath(orderId: string, shareToken: string): string {
  return `/api/generate_customer_billing_pdf/${orderId}?token=${encodeURIComponent(shareToken)}`;
}

/** The delay's reason and new date, shown to the customer only while the order is Delayed. */
function delayOf(row: { status: string; delayNote: string | null; expectedDate: string | null }) {
  const delayed = row.status === 'Delayed';
  return {
    delay_note: delayed ? row.delayNote : null,
    expected_date: delayed ? row.expectedDate : null,
  };
}

/** Garment names per order, in each order's product order: one query for any number of orders. */
async function productNamesByOrder(
  db: Database,
  orderIds: string[],
): Promise<Map<string, string[]>> {
  const lines = await productLinesByOrder(db, orderIds);
  return new Map([...lines].map(([id, products]) => [id, products.map((line) => line.name)]));
}

/** Per order, its garments' names and steps of work, in the order's product order. */
async function productLinesByOrder(
  db: Database,
  orderIds: string[],
): Promise<Map<string, { name: string; stage: GarmentStage | null }[]>> {
  const lines = new Map<string, { name: string; stage: GarmentStage | null }[]>(
    orderIds.map((id) => [id, []]),
  );
  if (orderIds.length === 0) return lines;
  const rows = await db
    .select({
      orderId: orderProducts.orderId,
      name: orderProducts.name,
      stage: orderProducts.stage,
    })
    .from(orderProducts)
    .where(inArray(orderProducts.orderId, orderIds))
    .orderBy(asc(orderProducts.orderId), asc(orderProducts.position));
  for (const row of rows) lines.get(row.orderId)!.push({ name: row.name, stage: row.stage });
  return lines;
}

/**
 * The statuses an order has been in, oldest first: where its first recorded change started, then
 * each change's new status (repeats, as an edit records, once); its current status alone without any.
 */
async function statusHistoryOf(
  db: Database,
  orderId: string,
  current: OrderStatus,
): Promise<OrderStatus[]> {
  const events = await db
    .select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  const history: OrderStatus[] = [];
  for (const status of [events[0]?.from, ...events.map((event) => event.to), current]) {
    const known = status ? normalizeOrderStatus(status) : null;
    if (known && history.at(-1) !== known) history.push(known);
  }
  return history;
}

/**
 * GET /shared_order/{share_token}: one order as its customer may see it. The token is
 * the only key: it is 192 random bits, and an unknown one is 'Order not found'.
 */
export async function getSharedOrder(options: {
  db: Database;
  clock: Clock;
  imageLinks: ImageLinks;
  shareToken: string;
}): Promise<SharedOrder> {
  const { db, clock, imageLinks, shareToken } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound('ORDER_NOT_FOUND');
  const [row] = await selectOrdersWithShop(db, {
    id: orders.id,
    storeId: orders.storeId,
    orderNumber: orders.orderNumber,
    status: orders.status,
    totalPaise: orders.totalPaise,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate,
    ...trialColumns,
    delayNote: orders.delayNote,
    expectedDate: orders.expectedDate,
    customerName: customers.name,
    shopName: stores.shopName,
    language: stores.customerMessageLanguage,
    prefix: stores.orderNumberPrefix,
    upiId: stores.upiId,
    upiPayeeName: stores.upiPayeeName,
  }).where(eq(orders.shareToken, shareToken));
  if (!row) throw notFound('ORDER_NOT_FOUND');

  const status = row.status as OrderStatus;
  const [lines, paid, statusHistory, approvals, fit] = await Promise.all([
    productLinesByOrder(db, [row.id]),
    ledgerSumsByOrder(db, row.storeId, [row.id]),
    statusHistoryOf(db, row.id, status),
    sharedApprovalsOf(db, { imageLinks, storeId: row.storeId, orderId: row.id }),
    sharedFitOf(db, { storeId: row.storeId, orderId: row.id, status, now: clock.now() }),
  ]);
  const { totalAmount, advancePayment, paidAmount, remainingAmount } = orderAmountsOf(
    row.totalPaise,
    paid.get(row.id),
    row.status,
  );
  return {
    shop_name: row.shopName,
    customer_name: row.customerName,
    shop_language: languageOrEnglish(row.language),
    order_number_prefix: row.prefix,
    customer_pdf_url: customerPdfPath(row.id, shareToken),
    balance_due: remainingAmount,
    upi_payment_link: upiPaymentLink({
      upiId: row.upiId,
      payeeName: row.upiPayeeName ?? row.shopName,
      rupees: remainingAmount,
      orderNumber: formatOrderNumber(row.prefix, row.orderNumber),
    }),
    order: {
      order_number: row.orderNumber,
      status,
      totalAmount,
      advancePayment,
      paidAmount,
      remainingAmount,
      orderDate: row.orderDate,
      dueDate: row.dueDate,
      trialDate: trialDateOf(row),
      ...delayOf(row),
      products: lines.get(row.id)!.map((line) => line.name),
      product_stages: lines.get(row.id)!.map((line) => line.stage),
      status_history: statusHistory,
    },
    trial_answer: trialAnswerOf(row),
    approvals,
    fit,
  };
}

/**
 * GET /shared_customer_orders/{share_token}: the orders of everyone on the customer's mobile
 * number in their shop (one phone often holds a family), newest first by order date (then the
 * later-created first), each with its own tracking link and its person.
 */
export async function getSharedCustomerOrders(options: {
  db: Database;
  publicUrl: string;
  shareToken: string;
}): Promise<SharedCustomerOrders> {
  const { db, publicUrl, shareToken } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound('CUSTOMER_NOT_FOUND');
  const [customer] = await db
    .select({
      id: customers.id,
      storeId: customers.storeId,
      name: customers.name,
      mobileNo: customers.mobileNo,
      shopName: stores.shopName,
      language: stores.customerMessageLanguage,
      prefix: stores.orderNumberPrefix,
    })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(eq(customers.shareToken, shareToken));
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND');

  const family = await db
    .select({ id: customers.id, name: customers.name, relation: customers.relation })
    .from(customers)
    .where(and(eq(customers.storeId, customer.storeId), eq(customers.mobileNo, customer.mobileNo)))
    .orderBy(asc(customers.createdAt), asc(customers.id));
  const people = [
    ...family.filter((person) => person.id === customer.id),
    ...family.filter((person) => person.id !== customer.id),
  ];
  const nameOf = new Map(people.map((person) => [person.id, person.name]));

  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalPaise: orders.totalPaise,
      orderDate: orders.orderDate,
      dueDate: orders.dueDate,
      delayNote: orders.delayNote,
      expectedDate: orders.expectedDate,
      shareToken: orders.shareToken,
    })
    .from(orders)
    .where(
      and(
        inArray(
          orders.customerId,
          people.map((person) => person.id),
        ),
        eq(orders.storeId, customer.storeId),
      ),
    )
    .orderBy(desc(orders.orderDate), desc(orders.createdAt), desc(orders.orderNumber));
  const orderIds = rows.map((r) => r.id);
  const [names, paid] = await Promise.all([
    productNamesByOrder(db, orderIds),
    ledgerSumsByOrder(db, customer.storeId, orderIds),
  ]);
  const orderCount = new Map<string, number>();
  for (const row of rows) orderCount.set(row.customerId, (orderCount.get(row.customerId) ?? 0) + 1);
  return {
    store_name: customer.shopName,
    customer_name: customer.name,
    shop_language: languageOrEnglish(customer.language),
    order_number_prefix: customer.prefix,
    orders: rows.map((row) => ({
      _id: row.id,
      order_number: row.orderNumber,
      orderDate: row.orderDate,
      status: row.status as OrderStatus,
      totalAmount: paiseToRupees(row.totalPaise),
      remainingAmount: orderAmountsOf(row.totalPaise, paid.get(row.id), row.status).remainingAmount,
      dueDate: row.dueDate,
      ...delayOf(row),
      share_link: orderShareLink(publicUrl, row.shareToken),
      products: names.get(row.id)!,
      customer_id: row.customerId,
      customer_name: nameOf.get(row.customerId)!,
    })),
    people: people.map((person) => ({
      _id: person.id,
      name: person.name,
      relation: person.relation,
      order_count: orderCount.get(person.id) ?? 0,
    })),
  };
}
