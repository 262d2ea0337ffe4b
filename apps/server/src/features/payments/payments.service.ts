import type { AlterationPayment, CollectPayment, Order } from '@tailor/shared/orders';
import { collectAmountError, finalTotalError } from '@tailor/shared/orders';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import { orderRemainingPaise } from '@tailor/shared/order-amounts';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import type { StoreAuthContext } from '../../plugins/auth';
import { assertMayCollectPayments } from '../employees';
import type { ImageLinks } from '../images';
import {
  assertOpenForChanges,
  assertPricedForPayment,
  insertNotifications,
  lockOrder,
  orderViewOf,
  paidPaiseOf,
  setOrderTotal,
  storeOwnerUserId,
  type OrderRow,
} from '../orders';
import type { PushService } from '../push';
import { recordPayment } from './record-payment';

/**
 * PUT /update_remaining_payment/{orderId}: records an amount collected now (a part payment or the
 * whole balance) in the ledger. The order row stays locked until commit, so two collections at
 * once are checked one after the other and together can never exceed the balance.
 */
export async function collectPayment(options: {
  db: Database;
  push: PushService;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  orderId: string;
  input: CollectPayment;
}): Promise<Order> {
  const { db, publicUrl, imageLinks, caller, orderId, input } = options;
  const storeId = caller.store_id;
  const pushes = options.push.afterCommit();
  const collected = await db.transaction(async (tx): Promise<OrderRow> => {
    const order = await lockOrder(tx, { caller, orderId });
    await assertMayCollectPayments(tx, caller);
    assertPricedForPayment(order);
    const paid = await paidPaiseOf(tx, order);
    const remainingPaise = orderRemainingPaise({ totalPaise: order.totalPaise, paidPaise: paid });
    const error = collectAmountError(input.remainingAmount, remainingPaise);
    if (error === 'PAYMENT_AMOUNT_INVALID') throw badRequest(error);
    if (error) throw badRequest(error, { remaining: paiseToRupees(remainingPaise) });
    await recordPayment(tx, {
      storeId,
      orderId: order.id,
      amountPaise: rupeesToPaise(input.remainingAmount),
      kind: 'balance',
      method: input.paymentType ?? order.paymentType,
      recordedBy: caller.userId,
    });
    if (caller.role === 'employee') {
      await insertNotifications({ db: tx, push: pushes }, storeId, [
        {
          userId: await storeOwnerUserId(tx, storeId),
          type: 'payment_received',
          data: { orderNumber: order.orderNumber, amount: input.remainingAmount },
          orderId: order.id,
        },
      ]);
    }
    return order;
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: collected });
}

/**
 * PUT /update_alteration_payment/{orderId}: sets the final total of an alteration order, once the
 * work is priced; never below what has been paid, and never once Delivered or Cancelled.
 */
export async function setAlterationTotal(options: {
  db: Database;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  orderId: string;
  input: AlterationPayment;
}): Promise<Order> {
  const { db, publicUrl, imageLinks, caller, orderId, input } = options;
  const priced = await db.transaction(async (tx): Promise<OrderRow> => {
    const order = await lockOrder(tx, { caller, orderId });
    await assertMayCollectPayments(tx, caller);
    if (order.orderType !== 'alteration') throw badRequest('NOT_ALTERATION_ORDER');
    assertOpenForChanges(order.status);
    const paid = await paidPaiseOf(tx, order);
    const error = finalTotalError(input.totalAmount, paid);
    if (error === 'TOTAL_AMOUNT_INVALID') throw badRequest(error);
    if (error) throw badRequest(error, { advance: paiseToRupees(paid) });
    const totalPaise = rupeesToPaise(input.totalAmount);
    await setOrderTotal(tx, {
      storeId: order.storeId,
      orderId: order.id,
      totalPaise,
      now: new Date(),
    });
    return { ...order, totalPaise };
  });
  return orderViewOf(db, { publicUrl, imageLinks, row: priced });
}
