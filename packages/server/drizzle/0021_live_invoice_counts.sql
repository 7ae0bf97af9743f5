-- The kept invoice counts answer the total of the unfiltered invoices list, which holds live invoices only:
-- a test clock's rehearsal invoices are counted no more, and the counts are made again from the invoices.
CREATE OR REPLACE FUNCTION "invoice_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT "round_account_id", "status", count(*) FROM "new_rows" WHERE "test_clock_id" IS NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT o."round_account_id", o."status", -count(*) FROM "old_rows" o
    WHERE o."test_clock_id" IS NULL
      AND EXISTS (SELECT 1 FROM "round_accounts" a WHERE a."id" = o."round_account_id")
    GROUP BY 1, 2;
  ELSE
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT "round_account_id", "status", sum("delta") FROM (
      SELECT n."round_account_id", n."status", 1 AS "delta" FROM "new_rows" n
        JOIN "old_rows" o ON o."id" = n."id" WHERE o."status" <> n."status" AND n."test_clock_id" IS NULL
      UNION ALL
      SELECT o."round_account_id", o."status", -1 FROM "new_rows" n
        JOIN "old_rows" o ON o."id" = n."id" WHERE o."status" <> n."status" AND n."test_clock_id" IS NULL
    ) AS moved GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "invoice_count_changes";--> statement-breakpoint
DELETE FROM "invoice_counts";--> statement-breakpoint
INSERT INTO "invoice_counts" ("round_account_id", "status", "count")
SELECT "round_account_id", "status", count(*) FROM "invoices" WHERE "test_clock_id" IS NULL GROUP BY 1, 2;
