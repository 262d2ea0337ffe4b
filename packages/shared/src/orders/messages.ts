import { IMAGES_PER_PRODUCT_MAX, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../constants';
import { IMAGE_MESSAGES } from '../images-rules';
import { atMostCharacters, pageLimitRule } from '../length-rules';
import { formatRupees } from '../money';
import { codesOf, type RuleDefinition } from '../rules';
import {
  MEASUREMENT_VALUE_MAX_LENGTH,
  MEASUREMENTS_PER_PRODUCT_MAX,
  NOTE_MAX_LENGTH,
  ORDER_LIST_LIMIT_MAX,
  ORDER_STATUSES,
  PRODUCTS_PER_ORDER_MAX,
} from './constants';

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
  ORDER_MEASUREMENT_NAME_LENGTH: atMostCharacters(
    'newOrder:validation.measurementNameLength',
    'Measurement name',
    TEXT_MAX_LENGTH,
  ),
  ORDER_MEASUREMENT_VALUE_LENGTH: atMostCharacters(
    'newOrder:validation.measurementValueLength',
    'Measurement values',
    MEASUREMENT_VALUE_MAX_LENGTH,
  ),
  ORDER_NOTE_LENGTH: atMostCharacters('newOrder:validation.noteLength', 'Note', NOTE_MAX_LENGTH),
  ORDER_TOTAL_MISMATCH: {
    key: 'newOrder:validation.totalMismatch',
    text: ORDER_MESSAGES.totalMismatch,
  },
  ORDER_IMAGES_REPEATED: {
    key: 'newOrder:validation.imagesRepeated',
    text: ORDER_MESSAGES.imagesRepeated,
  },
  ORDER_IMAGES_LIST: {
    key: 'newOrder:validation.imagesList',
    text: 'uploadedImages must be a list of image ids',
  },
  ORDER_PRODUCTS_MAX: {
    key: 'errors:PRODUCTS_TOO_MANY',
    text: (p: { max: number }) => `An order can have at most ${p.max} products`,
    params: { max: PRODUCTS_PER_ORDER_MAX },
  },
  ORDER_TYPE_INVALID: {
    key: 'newOrder:validation.orderTypeInvalid',
    text: "Order type must be 'new' or 'alteration'",
  },
  ORDER_MEASUREMENT_VALUE_TEXT: {
    key: 'newOrder:validation.measurementValueText',
    text: 'Measurement values must be text',
  },
  ORDER_MEASUREMENTS_MAP: {
    key: 'newOrder:validation.measurementsMap',
    text: 'Measurements must be a map of name to value',
  },
  ORDER_MEASUREMENTS_MAX: {
    key: 'newOrder:validation.measurementsMax',
    text: (p: { max: number }) => `At most ${p.max} measurements per product`,
    params: { max: MEASUREMENTS_PER_PRODUCT_MAX },
  },
  ORDER_STATUS_REQUIRED: {
    key: 'orderDetails:statusDialog.errors.selectStatus',
    text: ORDER_MESSAGES.selectStatus,
  },
  ORDER_ID_MISSING: {
    key: 'orderDetails:statusDialog.errors.orderIdMissing',
    text: ORDER_MESSAGES.orderIdMissing,
  },
  ORDER_STATUS_INVALID: {
    key: 'orderDetails:statusDialog.errors.invalidStatus',
    text: ORDER_MESSAGES.invalidStatus,
  },
  ORDER_DELAY_REASON_REQUIRED: {
    key: 'orderDetails:statusDialog.errors.delayReason',
    text: ORDER_MESSAGES.delayReason,
  },
  ORDER_DELAY_REASON_LENGTH: atMostCharacters(
    'orderDetails:rules.delayReasonLength',
    'Delay reason',
    NOTE_MAX_LENGTH,
  ),
  ORDER_EXPECTED_DATE_ONLY_DELAYED: {
    key: 'orderDetails:rules.expectedDateOnlyDelayed',
    text: ORDER_MESSAGES.expectedDateOnlyDelayed,
  },
  ORDER_PRODUCT_ID_REQUIRED: {
    key: 'orderDetails:rules.productIdRequired',
    text: 'Product id is required',
  },
  ORDER_DATA_MISSING: {
    key: 'orderDetails:rules.orderDataMissing',
    text: 'Missing customer or order data',
  },
  ORDER_CANCEL_REASON_LENGTH: atMostCharacters(
    'orderDetails:rules.cancelReasonLength',
    'Reason',
    NOTE_MAX_LENGTH,
  ),
  ORDER_PAID_MONEY_INVALID: {
    key: 'orderDetails:rules.paidMoneyInvalid',
    text: ORDER_MESSAGES.paidMoneyInvalid,
  },
  ORDER_PAYMENT_INVALID: {
    key: 'orderDetails:collectDialog.errors.invalid',
    text: ORDER_MESSAGES.invalidPayment,
  },
  ORDER_TOTAL_INVALID: {
    key: 'orderDetails:finalDialog.errors.invalid',
    text: ORDER_MESSAGES.invalidTotal,
  },
  ORDER_STATUS_FILTER_INVALID: {
    key: 'orderList:rules.statusFilterInvalid',
    text: (p: { statuses: string }) => `Status filter must be one of ${p.statuses}`,
    params: { statuses: ['All', ...ORDER_STATUSES, 'Due'].join(', ') },
  },
  ORDER_ASSIGNEE_FILTER_INVALID: {
    key: 'orderList:rules.assigneeFilterInvalid',
    text: ORDER_MESSAGES.invalidAssigneeFilter,
  },
  ORDER_END_BEFORE_START: {
    key: 'orderList:filter.endBeforeStart',
    text: ORDER_MESSAGES.endBeforeStart,
  },
  ORDER_LIST_LIMIT_INVALID: pageLimitRule('orderList:rules.limitInvalid', ORDER_LIST_LIMIT_MAX),
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
