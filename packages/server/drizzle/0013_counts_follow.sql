-- Written by hand: customer_counts moves only for customers whose status an update changed. Every update of a
-- customer (its kept figures after each renewal, its last activity) wrote both of its status's count rows
-- before, and a long transaction (the seed's year of history) then read those rows through thousands of their
-- own earlier versions at every update.
CREATE OR REPLACE FUNCTION "customer_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "customer_counts" ("round_account_id", "status", "count")
    SELECT "round_account_id", "status", count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("round_account_id", "status")
    DO UPDATE SET "count" = "customer_counts"."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "customer_counts" AS c SET "count" = c."count" - o."n"
    FROM (SELECT "round_account_id", "status", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2) AS o
    WHERE c."round_account_id" = o."round_account_id" AND c."status" = o."status";
  ELSE
    INSERT INTO "customer_counts" ("round_account_id", "status", "count")
    SELECT "round_account_id", "status", sum("delta") FROM (
      SELECT n."round_account_id", n."status", 1 AS "delta" FROM "new_rows" n
        JOIN "old_rows" o ON o."round_account_id" = n."round_account_id" AND o."id" = n."id"
        WHERE o."status" <> n."status"
      UNION ALL
      SELECT o."round_account_id", o."status", -1 FROM "new_rows" n
        JOIN "old_rows" o ON o."round_account_id" = n."round_account_id" AND o."id" = n."id"
        WHERE o."status" <> n."status"
    ) AS moved GROUP BY 1, 2 HAVING sum("delta") <> 0
    ON CONFLICT ("round_account_id", "status")
    DO UPDATE SET "count" = "customer_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An account's deletion removes its invoices and its counts together: the invoices' delete appended changes
-- for an account no longer there, and the deletion failed on them. Deleted invoices of an account that is
-- gone append nothing.
CREATE OR REPLACE FUNCTION "invoice_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT "round_account_id", "status", count(*) FROM "new_rows" GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT o."round_account_id", o."status", -count(*) FROM "old_rows" o
    WHERE EXISTS (SELECT 1 FROM "round_accounts" a WHERE a."id" = o."round_account_id")
    GROUP BY 1, 2;
  ELSE
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT "round_account_id", "status", sum("delta") FROM (
      SELECT n."round_account_id", n."status", 1 AS "delta" FROM "new_rows" n
        JOIN "old_rows" o ON o."id" = n."id" WHERE o."status" <> n."status"
      UNION ALL
      SELECT o."round_account_id", o."status", -1 FROM "new_rows" n
        JOIN "old_rows" o ON o."id" = n."id" WHERE o."status" <> n."status"
    ) AS moved GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;
