import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

/**
 * A 'not collected' message goes out once an order has been ready this many days more than the
 * shop's N at most: a first start never messages customers about orders ready months ago.
 */
export const NOT_COLLECTED_WINDOW_DAYS = 7;

/**
 * Puts the day-based messages in the outbox: a trial reminder for each open order whose trial is
 * tomorrow on its shop's clock, and 'not collected' for each order still Completed N days (the
 * shop's setting) after it became so. Set-based and idempotent: the outbox's unique (order,
 * reason) makes each message once, however often and on however many servers this runs (a trial
 * moved to another day earns a new reminder). Answers how many messages it queued.
 */
export async function queueScheduledCustomerMessages(deps: {
  db: Database;
  clock: Clock;
}): Promise<number> {
  const now = deps.clock.now().toISOString();
  const trials = await deps.db.execute(sql`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at)
    select o.store_id, o.id, 'trial_reminder', 'trial_reminder:' || o.trial_date::text,
           ${now}::timestamptz
    from orders o join stores s on s.id = o.store_id
    where o.trial_date is not null
      and o.trial_date = (${now}::timestamptz at time zone s.time_zone)::date + 1
      and o.status not in ('Delivered', 'Cancelled')
      and coalesce((s.customer_messages ->> 'trial_reminder')::boolean, true)
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  // Two hours before a trial with a time of day; the sender keeps quiet hours and drops it once
  // the trial has begun (message-facts.ts reasonGone).
  const soon = await deps.db.execute(sql`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at)
    select o.store_id, o.id, 'trial_soon',
           'trial_soon:' || o.trial_date::text || 'T' || to_char(o.trial_time, 'HH24:MI'),
           ${now}::timestamptz
    from orders o join stores s on s.id = o.store_id
    where o.trial_date is not null and o.trial_time is not null
      and o.trial_date between (${now}::timestamptz at time zone s.time_zone)::date
                           and (${now}::timestamptz at time zone s.time_zone)::date + 1
      and ((o.trial_date + o.trial_time) at time zone s.time_zone)
          between ${now}::timestamptz and ${now}::timestamptz + interval '2 hours'
      and o.status not in ('Delivered', 'Cancelled')
      and coalesce((s.customer_messages ->> 'trial_soon')::boolean, true)
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  const notCollected = await deps.db.execute(sql`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at)
    select o.store_id, o.id, 'not_collected', 'not_collected', ${now}::timestamptz
    from orders o
    join stores s on s.id = o.store_id
    cross join lateral (
      select max(e.created_at) as at from order_status_events e
      where e.order_id = o.id and e.store_id = o.store_id and e.to_status = 'Completed') ready
    cross join lateral (
      select make_interval(days => coalesce((s.customer_messages ->> 'not_collected_days')::int, 7))
        as wait) n
    where o.status = 'Completed'
      and coalesce((s.customer_messages ->> 'not_collected')::boolean, true)
      and ready.at <= ${now}::timestamptz - n.wait
      and ready.at > ${now}::timestamptz - n.wait - make_interval(days => ${NOT_COLLECTED_WINDOW_DAYS})
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
  return count(trials) + count(soon) + count(notCollected);
}
