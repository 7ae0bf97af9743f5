CREATE TABLE "checkout_links" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"price_point_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"addons" jsonb NOT NULL,
	"coupon_codes" jsonb NOT NULL,
	"success_url" text,
	"active" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "checkout_links_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"flow" text,
	"subscription_id" uuid,
	"invoice_id" uuid,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_sessions_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_links_token" ON "checkout_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "checkout_links_account" ON "checkout_links" USING btree ("round_account_id","created_at") WHERE "checkout_links"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_sessions_token" ON "portal_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portal_sessions_expiry" ON "portal_sessions" USING btree ("expires_at");