CREATE TABLE "billing_settings" (
	"round_account_id" uuid PRIMARY KEY NOT NULL,
	"net_term_days" integer NOT NULL,
	"invoice_prefix" text NOT NULL,
	"dunning_days" jsonb NOT NULL,
	"after_final_failure" text NOT NULL,
	"gateway" text NOT NULL,
	"stripe_secret" text,
	"stripe_secret_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"period_start" date,
	"period_end" date,
	"ref" jsonb,
	CONSTRAINT "invoice_lines_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_numbering" (
	"round_account_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"subscription_id" uuid,
	"number" text,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"term_start" date,
	"period_start" date,
	"period_end" date,
	"issue_date" date,
	"due_date" date,
	"subtotal" numeric(20, 6) NOT NULL,
	"discount" numeric(20, 6) NOT NULL,
	"total" numeric(20, 6) NOT NULL,
	"credit_applied" numeric(20, 6) NOT NULL,
	"amount_paid" numeric(20, 6) NOT NULL,
	"amount_due" numeric(20, 6) NOT NULL,
	"memo" text,
	"auto_collect" text NOT NULL,
	"payment_attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_on" date,
	"finalized_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"test_clock_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"invoice_id" uuid,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"payment_method_id" uuid,
	"gateway" text,
	"gateway_reference" text,
	"reference" text,
	"failure_message" text,
	"attempt" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"test_clock_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscription_addons" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"addon_id" uuid NOT NULL,
	"price_point_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "subscription_addons_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscription_coupons" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"applied_on" date NOT NULL,
	"invoices_discounted" integer DEFAULT 0 NOT NULL,
	"savings" numeric(20, 6) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_coupons_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"occurred_on" date NOT NULL,
	"mrr_before" numeric(20, 6) NOT NULL,
	"mrr_after" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"test_clock_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_events_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_price_point_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"billing_frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"trial_start" date,
	"trial_end" date,
	"anchor_day" date,
	"current_term_start" date,
	"current_term_end" date,
	"terms_billed" integer DEFAULT 0 NOT NULL,
	"billing_cycles" integer,
	"cancel_at" date,
	"cancelled_at" timestamp with time zone,
	"paused_at" date,
	"resume_date" date,
	"next_action_on" date,
	"pending_change" jsonb,
	"auto_collection" text,
	"mrr" numeric(20, 6) DEFAULT '0' NOT NULL,
	"test_clock_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "test_clocks" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"frozen_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_clocks_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"metric_name" text NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_events_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "test_clock_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice" FOREIGN KEY ("round_account_id","invoice_id") REFERENCES "public"."invoices"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_numbering" ADD CONSTRAINT "invoice_numbering_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_addons" ADD CONSTRAINT "subscription_addons_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_addons" ADD CONSTRAINT "subscription_addons_subscription" FOREIGN KEY ("round_account_id","subscription_id") REFERENCES "public"."subscriptions"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_coupons" ADD CONSTRAINT "subscription_coupons_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_coupons" ADD CONSTRAINT "subscription_coupons_subscription" FOREIGN KEY ("round_account_id","subscription_id") REFERENCES "public"."subscriptions"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription" FOREIGN KEY ("round_account_id","subscription_id") REFERENCES "public"."subscriptions"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_clocks" ADD CONSTRAINT "test_clocks_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_subscription" FOREIGN KEY ("round_account_id","subscription_id") REFERENCES "public"."subscriptions"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("round_account_id","invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("round_account_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_term" ON "invoices" USING btree ("round_account_id","subscription_id","term_start");--> statement-breakpoint
CREATE INDEX "invoices_created" ON "invoices" USING btree ("round_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status" ON "invoices" USING btree ("round_account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_customer" ON "invoices" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_subscription" ON "invoices" USING btree ("round_account_id","subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_amount" ON "invoices" USING btree ("round_account_id","total","id");--> statement-breakpoint
CREATE INDEX "invoices_due" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" in ('open', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoices_retry" ON "invoices" USING btree ("next_retry_on") WHERE "invoices"."next_retry_on" is not null;--> statement-breakpoint
CREATE INDEX "invoices_search" ON "invoices" USING gin ("round_account_id",(coalesce("number", '') || ' ' || "customer_name" || ' ' || "status") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("round_account_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_customer" ON "payments" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created" ON "payments" USING btree ("round_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscription_addons_subscription" ON "subscription_addons" USING btree ("round_account_id","subscription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_coupons_once" ON "subscription_coupons" USING btree ("round_account_id","subscription_id","coupon_id");--> statement-breakpoint
CREATE INDEX "subscription_coupons_coupon" ON "subscription_coupons" USING btree ("round_account_id","coupon_id");--> statement-breakpoint
CREATE INDEX "subscription_events_on" ON "subscription_events" USING btree ("round_account_id","occurred_on");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription" ON "subscription_events" USING btree ("round_account_id","subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_customer" ON "subscriptions" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status" ON "subscriptions" USING btree ("round_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_plan" ON "subscriptions" USING btree ("round_account_id","plan_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_created" ON "subscriptions" USING btree ("round_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("next_action_on") WHERE "subscriptions"."test_clock_id" is null and "subscriptions"."next_action_on" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_clock_due" ON "subscriptions" USING btree ("round_account_id","test_clock_id","next_action_on");--> statement-breakpoint
CREATE INDEX "test_clocks_created" ON "test_clocks" USING btree ("round_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_events_key" ON "usage_events" USING btree ("round_account_id","subscription_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "usage_events_metric" ON "usage_events" USING btree ("round_account_id","subscription_id","metric_name","occurred_at");--> statement-breakpoint
CREATE INDEX "customers_test_clock" ON "customers" USING btree ("round_account_id","test_clock_id");