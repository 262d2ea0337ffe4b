-- Several people on one mobile number: a family shares one phone, so a shop keeps a
-- customer per person, grouped by the number. The number no longer names one customer: a person
-- is unique by their name (any case) on it. Every customer already kept becomes the first person
-- ('self') on their number, with nothing else changed.
ALTER TABLE "customers" DROP CONSTRAINT "customers_store_mobile_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "relation" varchar(10) DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_store_mobile_name_unique" ON "customers" USING btree ("store_id","mobile_no",lower("name"));
