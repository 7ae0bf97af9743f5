CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_account_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"changes" jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_account" ON "audit_log" USING btree ("round_account_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_resource" ON "audit_log" USING btree ("round_account_id","resource_type","resource_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("round_account_id","actor_id","occurred_at");