import { z } from 'zod';
import {
  IMAGES_PER_PRODUCT_MAX,
  IMAGES_PER_PRODUCT_MIN,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
} from '../constants';
import { customerInputSchema } from '../customers';
import { businessDateSchema } from '../dates-schemas';
import { isLengthMeasurement, measurementValueIssue } from '../measurements';
import { measurementUnitSchema } from '../measurements-schemas';
import { hasAtMostTwoDecimals, rupeesToPaise } from '../money';
import { createRupeeAmountSchema } from '../money-schemas';
import { TRIAL_CODES, trialDateSchema } from '../trials';
import {
  MEASUREMENT_VALUE_MAX_LENGTH,
  MEASUREMENTS_PER_PRODUCT_MAX,
  NOTE_MAX_LENGTH,
  ORDER_TYPES,
  PAYMENT_TYPES,
  PRODUCTS_PER_ORDER_MAX,
  type OrderType,
} from './constants';
import { ORDER_CODES } from './messages';
import { emptyToUndefined } from './text-values';

/* The request of POST /create_order and the field schemas other order requests share. */

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && hasAtMostTwoDecimals(value);

export const paymentTypeSchema = z
  .string({ error: ORDER_CODES.ORDER_PAYMENT_TYPE_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, ORDER_CODES.ORDER_PAYMENT_TYPE_REQUIRED)
  .pipe(z.enum(PAYMENT_TYPES, ORDER_CODES.ORDER_PAYMENT_TYPE_INVALID));

export const orderTypeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(ORDER_TYPES, ORDER_CODES.ORDER_TYPE_INVALID));

const productNameSchema = z
  .string({ error: ORDER_CODES.ORDER_PRODUCT_NAME_REQUIRED })
  .trim()
  .min(1, ORDER_CODES.ORDER_PRODUCT_NAME_REQUIRED)
  .min(TEXT_MIN_LENGTH, ORDER_CODES.ORDER_PRODUCT_NAME_LENGTH)
  .max(TEXT_MAX_LENGTH, ORDER_CODES.ORDER_PRODUCT_NAME_LENGTH);

/** A product line's garment: `{name}` or, as older clients send it, a plain string. */
export const productRefSchema = z
  .union([z.string(), z.object({ name: z.string() })], {
    error: ORDER_CODES.ORDER_PRODUCT_NAME_REQUIRED,
  })
  .transform((v) => (typeof v === 'string' ? v : v.name))
  .pipe(productNameSchema)
  .transform((name) => ({ name }));

/**
 * Measurement name → value ('Chest' → '38.5', 'Sleeve' → '1/2', 'Waist' → '32 1/2'). Numbers are
 * taken as their text; blank values are dropped, so an untouched form field is not stored. A
 * number written wrongly ('38..5', '-2', '1/0') is refused, and so is a word for a length of the
 * default garments (measurementValueIssue); a shop's own measurement may hold a word.
 */
export const measurementsSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1, ORDER_CODES.ORDER_MEASUREMENT_NAME_REQUIRED)
      .max(TEXT_MAX_LENGTH, ORDER_CODES.ORDER_MEASUREMENT_NAME_LENGTH),
    z
      .union([z.string(), z.number()], { error: ORDER_CODES.ORDER_MEASUREMENT_VALUE_TEXT })
      .transform((v) => String(v).trim())
      .pipe(
        z.string().max(MEASUREMENT_VALUE_MAX_LENGTH, ORDER_CODES.ORDER_MEASUREMENT_VALUE_LENGTH),
      ),
    { error: ORDER_CODES.ORDER_MEASUREMENTS_MAP },
  )
  .transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value !== '')))
  .refine(
    (map) => Object.keys(map).length <= MEASUREMENTS_PER_PRODUCT_MAX,
    ORDER_CODES.ORDER_MEASUREMENTS_MAX,
  )
  .superRefine((map, ctx) => {
    for (const [name, value] of Object.entries(map)) {
      const message = measurementValueIssue(value, isLengthMeasurement(name));
      if (message) ctx.addIssue({ code: 'custom', path: [name], message });
    }
  });

const noteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_NOTE_LENGTH)
  .nullish()
  .transform((v) => v || null);

/**
 * Who works on a product line: an id from GET /assignees (an active employee, or the shop owner's
 * own row, 'Me'), or null/absent for a line nobody is assigned to yet (the order stays Pending).
 * The order forms require one for each product ('Please assign an employee to each product').
 */
const assigneeSchema = z
  .string({ error: ORDER_CODES.ORDER_ASSIGNEE_REQUIRED })
  .trim()
  .nullish()
  .transform((v) => v || null);

/** One product line of POST /create_order. */
export const productInputSchema = z.object({
  product: productRefSchema,
  price: createRupeeAmountSchema({
    invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
    minMessage: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO,
  }),
  measurements: measurementsSchema.default({}),
  /**
   * The unit the measurements were written in: the one the form showed. Left out, the shop's
   * setting when the order is made.
   */
  measurement_unit: measurementUnitSchema.optional(),
  note: noteSchema,
  assigned_to: assigneeSchema,
  /** Image ids answered by POST /upload_image, in display order. */
  uploadedImages: z
    .array(z.string(), { error: ORDER_CODES.ORDER_IMAGES_LIST })
    .max(IMAGES_PER_PRODUCT_MAX, ORDER_CODES.ORDER_IMAGES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_CODES.ORDER_IMAGES_REPEATED)
    .default([]),
});
export type ProductInputRaw = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/**
 * The rules of a product line that depend on the order's type: on a new order a price
 * above 0 and at least one image. An alteration's lines may carry 0 and no image. Creating an order
 * and adding a line to one (POST /update_order) both apply them.
 */
