import type { AlterationPayment, CollectPayment, Order } from '@tailor/shared/orders';
import { collectAmountError, finalTotalError, ORDER_MESSAGES } from '@tailor/shared/orders';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { badRequest, conflict } from '../../lib/app-error';
import type { StoreAuthContext } from '../../plugins/auth';
import { insertNotifications, storeOwnerUserId } from '../orders/order-notifications';
import { loadOrderView, paidPaiseByOrder } from '../orders/order-view';
import type { ImageLinks } from '../images/image-links';
import { assertOpenForChanges, lockOrder } from '../orders/orders.service';
import { assertMayCollectPayments } from '../employees/position-permissions';
import type { PushService } from '../push/push.service';

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
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { caller, orderId });
    await assertMayCollectPayments(tx, caller);
    if (order.orderType === 'alteration' && order.totalPaise === 0)
      throw conflict(ORDER_MESSAGES.finalBeforeCollect);
    const paid = (await paidPaiseByOrder(tx, [order.id])).get(order.id) ?? 0;
    const error = collectAmountError(
      input.remainingAmount,
      paiseToRupees(Math.max(0, order.totalPaise - paid)),
    );
    if (error) throw badRequest(error);
    await tx.insert(payments).values({
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
  });
  pushes.flush();
  return loadOrderView(db, { publicUrl, imageLinks, storeId, orderId });
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
  const storeId = caller.store_id;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { caller, orderId });
    await assertMayCollectPayments(tx, caller);
    if (order.orderType !== 'alteration') throw badRequest(ORDER_MESSAGES.notAlteration);
    assertOpenForChanges(order.status);
    const paid = (await paidPaiseByOrder(tx, [order.id])).get(order.id) ?? 0;
    const error = finalTotalError(input.totalAmount, paiseToRupees(paid));
    if (error) throw badRequest(error);
    await tx
      .update(orders)
      .set({ totalPaise: rupeesToPaise(input.totalAmount), updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  });
  return loadOrderView(db, { publicUrl, imageLinks, storeId, orderId });
}
