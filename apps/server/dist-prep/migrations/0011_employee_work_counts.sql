-- The employee area at any size of shop (issue 13): a tailor's garments and orders are read through
-- indexes on order_products alone, and their counts by status come from a few counter rows, instead
-- of joining and counting the tailor's whole history on every page.
--
-- order_products carries its order's number (it never changes) and status (kept by a trigger on
-- orders in the transaction of every status change), so a tailor's garments are an index range in
-- the list's order, and their open orders an index range of their own.
ALTER TABLE "order_products" ADD COLUMN "order_number" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "order_status" varchar(12);--> statement-breakpoint
UPDATE "order_products" p SET "order_number" = o."order_number", "order_status" = o."status"
	FROM "orders" o WHERE o."id" = p."order_id";--> statement-breakpoint
ALTER TABLE "order_products" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ALTER COLUMN "order_status" SET NOT NULL;--> statement-breakpoint
DROP INDEX "order_products_assignee_idx";--> statement-breakpoint
-- A tailor's garments, newest order first, each order's in their order; also "has this job a line
-- in this order".
CREATE INDEX "order_products_assignee_idx" ON "order_products" USING btree ("assigned_employee_id","store_id","order_number" DESC,"position");--> statement-breakpoint
-- A tailor's orders of some statuses (the open ones), from the index alone.
CREATE INDEX "order_products_assignee_status_idx" ON "order_products" USING btree ("assigned_employee_id","store_id","order_status","order_id");--> statement-breakpoint
-- A row trigger with a WHEN clause: the many updates of orders that leave the status be (a payment's
-- running totals, a delay note) call no function at all.
CREATE FUNCTION "copy_order_status_to_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE order_products SET order_status = NEW.status WHERE order_id = NEW.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_copy_status_to_products" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "copy_order_status_to_products"();--> statement-breakpoint
-- employee_work_counts: per job and order status, the garments assigned to it and the orders with
-- at least one of them, kept by triggers on order_products (an assignment, a status copied from the
-- order, a line added or removed, an order deleted).
CREATE TABLE "employee_work_counts" (
	"store_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"garments" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "employee_work_counts_employee_id_status_pk" PRIMARY KEY("employee_id","status")
);--> statement-breakpoint
ALTER TABLE "employee_work_counts" ADD CONSTRAINT "employee_work_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_work_counts" ADD CONSTRAINT "employee_work_counts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The statement's changes per (job, status, order): garments added minus removed; an order counts
-- for a job and status while it has one such garment, so its count moves when the garments there go
-- from none to some or back (the garments now, read through the index, less the change, are the
-- garments before). The writes that change an order's lines hold the order's row lock, so two
-- statements never change the same order's lines at once. Rows are written in key order, so two
-- writers of several rows wait for each other instead of deadlocking.
CREATE FUNCTION "keep_employee_work_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		 on conflict (employee_id, status) do update
		   set garments = c.garments + excluded.garments, orders = c.orders + excluded.orders',
		changes);
	RETURN NULL;
END $$;--> statement-breakpoint
-- Recounts one shop (or every shop, given null) from its garments: the backfill below, and the
-- repair after a bulk load that ran with triggers off (session_replication_role = replica).
CREATE FUNCTION "recompute_employee_work_counts"(shop uuid DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM employee_work_counts WHERE shop IS NULL OR store_id = shop;
	INSERT INTO employee_work_counts (store_id, employee_id, status, garments, orders)
	SELECT store_id, assigned_employee_id, order_status, count(*), count(DISTINCT order_id)
	FROM order_products
	WHERE assigned_employee_id IS NOT NULL AND (shop IS NULL OR store_id = shop)
	GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT "recompute_employee_work_counts"(NULL);--> statement-breakpoint
CREATE TRIGGER "order_products_keep_work_counts_insert" AFTER INSERT ON "order_products" REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "keep_employee_work_counts"();--> statement-breakpoint
CREATE TRIGGER "order_products_keep_work_counts_update" AFTER UPDATE ON "order_products" REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "keep_employee_work_counts"();--> statement-breakpoint
CREATE TRIGGER "order_products_keep_work_counts_delete" AFTER DELETE ON "order_products" REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION "keep_employee_work_counts"();
