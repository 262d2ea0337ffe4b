import { z } from 'zod';
import type { ApprovalList } from './approvals';
import {
  orderDetailSchema,
  orderProductSchema,
  orderSchema,
  paymentEntrySchema,
  type Order,
  type OrderChange,
  type OrderChangeField,
} from './orders/responses';

/*
 * A shop may keep prices from the staff of a position (settings' see_prices). The views such staff
 * read carry every money figure as null then: prices, totals, advance, paid, remaining, payments,
 * refunds and the money in the status history. So do the ways to the money that name no amount:
 * the order's share token and link (its tracking page and the customer's bill show every amount)
 * and the shop's UPI payee (the payment link and QR of the balance). The shopkeeper's views never
 * change shape.
 */

/** A rupee amount, or null where the caller may not see prices. */
const hiddenMoney = z.number().nullable();
/** The order's share token or link, or null where the caller may not see prices. */
const hiddenLink = z.string().nullable();

export const memberOrderProductSchema = orderProductSchema.extend({ price: hiddenMoney });
export type MemberOrderProduct = z.infer<typeof memberOrderProductSchema>;

/** An order object as a member of the shop reads it: money null when hidden from them. */
export const memberOrderSchema = orderSchema.extend({
  share_token: hiddenLink,
  share_link: hiddenLink,
  order: orderSchema.shape.order.extend({
    totalAmount: hiddenMoney,
    advancePayment: hiddenMoney,
    paidAmount: hiddenMoney,
    remainingAmount: hiddenMoney,
    products: z.array(memberOrderProductSchema),
  }),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

export const memberPaymentEntrySchema = paymentEntrySchema.extend({ amount: hiddenMoney });
export type MemberPaymentEntry = z.infer<typeof memberPaymentEntrySchema>;

/** GET /orders/{id} and GET /employee/orders/{id}: money and links null when hidden from the caller. */
export const memberOrderDetailSchema = orderDetailSchema.extend({
  share_token: hiddenLink,
  share_link: hiddenLink,
  order: memberOrderSchema.shape.order,
  payments: z.array(memberPaymentEntrySchema),
  cancellation: orderDetailSchema.shape.cancellation
    .unwrap()
    .extend({ amount: hiddenMoney })
    .nullable(),
});
export type MemberOrderDetail = z.infer<typeof memberOrderDetailSchema>;

/**
 * Status history records that carry no money (ORDER_CHANGE_FIELDS). Every other record (a price,
 * the total, a line added or removed with its price, the money at cancelling) loses its amounts,
 * so a money record added later is hidden until named here.
 */
const CHANGES_WITHOUT_MONEY: readonly string[] = [
  'dueDate',
  'paymentType',
  'customerName',
  'customerAddress',
  'customerGender',
  'product',
  'measurement',
  'note',
  'assignee',
] satisfies OrderChangeField[];

function changeWithoutMoney(change: OrderChange): OrderChange {
  if (CHANGES_WITHOUT_MONEY.includes(change.field)) return change;
  // 'paidMoney' keeps the shop's choice (refund or keep) in `to`; its `from` is the amount.
  if (change.field === 'paidMoney') return { ...change, from: null };
  return { ...change, from: null, to: null };
}

/** A product line (or anything priced) with its price null. */
export function productWithoutPrice<P extends { price: number | null }>(product: P): P {
  return { ...product, price: null };
}

/** An order object with every money figure null, and no link to the customer's pages. */
export function orderWithoutPrices(order: MemberOrder): MemberOrder {
  return {
    ...order,
    share_token: null,
    share_link: null,
    order: {
      ...order.order,
      totalAmount: null,
      advancePayment: null,
      paidAmount: null,
      remainingAmount: null,
      products: order.order.products.map(productWithoutPrice),
    },
  };
}

/**
 * An order with its history and payments, every money figure null (payments keep who and when),
 * without links to the customer's pages or the shop's UPI payee.
 */
export function orderDetailWithoutPrices(detail: MemberOrderDetail): MemberOrderDetail {
  return {
    ...detail,
    ...orderWithoutPrices(detail),
    status_history: detail.status_history.map((event) => ({
      ...event,
      changes: event.changes.map(changeWithoutMoney),
    })),
    payments: detail.payments.map((payment) => ({ ...payment, amount: null })),
    cancellation: detail.cancellation && { ...detail.cancellation, amount: null },
    upi_payee: null,
  };
}

/** The order with its money, or null when it came without (the caller may not see prices). */
export function pricedOrder<T extends MemberOrder>(order: T): (T & Order) | null {
  const { totalAmount, advancePayment, paidAmount, remainingAmount, products } = order.order;
  const priced =
    order.share_token !== null &&
    order.share_link !== null &&
    totalAmount !== null &&
    advancePayment !== null &&
    paidAmount !== null &&
    remainingAmount !== null &&
    products.every((line) => line.price !== null);
  return priced ? (order as T & Order) : null;
}

/** An order's approvals (GET /orders/{id}/approvals) with every amount null: who asked what stays. */
export function approvalsWithoutAmounts(list: ApprovalList): ApprovalList {
  return { ...list, approvals: list.approvals.map((approval) => ({ ...approval, amount: null })) };
}
