-- Running money totals, kept by the database in the transaction of every write that changes them,
-- so that the dashboard, earnings and revenue read a few rows whatever the shop's history:
-- orders.paid_paise and orders.advance_paise are the sums of the order's payments (all of them, net
-- of refunds, and the advance ones), kept by triggers on payments; store_money_months and
-- store_revenue_days are the shop's figures per month and per day of the orders' order dates, kept
-- by triggers on orders. An order counts as DESIGN §4 and packages/shared/src/analytics.ts say:
-- revenue, advance and remaining only while not Cancelled, paid always.
ALTER TABLE "orders" ADD COLUMN "paid_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "store_money_months" (
	"store_id" uuid NOT NULL,
	"month" date NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	"advance_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"remaining_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_money_months_store_id_month_pk" PRIMARY KEY("store_id","month")
);--> statement-breakpoint
CREATE TABLE "store_revenue_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_revenue_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);--> statement-breakpoint
ALTER TABLE "store_money_months" ADD CONSTRAINT "store_money_months_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_revenue_days" ADD CONSTRAINT "store_revenue_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One shop's open orders by due date (the due lists, and the reminder job shop by shop), in the
-- order the lists show them; the old index was on due_date alone and read every shop's entries.
DROP INDEX "orders_open_due_idx";--> statement-breakpoint
CREATE INDEX "orders_open_due_idx" ON "orders" USING btree ("store_id","due_date","order_number") WHERE "orders"."status" not in ('Delivered', 'Cancelled');--> statement-breakpoint
-- The changed payments' sums added to their orders, one order at a time through its primary key
-- (a join would let the planner, blind to the transition table's size, scan every order), in id
-- order so that two bulk writers wait for each other instead of deadlocking. Old rows count negated.
CREATE FUNCTION "keep_order_paid_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	c record;
BEGIN
	IF TG_OP = 'INSERT' THEN
		FOR c IN SELECT order_id, sum(amount_paise) AS paid,
		                coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		         FROM new_payments GROUP BY order_id ORDER BY order_id LOOP
			UPDATE orders SET paid_paise = paid_paise + c.paid, advance_paise = advance_paise + c.advance
			WHERE id = c.order_id;
		END LOOP;
	ELSIF TG_OP = 'DELETE' THEN
		FOR c IN SELECT order_id, sum(amount_paise) AS paid,
		                coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		         FROM old_payments GROUP BY order_id ORDER BY order_id LOOP
			UPDATE orders SET paid_paise = paid_paise - c.paid, advance_paise = advance_paise - c.advance
			WHERE id = c.order_id;
		END LOOP;
	ELSE
		FOR c IN SELECT order_id, sum(amount_paise) AS paid,
		                coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		         FROM (SELECT order_id, amount_paise, kind FROM new_payments
		               UNION ALL
		               SELECT order_id, -amount_paise, kind FROM old_payments) changed
		         GROUP BY order_id
		         HAVING sum(amount_paise) <> 0
		             OR coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) <> 0
		         ORDER BY order_id LOOP
			UPDATE orders SET paid_paise = paid_paise + c.paid, advance_paise = advance_paise + c.advance
			WHERE id = c.order_id;
		END LOOP;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_keep_order_sums_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION "keep_order_paid_sums"();--> statement-breakpoint
CREATE TRIGGER "payments_keep_order_sums_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION "keep_order_paid_sums"();--> statement-breakpoint
CREATE TRIGGER "payments_keep_order_sums_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION "keep_order_paid_sums"();--> statement-breakpoint
-- The changed orders' figures added to their shop's month and day; rows whose figures did not
-- change (a status change between two open statuses, a new due date) write nothing. Rows are
-- written in key order, so two writers of several months wait for each other instead of
-- deadlocking.
CREATE FUNCTION "keep_store_money"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	columns text := 'store_id, order_date, status, total_paise, paid_paise, advance_paise';
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN format('select 1, %s from new_orders', columns)
		WHEN 'DELETE' THEN format('select -1, %s from old_orders', columns)
		ELSE format('select 1, %s from new_orders union all select -1, %s from old_orders', columns, columns)
	END;
