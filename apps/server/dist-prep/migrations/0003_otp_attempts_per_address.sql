CREATE TABLE "otp_attempts" (
	"challenge_id" uuid NOT NULL,
	"client_address" text NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "otp_attempts_challenge_id_client_address_pk" PRIMARY KEY("challenge_id","client_address")
);
--> statement-breakpoint
ALTER TABLE "otp_attempts" ADD CONSTRAINT "otp_attempts_challenge_id_otp_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."otp_challenges"("id") ON DELETE cascade ON UPDATE no action;