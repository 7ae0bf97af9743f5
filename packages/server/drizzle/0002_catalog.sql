-- Written by hand (drizzle-kit does not write extensions): pg_trgm for the catalog's contains-search
-- (GIN gin_trgm_ops), btree_gin so the account id can lead those GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "addons" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_family_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"charge_model" text NOT NULL,
	"is_optional" boolean NOT NULL,
	"is_quantity_based_charge" boolean NOT NULL,
	"show_in_checkout" boolean NOT NULL,
	"show_in_portal" boolean NOT NULL,
	"allow_self_subscribe" boolean NOT NULL,
	"allow_self_remove" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "addons_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_settings" (
	"round_account_id" uuid PRIMARY KEY NOT NULL,
	"default_currency" text NOT NULL,
	"allowed_currencies" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_family_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"charge_type" text NOT NULL,
	"charge_model" text NOT NULL,
	"amount" numeric(20, 6),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "charges_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"coupon_code" text NOT NULL,
	"description" text,
	"discount_type" text NOT NULL,
	"discount_value" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"duration_type" text NOT NULL,
	"duration" integer,
	"valid_from" date,
	"valid_until" date,
	"max_redemptions" integer,
	"status" text NOT NULL,
	"first_time_customers_only" boolean NOT NULL,
	"minimum_order_value" numeric(20, 6),
	"applicable_plans" jsonb NOT NULL,
	"all_customers" boolean NOT NULL,
	"customer_segments" jsonb NOT NULL,
	"stackable" boolean NOT NULL,
	"auto_apply" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "plan_features" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"feature_type" text NOT NULL,
	"value" jsonb,
	"description" text,
	"display_order" integer NOT NULL,
	CONSTRAINT "plan_features_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "plan_usage_metrics" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"metric_name" text NOT NULL,
	"unit" text NOT NULL,
	"aggregation" text NOT NULL,
	"price_per_unit" numeric(20, 6),
	"included_quantity" integer,
	"overage" boolean NOT NULL,
	CONSTRAINT "plan_usage_metrics_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"billing_period" text NOT NULL,
	"is_metered" boolean NOT NULL,
	"billing_cycles" integer,
	"trial_period" integer,
	"show_in_checkout" boolean NOT NULL,
	"show_in_portal" boolean NOT NULL,
	"allow_upgrade" boolean NOT NULL,
	"allow_downgrade" boolean NOT NULL,
	"allow_cancellation" boolean NOT NULL,
	"starting_amount" numeric(20, 6),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plans_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_points" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"version" integer NOT NULL,
	"previous_id" uuid,
	"superseded_at" timestamp with time zone,
	"currency" text NOT NULL,
	"pricing_model" text NOT NULL,
	"price" numeric(20, 6),
	"billing_frequency" text,
	"setup_fee" numeric(20, 6),
	"free_quantity" integer,
	"unit_price" numeric(20, 6),
	"percentage" numeric(20, 6),
	"package_size" integer,
	"trial_period" integer,
	"tiers" jsonb NOT NULL,
	"description" text,
	"show_in_checkout" boolean NOT NULL,
	"show_in_portal" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_points_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_families" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"allow_custom_pricing" boolean NOT NULL,
	"require_approval" boolean NOT NULL,
	"default_currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_families_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_family" FOREIGN KEY ("round_account_id","product_family_id") REFERENCES "public"."product_families"("round_account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_settings" ADD CONSTRAINT "catalog_settings_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_family" FOREIGN KEY ("round_account_id","product_family_id") REFERENCES "public"."product_families"("round_account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_features" ADD CONSTRAINT "plan_features_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_features" ADD CONSTRAINT "plan_features_plan" FOREIGN KEY ("round_account_id","plan_id") REFERENCES "public"."plans"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage_metrics" ADD CONSTRAINT "plan_usage_metrics_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage_metrics" ADD CONSTRAINT "plan_usage_metrics_plan" FOREIGN KEY ("round_account_id","plan_id") REFERENCES "public"."plans"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_family" FOREIGN KEY ("round_account_id","product_family_id") REFERENCES "public"."product_families"("round_account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_families" ADD CONSTRAINT "product_families_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addons_family" ON "addons" USING btree ("round_account_id","product_family_id","created_at");--> statement-breakpoint
CREATE INDEX "addons_status" ON "addons" USING btree ("round_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "addons_type" ON "addons" USING btree ("round_account_id","type","created_at");--> statement-breakpoint
CREATE INDEX "addons_created" ON "addons" USING btree ("round_account_id","created_at");--> statement-breakpoint
CREATE INDEX "addons_search" ON "addons" USING gin ("round_account_id",("name" || ' ' || coalesce("description", '') || ' ' || "type" || ' ' || "status") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charges_family" ON "charges" USING btree ("round_account_id","product_family_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_status" ON "charges" USING btree ("round_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "charges_type" ON "charges" USING btree ("round_account_id","charge_type","created_at");--> statement-breakpoint
CREATE INDEX "charges_created" ON "charges" USING btree ("round_account_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_amount" ON "charges" USING btree ("round_account_id","amount");--> statement-breakpoint
CREATE INDEX "charges_search" ON "charges" USING gin ("round_account_id",("name" || ' ' || coalesce("description", '') || ' ' || "charge_type" || ' ' || "status") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("round_account_id","coupon_code");--> statement-breakpoint
CREATE INDEX "coupons_status" ON "coupons" USING btree ("round_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "coupons_discount_type" ON "coupons" USING btree ("round_account_id","discount_type","created_at");--> statement-breakpoint
CREATE INDEX "coupons_created" ON "coupons" USING btree ("round_account_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_search" ON "coupons" USING gin ("round_account_id",("coupon_code" || ' ' || "name" || ' ' || coalesce("description", '') || ' ' || "status" || ' ' || "discount_type") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plan_features_plan" ON "plan_features" USING btree ("round_account_id","plan_id","display_order");--> statement-breakpoint
CREATE INDEX "plan_usage_metrics_plan" ON "plan_usage_metrics" USING btree ("round_account_id","plan_id","position");--> statement-breakpoint
CREATE INDEX "plans_family" ON "plans" USING btree ("round_account_id","product_family_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_status" ON "plans" USING btree ("round_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "plans_created" ON "plans" USING btree ("round_account_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_starting_amount" ON "plans" USING btree ("round_account_id","starting_amount");--> statement-breakpoint
CREATE INDEX "plans_search" ON "plans" USING gin ("round_account_id",("name" || ' ' || coalesce("description", '') || ' ' || "status") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_points_owner" ON "price_points" USING btree ("round_account_id","owner_kind","owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_families_name" ON "product_families" USING btree ("round_account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_families_status" ON "product_families" USING btree ("round_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_families_created" ON "product_families" USING btree ("round_account_id","created_at");--> statement-breakpoint
CREATE INDEX "product_families_search" ON "product_families" USING gin ("round_account_id",("name" || ' ' || "description" || ' ' || "category") gin_trgm_ops);