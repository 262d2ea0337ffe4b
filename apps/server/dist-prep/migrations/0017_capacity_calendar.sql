-- The capacity calendar (packages/shared/src/capacity.ts): the garments a shop can finish a day,
-- overall (null: no capacity planning) and per employee (employee id -> garments), and the buffer
-- days between the internal target date staff work to and the customer's due date.
ALTER TABLE "stores" ADD COLUMN "daily_capacity" smallint;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "employee_capacity" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "buffer_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One shop's garments still to be made, by work day (a Delayed order's new expected date, else its
-- due date; expected_date is null unless Delayed): a month's load reads that month's open orders
-- only, never the shop's finished history.
CREATE INDEX "orders_store_work_day_idx" ON "orders" USING btree ("store_id",(coalesce("expected_date", "due_date"))) WHERE "orders"."status" not in ('Completed', 'Delivered', 'Cancelled');
