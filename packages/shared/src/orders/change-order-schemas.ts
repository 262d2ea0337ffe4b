import { z } from 'zod';
import { PAGE_SIZE_ORDERS, TEXT_MAX_LENGTH } from '../constants';
import {
  addressSchema,
  customerNameSchema,
  genderSchema,
  pageLimitSchema,
  pageSchema,
} from '../customers';
import { businessDateSchema } from '../dates-schemas';
import { createRupeeAmountSchema } from '../money-schemas';
import { ruleIssue } from '../rules';
import { trialDateSchema } from '../trials';
import {
  NOTE_MAX_LENGTH,
  ORDER_LIST_LIMIT_MAX,
  PAID_MONEY_CHOICES,
  PRODUCTS_PER_ORDER_MAX,
  USER_SELECTABLE_STATUSES,
} from './constants';
import {
  measurementsSchema,
  orderTypeSchema,
  paymentTypeSchema,
  productInputSchema,
  productRefSchema,
} from './create-order-schemas';
import { ORDER_CODES } from './messages';
import { normalizeOrderStatus } from './rules';
import { emptyToUndefined, findIgnoringCase } from './text-values';

/* The requests that change or list orders taken: status, edits, cancelling, payments, the list. */

const orderIdSchema = z
  .string({ error: ORDER_CODES.ORDER_ID_MISSING })
  .trim()
  .min(1, ORDER_CODES.ORDER_ID_MISSING);

/** POST /update_order_status; status in any casing. Keys are in the order the spec checks them. */
export const updateOrderStatusSchema = z
  .object({
    status: z
      .string({ error: ORDER_CODES.ORDER_STATUS_REQUIRED })
      .trim()
      .min(1, ORDER_CODES.ORDER_STATUS_REQUIRED)
      .transform((v) => findIgnoringCase(USER_SELECTABLE_STATUSES, v) ?? v)
      .pipe(z.enum(USER_SELECTABLE_STATUSES, ORDER_CODES.ORDER_STATUS_INVALID)),
    order_id: orderIdSchema,
    delay_note: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_DELAY_REASON_LENGTH)
      .nullish()
      .transform((v) => v || null),
    /** Delayed only: the new date the customer can expect the order (YYYY-MM-DD), or none. */
    expected_date: z
      .preprocess(emptyToUndefined, businessDateSchema.optional())
      .transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Delayed' && !body.delay_note) {
      ctx.addIssue(ruleIssue(ORDER_CODES.ORDER_DELAY_REASON_REQUIRED, {}, ['delay_note']));
    }
    if (body.status !== 'Delayed' && body.expected_date) {
      ctx.addIssue(ruleIssue(ORDER_CODES.ORDER_EXPECTED_DATE_ONLY_DELAYED, {}, ['expected_date']));
    }
  });
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;
export type UpdateOrderStatus = z.output<typeof updateOrderStatusSchema>;

/** One product line change in POST /update_order: only the fields given change. */
export const productUpdateSchema = z.object({
  _id: z
    .string({ error: ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED })
    .min(1, ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED),
  /** The garment, as when creating. */
  product: productRefSchema.optional(),
  price: createRupeeAmountSchema({
    invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
    minMessage: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO,
  }).optional(),
  measurements: measurementsSchema.optional(),
  note: z.string().trim().max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_NOTE_LENGTH).nullable().optional(),
  /** An employee id, or null to unassign. */
  assigned_to: z.string().trim().nullable().optional(),
});
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** The order's customer in POST /update_order: only the fields given change, checked as when creating. */
export const customerUpdateSchema = z.object({
  name: customerNameSchema.optional(),
  address: addressSchema.optional(),
  gender: genderSchema.optional(),
});
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

/**
 * POST /update_order: the due date, payment type, product lines and customer details of an existing
 * order, lines to remove (never the last) and lines to add (each as a line of POST /create_order,
 * checked by the order's type: productLineIssues). The total follows the prices (it stays their
 * sum) and may not fall below what was already paid.
 */
