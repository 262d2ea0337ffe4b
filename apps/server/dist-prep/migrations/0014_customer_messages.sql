-- Messages to customers (issue 16): an outbox row per message, written in the transaction of the
-- change that causes it (an order taken, ready, delivered) or by the daily reminders (a trial
-- tomorrow, not collected), and sent by a job outside quiet hours. One row per order and reason:
-- dedupe_key is the kind, or the kind and the trial day for trial reminders.
CREATE TABLE "customer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"dedupe_key" varchar(40) NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"channel" varchar(10),
	"body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_messages_order_reason_unique" UNIQUE("order_id","dedupe_key")
);--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sender's queue: the due rows, oldest first.
CREATE INDEX "customer_messages_due_idx" ON "customer_messages" USING btree ("next_attempt_at") WHERE "customer_messages"."state" = 'queued';--> statement-breakpoint
-- Sends cut off by a crash are found by this.
CREATE INDEX "customer_messages_sending_idx" ON "customer_messages" USING btree ("updated_at") WHERE "customer_messages"."state" = 'sending';--> statement-breakpoint
-- The orders waiting to be collected, for the 'not collected' messages of every shop.
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("store_id") WHERE "orders"."status" = 'Completed';--> statement-breakpoint
-- Which messages each kind sends, and after how many days 'not collected'; null: all, 7 days.
ALTER TABLE "stores" ADD COLUMN "customer_messages" jsonb;
