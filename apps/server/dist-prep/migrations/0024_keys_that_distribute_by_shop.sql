-- Keys a distributed PostgreSQL (Citus) can keep, so every shop's rows can live together on one
-- node (docs/scaling.md). Citus spreads a table by one column and enforces only the primary keys,
-- unique constraints and foreign keys that contain it: here store_id, and stores' own id. So every
-- shop table's key gains its store_id, and a row points at another row of its shop by both columns
-- (an order line at (store_id, order_id) of orders). No id changes and no row moves: the same
-- columns, only the constraints over them.
--
-- The keys are (id, store_id), not (store_id, id): with the id first the key's index still finds a
-- row by its id alone, as the triggers, the foreign key checks and the cross-shop work (sign-in,
-- the public pages, the jobs) do, so plain PostgreSQL needs no second index on id.
--
-- What a distributed database cannot keep, and what keeps it instead:
-- * Share tokens, invite tokens and image keys were unique across the installation; now per shop
--   (a token is 192 random bits, a key names its shop's folder). The indexes lead with the token,
--   so a public page's lookup by token alone is still one index probe. A restore checks that none
--   of its ids, tokens and keys is already used (data-export/shop-import.ts).
-- * One shop per owner was a unique owner_user_id on stores; now the shop's creation locks the
--   owner's users row before looking for a shop of theirs (accounts, data-export), and the index
--   stays for sign-in's lookup.
-- * Notifications are a person's, across shops, and some belong to no shop (a null store_id, which
--   a distribution column cannot hold): they are kept by user_id instead, keyed (id, user_id), the
--   once-only key per user (it already ends with the user's id). They no longer point at their
--   shop and order by a foreign key (one distributed by user_id cannot reference a table
--   distributed by store_id); orders and shops are not deleted by the product.
--
-- employee_work_counts is written by its trigger under the new key, so the trigger's conflict
-- target changes with it; the other triggers now name the shop of the rows they write, which a
-- distributed database needs to find them and plain PostgreSQL ignores.
ALTER TABLE "invites" DROP CONSTRAINT "invites_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "order_products" DROP CONSTRAINT "order_products_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_products" DROP CONSTRAINT "order_products_assigned_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "order_status_events" DROP CONSTRAINT "order_status_events_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_product_id_order_products_id_fk";--> statement-breakpoint
ALTER TABLE "gst_invoices" DROP CONSTRAINT "gst_invoices_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "gst_notes" DROP CONSTRAINT "gst_notes_order_id_gst_invoices_order_id_fk";--> statement-breakpoint
ALTER TABLE "customer_messages" DROP CONSTRAINT "customer_messages_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "karigar_rates" DROP CONSTRAINT "karigar_rates_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "karigar_ledger" DROP CONSTRAINT "karigar_ledger_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "karigar_ledger" DROP CONSTRAINT "karigar_ledger_reverses_id_karigar_ledger_id_fk";--> statement-breakpoint
ALTER TABLE "employee_work_counts" DROP CONSTRAINT "employee_work_counts_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey", ADD CONSTRAINT "customers_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey", ADD CONSTRAINT "employees_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "invites" DROP CONSTRAINT "invites_pkey", ADD CONSTRAINT "invites_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey", ADD CONSTRAINT "notifications_pkey" PRIMARY KEY ("id", "user_id");--> statement-breakpoint
ALTER TABLE "order_products" DROP CONSTRAINT "order_products_pkey", ADD CONSTRAINT "order_products_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "order_status_events" DROP CONSTRAINT "order_status_events_pkey", ADD CONSTRAINT "order_status_events_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey", ADD CONSTRAINT "orders_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey", ADD CONSTRAINT "payments_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_pkey", ADD CONSTRAINT "product_images_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "gst_invoices" DROP CONSTRAINT "gst_invoices_pkey", ADD CONSTRAINT "gst_invoices_pkey" PRIMARY KEY ("order_id", "store_id");--> statement-breakpoint
ALTER TABLE "gst_notes" DROP CONSTRAINT "gst_notes_pkey", ADD CONSTRAINT "gst_notes_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "customer_messages" DROP CONSTRAINT "customer_messages_pkey", ADD CONSTRAINT "customer_messages_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "karigar_rates" DROP CONSTRAINT "karigar_rates_pkey", ADD CONSTRAINT "karigar_rates_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "karigar_ledger" DROP CONSTRAINT "karigar_ledger_pkey", ADD CONSTRAINT "karigar_ledger_pkey" PRIMARY KEY ("id", "store_id");--> statement-breakpoint
ALTER TABLE "employee_work_counts" DROP CONSTRAINT "employee_work_counts_employee_id_status_pk", ADD CONSTRAINT "employee_work_counts_pkey" PRIMARY KEY ("employee_id", "status", "store_id");--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_share_token_unique", ADD CONSTRAINT "customers_share_token_unique" UNIQUE ("share_token", "store_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_share_token_unique", ADD CONSTRAINT "orders_share_token_unique" UNIQUE ("share_token", "store_id");--> statement-breakpoint
ALTER TABLE "invites" DROP CONSTRAINT "invites_token_unique", ADD CONSTRAINT "invites_token_unique" UNIQUE ("token", "store_id");--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_storage_key_unique", ADD CONSTRAINT "product_images_storage_key_unique" UNIQUE ("storage_key", "store_id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_dedupe_key_unique", ADD CONSTRAINT "notifications_dedupe_key_unique" UNIQUE ("user_id", "dedupe_key");--> statement-breakpoint
ALTER TABLE "customer_messages" DROP CONSTRAINT "customer_messages_order_reason_unique", ADD CONSTRAINT "customer_messages_order_reason_unique" UNIQUE ("order_id", "dedupe_key", "store_id");--> statement-breakpoint
ALTER TABLE "karigar_ledger" DROP CONSTRAINT "karigar_ledger_one_per_generation", ADD CONSTRAINT "karigar_ledger_one_per_generation" UNIQUE ("product_id", "stage", "generation", "kind", "store_id");--> statement-breakpoint
ALTER TABLE "karigar_ledger" DROP CONSTRAINT "karigar_ledger_reversed_once", ADD CONSTRAINT "karigar_ledger_reversed_once" UNIQUE ("reverses_id", "store_id");--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_owner_user_id_unique";--> statement-breakpoint
CREATE INDEX "stores_owner_user_idx" ON "stores" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_employee_fk" FOREIGN KEY ("employee_id", "store_id") REFERENCES "public"."employees"("id", "store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("customer_id", "store_id") REFERENCES "public"."customers"("id", "store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_fk" FOREIGN KEY ("order_id", "store_id") REFERENCES "public"."orders"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_assigned_employee_fk" FOREIGN KEY ("assigned_employee_id", "store_id") REFERENCES "public"."employees"("id", "store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_fk" FOREIGN KEY ("order_id", "store_id") REFERENCES "public"."orders"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("order_id", "store_id") REFERENCES "public"."orders"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_fk" FOREIGN KEY ("product_id", "store_id") REFERENCES "public"."order_products"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_order_fk" FOREIGN KEY ("order_id", "store_id") REFERENCES "public"."orders"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_invoice_fk" FOREIGN KEY ("order_id", "store_id") REFERENCES "public"."gst_invoices"("order_id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_order_fk" FOREIGN KEY ("order_id", "store_id") REFERENCES "public"."orders"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_rates" ADD CONSTRAINT "karigar_rates_employee_fk" FOREIGN KEY ("employee_id", "store_id") REFERENCES "public"."employees"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_ledger" ADD CONSTRAINT "karigar_ledger_employee_fk" FOREIGN KEY ("employee_id", "store_id") REFERENCES "public"."employees"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_ledger" ADD CONSTRAINT "karigar_ledger_reverses_fk" FOREIGN KEY ("reverses_id", "store_id") REFERENCES "public"."karigar_ledger"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_work_counts" ADD CONSTRAINT "employee_work_counts_employee_fk" FOREIGN KEY ("employee_id", "store_id") REFERENCES "public"."employees"("id", "store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_order_paid_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	c record;
BEGIN
	IF TG_OP = 'INSERT' THEN
		FOR c IN SELECT store_id, order_id, sum(amount_paise) AS paid,
		                coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		         FROM new_payments GROUP BY order_id, store_id ORDER BY order_id, store_id LOOP
			UPDATE orders SET paid_paise = paid_paise + c.paid, advance_paise = advance_paise + c.advance
			WHERE id = c.order_id AND store_id = c.store_id;
		END LOOP;
	ELSIF TG_OP = 'DELETE' THEN
		FOR c IN SELECT store_id, order_id, sum(amount_paise) AS paid,
		                coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		         FROM old_payments GROUP BY order_id, store_id ORDER BY order_id, store_id LOOP
			UPDATE orders SET paid_paise = paid_paise - c.paid, advance_paise = advance_paise - c.advance
			WHERE id = c.order_id AND store_id = c.store_id;
		END LOOP;
	ELSE
		FOR c IN SELECT store_id, order_id, sum(amount_paise) AS paid,
		                coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		         FROM (SELECT store_id, order_id, amount_paise, kind FROM new_payments
		               UNION ALL
		               SELECT store_id, order_id, -amount_paise, kind FROM old_payments) changed
		         GROUP BY order_id, store_id
		         HAVING sum(amount_paise) <> 0
		             OR coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) <> 0
		         ORDER BY order_id, store_id LOOP
			UPDATE orders SET paid_paise = paid_paise + c.paid, advance_paise = advance_paise + c.advance
			WHERE id = c.order_id AND store_id = c.store_id;
		END LOOP;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- The repair of the kept sums joins an order's payments by order and shop, so that a database
-- distributed by shop runs it on each shop's machine. It runs over a whole shop, often just after
-- its rows were written (a restore, an import) and before any statistics describe them: the
-- planner then takes the shop for a handful of orders and joins orders to orders in a nested loop,
-- which is quadratic in the shop's orders (2 s for 2,000 orders, minutes for 20,000). Hash joins
-- are right for a repair of a whole shop whatever the statistics say.
CREATE OR REPLACE FUNCTION "recompute_money_totals"(shop uuid DEFAULT NULL) RETURNS void LANGUAGE plpgsql
SET enable_nestloop = off AS $$
BEGIN
	UPDATE orders o SET paid_paise = coalesce(s.paid, 0), advance_paise = coalesce(s.advance, 0)
	FROM orders x
	LEFT JOIN (
		SELECT store_id, order_id, sum(amount_paise) AS paid,
		       coalesce(sum(amount_paise) FILTER (WHERE kind = 'advance'), 0) AS advance
		FROM payments WHERE shop IS NULL OR store_id = shop
		GROUP BY store_id, order_id
	) s ON s.order_id = x.id AND s.store_id = x.store_id
	WHERE o.id = x.id AND o.store_id = x.store_id AND (shop IS NULL OR x.store_id = shop)
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
CREATE OR REPLACE FUNCTION "copy_order_status_to_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE order_products SET order_status = NEW.status WHERE order_id = NEW.id AND store_id = NEW.store_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_employee_work_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'select 1, store_id, assigned_employee_id, order_status, order_id from new_products'
		WHEN 'DELETE' THEN 'select -1, store_id, assigned_employee_id, order_status, order_id from old_products'
		ELSE 'select 1, store_id, assigned_employee_id, order_status, order_id from new_products union all select -1, store_id, assigned_employee_id, order_status, order_id from old_products'
	END;
BEGIN
	EXECUTE format(
		'insert into employee_work_counts as c (store_id, employee_id, status, garments, orders)
		 select d.store_id, d.employee_id, d.status, sum(d.garments),
		        sum((now.garments > 0)::int - (now.garments - d.garments > 0)::int)
		 from (select store_id, employee_id, status, order_id, sum(sign) as garments
		       from (%s) changed (sign, store_id, employee_id, status, order_id)
		       where employee_id is not null
		       group by 1, 2, 3, 4
		       having sum(sign) <> 0) d
		 cross join lateral (
		   select count(*) as garments from order_products p
		   where p.assigned_employee_id = d.employee_id and p.store_id = d.store_id
		     and p.order_status = d.status and p.order_id = d.order_id) now
		 group by 1, 2, 3
		 order by 2, 3
		 on conflict (employee_id, status, store_id) do update
		   set garments = c.garments + excluded.garments, orders = c.orders + excluded.orders',
		changes);
	RETURN NULL;
END $$;--> statement-breakpoint
-- On Citus only (the extension is in this database): the tables distributed. Every shop table by
-- store_id (stores by id), all in one co-location group, so a shop's rows, and the rows its
-- triggers keep, share a node and each request's statements run on it. Notifications by user_id,
-- on their own (see above). The small global tables (users, push subscriptions, the server's
-- secrets, the jobs' claims) become reference tables, a copy on every node, so the shop tables can
-- keep their foreign keys to users. The one-time codes and idempotency keys stay local to the
-- coordinator, as docs/scaling.md plans: keyed by phone, address or key, short-lived, never joined
-- to a shop's rows, and written by sign-in and by every keyed request, so a distributed write
-- would add a node to transactions that need none. The triggers that keep the running totals run
-- on the shards (citus.enable_unsafe_triggers): each writes only rows of the shop whose rows fired
-- it, which are on the same node. Tables are distributed one after another (sequential mode), as
-- Citus needs in a transaction that also wrote reference tables. Citus refuses a policy with a
-- subquery on a distributed table, so the shop policy reads the setting as 0021 wrote it, without
-- the scalar subquery 0022 added (a stable call the planner still takes into an index condition).
-- Nor does it distribute a table that a local table still points at, so the foreign keys are
-- taken off while the tables are distributed and put back as they were. The database's sessions
-- run a statement over several shops (sign-in's lookups, the jobs) on one connection per node:
-- Citus refuses a write to a reference table (users) in a transaction after a statement that
-- used several connections to a node. A shop's request reaches the workers as what it is: its
-- SET LOCAL of the role and the shop (request-transaction.ts) go with it (propagate_set_commands),
-- and Citus opens its connections to the workers as the current role, so tsm_request may log in
-- (it has no password: a cluster that authenticates by password still lets nobody sign in as it).
DO $$
DECLARE
	name text;
	policy record;
	link record;
	links text[] := '{}';
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
		RETURN;
	END IF;
	PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
	PERFORM set_config('citus.enable_unsafe_triggers', 'on', true);
	-- The triggers that add a statement's changes to the kept counts read them from its
	-- transition table, in the same statement as the write ("insert into counts select from
	-- new_orders"). On a shard Citus plans that write itself and runs it where the transition table
	-- is not seen ("could not find named tuplestore"), so here each reads the changes first, in a
	-- query of their own, and writes each shop's row with a statement of its own, in the same key
	-- order: the same sums, one shop's rows at a time, all on the shard's node.
	EXECUTE $function$
CREATE OR REPLACE FUNCTION "keep_store_money"() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
	columns text := 'store_id, order_date, status, total_paise, paid_paise, advance_paise';
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN format('select 1, %s from new_orders', columns)
		WHEN 'DELETE' THEN format('select -1, %s from old_orders', columns)
		ELSE format('select 1, %s from new_orders union all select -1, %s from old_orders', columns, columns)
	END;
	r record;
BEGIN
	FOR r IN EXECUTE format(
		'select store_id, order_date,
		        sum(sign * case when status <> %1$L then total_paise else 0 end) as revenue,
		        sum(sign * case when status <> %1$L then advance_paise else 0 end) as advance,
		        sum(sign * paid_paise) as paid,
		        sum(sign * case when status <> %1$L then greatest(total_paise - paid_paise, 0) else 0 end) as remaining
		 from (%2$s) c (sign, store_id, order_date, status, total_paise, paid_paise, advance_paise)
		 group by store_id, order_date
		 order by store_id, order_date',
		'Cancelled', changes)
	LOOP
		IF r.revenue <> 0 THEN
			INSERT INTO store_revenue_days AS d (store_id, day, revenue_paise)
			VALUES (r.store_id, r.order_date, r.revenue)
			ON CONFLICT (store_id, day) DO UPDATE SET revenue_paise = d.revenue_paise + excluded.revenue_paise;
		END IF;
		IF r.revenue <> 0 OR r.advance <> 0 OR r.paid <> 0 OR r.remaining <> 0 THEN
			INSERT INTO store_money_months AS m (store_id, month, revenue_paise, advance_paise, paid_paise, remaining_paise)
			VALUES (r.store_id, date_trunc('month', r.order_date)::date, r.revenue, r.advance, r.paid, r.remaining)
			ON CONFLICT (store_id, month) DO UPDATE SET
				revenue_paise = m.revenue_paise + excluded.revenue_paise,
				advance_paise = m.advance_paise + excluded.advance_paise,
				paid_paise = m.paid_paise + excluded.paid_paise,
				remaining_paise = m.remaining_paise + excluded.remaining_paise;
		END IF;
	END LOOP;
	RETURN NULL;
END $body$;
$function$;
	EXECUTE $function$
CREATE OR REPLACE FUNCTION "keep_store_order_counts"() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'select 1, store_id, status, order_type from new_orders'
		WHEN 'DELETE' THEN 'select -1, store_id, status, order_type from old_orders'
		ELSE 'select 1, store_id, status, order_type from new_orders union all select -1, store_id, status, order_type from old_orders'
	END;
	r record;
BEGIN
	FOR r IN EXECUTE format(
		'select store_id, status, order_type, sum(sign) as orders
		 from (%s) changed (sign, store_id, status, order_type)
		 group by 1, 2, 3
		 having sum(sign) <> 0
		 order by 1, 2, 3',
		changes)
	LOOP
		INSERT INTO store_order_counts AS c (store_id, status, order_type, orders)
		VALUES (r.store_id, r.status, r.order_type, r.orders)
		ON CONFLICT (store_id, status, order_type) DO UPDATE SET orders = c.orders + excluded.orders;
	END LOOP;
	RETURN NULL;
END $body$;
$function$;
	EXECUTE $function$
CREATE OR REPLACE FUNCTION "keep_employee_work_counts"() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'select 1, store_id, assigned_employee_id, order_status, order_id from new_products'
		WHEN 'DELETE' THEN 'select -1, store_id, assigned_employee_id, order_status, order_id from old_products'
		ELSE 'select 1, store_id, assigned_employee_id, order_status, order_id from new_products union all select -1, store_id, assigned_employee_id, order_status, order_id from old_products'
	END;
	r record;
	garments_now bigint;
BEGIN
	FOR r IN EXECUTE format(
		'select store_id, employee_id, status, order_id, sum(sign) as garments
		 from (%s) changed (sign, store_id, employee_id, status, order_id)
		 where employee_id is not null
		 group by 1, 2, 3, 4
		 having sum(sign) <> 0
		 order by 2, 3, 1, 4',
		changes)
	LOOP
		SELECT count(*) INTO garments_now FROM order_products p
		WHERE p.store_id = r.store_id AND p.assigned_employee_id = r.employee_id
		  AND p.order_status = r.status AND p.order_id = r.order_id;
		INSERT INTO employee_work_counts AS c (store_id, employee_id, status, garments, orders)
		VALUES (r.store_id, r.employee_id, r.status, r.garments,
		        (garments_now > 0)::int - (garments_now - r.garments > 0)::int)
		ON CONFLICT (employee_id, status, store_id) DO UPDATE
			SET garments = c.garments + excluded.garments, orders = c.orders + excluded.orders;
	END LOOP;
	RETURN NULL;
END $body$;
$function$;
	EXECUTE format('ALTER DATABASE %I SET citus.multi_shard_modify_mode = sequential', current_database());
	EXECUTE format('ALTER DATABASE %I SET citus.propagate_set_commands = local', current_database());
	IF NOT (SELECT rolcanlogin FROM pg_roles WHERE rolname = 'tsm_request') THEN
		ALTER ROLE tsm_request LOGIN;
	END IF;
	FOR policy IN
		SELECT p.tablename AS name, CASE WHEN p.tablename = 'stores' THEN 'id' ELSE 'store_id' END AS column_name
		FROM pg_policies p
		WHERE p.schemaname = 'public' AND p.policyname = 'shop_rows'
	LOOP
		EXECUTE format(
			'ALTER POLICY shop_rows ON %I USING (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid) WITH CHECK (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid)',
			policy.name, policy.column_name, policy.column_name);
	END LOOP;
	FOR link IN
		SELECT c.conrelid::regclass AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
		FROM pg_constraint c
		WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
	LOOP
		EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', link.tbl, link.conname);
		links := links || format('ALTER TABLE %s ADD CONSTRAINT %I %s', link.tbl, link.conname, link.def);
	END LOOP;
	FOREACH name IN ARRAY ARRAY['users', 'push_subscriptions', 'server_secrets', 'job_claims'] LOOP
		PERFORM create_reference_table(name);
	END LOOP;
	PERFORM create_distributed_table('stores', 'id');
	FOREACH name IN ARRAY ARRAY[
		'customers', 'employees', 'invites', 'orders', 'order_products', 'product_images', 'payments',
		'order_status_events', 'gst_invoices', 'gst_invoice_series', 'gst_notes', 'gst_note_series',
		'store_money_months', 'store_revenue_days', 'store_order_counts', 'employee_work_counts',
		'customer_messages', 'karigar_rates', 'karigar_ledger'
	] LOOP
		PERFORM create_distributed_table(name, 'store_id', colocate_with => 'stores');
	END LOOP;
	PERFORM create_distributed_table('notifications', 'user_id', colocate_with => 'none');
	FOREACH name IN ARRAY links LOOP
		EXECUTE name;
	END LOOP;
END $$;
