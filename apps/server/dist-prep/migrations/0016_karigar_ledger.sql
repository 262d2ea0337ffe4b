-- Karigar piece-rate wages (workshop issue, item 1): the shop's rate per garment (for one employee
-- or for all; the more specific wins) and each employee's ledger. A garment assigned to an employee
-- is credited once, at the rate in force then, when its order becomes Completed (or Delivered),
-- in the same transaction; reassigning it or reopening the order adds a reversing entry. Payouts and
-- advances are ledger rows too, reversed by a reversing row, never edited or deleted.
CREATE TABLE "karigar_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"employee_id" uuid,
	"garment" text NOT NULL,
	"garment_key" text NOT NULL,
	"stage" varchar(12) DEFAULT 'completed' NOT NULL,
	"rate_paise" bigint NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "karigar_rates_garment_unique" UNIQUE NULLS NOT DISTINCT("store_id","garment_key","stage","employee_id"),
	CONSTRAINT "karigar_rates_positive" CHECK ("karigar_rates"."rate_paise" > 0)
);--> statement-breakpoint
ALTER TABLE "karigar_rates" ADD CONSTRAINT "karigar_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_rates" ADD CONSTRAINT "karigar_rates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_rates" ADD CONSTRAINT "karigar_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "karigar_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"order_id" uuid,
	"product_id" uuid,
	"order_number" integer,
	"garment" text,
	"stage" varchar(12),
	"generation" integer,
	"method" varchar(8),
	"note" text,
	"reverses_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "karigar_ledger_kind" CHECK ("karigar_ledger"."kind" in ('credit', 'credit_reversal', 'payout', 'payout_reversal')),
	CONSTRAINT "karigar_ledger_one_per_generation" UNIQUE("product_id","stage","generation","kind"),
	CONSTRAINT "karigar_ledger_reversed_once" UNIQUE("reverses_id")
);--> statement-breakpoint
ALTER TABLE "karigar_ledger" ADD CONSTRAINT "karigar_ledger_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_ledger" ADD CONSTRAINT "karigar_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_ledger" ADD CONSTRAINT "karigar_ledger_reverses_id_karigar_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."karigar_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karigar_ledger" ADD CONSTRAINT "karigar_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An employee's entries of a period, and the shop's sums per employee.
CREATE INDEX "karigar_ledger_employee_date_idx" ON "karigar_ledger" USING btree ("store_id","employee_id","entry_date");--> statement-breakpoint
-- An order's credits, checked in every status change and edit of the order.
CREATE INDEX "karigar_ledger_order_idx" ON "karigar_ledger" USING btree ("order_id") WHERE "karigar_ledger"."order_id" IS NOT NULL;
