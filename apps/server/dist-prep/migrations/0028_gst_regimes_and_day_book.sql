-- Books an accountant accepts (issue 32). The shop's GST regime: 'unregistered' (plain bills),
-- 'composition' (bills of supply, no tax charged; CMP-08 at the composition rate on the quarter's
-- turnover) or 'regular' (tax invoices). A shop with a GSTIN today issues tax invoices and stays
-- regular; one without stays unregistered. The SAC/HSN code is the shop's (998821 by default),
-- printed with 4 digits up to ₹5 crore of annual turnover and 6 above (Notification 78/2020-CT).
-- On Citus, the shops' rows are updated below in the transaction that altered their tables: one
-- connection per node for both, as 0025 does (a setting PostgreSQL alone keeps and ignores).
SELECT set_config('citus.multi_shard_modify_mode', 'sequential', true);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gst_scheme" varchar(12) DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
UPDATE "stores" SET "gst_scheme" = 'regular' WHERE "gstin" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_gst_scheme_check" CHECK ("gst_scheme" in ('unregistered', 'composition', 'regular'));--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "composition_rate" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sac_code" varchar(8) DEFAULT '998821' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "turnover_above_5_crore" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The day book's opening cash, entered once, and the day it applies from; the Tally ledger names.
ALTER TABLE "stores" ADD COLUMN "opening_cash_paise" bigint;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_cash_date" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tally_ledgers" jsonb;--> statement-breakpoint
-- A customer that is a business gives its GSTIN; its invoices are B2B in the returns.
ALTER TABLE "customers" ADD COLUMN "gstin" varchar(15);--> statement-breakpoint
-- Each invoice's kind: a tax invoice, or a composition shop's bill of supply ('BOS/2026-27/0001'),
-- each its own gapless series per financial year; the code printed on it and the customer's GSTIN
-- as issued. Invoices issued before are tax invoices printed with SAC 998821.
ALTER TABLE "gst_invoices" ADD COLUMN "document_kind" varchar(14) DEFAULT 'tax_invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_document_kind_check" CHECK ("document_kind" in ('tax_invoice', 'bill_of_supply'));--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "sac_code" varchar(8);--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD COLUMN "customer_gstin" varchar(15);--> statement-breakpoint
ALTER TABLE "gst_invoices" DROP CONSTRAINT "gst_invoices_store_year_serial_unique";--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_store_kind_year_serial_unique" UNIQUE("store_id","document_kind","financial_year","serial");--> statement-breakpoint
ALTER TABLE "gst_invoice_series" ADD COLUMN "document_kind" varchar(14) DEFAULT 'tax_invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_invoice_series" DROP CONSTRAINT "gst_invoice_series_store_id_financial_year_pk";--> statement-breakpoint
ALTER TABLE "gst_invoice_series" ADD CONSTRAINT "gst_invoice_series_store_kind_year_pk" PRIMARY KEY("store_id","document_kind","financial_year");--> statement-breakpoint
-- The cash the shop counted at the end of a day, against the day book's expected cash.
CREATE TABLE "cash_counts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"counted_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_counts_pkey" PRIMARY KEY("id","store_id"),
	CONSTRAINT "cash_counts_store_day_unique" UNIQUE("store_id","day"),
	CONSTRAINT "cash_counts_counted_check" CHECK ("cash_counts"."counted_paise" >= 0)
);--> statement-breakpoint
-- Kept apart as every shop table is (0026), then its foreign key.
SELECT tsm_keep_shop_table('cash_counts');--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
