import type { RuleDefinition } from './rules';
import { ORDER_MESSAGES } from './orders/messages';
import { formatOrderNumber } from './settings-rules';

/**
 * The billing PDFs: the shop copy (GET /generate_billing_pdf/{orderId}), the customer
 * copy (GET /generate_customer_billing_pdf/{orderId}?token={share_token}) and the payment receipt
 * (GET /generate_receipt_pdf/{orderId}).
 */

export const BILLING_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  tokenRequired: 'token is required',
} as const;

/** Why a customer's bill link is refused: its code, English sentence and key. */
export const BILLING_RULES = {
  BILLING_TOKEN_REQUIRED: {
    key: 'billing:rules.tokenRequired',
    text: BILLING_MESSAGES.tokenRequired,
  },
} as const satisfies Record<string, RuleDefinition>;

/** The order number as the shop prints it: its prefix, if any, then the number ('KT-12', '12'). */
export function orderNumberLabel(orderNumber: number, prefix = ''): string {
  return formatOrderNumber(prefix, orderNumber);
}

/** A file name part safe in a Content-Disposition header and on any file system. */
function fileNamePart(label: string): string {
  return label.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** 'billing_12.pdf', from the order number as the shop prints it. */
export function billingFileName(label: string): string {
  return `billing_${fileNamePart(label)}.pdf`;
}

/** 'billing_12_customer.pdf' */
export function customerBillingFileName(label: string): string {
  return `billing_${fileNamePart(label)}_customer.pdf`;
}

/** 'receipt_12.pdf' */
export function receiptFileName(label: string): string {
  return `receipt_${fileNamePart(label)}.pdf`;
}
