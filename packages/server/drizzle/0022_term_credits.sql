ALTER TABLE "customer_credits" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "term_number" integer;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "period_end" date;--> statement-breakpoint
CREATE INDEX "customer_credits_term" ON "customer_credits" USING btree ("round_account_id","subscription_id","term_number") WHERE "customer_credits"."subscription_id" is not null;