-- The customer's yes before extra work (issue 31, section 3). The shop asks the customer to approve
-- an add-on (extra work at a price) or a design (one of the order's photos); the customer answers
-- once from the tracking link, and the answer is kept, with its time, as the shop's record. An
-- approved add-on becomes a line of the order through the order edit. Amounts in paise as elsewhere.
-- How it fitted (section 4): for 14 days after Delivered the customer tells, per garment or for the
-- whole order, whether it fits; 'needs a change' opens an alteration order that fixes the original
-- (orders.fixes_order_id).
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
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_fk" FOREIGN KEY ("order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_image_fk" FOREIGN KEY ("image_id","store_id") REFERENCES "public"."product_images"("id","store_id") ON DELETE set null ("image_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_order_idx" ON "order_approvals" USING btree ("order_id","created_at");--> statement-breakpoint
-- The new shop table kept apart as its neighbours are (0021, 0023, 0025): forced row security, the
-- request role's policy on the shop's setting and the cross-shop role's whole view, and grants.
ALTER TABLE "order_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_approvals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_rows ON "order_approvals" TO tsm_request USING (store_id = nullif(current_setting('app.store_id', true), '')::uuid) WITH CHECK (store_id = nullif(current_setting('app.store_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY cross_shop_work ON "order_approvals" TO tsm_cross_shop USING (true) WITH CHECK (true);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "order_approvals" TO tsm_request;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fixes_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fixes_order_fk" FOREIGN KEY ("fixes_order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE set null ("fixes_order_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_fixes_idx" ON "orders" USING btree ("store_id","fixes_order_id") WHERE "orders"."fixes_order_id" is not null;--> statement-breakpoint
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
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_order_fk" FOREIGN KEY ("order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_product_fk" FOREIGN KEY ("product_id","store_id") REFERENCES "public"."order_products"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fit_answers" ADD CONSTRAINT "order_fit_answers_alteration_fk" FOREIGN KEY ("alteration_order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE set null ("alteration_order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fit_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_fit_answers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_rows ON "order_fit_answers" TO tsm_request USING (store_id = nullif(current_setting('app.store_id', true), '')::uuid) WITH CHECK (store_id = nullif(current_setting('app.store_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY cross_shop_work ON "order_fit_answers" TO tsm_cross_shop USING (true) WITH CHECK (true);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "order_fit_answers" TO tsm_request;--> statement-breakpoint
-- On Citus only: the approvals and fit answers distributed by their shop beside the shop's other
-- rows (0024), their foreign keys taken off while each is distributed and put back as they were.
DO $$
DECLARE
	link record;
	links text[];
	statement text;
	target text;
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
		RETURN;
	END IF;
	PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
	FOREACH target IN ARRAY ARRAY['order_approvals', 'order_fit_answers'] LOOP
		links := '{}';
		FOR link IN
			SELECT c.conrelid::regclass AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
			FROM pg_constraint c
			WHERE c.contype = 'f' AND c.conrelid = target::regclass
		LOOP
			EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', link.tbl, link.conname);
			links := links || format('ALTER TABLE %s ADD CONSTRAINT %I %s', link.tbl, link.conname, link.def);
		END LOOP;
		PERFORM create_distributed_table(target, 'store_id', colocate_with => 'stores');
		FOREACH statement IN ARRAY links LOOP
			EXECUTE statement;
		END LOOP;
	END LOOP;
END $$;
