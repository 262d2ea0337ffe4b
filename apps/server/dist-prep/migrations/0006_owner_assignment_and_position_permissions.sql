-- The shop owner can be assigned garments: one employee row per store marks the owner. It has no
-- user (the owner signs in as shopkeeper, never as an employee) and no phone of its own, and it is
-- kept out of the team list, invites and deactivation.
ALTER TABLE "employees" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "phone" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_phone_unless_owner" CHECK ("is_owner" OR "phone" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_one_owner_per_store" ON "employees" ("store_id") WHERE "is_owner";
--> statement-breakpoint
INSERT INTO "employees" ("store_id", "name", "phone", "position", "is_owner")
SELECT "id", "owners_name", NULL, 'manager', true FROM "stores";
--> statement-breakpoint
-- Per position: whether staff may collect payments. Null: the defaults (all allowed,
-- as before this setting existed).
ALTER TABLE "stores" ADD COLUMN "position_permissions" jsonb;
