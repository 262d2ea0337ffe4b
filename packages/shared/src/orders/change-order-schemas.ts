import { z } from 'zod';
import { PAGE_SIZE_ORDERS, TEXT_MAX_LENGTH } from '../constants';
import {
  addressSchema,
  customerNameSchema,
  genderSchema,
  pageLimitSchema,
  pageSchema,
} from '../customers';
import { businessDateSchema } from '../dates';
import { createRupeeAmountSchema } from '../money';
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
import { ORDER_CODES, ORDER_MESSAGES } from './messages';
import { normalizeOrderStatus } from './rules';
import { emptyToUndefined, findIgnoringCase } from './text-values';

/* The requests that change or list orders taken: status, edits, cancelling, payments, the list. */

const orderIdSchema = z
  .string({ error: ORDER_MESSAGES.orderIdMissing })
  .trim()
  .min(1, ORDER_MESSAGES.orderIdMissing);

/** POST /update_order_status; status in any casing. Keys are in the order the spec checks them. */
export const updateOrderStatusSchema = z
  .object({
    status: z
      .string({ error: ORDER_MESSAGES.selectStatus })
      .trim()
      .min(1, ORDER_MESSAGES.selectStatus)
      .transform((v) => findIgnoringCase(USER_SELECTABLE_STATUSES, v) ?? v)
      .pipe(z.enum(USER_SELECTABLE_STATUSES, ORDER_MESSAGES.invalidStatus)),
    order_id: orderIdSchema,
    delay_note: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, `Delay reason must be at most ${NOTE_MAX_LENGTH} characters`)
      .nullish()
      .transform((v) => v || null),
    /** Delayed only: the new date the customer can expect the order (YYYY-MM-DD), or none. */
    expected_date: z
      .preprocess(emptyToUndefined, businessDateSchema.optional())
      .transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Delayed' && !body.delay_note) {
      ctx.addIssue({ code: 'custom', path: ['delay_note'], message: ORDER_MESSAGES.delayReason });
    }
    if (body.status !== 'Delayed' && body.expected_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['expected_date'],
        message: ORDER_MESSAGES.expectedDateOnlyDelayed,
      });
    }
  });
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;
export type UpdateOrderStatus = z.output<typeof updateOrderStatusSchema>;

/** One product line change in POST /update_order: only the fields given change. */
export const productUpdateSchema = z.object({
  _id: z.string({ error: 'Product id is required' }).min(1, 'Product id is required'),
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
        .array(z.string().min(1, 'Product id is required'))
        .max(PRODUCTS_PER_ORDER_MAX)
        .optional(),
      /** New garment lines, as in POST /create_order; they go after the order's lines. */
      addProducts: z
        .array(productInputSchema)
        .max(PRODUCTS_PER_ORDER_MAX, ORDER_MESSAGES.productsMax)
        .optional(),
    },
    { error: 'Missing customer or order data' },
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
    .max(NOTE_MAX_LENGTH, `Reason must be at most ${NOTE_MAX_LENGTH} characters`)
    .nullish()
    .transform((v) => v || null),
  paid_money: z.preprocess(
    emptyToUndefined,
    z.enum(PAID_MONEY_CHOICES, ORDER_MESSAGES.paidMoneyInvalid).optional(),
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
  remainingAmount: positiveAmountSchema(ORDER_MESSAGES.invalidPayment),
  /** Defaults to the order's payment type. */
  paymentType: z.preprocess(emptyToUndefined, paymentTypeSchema.optional()),
});
export type CollectPaymentInput = z.input<typeof collectPaymentSchema>;
export type CollectPayment = z.output<typeof collectPaymentSchema>;

/** PUT /update_alteration_payment/{orderId}: the alteration order's final total. */
export const alterationPaymentSchema = z.object({
  totalAmount: positiveAmountSchema(ORDER_MESSAGES.invalidTotal),
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
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.invalidStatusFilter });
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
    limit: pageLimitSchema(1, ORDER_LIST_LIMIT_MAX, PAGE_SIZE_ORDERS),
    status: orderStatusFilterSchema.optional(),
    orderType: z.preprocess(emptyToUndefined, orderTypeSchema.optional()),
    /** Orders with a product line assigned to this employee (an id from GET /get_employees). */
    assignedTo: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: ORDER_MESSAGES.invalidAssigneeFilter })
        .trim()
        .regex(UUID_PATTERN, ORDER_MESSAGES.invalidAssigneeFilter)
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
    message: ORDER_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
