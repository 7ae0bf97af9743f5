CREATE TABLE "metrics_days" (
	"round_account_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"mrr_change" numeric(20, 6) DEFAULT '0' NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"churned" integer DEFAULT 0 NOT NULL,
	"active_change" integer DEFAULT 0 NOT NULL,
	"card_attempts" integer DEFAULT 0 NOT NULL,
	"card_succeeded" integer DEFAULT 0 NOT NULL,
	"paid_invoices" integer DEFAULT 0 NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metrics_days_pkey" PRIMARY KEY("round_account_id","scope","currency","day")
);
--> statement-breakpoint
ALTER TABLE "metrics_days" ADD CONSTRAINT "metrics_days_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;