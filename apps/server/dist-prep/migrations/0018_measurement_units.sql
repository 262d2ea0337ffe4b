-- Measurement units (the measurements issue, item 4): the shop measures in inches (the Indian
-- tailoring norm, so every shop until now) or centimetres, and each order line keeps the unit its
-- measurements were taken in, so changing the setting never changes what an old order says.
-- A constant default fills existing rows without rewriting the table (PostgreSQL 11+).
ALTER TABLE "stores" ADD COLUMN "measurement_unit" varchar(2) DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_measurement_unit_check" CHECK ("stores"."measurement_unit" in ('in', 'cm'));--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "measurement_unit" varchar(2) DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_measurement_unit_check" CHECK ("order_products"."measurement_unit" in ('in', 'cm'));
