-- The shop's UPI address and the payee name customers' UPI apps show (issue 16): the tracking
-- page, the bills and the balance message offer the exact balance to pay by UPI when it is set.
ALTER TABLE "stores" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "upi_payee_name" text;
