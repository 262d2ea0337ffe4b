import { APPROVAL_MESSAGES } from './approvals-rules';
import { FIT_MESSAGES } from './fit-rules';
import { CAPACITY_MESSAGES } from './capacity-rules';
import { CUSTOMER_MESSAGES, CUSTOMER_NOT_FOUND } from './customers-rules';
import { dateOutOfRangeMessage } from './dates';
import { EMPLOYEE_NOT_FOUND } from './employees-rules';
import { GARMENT_MESSAGES } from './garments-rules';
import { IMAGE_MESSAGES } from './images-rules';
import { INVITE_MESSAGES } from './invites-rules';
import { KARIGAR_MESSAGES } from './karigars-rules';
import { NOTIFICATION_NOT_FOUND } from './notifications';
import {
  amountAboveRemainingMessage,
  ORDER_MESSAGES,
  totalBelowAdvanceMessage,
  totalBelowPaidMessage,
} from './orders/messages';
import { PUSH_MESSAGES } from './push-rules';
import { PERMISSION_MESSAGES } from './settings-rules';
import { STORE_MESSAGES } from './stores-rules';
import { TRIAL_MESSAGES } from './trials-rules';

/** Values an error message is built from; sent beside the code so a client can word it itself. */
export type ErrorParamValues = Record<string, string | number>;

type Definition = {
  /** The HTTP status the error is answered with. */
  status: number;
  /**
   * The English message: fixed text, text built from the params, or null when the text is made
   * where the error happens and carries no fixed meaning (a schema's own validation message).
   */
  message: string | ((params: never) => string) | null;
};

const closedOrderMessage = (status: string) =>
  `Order is ${status}: its products and prices can no longer be changed`;

/**
 * Every failure the API answers with, by its stable machine code: `{ error, code, params? }`.
 * A client translates by `code` (and `params`), never by `error`, which is English.
 */
