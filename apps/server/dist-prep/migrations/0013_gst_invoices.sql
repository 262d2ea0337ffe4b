-- GST tax invoices (issue 16): the shop's GSTIN and GST rate (5%, tailoring's rate, by default),
-- the invoice each order gets the first time its bill is printed while the shop has a GSTIN (with
-- the GSTIN, rate and place of supply it was issued with), and
-- the last serial of each shop's series per financial year (April to March).
ALTER TABLE "stores" ADD COLUMN "gstin" varchar(15);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gst_rate" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
CREATE TABLE "gst_invoice_series" (
	"store_id" uuid NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "gst_invoice_series_store_id_financial_year_pk" PRIMARY KEY("store_id","financial_year")
);--> statement-breakpoint
CREATE TABLE "gst_invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"financial_year" smallint NOT NULL,
	"serial" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"gstin" varchar(15) NOT NULL,
	"gst_rate" smallint NOT NULL,
	"place_of_supply" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_invoices_store_year_serial_unique" UNIQUE("store_id","financial_year","serial")
);--> statement-breakpoint
ALTER TABLE "gst_invoice_series" ADD CONSTRAINT "gst_invoice_series_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
