import {
  awaitsFinalPrice,
  CLOSED_STATUSES,
  deliveredNeeds,
  dueWindowEnd,
  isClosedStatus,
  type OrderType,
} from '@tailor/shared/orders';
import { orderAmountsFromSums } from '@tailor/shared/order-amounts';
import { and, lte, notInArray, type SQL } from 'drizzle-orm';
import { orders } from '../../../db/schema/orders';
import { conflict } from '../../../lib/app-error';

/*
 * The order's status and money rules as the server enforces them: each decided by the shared rule
 * of packages/shared/src/orders.ts (the one the web applies before asking), turned here into the
 * error the API answers.
 */

/**
 * A Delivered order is settled with the customer and a Cancelled one is over: their lines, prices
 * and total stay as they were, so bills, receipts and revenue never change after the fact.
 */
export function assertOpenForChanges(status: string): void {
  if (isClosedStatus(status))
    throw conflict(status === 'Delivered' ? 'ORDER_DELIVERED_LOCKED' : 'ORDER_CANCELLED_LOCKED');
}

interface OrderMoney {
  orderType: string;
  totalPaise: number;
}

/** An alteration still priced at 0 takes no payment until its final total is set (409). */
export function assertPricedForPayment(order: OrderMoney): void {
  if (awaitsFinalPrice({ orderType: order.orderType as OrderType, totalPaise: order.totalPaise }))
    throw conflict('FINAL_PAYMENT_BEFORE_COLLECT');
}

/** Delivered only once the final total is set and nothing is owed (409). */
export function assertMayDeliver(order: OrderMoney, paidPaise: number): void {
  const { remainingPaise } = orderAmountsFromSums({
    totalPaise: order.totalPaise,
    advancePaise: 0,
    paidPaise,
  });
  const need = deliveredNeeds({
    orderType: order.orderType as OrderType,
    totalPaise: order.totalPaise,
    remainingPaise,
  });
  if (need === 'final-payment') throw conflict('FINAL_PAYMENT_BEFORE_DELIVERED');
  if (need === 'collect-payment') throw conflict('BALANCE_DUE_BEFORE_DELIVERED');
}

/**
 * The Due lists' condition on `orders`, shared `isDue` in SQL: open, and due within
 * the 7 days from `today` or overdue. Written as `status not in (closed)` so that PostgreSQL uses
 * the partial index of open orders.
 */
export function dueOrderCondition(today: string): SQL {
  return and(
    notInArray(orders.status, [...CLOSED_STATUSES]),
    lte(orders.dueDate, dueWindowEnd(today)),
  )!;
}
