import { z } from 'zod';
import { GENDERS, RELATIONS } from '../customers-rules';
import { GARMENT_STAGES } from '../garments-rules';
import { MEASUREMENT_UNITS } from '../measurements';
import { trialAnswerViewSchema } from '../trials';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  PAID_MONEY_CHOICES,
  PAYMENT_KINDS,
  PAYMENT_TYPES,
} from './constants';

/* What the order calls answer with. */

export const orderProductSchema = z.object({
  _id: z.string(),
  product: z.object({ name: z.string() }),
  price: z.number(),
  measurements: z.record(z.string(), z.string()),
  /** The unit the measurements were taken in, kept with them ('in' or 'cm'). */
  measurement_unit: z.enum(MEASUREMENT_UNITS).default('in'),
  note: z.string().nullable(),
  /** Image URLs, relative to the API host ('/api/images/…'). */
  uploadedImages: z.array(z.string()),
  /** `is_owner`: the shop owner works on it ('Me' to the owner, their name to others). */
  assigned_to: z
    .object({ _id: z.string(), name: z.string(), is_owner: z.boolean().optional() })
    .nullable(),
  /** The garment's tag (6 characters, unique in the shop), printed as a QR on its label. */
  tag_code: z.string().optional(),
  /** The last step of work scanned for the garment; null: none yet. */
  stage: z.enum(GARMENT_STAGES).nullable().optional(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/**
 * The order object every order call answers with. Amounts are rupees, derived by orderAmounts (order-amounts.ts):
 * advancePayment is the advance taken when the order was made, paidAmount everything paid to date,
 * remainingAmount what is still owed.
 */
export const orderSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  customer_name: z.string(),
  customer_mobile_no: z.string(),
  customer_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  delay_note: z.string().nullable(),
  /** While Delayed: the new date the customer can expect the order, if the shop gave one. */
  expected_date: z.string().nullable(),
  share_token: z.string(),
  /** PUBLIC_URL + /shared_order/{share_token} */
  share_link: z.string(),
  created_at: z.string(),
  order: z.object({
    orderType: z.enum(ORDER_TYPES),
    totalAmount: z.number(),
    advancePayment: z.number(),
    paidAmount: z.number(),
    remainingAmount: z.number(),
    status: z.enum(ORDER_STATUSES),
    orderDate: z.string(),
    dueDate: z.string(),
    /** The trial (fitting): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' shop time; null: none. */
    trialDate: z.string().nullable().default(null),
    paymentType: z.enum(PAYMENT_TYPES),
    products: z.array(orderProductSchema),
  }),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * What an edit or a cancellation changed, one record per field, stored with the status event:
 * - dueDate, trialDate, paymentType, customerName, customerAddress, customerGender: the order's
 *   or customer's field, `from`/`to` as on the wire (ISO date, trial or null, 'cash', 'male');
 * - product (garment name), price, note, assignee (employee name, null for nobody), removed (a
 *   line taken off, `from` its price), added (a line added, `to` its price): on the line named
 *   `product`;
 * - measurement: `name` on the line `product`, null `from` when added, null `to` when removed;
 * - total: the order's total in rupees;
 * - paidMoney: on cancelling, `from` the rupees received and `to` 'refund' or 'keep'.
 */
export const ORDER_CHANGE_FIELDS = [
  'dueDate',
  'trialDate',
  'paymentType',
  'customerName',
  'customerAddress',
  'customerGender',
  'product',
  'price',
  'measurement',
  'note',
  'assignee',
  'removed',
  'added',
  /** A line added by the customer's approval of an add-on from the tracking link. */
  'approved',
  'total',
  'paidMoney',
] as const;
export type OrderChangeField = (typeof ORDER_CHANGE_FIELDS)[number];

export const orderChangeSchema = z.object({
  field: z.enum(ORDER_CHANGE_FIELDS),
  product: z.string().nullable(),
  name: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** A status change, or an edit (`from` equals `to`) with what it changed. */
export const statusEventSchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
  changes: z.array(orderChangeSchema),
});
export type StatusEvent = z.infer<typeof statusEventSchema>;

export const paymentEntrySchema = z.object({
  _id: z.string(),
  amount: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_TYPES),
  at: z.string(),
  recorded_by_name: z.string().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/** GET /orders/{id}: the order object with its customer, status history and payments, oldest first. */
export const orderDetailSchema = orderSchema.extend({
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    gender: z.enum(GENDERS).nullable(),
    mobile_no: z.string(),
    address: z.string().nullable(),
    /** Who the customer is on their mobile number, which a family may share. */
    relation: z.enum(RELATIONS).optional(),
  }),
  status_history: z.array(statusEventSchema),
  payments: z.array(paymentEntrySchema),
  /** A Cancelled order's reason and what became of the money received (null `paid_money`: none). */
  cancellation: z
    .object({
      reason: z.string().nullable(),
      paid_money: z.enum(PAID_MONEY_CHOICES).nullable(),
      amount: z.number(),
    })
    .nullable(),
  /**
   * Where a customer pays the shop by UPI (its UPI ID and the payee name their app shows), for the
   * QR code of the amount being collected; null until the shop sets a UPI ID (and in an order
   * detail kept from before the field existed).
   */
  upi_payee: z.object({ upi_id: z.string(), name: z.string() }).nullable().default(null),
  /** The customer's answer to the trial from the tracking page; null before they answer. */
  trial_answer: trialAnswerViewSchema.nullable().default(null),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /get_orders */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  /**
   * The open alterations opened by a customer's 'needs a change' (how it fitted), nearest due
   * first: shown above the list on its first page without filters; empty otherwise.
   */
  fit_fixes: z.array(orderSchema).default([]),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** GET /get_customer_orders/{customerId}: newest first. */
export const customerOrdersSchema = z.object({ orders: z.array(orderSchema) });
export type CustomerOrders = z.infer<typeof customerOrdersSchema>;