BEGIN
	EXECUTE format(
		'with changed as (
		   select store_id, order_date,
		          sum(sign * case when status <> %1$L then total_paise else 0 end) as revenue,
		          sum(sign * case when status <> %1$L then advance_paise else 0 end) as advance,
		          sum(sign * paid_paise) as paid,
		          sum(sign * case when status <> %1$L then greatest(total_paise - paid_paise, 0) else 0 end) as remaining
		   from (%2$s) c (sign, store_id, order_date, status, total_paise, paid_paise, advance_paise)
		   group by store_id, order_date),
		 days as (
		   insert into store_revenue_days as d (store_id, day, revenue_paise)
		   select store_id, order_date, revenue from changed where revenue <> 0
		   order by store_id, order_date
		   on conflict (store_id, day) do update set revenue_paise = d.revenue_paise + excluded.revenue_paise
		   returning 1)
		 insert into store_money_months as m (store_id, month, revenue_paise, advance_paise, paid_paise, remaining_paise)
		 select store_id, date_trunc(%3$L, order_date)::date, sum(revenue), sum(advance), sum(paid), sum(remaining)
		 from changed
		 group by 1, 2
		 having sum(revenue) <> 0 or sum(advance) <> 0 or sum(paid) <> 0 or sum(remaining) <> 0
		 order by 1, 2
		 on conflict (store_id, month) do update set
		   revenue_paise = m.revenue_paise + excluded.revenue_paise,
		   advance_paise = m.advance_paise + excluded.advance_paise,
		   paid_paise = m.paid_paise + excluded.paid_paise,
		   remaining_paise = m.remaining_paise + excluded.remaining_paise',
		'Cancelled', changes, 'month');
	RETURN NULL;
END $$;--> statement-breakpoint
-- Recomputes the kept sums of one shop (or of every shop, given null) from the orders and the
-- ledger: the backfill below, and the repair after a bulk load that ran with triggers off
-- (session_replication_role = replica).
CREATE FUNCTION "recompute_money_totals"(shop uuid DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE orders o SET paid_paise = coalesce(s.paid, 0), advance_paise = coalesce(s.advance, 0)
	FROM orders x
	LEFT JOIN (
		SELECT order_id, sum(amount_paise) AS paid,
		       coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		FROM payments WHERE shop IS NULL OR store_id = shop
		GROUP BY order_id
	) s ON s.order_id = x.id
	WHERE o.id = x.id AND (shop IS NULL OR x.store_id = shop)
	  AND (o.paid_paise, o.advance_paise) IS DISTINCT FROM (coalesce(s.paid, 0), coalesce(s.advance, 0));
	DELETE FROM store_money_months WHERE shop IS NULL OR store_id = shop;
	DELETE FROM store_revenue_days WHERE shop IS NULL OR store_id = shop;
	INSERT INTO store_money_months (store_id, month, revenue_paise, advance_paise, paid_paise, remaining_paise)
	SELECT store_id, date_trunc('month', order_date)::date,
	       sum(CASE WHEN status <> 'Cancelled' THEN total_paise ELSE 0 END),
	       sum(CASE WHEN status <> 'Cancelled' THEN advance_paise ELSE 0 END),
	       sum(paid_paise),
	       sum(CASE WHEN status <> 'Cancelled' THEN greatest(total_paise - paid_paise, 0) ELSE 0 END)
	FROM orders WHERE shop IS NULL OR store_id = shop
	GROUP BY 1, 2;
	INSERT INTO store_revenue_days (store_id, day, revenue_paise)
	SELECT store_id, order_date, sum(total_paise)
	FROM orders WHERE (shop IS NULL OR store_id = shop) AND status <> 'Cancelled'
	GROUP BY 1, 2
	HAVING sum(total_paise) <> 0;
END $$;--> statement-breakpoint
SELECT "recompute_money_totals"(NULL);--> statement-breakpoint
CREATE TRIGGER "orders_keep_store_money_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "keep_store_money"();--> statement-breakpoint
CREATE TRIGGER "orders_keep_store_money_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "keep_store_money"();--> statement-breakpoint
CREATE TRIGGER "orders_keep_store_money_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "keep_store_money"();
