import type { Approval, ApprovalDecisionInput, SharedApproval } from '@tailor/shared/approvals';
import { paiseToRupees } from '@tailor/shared/money';
import { CLOSED_STATUSES, productInputSchema } from '@tailor/shared/orders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOfOrder, sameRow, sameShopRow } from '../../db/shop-joins';
import { customers } from '../../db/schema/customers';
import { orderApprovals } from '../../db/schema/order-approvals';
import { orders } from '../../db/schema/orders';
import { productImages } from '../../db/schema/product-images';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { ImageLinks } from '../images';
import type { PushService } from '../push';
import { editOrder } from './order-edits.service';
import { insertNotifications, storeOwnerUserId } from './order-notifications';

/*
 * The customer's yes before extra work (issue 31, section 3). The shop asks the customer to approve
 * an add-on (extra work at a price) or a design (with one of the order's photos); the customer
 * answers once from the order's tracking link. The answer is kept with its time: the shop's record
 * should the customer later dispute the bill. An approved add-on becomes a line of the order
 * through the order edit (updateOrder), so the total, the invoice's credit or debit note and the
 * history follow the edit's rules and no other path.
 */

type ApprovalRow = typeof orderApprovals.$inferSelect;

export const isClosed = (status: string) => (CLOSED_STATUSES as readonly string[]).includes(status);

/** The storage keys of the approvals' photos, by image id. */
async function imageKeysOf(
  db: DbOrTx,
  storeId: string,
  imageIds: (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(imageIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productImages.id, storageKey: productImages.storageKey })
    .from(productImages)
    .where(and(inArray(productImages.id, ids), eq(productImages.storeId, storeId)));
  return new Map(rows.map((row) => [row.id, row.storageKey]));
}

function sharedViewOf(row: ApprovalRow, imageUrl: string | null): SharedApproval {
  return {
    _id: row.id,
    kind: row.kind,
    description: row.description,
    amount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
    image_url: imageUrl,
    status: row.status,
    customer_note: row.customerNote,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** An order's approvals, oldest first, as staff and the customer see them. */
export async function approvalsOf(
  db: DbOrTx,
  imageLinks: ImageLinks,
  storeId: string,
  orderId: string,
): Promise<Approval[]> {
  const rows = await db
    .select({ approval: orderApprovals, createdByName: users.name })
    .from(orderApprovals)
    .leftJoin(users, eq(users.id, orderApprovals.createdBy))
    .where(rowsOfOrder(orderApprovals, { storeId, orderId }))
    .orderBy(asc(orderApprovals.createdAt), asc(orderApprovals.id));
  const keys = await imageKeysOf(
    db,
    storeId,
    rows.map((row) => row.approval.imageId),
  );
  return rows.map(({ approval, createdByName }) => {
    const key = approval.imageId ? keys.get(approval.imageId) : undefined;
    return {
      ...sharedViewOf(approval, key ? imageLinks.url(key) : null),
      image_id: approval.imageId,
      created_by_name: createdByName,
    };
  });
}

/** The approvals of an order on its tracking page (sharing): no staff names. */
export async function sharedApprovalsOf(
  db: DbOrTx,
  options: { imageLinks: ImageLinks; storeId: string; orderId: string },
): Promise<SharedApproval[]> {
  const list = await approvalsOf(db, options.imageLinks, options.storeId, options.orderId);
  return list.map(({ image_id: _imageId, created_by_name: _by, ...shared }) => shared);
}

/**
 * POST /shared_order/{token}/approvals/{approvalId}: the customer's answer from the tracking link,
 * no login (the share token is the key). Decided once: a second answer is 409 and the first stays,
 * with its time. An approval of another order, or an unknown one, is not found, as an unknown
 * token is. Not on a Delivered or Cancelled order (409). An approved add-on is added to the order
 * as a line at its price by the order edit, recorded as approved by the customer; a declined one,
 * or a design either way, changes nothing of the order. The shop's owner and who asked are
 * notified either way.
 */
export async function decideApproval(options: {
  db: Database;
  clock: Clock;
  push: PushService;
  order: { id: string; storeId: string };
  shareToken: string;
  approvalId: string;
  decision: ApprovalDecisionInput;
}): Promise<void> {
  const { db, clock, order: found, shareToken, decision } = options;
  if (!isUuid(options.approvalId)) throw notFound('APPROVAL_NOT_FOUND');
  const pushes = options.push.afterCommit();
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        storeId: orders.storeId,
        orderNumber: orders.orderNumber,
        status: orders.status,
        customerName: customers.name,
      })
      .from(orders)
      .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
      .where(and(sameRow(orders, found), eq(orders.shareToken, shareToken)))
      .for('update', { of: orders });
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const [approval] = await tx
      .select()
      .from(orderApprovals)
      .where(
        and(
          eq(orderApprovals.id, options.approvalId),
          rowsOfOrder(orderApprovals, { storeId: order.storeId, orderId: order.id }),
        ),
      )
      .for('update');
    if (!approval) throw notFound('APPROVAL_NOT_FOUND');
    if (approval.status !== 'pending') throw conflict('APPROVAL_DECIDED');
    if (isClosed(order.status)) throw conflict('APPROVAL_ORDER_CLOSED');

    const approved = decision.decision === 'approve';
    await tx
      .update(orderApprovals)
      .set({
        status: approved ? 'approved' : 'declined',
        customerNote: decision.note,
        decidedAt: clock.now(),
      })
      .where(sameRow(orderApprovals, approval));

    const ownerUserId = await storeOwnerUserId(tx, order.storeId);
    if (approved && approval.kind === 'addon') {
      // The edit is the shop's own (its owner's): the customer agreed to the price the shop named.
      await editOrder(tx, {
        clock,
        pushes,
        caller: {
          sub: ownerUserId,
          userId: ownerUserId,
          role: 'shopkeeper',
          store_id: order.storeId,
          employee_id: null,
          tv: 0,
        },
        input: {
          order_id: order.id,
          order: {
            addProducts: [
              productInputSchema.parse({
                product: approval.description,
                price: paiseToRupees(approval.amountPaise!),
              }),
            ],
          },
        },
        approvedByCustomer: true,
      });
    }
    const recipients = new Set([ownerUserId, approval.createdBy]);
    await insertNotifications(
      { db: tx, push: pushes },
      order.storeId,
      [...recipients]
        .filter((userId): userId is string => Boolean(userId))
        .map((userId) => ({
          userId,
          type: approved ? ('approval_approved' as const) : ('approval_declined' as const),
          priority: approved ? ('normal' as const) : ('high' as const),
          data: {
            orderNumber: order.orderNumber,
            customerName: order.customerName,
            description: approval.description,
            amount: approval.amountPaise === null ? null : paiseToRupees(approval.amountPaise),
            note: decision.note,
          },
          orderId: order.id,
        })),
    );
  });
  pushes.flush();
}
