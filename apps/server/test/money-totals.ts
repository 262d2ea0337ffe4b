import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/*
 * The kept money totals of a shop (orders.paid_paise and advance_paise, store_money_months,
 * store_revenue_days; migration 0008) against their recomputation from the orders and the ledger.
 */

export async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every difference between the kept totals of a shop and their recomputation (none when exact). */
export async function totalsDrift(db: Database, storeId: string) {
  const orders = await rows<{ order_number: number }>(
    db,
    sql`select o.order_number from orders o
        left join (select order_id, sum(amount_paise) as paid,
                          coalesce(sum(amount_paise) filter (where kind = 'advance'), 0) as advance
                   from payments where store_id = ${storeId} group by order_id) s on s.order_id = o.id
        where o.store_id = ${storeId}
          and (o.paid_paise <> coalesce(s.paid, 0) or o.advance_paise <> coalesce(s.advance, 0))`,
  );
  const months = await rows<{ month: string }>(
    db,
    sql`with kept as (select month, revenue_paise, advance_paise, paid_paise, remaining_paise
                      from store_money_months where store_id = ${storeId}),
             summed as (
               select date_trunc('month', o.order_date)::date as month,
                      sum(case when o.status <> 'Cancelled' then o.total_paise else 0 end) as revenue_paise,
                      sum(case when o.status <> 'Cancelled' then coalesce(s.advance, 0) else 0 end) as advance_paise,
                      sum(coalesce(s.paid, 0)) as paid_paise,
                      sum(case when o.status <> 'Cancelled'
                               then greatest(o.total_paise - coalesce(s.paid, 0), 0) else 0 end) as remaining_paise
               from orders o
               left join (select order_id, sum(amount_paise) as paid,
                                 coalesce(sum(amount_paise) filter (where kind = 'advance'), 0) as advance
                          from payments group by order_id) s on s.order_id = o.id
               where o.store_id = ${storeId}
               group by 1)
        select coalesce(k.month, s.month)::text as month
        from kept k full join summed s on s.month = k.month
        where coalesce(k.revenue_paise, 0) <> coalesce(s.revenue_paise, 0)
           or coalesce(k.advance_paise, 0) <> coalesce(s.advance_paise, 0)
           or coalesce(k.paid_paise, 0) <> coalesce(s.paid_paise, 0)
           or coalesce(k.remaining_paise, 0) <> coalesce(s.remaining_paise, 0)`,
  );
  const days = await rows<{ day: string }>(
    db,
    sql`with kept as (select day, revenue_paise from store_revenue_days where store_id = ${storeId}),
             summed as (select order_date as day, sum(total_paise) as revenue_paise from orders
                        where store_id = ${storeId} and status <> 'Cancelled' group by 1)
        select coalesce(k.day, s.day)::text as day
        from kept k full join summed s on s.day = k.day
        where coalesce(k.revenue_paise, 0) <> coalesce(s.revenue_paise, 0)`,
  );
  return {
    orders: orders.map((o) => o.order_number),
    months: months.map((m) => m.month),
    days: days.map((d) => d.day),
  };
}

/** What totalsDrift answers when every kept total is exact. */
export const NO_DRIFT = { orders: [], months: [], days: [] };
