-- The lists read a page through an index in the order they show it, and the order list's total
-- comes from a few counter rows instead of counting the shop's orders on every page.
--
-- store_order_counts: how many orders each shop has per status and order type, kept by triggers on
-- orders in the transaction of every write that adds an order or changes its status or type.
CREATE TABLE "store_order_counts" (
	"store_id" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"order_type" varchar(12) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_order_counts_store_id_status_order_type_pk" PRIMARY KEY("store_id","status","order_type")
);--> statement-breakpoint
ALTER TABLE "store_order_counts" ADD CONSTRAINT "store_order_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The changed orders' counts added to their shop's rows; an update that moves no order between
-- statuses or types writes nothing. Rows are written in key order, so two writers of several rows
-- (Pending -> Assigned beside Assigned -> Pending) wait for each other instead of deadlocking.
CREATE FUNCTION "keep_store_order_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'select 1, store_id, status, order_type from new_orders'
		WHEN 'DELETE' THEN 'select -1, store_id, status, order_type from old_orders'
		ELSE 'select 1, store_id, status, order_type from new_orders union all select -1, store_id, status, order_type from old_orders'
	END;
BEGIN
	EXECUTE format(
		'insert into store_order_counts as c (store_id, status, order_type, orders)
		 select store_id, status, order_type, sum(sign)
		 from (%s) changed (sign, store_id, status, order_type)
		 group by 1, 2, 3
		 having sum(sign) <> 0
		 order by 1, 2, 3
		 on conflict (store_id, status, order_type) do update set orders = c.orders + excluded.orders',
		changes);
	RETURN NULL;
END $$;--> statement-breakpoint
-- Recounts one shop (or every shop, given null) from its orders: the backfill below, and the
-- repair after a bulk load that ran with triggers off (session_replication_role = replica).
CREATE FUNCTION "recompute_order_counts"(shop uuid DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM store_order_counts WHERE shop IS NULL OR store_id = shop;
	INSERT INTO store_order_counts (store_id, status, order_type, orders)
	SELECT store_id, status, order_type, count(*)
	FROM orders WHERE shop IS NULL OR store_id = shop
	GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT "recompute_order_counts"(NULL);--> statement-breakpoint
CREATE TRIGGER "orders_keep_order_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "keep_store_order_counts"();--> statement-breakpoint
CREATE TRIGGER "orders_keep_order_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "keep_store_order_counts"();--> statement-breakpoint
CREATE TRIGGER "orders_keep_order_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "keep_store_order_counts"();--> statement-breakpoint
-- The order list's sort (newest first, then the higher number), whole: read backwards, a page is
-- the first rows of the index, with no sort step.
DROP INDEX "orders_store_created_idx";--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at","order_number");--> statement-breakpoint
-- A status chip's page, in the same order.
CREATE INDEX "orders_store_status_created_idx" ON "orders" USING btree ("store_id","status","created_at","order_number");--> statement-breakpoint
-- A date range counted from the index alone, status and type included for the chips beside it.
DROP INDEX "orders_store_order_date_idx";--> statement-breakpoint
CREATE INDEX "orders_store_order_date_idx" ON "orders" USING btree ("store_id","order_date","status","order_type");--> statement-breakpoint
-- The search box's garment names, one shop's at a time (the shop's few distinct names are found by
-- skipping through the index, then their orders), and an employee's own orders by shop.
CREATE INDEX "order_products_store_name_idx" ON "order_products" USING btree ("store_id","name","order_id");--> statement-breakpoint
CREATE INDEX "orders_store_created_by_idx" ON "orders" USING btree ("store_id","created_by");--> statement-breakpoint
-- The customer list: newest first.
CREATE INDEX "customers_store_created_idx" ON "customers" USING btree ("store_id","created_at","id");--> statement-breakpoint
-- The notification list: newest first, read or not.
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");
