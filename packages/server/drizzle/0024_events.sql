CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_account_id" uuid NOT NULL,
	"sequence" bigserial NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"test_clock_id" uuid,
	"data" jsonb NOT NULL,
	CONSTRAINT "events_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_account_sequence" ON "events" USING btree ("round_account_id","sequence");--> statement-breakpoint
CREATE INDEX "events_account_type" ON "events" USING btree ("round_account_id","type","sequence");