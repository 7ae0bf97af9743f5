DROP INDEX "plans_search";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || coalesce("description", '') || ' ' || "status")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "plans_search" ON "plans" USING gin ("round_account_id","search_text" gin_trgm_ops);