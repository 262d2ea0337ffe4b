-- An issued tax invoice stays as issued (Rule 46): it keeps what was invoiced (the customer's name,
-- the lines, the total and its split into taxable value and CGST + SGST or IGST), and reprints are
-- made from that, never from the order as it is now. A change of the order's value afterwards
-- (a price, a line added or removed, a cancellation) issues a credit note (value down) or a debit
-- note (value up) against the invoice (section 34, Rule 53), numbered in its own series per kind
-- and financial year, gapless like the invoices' ('CN/2026-27/0001', 'DN/2026-27/0001').
--
-- Invoices issued before this migration kept only their number, date, GSTIN, rate and place of
-- supply. They are recorded here from their order as it is now, at migration time rather than at
-- their first reprint, so that an order changed after the upgrade and before any reprint already
-- has its invoice as issued to raise a note against. The split repeats splitTaxInclusive (gst.ts):
-- taxable = total x 100 / (100 + rate) rounded half up to the paisa, the tax the rest, halved into
-- CGST (the lower half) and SGST within a state, all IGST between states. The columns stay nullable
-- for invoices restored from an older export, which are recorded from their order at first use.
ALTER TABLE "gst_invoices" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "total_paise" bigint;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "taxable_paise" bigint;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "cgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "sgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "igst_paise" bigint;--> statement-breakpoint
WITH "issued" AS (
	SELECT "i"."order_id", "c"."name", "o"."total_paise",
		(2 * "o"."total_paise" * 10000 + (10000 + "i"."gst_rate" * 100)) / (2 * (10000 + "i"."gst_rate" * 100)) AS "taxable",
		"i"."place_of_supply" <> CASE left("i"."gstin", 2) WHEN '25' THEN '26' WHEN '28' THEN '37' ELSE left("i"."gstin", 2) END AS "inter_state"
	FROM "gst_invoices" AS "i"
		JOIN "orders" AS "o" ON "o"."id" = "i"."order_id"
		JOIN "customers" AS "c" ON "c"."id" = "o"."customer_id"
	WHERE "i"."total_paise" IS NULL
)
UPDATE "gst_invoices" AS "i" SET
	"customer_name" = "s"."name",
	"lines" = COALESCE(
		(SELECT jsonb_agg(jsonb_build_object('productId', "p"."id", 'name', "p"."name", 'quantity', 1, 'pricePaise', "p"."price_paise") ORDER BY "p"."position")
			FROM "order_products" AS "p" WHERE "p"."order_id" = "i"."order_id"),
		'[]'::jsonb),
	"total_paise" = "s"."total_paise",
	"taxable_paise" = "s"."taxable",
	"cgst_paise" = CASE WHEN "s"."inter_state" THEN 0 ELSE ("s"."total_paise" - "s"."taxable") / 2 END,
	"sgst_paise" = CASE WHEN "s"."inter_state" THEN 0 ELSE ("s"."total_paise" - "s"."taxable") - ("s"."total_paise" - "s"."taxable") / 2 END,
	"igst_paise" = CASE WHEN "s"."inter_state" THEN "s"."total_paise" - "s"."taxable" ELSE 0 END
FROM "issued" AS "s"
WHERE "s"."order_id" = "i"."order_id";--> statement-breakpoint
CREATE TABLE "gst_note_series" (
	"store_id" uuid NOT NULL,
	"kind" varchar(6) NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "gst_note_series_store_id_kind_financial_year_pk" PRIMARY KEY("store_id","kind","financial_year")
);--> statement-breakpoint
CREATE TABLE "gst_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" varchar(6) NOT NULL,
	"financial_year" smallint NOT NULL,
	"serial" integer NOT NULL,
	"note_date" date NOT NULL,
	"reason" varchar(10) NOT NULL,
	"value_before_paise" bigint NOT NULL,
	"value_after_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_notes_store_kind_year_serial_unique" UNIQUE("store_id","kind","financial_year","serial"),
	CONSTRAINT "gst_notes_kind_check" CHECK ("gst_notes"."kind" in ('credit', 'debit')),
	CONSTRAINT "gst_notes_reason_check" CHECK ("gst_notes"."reason" in ('revised', 'cancelled'))
);--> statement-breakpoint
ALTER TABLE "gst_note_series" ADD CONSTRAINT "gst_note_series_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_order_id_gst_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gst_invoices"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gst_notes_order_idx" ON "gst_notes" USING btree ("order_id","created_at");
