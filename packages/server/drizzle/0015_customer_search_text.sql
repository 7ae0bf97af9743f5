DROP INDEX "customers_search";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("display_name" || ' ' || "email" || ' ' || "company" || ' ' || "id"::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search" ON "customers" USING gin ("round_account_id","search_text" gin_trgm_ops);