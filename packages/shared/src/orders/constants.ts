/* An order's wire values (statuses, types, payment types and kinds) and its limits. */

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

/** What happens to money received when an order is cancelled: given back, or kept by the shop. */
export const PAID_MONEY_CHOICES = ['refund', 'keep'] as const;
export type PaidMoneyChoice = (typeof PAID_MONEY_CHOICES)[number];
