import { z } from 'zod';
import {
  IMAGES_PER_PRODUCT_MAX,
  IMAGES_PER_PRODUCT_MIN,
  PAGE_SIZE_ORDERS,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
  type Role,
} from './constants';
import {
  addressSchema,
  customerInputSchema,
  customerNameSchema,
  GENDERS,
  genderSchema,
  pageSchema,
  RELATIONS,
} from './customers';
import { addDays, businessDateSchema } from './dates';
import { IMAGE_MESSAGES } from './images';
import {
  isLengthMeasurement,
  MEASUREMENT_UNITS,
  measurementUnitSchema,
  measurementValueIssue,
} from './measurements';
import {
  createRupeeAmountSchema,
  formatRupees,
  hasAtMostTwoDecimals,
  paiseToRupees,
  rupeesToPaise,
} from './money';
import { codesOf, type RuleDefinition } from './rules';
import { TRIAL_CODES, trialAnswerViewSchema, trialDateSchema } from './trials';

/* ───────────── Wire values ───────────── */

export const ORDER_STATUSES = [
  'Pending',
  'Assigned',
  'In Process',
  'Completed',
  'Delayed',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a user may choose; Delivered is for the shopkeeper only. */
export const USER_SELECTABLE_STATUSES = [
  'In Process',
  'Completed',
  'Delayed',
  'Delivered',
] as const;
export type SelectableStatus = (typeof USER_SELECTABLE_STATUSES)[number];

/** The order list's filter choices; Due is isDue below. */
export const ORDER_LIST_FILTERS = ['Due', 'Pending', 'Completed', 'In Process'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/** Statuses the order list also filters by, offered beside the spec's four choices. */
export const ORDER_LIST_MORE_FILTERS = ['Delayed', 'Delivered', 'Cancelled'] as const;
export type OrderListMoreFilter = (typeof ORDER_LIST_MORE_FILTERS)[number];
export type OrderListStatusFilter = OrderListFilter | OrderListMoreFilter;

/** The public tracker's steps, in order. */
export const TRACKER_STEPS = ['Assigned', 'In Process', 'Completed', 'Delivered'] as const;

/** Orders in these statuses are finished: never due, never late. */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['Delivered', 'Cancelled'];

export const ORDER_TYPES = ['new', 'alteration'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_TYPES = ['cash', 'upi', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * The payment type stored for an order taken without an advance, which asks for none (the column
 * holds one for every order): later payments offer it first, and the counter takes cash most.
 */
export const NO_ADVANCE_PAYMENT_TYPE: PaymentType = 'cash';

/**
 * Rows of the payments ledger: the advance at creation, part payments later, an alteration's final
 * payment, and money given back when an order is cancelled. A refund row's amount is negative, so
 * the ledger's sum is always what the shop holds for the order.
 */
export const PAYMENT_KINDS = ['advance', 'balance', 'final', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Due means due today or within the next 6 days, or overdue. */
export const DUE_WINDOW_DAYS = 7;
export const PRODUCTS_PER_ORDER_MAX = 50;
export const MEASUREMENTS_PER_PRODUCT_MAX = 60;
export const MEASUREMENT_VALUE_MAX_LENGTH = 30;
export const NOTE_MAX_LENGTH = 1000;
export const ORDER_LIST_LIMIT_MAX = 100;

/** The order rules' texts; server and forms share them. */
export const ORDER_MESSAGES = {
  noProducts: 'Please add at least one product before proceeding',
  productNameRequired: 'Product name is required',
  productNameLength: `Product name must be ${TEXT_MIN_LENGTH} to ${TEXT_MAX_LENGTH} characters`,
  assignEmployee: 'Please assign an employee to each product',
  priceAboveZero: 'Price must be greater than zero',
  invalidAmount: 'Enter a valid amount',
  advanceAboveTotal: 'Advance payment cannot exceed total amount',
  totalMismatch: 'Total amount must equal the sum of product prices',
  dueDateRequired: 'Due date is required',
  dueDatePast: 'Due date cannot be in the past',
  dueBeforeOrderDate: 'Due date cannot be earlier than the order date',
  paymentTypeRequired: 'Payment type is required',
  paymentTypeInvalid: 'Payment type must be cash, UPI or card',
  imagesMin: 'Please add at least one image for each product',
  imagesMax: IMAGE_MESSAGES.tooManyForProduct,
  imagesRepeated: 'The same image is attached twice',
  selectStatus: 'Please select a status',
  orderIdMissing: 'Invalid order data - Order ID not found',
  invalidStatus: 'Invalid status selected',
  delayReason: 'Please enter a delay reason for delayed status',
  expectedDatePast: 'The new expected date cannot be in the past',
  expectedDateOnlyDelayed: 'A new expected date can only be given with the Delayed status',
  orderNotFound: 'Order not found',
  deliveredShopkeeperOnly: 'Only the shopkeeper can mark an order as Delivered',
  collectBeforeDelivered: 'Collect the remaining payment before marking the order as Delivered',
  finalBeforeDelivered:
    'Set the final payment of this alteration order before marking it as Delivered',
  finalBeforeCollect: 'Set the final payment of this alteration order before collecting a payment',
  endBeforeStart: 'End date cannot be earlier than start date.',
  invalidStatusFilter: `Status filter must be one of ${['All', ...ORDER_STATUSES, 'Due'].join(', ')}`,
  invalidAssigneeFilter: 'assignedTo must be an employee id',
  invalidPayment: 'Please enter a valid amount',
  invalidTotal: 'Please enter a valid total amount',
  notAlteration: 'Only an alteration order has a final payment to set',
  productNotInOrder: 'Product not found in this order',
  lastProduct: 'An order must keep at least one product',
  editShopkeeperOnly:
    'Only the shopkeeper can change prices, the payment type or assignments, or add or remove a product',
  productsMax: `An order can have at most ${PRODUCTS_PER_ORDER_MAX} products`,
  cancelShopkeeperOnly: 'Only the shopkeeper can cancel an order',
  cancelDelivered: 'A Delivered order cannot be cancelled',
  paidMoneyRequired: 'Choose whether to refund or keep the money received',
  paidMoneyInvalid: "Paid money must be 'refund' or 'keep'",
  measurementNameRequired: 'Measurement name is required',
  measurementNameLength: `Measurement name must be at most ${TEXT_MAX_LENGTH} characters`,
  measurementValueLength: `Measurement values must be at most ${MEASUREMENT_VALUE_MAX_LENGTH} characters`,
  noteLength: `Note must be at most ${NOTE_MAX_LENGTH} characters`,
} as const;

/**
 * Why the order schemas refuse a value: each code with its English sentence (the server answers
 * with it) and the order forms' key.
 */
export const ORDER_RULES = {
  ORDER_NO_PRODUCTS: { key: 'newOrder:validation.noProducts', text: ORDER_MESSAGES.noProducts },
  ORDER_PRODUCT_NAME_REQUIRED: {
    key: 'newOrder:validation.productNameRequired',
    text: ORDER_MESSAGES.productNameRequired,
  },
  ORDER_PRODUCT_NAME_LENGTH: {
    key: 'newOrder:validation.productNameLength',
    text: (p: { min: number; max: number }) =>
      `Product name must be ${p.min} to ${p.max} characters`,
    params: { min: TEXT_MIN_LENGTH, max: TEXT_MAX_LENGTH },
  },
  ORDER_ASSIGNEE_REQUIRED: {
    key: 'newOrder:validation.assignEmployee',
    text: ORDER_MESSAGES.assignEmployee,
  },
  ORDER_PRICE_ABOVE_ZERO: {
    key: 'newOrder:validation.priceAboveZero',
    text: ORDER_MESSAGES.priceAboveZero,
  },
  ORDER_AMOUNT_INVALID: {
    key: 'newOrder:validation.invalidAmount',
    text: ORDER_MESSAGES.invalidAmount,
  },
  ORDER_ADVANCE_ABOVE_TOTAL: {
    key: 'newOrder:validation.advanceAboveTotal',
    text: ORDER_MESSAGES.advanceAboveTotal,
  },
  ORDER_DUE_DATE_REQUIRED: {
    key: 'newOrder:validation.dueDateRequired',
    text: ORDER_MESSAGES.dueDateRequired,
  },
  ORDER_DUE_BEFORE_ORDER_DATE: {
    key: 'newOrder:validation.dueBeforeOrderDate',
    text: ORDER_MESSAGES.dueBeforeOrderDate,
  },
  ORDER_PAYMENT_TYPE_REQUIRED: {
    key: 'newOrder:validation.paymentTypeRequired',
    text: ORDER_MESSAGES.paymentTypeRequired,
  },
  ORDER_PAYMENT_TYPE_INVALID: {
    key: 'newOrder:validation.paymentTypeInvalid',
    text: ORDER_MESSAGES.paymentTypeInvalid,
  },
  ORDER_IMAGES_MIN: { key: 'newOrder:validation.imagesMin', text: ORDER_MESSAGES.imagesMin },
  ORDER_IMAGES_MAX: {
    key: 'newOrder:validation.imagesMax',
    text: (p: { max: number }) => `You can add at most ${p.max} images per product`,
    params: { max: IMAGES_PER_PRODUCT_MAX },
  },
  ORDER_MEASUREMENT_NAME_REQUIRED: {
    key: 'newOrder:validation.measurementNameRequired',
    text: ORDER_MESSAGES.measurementNameRequired,
  },
  ORDER_MEASUREMENT_NAME_LENGTH: {
    key: 'newOrder:validation.measurementNameLength',
    text: (p: { max: number }) => `Measurement name must be at most ${p.max} characters`,
    params: { max: TEXT_MAX_LENGTH },
  },
  ORDER_MEASUREMENT_VALUE_LENGTH: {
    key: 'newOrder:validation.measurementValueLength',
    text: (p: { max: number }) => `Measurement values must be at most ${p.max} characters`,
    params: { max: MEASUREMENT_VALUE_MAX_LENGTH },
  },
  ORDER_NOTE_LENGTH: {
    key: 'newOrder:validation.noteLength',
    text: (p: { max: number }) => `Note must be at most ${p.max} characters`,
    params: { max: NOTE_MAX_LENGTH },
  },
} as const satisfies Record<string, RuleDefinition>;

export const ORDER_CODES = codesOf(ORDER_RULES);

/** 'Amount cannot exceed remaining amount (₹1,500)' */
export function amountAboveRemainingMessage(remaining: number): string {
  return `Amount cannot exceed remaining amount (${formatRupees(remaining)})`;
}

/** 'Total amount cannot be less than advance payment (₹500)' */
export function totalBelowAdvanceMessage(advance: number): string {
  return `Total amount cannot be less than advance payment (${formatRupees(advance)})`;
}

/** 'Total amount cannot be less than the amount already paid (₹800)' (POST /update_order). */
export function totalBelowPaidMessage(paid: number): string {
  return `Total amount cannot be less than the amount already paid (${formatRupees(paid)})`;
}

/* ───────────── Pure rules ───────────── */

function findIgnoringCase<T extends string>(values: readonly T[], text: string): T | null {
  const wanted = text.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? null;
}

/** The canonical status for any casing ('in process' → 'In Process'), or null. */
export function normalizeOrderStatus(value: string): OrderStatus | null {
  return findIgnoringCase(ORDER_STATUSES, value);
}

/** Rupees still owed: total minus what was paid, never negative, exact to the paisa. */
export function remainingAmount(total: number, paid: number): number {
  return paiseToRupees(Math.max(0, rupeesToPaise(total) - rupeesToPaise(paid)));
}

/** The sum of rupee amounts, exact to the paisa (499.99 + 1200.5 + 0.01 = 1700.5). */
export function sumRupees(amounts: readonly number[]): number {
  return paiseToRupees(amounts.reduce((sum, amount) => sum + rupeesToPaise(amount), 0));
}

/** Whether this role may choose this status in the Update Status dialog. */
export function canChooseStatus(role: Role, status: string): boolean {
  const chosen = findIgnoringCase(USER_SELECTABLE_STATUSES, status);
  if (!chosen) return false;
  return chosen !== 'Delivered' || role === 'shopkeeper';
}

/** Delivered and Cancelled orders are closed: settled or over, no longer work to do. */
export function isClosedStatus(status: string): boolean {
  const known = normalizeOrderStatus(status);
  return known !== null && CLOSED_STATUSES.includes(known);
}

/**
 * The status an order takes from its assignments: a new order (`current` null) starts
 * Assigned when every product line has an assignee, else Pending; later, assigning the last open
 * line moves Pending to Assigned and unassigning one moves Assigned back. Any other status stays.
 */
export function statusAfterAssignment(
  current: OrderStatus | null,
  allAssigned: boolean,
): OrderStatus {
  if (current !== null && current !== 'Pending' && current !== 'Assigned') return current;
  return allAssigned ? 'Assigned' : 'Pending';
}

/** An order's money as the payment rules need it, in integer paise. */
export interface PaymentState {
  orderType: OrderType;
  totalPaise: number;
  remainingPaise: number;
}

/** An alteration order still priced at 0: its final total must be set before money is collected. */
export function awaitsFinalPrice(order: Pick<PaymentState, 'orderType' | 'totalPaise'>): boolean {
  return order.orderType === 'alteration' && order.totalPaise === 0;
}

/**
 * What must happen before an order can be Delivered: an alteration order with total 0
 * needs its final payment set first; any order with an unpaid balance needs it collected.
 */
export function deliveredNeeds(order: PaymentState): 'collect-payment' | 'final-payment' | 'none' {
  if (awaitsFinalPrice(order)) return 'final-payment';
  if (order.remainingPaise > 0) return 'collect-payment';
  return 'none';
}

/** The last day of the Due window that starts today. */
export function dueWindowEnd(today: string): string {
  return addDays(today, DUE_WINDOW_DAYS - 1);
}

/**
 * Due: open (not Delivered or Cancelled) and due within the next 7 days counting
 * today, or overdue. The server's SQL for the Due lists (dueOrderCondition) follows this, and a
 * test runs both on the same rows.
 */
export function isDue(order: { status: string; dueDate: string }, today: string): boolean {
  if (isClosedStatus(order.status)) return false;
  return order.dueDate <= dueWindowEnd(today);
}

/** Overdue: open and its due date has passed. */
export function isOverdue(order: { status: string; dueDate: string }, today: string): boolean {
  return !isClosedStatus(order.status) && order.dueDate < today;
}

/** The tracker's active step for a status (any casing, 'deliverd' too), or -1 before Assigned. */
export function trackerStepIndex(status: string): number {
  const text = status.trim().toLowerCase() === 'deliverd' ? 'Delivered' : status;
  const found = findIgnoringCase(TRACKER_STEPS, text);
  return found ? TRACKER_STEPS.indexOf(found) : -1;
}

/**
 * The due date rule (given, not in the past) for a form or the server: the error code it refuses
 * with (error-codes.ts words it), or null when fine.
 */
export function dueDateError(
  dueDate: string | null | undefined,
  today: string,
): 'DUE_DATE_REQUIRED' | 'DUE_DATE_PAST' | null {
  if (!dueDate) return 'DUE_DATE_REQUIRED';
  if (dueDate < today) return 'DUE_DATE_PAST';
  return null;
}

/** A Delayed order's new expected date: optional, never before today (the shop's today). */
export function expectedDateError(
  expectedDate: string | null | undefined,
  today: string,
): 'EXPECTED_DATE_PAST' | null {
  if (expectedDate && expectedDate < today) return 'EXPECTED_DATE_PAST';
  return null;
}

/**
 * The collect-payment rule: the error code it refuses `amount` (rupees, as typed or sent) with, for
 * an order that still owes `remainingPaise` (PAYMENT_ABOVE_BALANCE is worded with that remainder),
 * or null when it may be collected.
 */
export function collectAmountError(
  amount: number | null | undefined,
  remainingPaise: number,
): 'PAYMENT_AMOUNT_INVALID' | 'PAYMENT_ABOVE_BALANCE' | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0 || !hasAtMostTwoDecimals(amount)) {
    return 'PAYMENT_AMOUNT_INVALID';
  }
  if (rupeesToPaise(amount) > remainingPaise) return 'PAYMENT_ABOVE_BALANCE';
  return null;
}

/**
 * The final alteration payment rule: the error code it refuses `total` (rupees, as typed or sent)
 * with, on an order whose customer has paid `paidPaise` so far (the advance, and any later payment;
 * TOTAL_BELOW_ADVANCE is worded with that amount), or null when it may be set.
 */
export function finalTotalError(
  total: number | null | undefined,
  paidPaise: number,
): 'TOTAL_AMOUNT_INVALID' | 'TOTAL_BELOW_ADVANCE' | null {
  if (total == null || !Number.isFinite(total) || total <= 0 || !hasAtMostTwoDecimals(total)) {
    return 'TOTAL_AMOUNT_INVALID';
  }
  if (rupeesToPaise(total) < paidPaise) return 'TOTAL_BELOW_ADVANCE';
  return null;
}

/* ───────────── Requests ───────────── */

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && hasAtMostTwoDecimals(value);

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

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
  .pipe(z.enum(ORDER_TYPES, "Order type must be 'new' or 'alteration'"));

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
      .union([z.string(), z.number()], { error: 'Measurement values must be text' })
      .transform((v) => String(v).trim())
      .pipe(
        z.string().max(MEASUREMENT_VALUE_MAX_LENGTH, ORDER_CODES.ORDER_MEASUREMENT_VALUE_LENGTH),
      ),
    { error: 'Measurements must be a map of name to value' },
  )
  .transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value !== '')))
  .refine(
    (map) => Object.keys(map).length <= MEASUREMENTS_PER_PRODUCT_MAX,
    `At most ${MEASUREMENTS_PER_PRODUCT_MAX} measurements per product`,
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
    .array(z.string(), { error: 'uploadedImages must be a list of image ids' })
    .max(IMAGES_PER_PRODUCT_MAX, ORDER_CODES.ORDER_IMAGES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_MESSAGES.imagesRepeated)
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
      .max(PRODUCTS_PER_ORDER_MAX, ORDER_MESSAGES.productsMax),
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
        message: ORDER_MESSAGES.totalMismatch,
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

/** What happens to money received when an order is cancelled: given back, or kept by the shop. */
export const PAID_MONEY_CHOICES = ['refund', 'keep'] as const;
export type PaidMoneyChoice = (typeof PAID_MONEY_CHOICES)[number];

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

/** PUT /update_remaining_payment/{orderId}: `remainingAmount` is the amount collected now. */
export const collectPaymentSchema = z.object({
  remainingAmount: createRupeeAmountSchema({
    positive: true,
    invalidMessage: ORDER_MESSAGES.invalidPayment,
    minMessage: ORDER_MESSAGES.invalidPayment,
  }),
  /** Defaults to the order's payment type. */
  paymentType: z.preprocess(emptyToUndefined, paymentTypeSchema.optional()),
});
export type CollectPaymentInput = z.input<typeof collectPaymentSchema>;
export type CollectPayment = z.output<typeof collectPaymentSchema>;

/** PUT /update_alteration_payment/{orderId}: the alteration order's final total. */
export const alterationPaymentSchema = z.object({
  totalAmount: createRupeeAmountSchema({
    positive: true,
    invalidMessage: ORDER_MESSAGES.invalidTotal,
    minMessage: ORDER_MESSAGES.invalidTotal,
  }),
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
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${ORDER_LIST_LIMIT_MAX}` })
      .int(`limit must be a whole number from 1 to ${ORDER_LIST_LIMIT_MAX}`)
      .min(1, `limit must be a whole number from 1 to ${ORDER_LIST_LIMIT_MAX}`)
      .max(ORDER_LIST_LIMIT_MAX, `limit must be a whole number from 1 to ${ORDER_LIST_LIMIT_MAX}`)
      .default(PAGE_SIZE_ORDERS),
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

/* ───────────── Responses ───────────── */

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
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** GET /get_customer_orders/{customerId}: newest first. */
export const customerOrdersSchema = z.object({ orders: z.array(orderSchema) });
export type CustomerOrders = z.infer<typeof customerOrdersSchema>;
