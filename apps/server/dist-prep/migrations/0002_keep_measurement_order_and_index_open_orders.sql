ALTER TABLE "order_products" ALTER COLUMN "measurements" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "order_products" ALTER COLUMN "measurements" SET DEFAULT '{}'::json;--> statement-breakpoint
CREATE INDEX "orders_open_due_idx" ON "orders" USING btree ("due_date") WHERE "orders"."status" not in ('Delivered', 'Cancelled');