export const updateOrderSchema = z.object({
  order_id: orderIdSchema,
  order: z.object(
    {
      dueDate: businessDateSchema.optional(),
      /** A new trial, or null to remove it; a new trial clears the customer's answer. */
      trialDate: trialDateSchema.optional(),
      paymentType: paymentTypeSchema.optional(),
      products: z.array(productUpdateSchema).max(PRODUCTS_PER_ORDER_MAX).optional(),
      /** Ids of product lines to remove. */
      removeProducts: z
        .array(z.string().min(1, ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED))
        .max(PRODUCTS_PER_ORDER_MAX)
        .optional(),
      /** New garment lines, as in POST /create_order; they go after the order's lines. */
      addProducts: z
        .array(productInputSchema)
        .max(PRODUCTS_PER_ORDER_MAX, ORDER_CODES.ORDER_PRODUCTS_MAX)
        .optional(),
    },
    { error: ORDER_CODES.ORDER_DATA_MISSING },
  ),
  customer: customerUpdateSchema.optional(),
});
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;
export type UpdateOrder = z.output<typeof updateOrderSchema>;

/**
 * POST /cancel_order: `paid_money` is required when money was received; `method` is how a refund
 * is paid back (defaults to the order's payment type).
 */
export const cancelOrderSchema = z.object({
  order_id: orderIdSchema,
  reason: z
    .string()
    .trim()
    .max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_CANCEL_REASON_LENGTH)
    .nullish()
    .transform((v) => v || null),
  paid_money: z.preprocess(
    emptyToUndefined,
    z.enum(PAID_MONEY_CHOICES, ORDER_CODES.ORDER_PAID_MONEY_INVALID).optional(),
  ),
  method: z.preprocess(emptyToUndefined, paymentTypeSchema.optional()),
});
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;
export type CancelOrder = z.output<typeof cancelOrderSchema>;

/** An amount above 0 that, not a number or not above 0, is refused with `message`. */
function positiveAmountSchema(message: string) {
  return createRupeeAmountSchema({ positive: true, invalidMessage: message, minMessage: message });
}

/** PUT /update_remaining_payment/{orderId}: `remainingAmount` is the amount collected now. */
export const collectPaymentSchema = z.object({
  remainingAmount: positiveAmountSchema(ORDER_CODES.ORDER_PAYMENT_INVALID),
  /** Defaults to the order's payment type. */
  paymentType: z.preprocess(emptyToUndefined, paymentTypeSchema.optional()),
});
export type CollectPaymentInput = z.input<typeof collectPaymentSchema>;
export type CollectPayment = z.output<typeof collectPaymentSchema>;

/** PUT /update_alteration_payment/{orderId}: the alteration order's final total. */
export const alterationPaymentSchema = z.object({
  totalAmount: positiveAmountSchema(ORDER_CODES.ORDER_TOTAL_INVALID),
});
export type AlterationPaymentInput = z.input<typeof alterationPaymentSchema>;
export type AlterationPayment = z.output<typeof alterationPaymentSchema>;

/** The `status` query of GET /get_orders: 'Due', a status in any casing, or 'All'/empty for none. */
export const orderStatusFilterSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '' || v.toLowerCase() === 'all') return undefined;
    if (v.toLowerCase() === 'due') return 'Due' as const;
    const status = normalizeOrderStatus(v);
    if (status) return status;
    ctx.addIssue(ruleIssue(ORDER_CODES.ORDER_STATUS_FILTER_INVALID, {}));
    return z.NEVER;
  });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /get_orders query. Dates filter the order date, both ends inclusive. Newest first, except
 * `status=Due`: nearest due date first (the most overdue at the top).
 */
export const orderListQuerySchema = z
  .object({
    storeId: z.preprocess(emptyToUndefined, z.string().optional()),
    page: pageSchema.default(1),
    limit: pageLimitSchema(
      1,
      ORDER_LIST_LIMIT_MAX,
      PAGE_SIZE_ORDERS,
      ORDER_CODES.ORDER_LIST_LIMIT_INVALID,
    ),
    status: orderStatusFilterSchema.optional(),
    orderType: z.preprocess(emptyToUndefined, orderTypeSchema.optional()),
    /** Orders with a product line assigned to this employee (an id from GET /get_employees). */
    assignedTo: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: ORDER_CODES.ORDER_ASSIGNEE_FILTER_INVALID })
        .trim()
        .regex(UUID_PATTERN, ORDER_CODES.ORDER_ASSIGNEE_FILTER_INVALID)
        .optional(),
    ),
    startDate: z.preprocess(emptyToUndefined, businessDateSchema.optional()),
    endDate: z.preprocess(emptyToUndefined, businessDateSchema.optional()),
    /**
     * Part of the customer's name (any case) or mobile number, the order number, or part of a
     * garment's name ('blouse' finds an order with a Blouse).
     */
    search: z.string().trim().max(TEXT_MAX_LENGTH).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, {
    message: ORDER_CODES.ORDER_END_BEFORE_START,
    path: ['endDate'],
  });
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
