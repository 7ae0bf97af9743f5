CREATE TABLE "event_outbox" (
	"sequence" bigint PRIMARY KEY NOT NULL,
	"round_account_id" uuid NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_undispatched";--> statement-breakpoint
ALTER TABLE "event_outbox" ADD CONSTRAINT "event_outbox_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "dispatched";