-- Trial (fitting) dates (issue 16): the day, and the time if fixed, the customer comes in to try the
-- garment on, and the customer's answer from the tracking page (they will come, or they ask for
-- another day, with a note). A new trial date clears the answer.
ALTER TABLE "orders" ADD COLUMN "trial_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trial_time" time;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trial_response" varchar(12);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trial_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trial_responded_at" timestamp with time zone;--> statement-breakpoint
-- The shop's trials day by day.
CREATE INDEX "orders_store_trial_idx" ON "orders" USING btree ("store_id","trial_date","trial_time") WHERE "orders"."trial_date" is not null;
