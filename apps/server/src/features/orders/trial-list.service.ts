import { todayInShopZone } from '@tailor/shared/dates';
import { CLOSED_STATUSES } from '@tailor/shared/orders';
import { trialListRange, type TrialList, type TrialListQuery } from '@tailor/shared/trials';
import { and, asc, gte, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import type { StoreAuthContext } from '../../plugins/auth';
import { orderReachableBy } from './core/order-access';
import { selectOrderRows, trialAnswerOf, trialDateOf } from './core/order-view';

/** A day list holds at most this many trials (a busy shop fits a few dozen a day). */
const TRIAL_LIST_MAX_ROWS = 500;

/**
 * GET /trials: the shop's open orders with a trial in a range of days, in the order they come in
 * (day, then time, those without a time last in their day, then order number), each with the
 * customer's answer. An employee sees the trials of the orders they work on or took. Read through
 * orders_store_trial_idx.
 */
export async function listTrials(options: {
  db: Database;
  clock: Clock;
  caller: StoreAuthContext;
  query: TrialListQuery;
}): Promise<TrialList> {
  const { db, clock, caller, query } = options;
  const { from, to } = trialListRange(query, todayInShopZone(clock.now()));
  if (to < from) return { from, to, trials: [] };
  const rows = await selectOrderRows(db)
    .where(
      and(
        orderReachableBy(caller),
        isNotNull(orders.trialDate),
        gte(orders.trialDate, from),
        lte(orders.trialDate, to),
        notInArray(orders.status, [...CLOSED_STATUSES]),
      ),
    )
    .orderBy(
      asc(orders.trialDate),
      sql`${orders.trialTime} asc nulls last`,
      asc(orders.orderNumber),
    )
    .limit(TRIAL_LIST_MAX_ROWS);
  return {
    from,
    to,
    trials: rows.map((row) => ({
      order_id: row.id,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      customer_mobile_no: row.customerMobileNo,
      status: row.status,
      trialDate: trialDateOf(row)!,
      answer: trialAnswerOf(row),
    })),
  };
}
