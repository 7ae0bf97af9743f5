DROP INDEX "invoices_term";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "term_number" integer;--> statement-breakpoint
-- The terms already invoiced, numbered in the order they started; a proration invoice takes the term it fell in.
UPDATE "invoices" i SET "term_number" = n.number
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "round_account_id", "subscription_id" ORDER BY "term_start", "created_at", "id") AS number
  FROM "invoices" WHERE "subscription_id" IS NOT NULL AND "term_start" IS NOT NULL AND "reason" <> 'proration'
) n
WHERE i."id" = n."id";--> statement-breakpoint
UPDATE "invoices" p SET "term_number" = (
  SELECT t."term_number" FROM "invoices" t
  WHERE t."round_account_id" = p."round_account_id" AND t."subscription_id" = p."subscription_id"
    AND t."term_number" IS NOT NULL AND t."created_at" <= p."created_at"
  ORDER BY t."term_number" DESC LIMIT 1
)
WHERE p."reason" = 'proration' AND p."subscription_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_term_number" ON "invoices" USING btree ("round_account_id","subscription_id","term_number") WHERE "invoices"."reason" <> 'proration';
