-- The customer's yes before extra work (issue 31, section 3). The shop asks the customer to approve
-- an add-on (extra work at a price) or a design (one of the order's photos); the customer answers
-- once from the tracking link, and the answer is kept, with its time, as the shop's record. An
-- approved add-on becomes a line of the order through the order edit. Amounts in paise as elsewhere.
-- How it fitted (section 4): for 14 days after Delivered the customer tells, per garment or for the
-- whole order, whether it fits; 'needs a change' opens an alteration order that fixes the original
-- (orders.fixes_order_id).
-- Three references are the id alone, without a foreign key: an approval's photo, the order an
-- alteration fixes, and the alteration a fit answer opened. Each would have its column set null
-- when the row it names goes, and Citus refuses that for a key holding the distribution column
-- (store_id). The rows are written by the shop's own routes, which check the reference, and read
-- by joins that let a missing row be none.
CREATE TABLE "order_approvals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"description" text NOT NULL,
	"amount_paise" bigint,
	"image_id" uuid,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"customer_note" text,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_approvals_pkey" PRIMARY KEY("id","store_id"),
	CONSTRAINT "order_approvals_kind_check" CHECK ("order_approvals"."kind" in ('addon', 'design')),
	CONSTRAINT "order_approvals_status_check" CHECK ("order_approvals"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "order_approvals_amount_check" CHECK (("order_approvals"."kind" = 'addon') = ("order_approvals"."amount_paise" is not null) AND coalesce("order_approvals"."amount_paise", 1) > 0),
	CONSTRAINT "order_approvals_decided_check" CHECK (("order_approvals"."status" = 'pending') = ("order_approvals"."decided_at" is null))
);
--> statement-breakpoint
CREATE INDEX "order_approvals_order_idx" ON "order_approvals" USING btree ("order_id","created_at");--> statement-breakpoint
-- Kept apart as every shop table is (0026), then its foreign keys.
SELECT tsm_keep_shop_table('order_approvals');--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_fk" FOREIGN KEY ("order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fixes_order_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_store_fixes_idx" ON "orders" USING btree ("store_id","fixes_order_id") WHERE "fixes_order_id" is not null;--> statement-breakpoint
-- One answer per garment, and one for the whole order (garment_key: the garment's id, or the order's).
CREATE TABLE "order_fit_answers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"garment_key" uuid NOT NULL,
	"fit" varchar(12) NOT NULL,
	"note" text,
	"alteration_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_fit_answers_pkey" PRIMARY KEY("id","store_id"),
	CONSTRAINT "order_fit_answers_once" UNIQUE("order_id","garment_key","store_id"),
	CONSTRAINT "order_fit_answers_fit_check" CHECK ("order_fit_answers"."fit" in ('good', 'needs_change')),
	CONSTRAINT "order_fit_answers_key_check" CHECK ("order_fit_answers"."garment_key" = coalesce("order_fit_answers"."product_id", "order_fit_answers"."order_id"))
);
--> statement-breakpoint
-- Kept apart as every shop table is (0026), then its foreign keys.
SELECT tsm_keep_shop_table('order_fit_answers');--> statement-breakpoint
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_order_fk" FOREIGN KEY ("order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_product_fk" FOREIGN KEY ("product_id","store_id") REFERENCES "public"."order_products"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
