import {
  type Order,
  type OrderStatus,
  type OrderType,
  type PaymentType,
} from '@tailor/shared/orders';
import { paiseToRupees } from '@tailor/shared/money';
import { type TrialAnswerView } from '@tailor/shared/trials';
import { formatTrial } from '@tailor/shared/trials-rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sameShopRow } from '../../../db/shop-joins';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/employees';
import { orderProducts } from '../../../db/schema/order-products';
import { orders } from '../../../db/schema/orders';
import { imageUrlsForProducts, type ImageLinks } from '../../images';
import { ledgerSumsByOrder, orderAmountsOf } from './order-ledger';

/** An order's trial and the customer's answer to it, as trialDateOf and trialAnswerOf read them. */
export const trialColumns = {
  trialDate: orders.trialDate,
  trialTime: orders.trialTime,
  trialResponse: orders.trialResponse,
  trialNote: orders.trialNote,
  trialRespondedAt: orders.trialRespondedAt,
};

/** The columns an order object is built from: the order and its customer's name. */
export const orderRowColumns = {
  id: orders.id,
  storeId: orders.storeId,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  customerName: customers.name,
  customerMobileNo: customers.mobileNo,
  orderType: orders.orderType,
  status: orders.status,
  delayNote: orders.delayNote,
  expectedDate: orders.expectedDate,
  totalPaise: orders.totalPaise,
  paymentType: orders.paymentType,
  orderDate: orders.orderDate,
  dueDate: orders.dueDate,
  ...trialColumns,
  shareToken: orders.shareToken,
  createdBy: orders.createdBy,
  createdAt: orders.createdAt,
};

export interface OrderRow {
  id: string;
  storeId: string;
  orderNumber: number;
  customerId: string;
  customerName: string;
  customerMobileNo: string;
  orderType: string;
  status: string;
  delayNote: string | null;
  expectedDate: string | null;
  totalPaise: number;
  paymentType: string;
  orderDate: string;
  dueDate: string;
  trialDate: string | null;
  /** 'HH:MM:SS' as PostgreSQL writes a time. */
  trialTime: string | null;
  trialResponse: string | null;
  trialNote: string | null;
  trialRespondedAt: Date | null;
  shareToken: string;
  createdBy: string | null;
  createdAt: Date;
}

/** An order row's trial on the wire ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'), or null. */
export function trialDateOf(row: Pick<OrderRow, 'trialDate' | 'trialTime'>): string | null {
  if (!row.trialDate) return null;
  return formatTrial({ date: row.trialDate, time: row.trialTime?.slice(0, 5) ?? null });
}

/** The customer's answer to the order's trial, or null before they answer. */
export function trialAnswerOf(
  row: Pick<OrderRow, 'trialResponse' | 'trialNote' | 'trialRespondedAt'>,
): TrialAnswerView | null {
  if (!row.trialResponse || !row.trialRespondedAt) return null;
  return {
    response: row.trialResponse as TrialAnswerView['response'],
    note: row.trialNote,
    at: row.trialRespondedAt.toISOString(),
  };
}

/** `select … from orders join customers`: add where, order and limit. */
export function selectOrderRows(db: DbOrTx) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(customers, sameShopRow(customers, orders.customerId, orders));
}

/** The columns a product line is shown from, with its assignee (`left join employees`). */
export const productLineColumns = {
  id: orderProducts.id,
  name: orderProducts.name,
  pricePaise: orderProducts.pricePaise,
  measurements: orderProducts.measurements,
  measurementUnit: orderProducts.measurementUnit,
  note: orderProducts.note,
  assigneeId: employees.id,
  assigneeName: employees.name,
  tagCode: orderProducts.tagCode,
  stage: orderProducts.stage,
};

type ProductLine = Order['order']['products'][number];

/**
 * A product line as an order shows it, from its productLineColumns and its images' URLs. The
 * assignee is marked `is_owner` only when the row read whether they are.
 */