export const ERROR_CODES = {
  // Requests as a whole
  VALIDATION_FAILED: { status: 400, message: null },
  /** A business date outside its window (dates.ts: BUSINESS_DATE_MIN to two years ahead). */
  DATE_OUT_OF_RANGE: { status: 400, message: dateOutOfRangeMessage },
  INVALID_JSON: { status: 400, message: 'Request body is not valid JSON' },
  EMPTY_BODY: { status: 400, message: 'Request body is empty' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  REQUEST_REJECTED: { status: 400, message: null },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: (p: { method: string; path: string }) => `Not found: ${p.method} ${p.path}`,
  },
  UNSAFE_TEXT: {
    status: 400,
    message: (p: { field: string }) =>
      `${p.field}: text may not contain NUL or broken Unicode characters`,
  },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'Idempotency-Key must be 1 to 200 characters' },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed',
  },
  IDEMPOTENCY_ANSWER_LOST: {
    status: 409,
    message:
      'This request was already carried out, but its answer was lost. Reload to see the result.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  SERVER_BUSY: { status: 503, message: 'The server is busy. Please try again in a few seconds.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The server is restarting its database. Please try again in a moment.',
  },
  DATABASE_RESTARTING: {
    status: 503,
    message: 'The database is restarting. Please try again in a few seconds.',
  },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },

  // Signing in and access
  AUTH_REQUIRED: { status: 401, message: 'Authentication required. Please login again.' },
  SESSION_EXPIRED: { status: 401, message: 'Session expired. Please login again.' },
  TOKEN_INVALID: { status: 401, message: 'Invalid or expired token. Please login again.' },
  SHOP_ACCESS_ENDED: {
    status: 401,
    message: 'Your access to this shop has ended. Please login again.',
  },
  PERMISSION_DENIED: { status: 403, message: "You don't have permission to do this." },
  STORE_NOT_SELECTED: { status: 403, message: 'Select a store first.' },
  NOT_STORE_EMPLOYEE: { status: 403, message: STORE_MESSAGES.notYourStore },
  PAYMENTS_NOT_ALLOWED: { status: 403, message: PERMISSION_MESSAGES.collectPayments },
  PAYMENTS_NEED_PRICES: { status: 403, message: PERMISSION_MESSAGES.collectWithoutPrices },
  PRICES_NOT_ALLOWED: { status: 403, message: PERMISSION_MESSAGES.setPrices },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  OTP_NETWORK_LIMIT: {
    status: 429,
    message: 'Too many OTP requests from this network. Please try again later.',
  },
  OTP_PHONE_LIMIT: {
    status: 429,
    message: 'Too many OTP requests for this number. Please try again later.',
  },
  OTP_RESEND_WAIT: {
    status: 429,
    message: (p: { seconds: number }) =>
      `Please wait ${p.seconds} seconds before requesting another OTP.`,
  },
  OTP_SEND_FAILED: {
    status: 429,
    message: 'Could not send the OTP right now. Please try again in a minute.',
  },
  OTP_EXPIRED: {
    status: 400,
    message: 'This OTP has expired or was not requested. Please request a new OTP.',
  },
  OTP_LOCKED: { status: 429, message: 'Too many wrong attempts. Please request a new OTP.' },
  OTP_INCORRECT: {
    status: 400,
    message: (p: { count: number }) =>
      `Incorrect OTP. ${p.count} ${p.count === 1 ? 'attempt' : 'attempts'} left.`,
  },
  GOOGLE_NOT_CONFIGURED: { status: 404, message: 'Google sign-in is not configured' },
  GOOGLE_SIGN_IN_FAILED: { status: 400, message: 'Google sign-in failed. Please try again.' },
  GOOGLE_SIGN_IN_EXPIRED: { status: 400, message: 'Google sign-in expired. Please try again.' },
  GOOGLE_UNAVAILABLE: {
    status: 502,
    message: 'Google sign-in is unavailable right now. Please try again later.',
  },

  // Shops and their settings
  PINCODE_INVALID: { status: 400, message: 'Invalid Pincode' },
  PINCODE_NOT_FOUND: { status: 404, message: 'Invalid Pincode' },
  PINCODE_PLACE_MISMATCH: { status: 400, message: 'State and district do not match the pincode' },
  EMPLOYEE_CANNOT_CREATE_SHOP: {
    status: 409,
    message: 'An employee account cannot create a shop.',
  },
  SHOP_ALREADY_EXISTS: { status: 409, message: 'This account already has a shop.' },
  SHOP_NOT_FOUND: { status: 404, message: 'Shop not found' },

  // Customers and employees
  CUSTOMER_NOT_FOUND: { status: 404, message: CUSTOMER_NOT_FOUND },
  CUSTOMER_NOT_ON_MOBILE: { status: 400, message: CUSTOMER_MESSAGES.notOnMobile },
  CUSTOMER_NAME_TAKEN: { status: 409, message: CUSTOMER_MESSAGES.nameTaken },
  DATE_OF_BIRTH_FUTURE: { status: 400, message: CUSTOMER_MESSAGES.dateOfBirthFuture },
  EMPLOYEE_NOT_FOUND: { status: 404, message: EMPLOYEE_NOT_FOUND },
  EMPLOYEE_PHONE_TAKEN: {
    status: 409,
    message: 'An employee with this phone number already exists',
  },
  EMPLOYEE_ASSIGNMENT_INVALID: { status: 400, message: ORDER_MESSAGES.assignEmployee },

  // Orders
  ORDER_NOT_FOUND: { status: 404, message: ORDER_MESSAGES.orderNotFound },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found' },
  ORDERS_VIEW_FORBIDDEN: {
    status: 403,
    message: "Access denied: You don't have permission to view orders.",
  },
  DUE_DATE_REQUIRED: { status: 400, message: ORDER_MESSAGES.dueDateRequired },
  DUE_DATE_PAST: { status: 400, message: ORDER_MESSAGES.dueDatePast },
  DUE_BEFORE_ORDER_DATE: { status: 400, message: ORDER_MESSAGES.dueBeforeOrderDate },
  TRIAL_DATE_PAST: { status: 400, message: TRIAL_MESSAGES.past },
  TRIAL_AFTER_DUE: { status: 400, message: TRIAL_MESSAGES.afterDue },
  NO_TRIAL: { status: 409, message: TRIAL_MESSAGES.noTrial },
  TRIAL_ORDER_CLOSED: { status: 409, message: TRIAL_MESSAGES.closed },
  REMINDER_NOT_DUE: {
    status: 409,
    message: 'There is nothing to remind the customer of: the order is not waiting or owes nothing',
  },
  EXPECTED_DATE_PAST: { status: 400, message: ORDER_MESSAGES.expectedDatePast },
  ORDER_DELIVERED_LOCKED: { status: 409, message: closedOrderMessage('Delivered') },
  ORDER_CANCELLED_LOCKED: { status: 409, message: closedOrderMessage('Cancelled') },
  ORDER_CANCELLED: {
    status: 409,
    message: 'This order was cancelled: its status can no longer be changed',
  },
  DELIVERED_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.deliveredShopkeeperOnly },
  FINAL_PAYMENT_BEFORE_DELIVERED: { status: 409, message: ORDER_MESSAGES.finalBeforeDelivered },
  BALANCE_DUE_BEFORE_DELIVERED: { status: 409, message: ORDER_MESSAGES.collectBeforeDelivered },
  EDIT_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.editShopkeeperOnly },
  CUSTOMER_CHANGE_SHOPKEEPER_ONLY: {
    status: 403,
    message: "Only the shopkeeper can change a customer's name, address or gender",
  },
  PRODUCT_NOT_IN_ORDER: { status: 400, message: ORDER_MESSAGES.productNotInOrder },
  LAST_PRODUCT: { status: 400, message: ORDER_MESSAGES.lastProduct },
  PRICE_NOT_ABOVE_ZERO: { status: 400, message: ORDER_MESSAGES.priceAboveZero },
  IMAGES_REQUIRED: { status: 400, message: ORDER_MESSAGES.imagesMin },
  PRODUCTS_TOO_MANY: { status: 400, message: ORDER_MESSAGES.productsMax },
  TOTAL_BELOW_PAID: {
    status: 400,
    message: (p: { paid: number }) => totalBelowPaidMessage(p.paid),
  },
  CANCEL_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.cancelShopkeeperOnly },
  DELIVERED_NOT_CANCELLABLE: { status: 409, message: ORDER_MESSAGES.cancelDelivered },
  PAID_MONEY_CHOICE_REQUIRED: { status: 400, message: ORDER_MESSAGES.paidMoneyRequired },

  // Payments
  FINAL_PAYMENT_BEFORE_COLLECT: { status: 409, message: ORDER_MESSAGES.finalBeforeCollect },
  PAYMENT_AMOUNT_INVALID: { status: 400, message: ORDER_MESSAGES.invalidPayment },
  PAYMENT_ABOVE_BALANCE: {
    status: 400,
    message: (p: { remaining: number }) => amountAboveRemainingMessage(p.remaining),
  },
  NOT_ALTERATION_ORDER: { status: 400, message: ORDER_MESSAGES.notAlteration },
  TOTAL_AMOUNT_INVALID: { status: 400, message: ORDER_MESSAGES.invalidTotal },
  TOTAL_BELOW_ADVANCE: {
    status: 400,
    message: (p: { advance: number }) => totalBelowAdvanceMessage(p.advance),
  },

  // Images
  IMAGE_MISSING: { status: 400, message: IMAGE_MESSAGES.missing },
  IMAGE_ONE_AT_A_TIME: { status: 400, message: IMAGE_MESSAGES.oneAtATime },
  IMAGE_NOT_AN_IMAGE: { status: 400, message: IMAGE_MESSAGES.notImage },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.tooLarge },
  IMAGE_TOO_MANY_PIXELS: { status: 400, message: IMAGE_MESSAGES.tooManyPixels },
  IMAGE_TOO_MANY_FOR_PRODUCT: { status: 400, message: IMAGE_MESSAGES.tooManyForProduct },
  IMAGE_UPLOAD_AGAIN: { status: 400, message: IMAGE_MESSAGES.uploadAgain },
  IMAGE_NOT_FOUND: { status: 404, message: IMAGE_MESSAGES.notFound },
  IMAGE_LINK_INVALID: { status: 403, message: IMAGE_MESSAGES.linkInvalid },
  IMAGE_LINK_EXPIRED: { status: 403, message: IMAGE_MESSAGES.linkExpired },
  IMAGE_SERVER_BUSY: { status: 503, message: IMAGE_MESSAGES.busy },
  IMAGE_STORAGE_UNAVAILABLE: {
    status: 503,
    message: 'Photos cannot be saved or shown right now. Please try again in a minute.',
  },

  // Invites
  INVITE_NOT_FOUND: { status: 404, message: INVITE_MESSAGES.notFound },
  INVITE_OWN_PHONE: { status: 400, message: INVITE_MESSAGES.ownPhone },
  INVITE_ALREADY_EMPLOYEE: { status: 409, message: INVITE_MESSAGES.alreadyEmployee },
  INVITE_ALREADY_PENDING: { status: 409, message: INVITE_MESSAGES.alreadyPending },
  INVITE_NOT_PENDING_CANCEL: { status: 409, message: INVITE_MESSAGES.onlyPendingCancel },
  INVITE_NOT_PENDING_RESEND: { status: 409, message: INVITE_MESSAGES.onlyPendingResend },
  INVITE_USED: { status: 409, message: INVITE_MESSAGES.used },
  INVITE_CANCELLED: { status: 410, message: INVITE_MESSAGES.cancelled },
  INVITE_REJECTED: { status: 410, message: INVITE_MESSAGES.rejected },
  INVITE_EXPIRED: { status: 410, message: INVITE_MESSAGES.expired },
  INVITE_DIFFERENT_PHONE: { status: 400, message: INVITE_MESSAGES.differentPhone },

  // Karigar wages
  LEDGER_PERIOD_INVALID: { status: 400, message: KARIGAR_MESSAGES.periodInvalid },
  KARIGAR_NOT_FOUND: { status: 404, message: 'Employee not found' },
  KARIGAR_RATE_NOT_FOUND: { status: 404, message: 'Rate not found' },
  PAYOUT_DATE_FUTURE: { status: 400, message: 'A payout cannot be dated after today' },
  LEDGER_ENTRY_NOT_FOUND: { status: 404, message: 'Ledger entry not found' },
  LEDGER_ENTRY_NOT_REVERSIBLE: {
    status: 409,
    message:
      "Only a payout can be reversed here: a garment's credit follows its order and assignment",
  },
  LEDGER_ENTRY_ALREADY_REVERSED: { status: 409, message: 'This payout was already reversed' },
  WORK_GARMENT_NOT_FOUND: { status: 404, message: 'Garment not found' },
  WORK_GARMENT_NOT_ASSIGNED: {
    status: 409,
    message: 'Assign the garment to a karigar before marking its work done',
  },
  WORK_STEP_NO_RATE: {
    status: 409,
    message: 'No rate is set for this step of the garment: set one on the wages page first',
  },
  WORK_STEP_NOT_YOURS: {
    status: 403,
    message: 'Another karigar did this step: only the shop owner or they can mark it not done',
  },
  WORK_ORDER_CANCELLED: {
    status: 409,
    message: 'This order was cancelled: its work can no longer be marked done',
  },

  // Garment tags and their steps
  GARMENT_NOT_FOUND: { status: 404, message: GARMENT_MESSAGES.notFound },
  GARMENT_ORDER_CANCELLED: { status: 409, message: GARMENT_MESSAGES.orderCancelled },

  // The customer's approvals of extra work
  APPROVAL_NOT_FOUND: { status: 404, message: APPROVAL_MESSAGES.notFound },
  APPROVAL_ORDER_CLOSED: { status: 409, message: APPROVAL_MESSAGES.orderClosed },
  APPROVAL_DECIDED: { status: 409, message: APPROVAL_MESSAGES.decided },
  APPROVAL_IMAGE_NOT_OF_ORDER: { status: 400, message: APPROVAL_MESSAGES.imageNotOfOrder },

  // How it fitted
  FIT_WINDOW_CLOSED: { status: 409, message: FIT_MESSAGES.windowClosed },
  FIT_ANSWERED: { status: 409, message: FIT_MESSAGES.answered },
  FIT_PRODUCT_NOT_IN_ORDER: { status: 400, message: FIT_MESSAGES.productNotInOrder },

  // Messages to customers
  CUSTOMER_MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found' },
  CUSTOMER_MESSAGE_SETTLED: {
    status: 409,
    message: 'This message is no longer waiting for a check: it was sent, marked or sent again',
  },

  // Notifications and push
  NOTIFICATION_NOT_FOUND: { status: 404, message: NOTIFICATION_NOT_FOUND },
  PUSH_ENDPOINT_INSECURE: { status: 400, message: PUSH_MESSAGES.insecureEndpoint },
  PUSH_ENDPOINT_NOT_PUBLIC: {
    status: 400,
    message: "The push endpoint must be a browser push service's public https address",
  },

  // Restoring a shop from its export (command line)
  IMPORT_NOT_AN_EXPORT: {
    status: 400,
    message: 'This file is not a Tailor Shop Manager export (GET /api/export/json).',
  },
  IMPORT_WRONG_VERSION: {
    status: 400,
    message: (p: { version: string; expected: number }) =>
      `This export is version ${p.version}; this installation reads version ${p.expected}. Update it first.`,
  },
  IMPORT_DAMAGED: { status: 400, message: null },
  IMPORT_OWNER_PHONE_INVALID: {
    status: 400,
    message: "The owner's phone must be exactly 10 digits.",
  },
  IMPORT_OWNER_HAS_SHOP: {
    status: 409,
    message: (p: { phone: string }) =>
      `The account with phone ${p.phone} already has a shop here; restore with another owner phone or into a fresh installation.`,
  },
  IMPORT_SHOP_EXISTS: {
    status: 409,
    message: (p: { shop: string }) => `The shop ${p.shop} is already in this database.`,
  },
  IMPORT_RECORDS_EXIST: {
    status: 409,
    message:
      'Some of these records are already in this database (the same ids, links or images). Restore into a fresh installation.',
  },
  // Capacity calendar
  CAPACITY_EMPLOYEE_UNKNOWN: { status: 400, message: CAPACITY_MESSAGES.unknownEmployee },
  // GST regimes
  GST_SCHEME_WITHOUT_GSTIN: {
    status: 400,
    message: 'A composition or regular GST shop needs its GSTIN: enter it, or choose unregistered',
  },
  GSTR1_COMPOSITION: {
    status: 400,
    message: 'A composition shop files CMP-08 each quarter, not GSTR-1',
  },
} as const satisfies Record<string, Definition>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The params a code's message is built from, or undefined for a code without any. */
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_CODES)[C]['message'] extends (
  params: infer P,
) => string
  ? P
  : undefined;

/** Codes answered with `status`. */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] extends S ? C : never;
}[ErrorCode];

/** Codes whose message is made where the error happens. */
export type FreeTextErrorCode = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C]['message'] extends null ? C : never;
}[ErrorCode];

/** Params that are rupee amounts: a client shows them formatted as money. */
export const RUPEE_PARAMS: readonly string[] = ['paid', 'remaining', 'advance'];

/**
 * The English message of `code`: its fixed text, or the text built from `params`; `fallback` for a
 * code whose text is made where it happens.
 */
export function errorMessage(code: ErrorCode, params?: ErrorParamValues, fallback = ''): string {
  const message = ERROR_CODES[code].message as string | ((p: ErrorParamValues) => string) | null;
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return message(params ?? {});
  return fallback;
}
