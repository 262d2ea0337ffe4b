import type { Role } from '../constants';
import { addDays } from '../dates';
import { hasAtMostTwoDecimals, paiseToRupees, rupeesToPaise } from '../money';
import {
  CLOSED_STATUSES,
  DUE_WINDOW_DAYS,
  ORDER_STATUSES,
  TRACKER_STEPS,
  USER_SELECTABLE_STATUSES,
  type OrderStatus,
  type OrderType,
} from './constants';
import { findIgnoringCase } from './text-values';

/* Pure rules of an order's status, money and dates, for the server and the forms alike. */

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

/** A rupee amount above 0 with at most 2 decimals, as typed or sent. */
function isPositiveAmount(rupees: number | null | undefined): rupees is number {
  return rupees != null && Number.isFinite(rupees) && rupees > 0 && hasAtMostTwoDecimals(rupees);
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
  if (!isPositiveAmount(amount)) return 'PAYMENT_AMOUNT_INVALID';
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
  if (!isPositiveAmount(total)) return 'TOTAL_AMOUNT_INVALID';
  if (rupeesToPaise(total) < paidPaise) return 'TOTAL_BELOW_ADVANCE';
  return null;
}