export function productLineView(
  line: {
    id: string;
    name: string;
    pricePaise: number;
    measurements: ProductLine['measurements'];
    measurementUnit: ProductLine['measurement_unit'];
    note: string | null;
    assigneeId: string | null;
    assigneeName: string | null;
    assigneeIsOwner?: boolean | null;
    tagCode?: string;
    stage?: ProductLine['stage'];
  },
  images: ProductLine['uploadedImages'],
): ProductLine {
  return {
    _id: line.id,
    product: { name: line.name },
    price: paiseToRupees(line.pricePaise),
    measurements: line.measurements,
    measurement_unit: line.measurementUnit,
    note: line.note,
    uploadedImages: images,
    assigned_to: line.assigneeId
      ? {
          _id: line.assigneeId,
          name: line.assigneeName!,
          ...(line.assigneeIsOwner ? { is_owner: true } : {}),
        }
      : null,
    ...(line.tagCode === undefined ? {} : { tag_code: line.tagCode, stage: line.stage ?? null }),
  };
}

export function orderShareLink(publicUrl: string, shareToken: string): string {
  return `${publicUrl}/shared_order/${shareToken}`;
}

/**
 * The order objects the API answers with (orderSchema) for a page of orders, in the given order. A constant number of
 * queries whatever the page size: one for the product lines, one for their images, one for the
 * payment sums.
 */
export async function buildOrderViews(
  db: DbOrTx,
  options: { publicUrl: string; imageLinks: ImageLinks; rows: OrderRow[] },
): Promise<Order[]> {
  const { publicUrl, imageLinks, rows } = options;
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.id);
  // A page's orders are one shop's.
  const storeId = rows[0]!.storeId;

  const lines = await db
    .select({
      ...productLineColumns,
      orderId: orderProducts.orderId,
      assigneeIsOwner: employees.isOwner,
    })
    .from(orderProducts)
    .leftJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts))
    .where(and(eq(orderProducts.storeId, storeId), inArray(orderProducts.orderId, orderIds)))
    .orderBy(asc(orderProducts.orderId), asc(orderProducts.position));
  const [images, paid] = await Promise.all([
    imageUrlsForProducts(
      db,
      imageLinks,
      storeId,
      lines.map((l) => l.id),
    ),
    ledgerSumsByOrder(db, storeId, orderIds),
  ]);

  const productsByOrder = new Map<string, Order['order']['products']>(
    orderIds.map((id) => [id, []]),
  );
  for (const line of lines) {
    productsByOrder.get(line.orderId)!.push(productLineView(line, images.get(line.id) ?? []));
  }

  return rows.map((row) => {
    const status = row.status as OrderStatus;
    return {
      _id: row.id,
      order_id: row.id,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      customer_mobile_no: row.customerMobileNo,
      customer_id: row.customerId,
      status,
      delay_note: row.delayNote,
      expected_date: row.expectedDate,
      share_token: row.shareToken,
      share_link: orderShareLink(publicUrl, row.shareToken),
      created_at: row.createdAt.toISOString(),
      order: {
        orderType: row.orderType as OrderType,
        ...orderAmountsOf(row.totalPaise, paid.get(row.id), status),
        status,
        orderDate: row.orderDate,
        dueDate: row.dueDate,
        trialDate: trialDateOf(row),
        paymentType: row.paymentType as PaymentType,
        products: productsByOrder.get(row.id)!,
      },
    };
  });
}

/** The order object of a row already read (and locked) by a write, with the write's changes applied. */
export async function orderViewOf(
  db: DbOrTx,
  options: { publicUrl: string; imageLinks: ImageLinks; row: OrderRow },
): Promise<Order> {
  const [view] = await buildOrderViews(db, {
    publicUrl: options.publicUrl,
    imageLinks: options.imageLinks,
    rows: [options.row],
  });
  return view!;
}
