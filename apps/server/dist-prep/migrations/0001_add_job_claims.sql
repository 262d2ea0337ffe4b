CREATE TABLE "job_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_claims_created_idx" ON "job_claims" USING btree ("created_at");