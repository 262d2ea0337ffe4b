import type { ApprovalDecisionInput } from '@tailor/shared/approvals';
import type { SharedOrder } from '@tailor/shared/sharing';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ImageLinks } from '../images';
import { decideApproval } from '../orders';
import type { PushService } from '../push';
import { getSharedOrder, isShareTokenShaped } from './sharing.service';

/**
 * POST /shared_order/{token}/approvals/{approvalId}: the customer approves or declines what the
 * shop asked, from the tracking page, no login (the share token is the key); the orders feature
 * decides it (decideApproval). Answers the tracking page's data as it now is.
 */
export async function answerApproval(options: {
  db: Database;
  clock: Clock;
  push: PushService;
  imageLinks: ImageLinks;
  shareToken: string;
  approvalId: string;
  decision: ApprovalDecisionInput;
}): Promise<SharedOrder> {
  const { db, imageLinks, shareToken } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound('ORDER_NOT_FOUND');
  // The token names one order of some shop: found first, then locked by its id and shop, so that a
  // database distributed by shop locks it on its shop's machine alone.
  const [found] = await db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.shareToken, shareToken));
  if (!found) throw notFound('ORDER_NOT_FOUND');
  await decideApproval({
    db,
    clock: options.clock,
    push: options.push,
    order: found,
    shareToken,
    approvalId: options.approvalId,
    decision: options.decision,
  });
  return getSharedOrder({ db, clock: options.clock, imageLinks, shareToken });
}
