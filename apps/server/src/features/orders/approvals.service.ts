import type { Approval, ApprovalList, CreateApproval } from '@tailor/shared/approvals';
import { rupeesToPaise } from '@tailor/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { inRequestTransactionOrOwn } from '../../db/request-transaction';
import { sameShopRow } from '../../db/shop-joins';
import { orderApprovals } from '../../db/schema/order-approvals';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { productImages } from '../../db/schema/product-images';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { queueCustomerMessage } from '../customer-messages';
import { assertMaySetPrices } from '../employees';
import type { ImageLinks } from '../images';
import { approvalsOf, isClosed } from './approval-decisions';
import { lockOrder, orderReachableBy } from './core/order-access';

/*
 * The shop's side of the customer's approvals (issue 31, section 3): asking for one and listing an
 * order's. The customer's answer is approval-decisions.ts.
 */

/** The order's photos, to choose one for an approval: their ids and links. */
async function orderPhotos(
  db: DbOrTx,
  imageLinks: ImageLinks,
  storeId: string,
  orderId: string,
): Promise<{ _id: string; url: string }[]> {
  const rows = await db
    .select({ id: productImages.id, storageKey: productImages.storageKey })
    .from(productImages)
    .innerJoin(orderProducts, sameShopRow(orderProducts, productImages.productId, productImages))
    .where(and(eq(productImages.storeId, storeId), eq(orderProducts.orderId, orderId)))
    .orderBy(asc(orderProducts.position), asc(productImages.position));
  return rows.map((row) => ({ _id: row.id, url: imageLinks.url(row.storageKey) }));
}

/**
 * GET /orders/{id}/approvals: the order's approvals, oldest first, and its photos to choose from
 * for a new one; whoever reaches the order (an employee their orders).
 */
export async function listApprovals(options: {
  db: Database;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  orderId: string;
}): Promise<ApprovalList> {
  const { db, imageLinks, caller, orderId } = options;
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const [approvals, photos] = await Promise.all([
    approvalsOf(db, imageLinks, caller.store_id, orderId),
    orderPhotos(db, imageLinks, caller.store_id, orderId),
  ]);
  return { approvals: approvals, photos };
}

/**
 * POST /orders/{id}/approvals: asks the customer to approve an add-on or a design. Whoever reaches
 * the order may ask, but an add-on names a price, so only staff who may set prices ask for one
 * (assertMaySetPrices). Not on a Delivered or Cancelled order (409). The photo, if any, is one of
 * the order's own. The customer hears of it through the messages outbox, with the tracking link
 * where they answer; one message per approval.
 */
export async function createApproval(options: {
  db: Database;
  clock: Clock;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  orderId: string;
  input: CreateApproval;
}): Promise<Approval> {
  const { db, clock, imageLinks, caller, input } = options;
  const storeId = caller.store_id;
  return inRequestTransactionOrOwn(db, async (tx) => {
    const order = await lockOrder(tx, { caller, orderId: options.orderId });
    if (isClosed(order.status)) throw conflict('APPROVAL_ORDER_CLOSED');
    if (input.kind === 'addon') await assertMaySetPrices(tx, caller);
    if (input.image_id) {
      const [image] = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .innerJoin(
          orderProducts,
          sameShopRow(orderProducts, productImages.productId, productImages),
        )
        .where(
          and(
            eq(productImages.id, input.image_id),
            eq(productImages.storeId, storeId),
            eq(orderProducts.orderId, order.id),
          ),
        );
      if (!image) throw badRequest('APPROVAL_IMAGE_NOT_OF_ORDER');
    }
    const [row] = await tx
      .insert(orderApprovals)
      .values({
        storeId,
        orderId: order.id,
        kind: input.kind,
        description: input.description,
        amountPaise: input.amount === null ? null : rupeesToPaise(input.amount),
        imageId: input.image_id,
        createdBy: caller.userId,
        createdAt: clock.now(),
      })
      .returning();
    await queueCustomerMessage(tx, {
      storeId,
      orderId: order.id,
      kind: 'approval_request',
      dedupeKey: row!.id,
      now: clock.now(),
    });
    const [created] = (await approvalsOf(tx, imageLinks, storeId, order.id)).filter(
      (approval) => approval._id === row!.id,
    );
    return created!;
  });
}
