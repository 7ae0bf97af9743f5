DROP INDEX "invoices_search";--> statement-breakpoint
CREATE INDEX "invoices_number_search" ON "invoices" USING gin ("round_account_id",coalesce("number", '') gin_trgm_ops);