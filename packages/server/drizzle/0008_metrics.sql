CREATE TABLE "mrr_months" (
	"round_account_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"currency" text NOT NULL,
	"month" text NOT NULL,
	"new" numeric(20, 6) DEFAULT '0' NOT NULL,
	"expansion" numeric(20, 6) DEFAULT '0' NOT NULL,
	"contraction" numeric(20, 6) DEFAULT '0' NOT NULL,
	"churned" numeric(20, 6) DEFAULT '0' NOT NULL,
	"reactivation" numeric(20, 6) DEFAULT '0' NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"reactivation_count" integer DEFAULT 0 NOT NULL,
	"churned_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mrr_months_pkey" PRIMARY KEY("round_account_id","scope","currency","month")
);
--> statement-breakpoint
CREATE TABLE "mrr_movements" (
	"round_account_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"start_mrr" numeric(20, 6) NOT NULL,
	"end_mrr" numeric(20, 6) NOT NULL,
	"paid_before" boolean NOT NULL,
	"kind" text,
	"amount" numeric(20, 6) NOT NULL,
	CONSTRAINT "mrr_movements_pkey" PRIMARY KEY("round_account_id","customer_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "mrr_months" ADD CONSTRAINT "mrr_months_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrr_movements" ADD CONSTRAINT "mrr_movements_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrr_movements" ADD CONSTRAINT "mrr_movements_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mrr_movements_day" ON "mrr_movements" USING btree ("round_account_id","scope","currency","day");--> statement-breakpoint
CREATE INDEX "invoices_paid" ON "invoices" USING btree ("round_account_id","paid_at") WHERE "invoices"."status" = 'paid';