export function productLineIssues(
  line: Pick<ProductInput, 'price' | 'uploadedImages'>,
  orderType: OrderType,
): { field: 'price' | 'uploadedImages'; message: string }[] {
  if (orderType !== 'new') return [];
  const issues: { field: 'price' | 'uploadedImages'; message: string }[] = [];
  if (line.price <= 0) issues.push({ field: 'price', message: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO });
  if (line.uploadedImages.length < IMAGES_PER_PRODUCT_MIN)
    issues.push({ field: 'uploadedImages', message: ORDER_CODES.ORDER_IMAGES_MIN });
  return issues;
}

/**
 * The order part of POST /create_order. A new order's prices are above 0 and each
 * product has 1 to 4 images; an alteration order may carry prices of 0 and no images, and while
 * its total is 0 (final price not known yet) its advance is not capped. The total always equals the
 * sum of the prices. 'Due date cannot be in the past' depends on today: see dueDateError.
 */
export const orderInputSchema = z
  .object({
    orderType: z
      .preprocess(emptyToUndefined, orderTypeSchema.optional())
      .transform((v) => v ?? 'new'),
    totalAmount: createRupeeAmountSchema({
      invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
      minMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
    }),
    advancePayment: z
      .preprocess(
        emptyToUndefined,
        createRupeeAmountSchema({
          invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
          minMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
        }).optional(),
      )
      .transform((v) => v ?? 0),
    /** How the advance was paid: required when there is one (checked below), else optional. */
    paymentType: z.preprocess(emptyToUndefined, paymentTypeSchema.optional()),
    /** Defaults to today in the shop's time zone. */
    orderDate: z.preprocess(emptyToUndefined, businessDateSchema.optional()),
    dueDate: z
      .string({ error: ORDER_CODES.ORDER_DUE_DATE_REQUIRED })
      .trim()
      .min(1, ORDER_CODES.ORDER_DUE_DATE_REQUIRED)
      .pipe(businessDateSchema),
    /**
     * The trial (fitting), if the shop fixed one: 'YYYY-MM-DD' or with a time (trials.ts). On or
     * before the due date; 'Trial date cannot be in the past' depends on today: trialDateError.
     */
    trialDate: z
      .preprocess(emptyToUndefined, trialDateSchema.optional())
      .transform((v) => v ?? null),
    products: z
      .array(productInputSchema, { error: ORDER_CODES.ORDER_NO_PRODUCTS })
      .min(1, ORDER_CODES.ORDER_NO_PRODUCTS)
      .max(PRODUCTS_PER_ORDER_MAX, ORDER_CODES.ORDER_PRODUCTS_MAX),
  })
  .superRefine((order, ctx) => {
    if (
      order.paymentType === undefined &&
      isAmount(order.advancePayment) &&
      order.advancePayment > 0
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentType'],
        message: ORDER_CODES.ORDER_PAYMENT_TYPE_REQUIRED,
      });
    }
    // Runs even when a field above failed; the cross-field rules only make sense on valid amounts.
    if (
      !Array.isArray(order.products) ||
      ![order.totalAmount, order.advancePayment, ...order.products.map((l) => l?.price)].every(
        isAmount,
      )
    ) {
      return;
    }
    const isNew = order.orderType === 'new';
    order.products.forEach((line, index) => {
      for (const issue of productLineIssues(line, order.orderType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, issue.field],
          message: issue.message,
        });
      }
    });
    const total = rupeesToPaise(order.totalAmount);
    if (total !== order.products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalAmount'],
        message: ORDER_CODES.ORDER_TOTAL_MISMATCH,
      });
    }
    const finalPriceLater = !isNew && total === 0;
    if (!finalPriceLater && rupeesToPaise(order.advancePayment) > total) {
      ctx.addIssue({
        code: 'custom',
        path: ['advancePayment'],
        message: ORDER_CODES.ORDER_ADVANCE_ABOVE_TOTAL,
      });
    }
    if (
      order.trialDate &&
      typeof order.dueDate === 'string' &&
      order.trialDate.date > order.dueDate
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['trialDate'],
        message: TRIAL_CODES.TRIAL_DATE_AFTER_DUE,
      });
    }
    if (
      typeof order.orderDate === 'string' &&
      typeof order.dueDate === 'string' &&
      order.dueDate < order.orderDate
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: ORDER_CODES.ORDER_DUE_BEFORE_ORDER_DATE,
      });
    }
  });
export type OrderInputRaw = z.input<typeof orderInputSchema>;
export type OrderInput = z.output<typeof orderInputSchema>;

/** POST /create_order */
export const createOrderSchema = z.object({
  customer: customerInputSchema,
  order: orderInputSchema,
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;
