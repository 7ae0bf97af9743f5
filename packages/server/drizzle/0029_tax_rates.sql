CREATE TABLE "tax_rates" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(7, 4) NOT NULL,
	"inclusive" boolean NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_rates_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tax_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tax_exempt" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_rates_country" ON "tax_rates" USING btree ("round_account_id","country","region");--> statement-breakpoint
CREATE INDEX "tax_rates_created" ON "tax_rates" USING btree ("round_account_id","created_at","id");