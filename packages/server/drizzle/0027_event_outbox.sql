CREATE TABLE "event_outbox" (
	"sequence" bigint PRIMARY KEY NOT NULL,
	"round_account_id" uuid NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_undispatched";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "dispatched";