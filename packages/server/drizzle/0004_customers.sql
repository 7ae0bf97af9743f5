CREATE TABLE "customer_credits" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_credits_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"content" text NOT NULL,
	"is_internal" boolean NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_notes_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_given" boolean NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"tax_number" text NOT NULL,
	"locale" text NOT NULL,
	"timezone" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"country" text,
	"email_preferences" jsonb NOT NULL,
	"portal_access" boolean NOT NULL,
	"auto_collection" boolean NOT NULL,
	"tags" jsonb NOT NULL,
	"custom_fields" jsonb NOT NULL,
	"mrr" numeric(20, 6) DEFAULT '0' NOT NULL,
	"ltv" numeric(20, 6) DEFAULT '0' NOT NULL,
	"churn_risk" smallint DEFAULT 0 NOT NULL,
	"credit_balance" numeric(20, 6) DEFAULT '0' NOT NULL,
	"amount_due" numeric(20, 6) DEFAULT '0' NOT NULL,
	"unbilled_charges" numeric(20, 6) DEFAULT '0' NOT NULL,
	"active_subscriptions" integer DEFAULT 0 NOT NULL,
	"trial_end_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"card_brand" text,
	"last4" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"offline_method" text,
	"reference" text,
	"is_default" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_methods_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"round_account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_round_account_id_key_pk" PRIMARY KEY("round_account_id","key")
);
--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_customer" ON "customer_credits" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_notes_customer" ON "customer_notes" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email" ON "customers" USING btree ("round_account_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_display_name" ON "customers" USING btree ("round_account_id",lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_company" ON "customers" USING btree ("round_account_id",lower("company"),"id");--> statement-breakpoint
CREATE INDEX "customers_status" ON "customers" USING btree ("round_account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_created" ON "customers" USING btree ("round_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_mrr" ON "customers" USING btree ("round_account_id","mrr","id");--> statement-breakpoint
CREATE INDEX "customers_ltv" ON "customers" USING btree ("round_account_id","ltv","id");--> statement-breakpoint
CREATE INDEX "customers_churn_risk" ON "customers" USING btree ("round_account_id","churn_risk","id");--> statement-breakpoint
CREATE INDEX "customers_country" ON "customers" USING btree ("round_account_id","country","created_at");--> statement-breakpoint
CREATE INDEX "customers_search" ON "customers" USING gin ("round_account_id",("display_name" || ' ' || "email" || ' ' || "company" || ' ' || "id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_methods_customer" ON "payment_methods" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default" ON "payment_methods" USING btree ("round_account_id","customer_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");