CREATE TABLE "invoice_count_changes" (
	"round_account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counts" (
	"round_account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "invoice_counts_round_account_id_status_pk" PRIMARY KEY("round_account_id","status")
);
--> statement-breakpoint
ALTER TABLE "invoice_count_changes" ADD CONSTRAINT "invoice_count_changes_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_count_changes_account" ON "invoice_count_changes" USING btree ("round_account_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not write triggers): each insert, status change and delete of invoices
-- appends its changes of the counts, once per statement, in the statement's own transaction. Appending never
-- waits on another transaction (no shared counter row is updated); foldInvoiceCounts folds them later.
CREATE FUNCTION "invoice_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT "round_account_id", "status", count(*) FROM "new_rows" GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_count_changes" ("round_account_id", "status", "delta")
    SELECT "round_account_id", "status", -count(*) FROM "old_rows" GROUP BY 1, 2;
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
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_counted_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "invoices_counted_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "invoices_counted_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_counts_follow"();--> statement-breakpoint
-- The invoices that exist before the triggers.
INSERT INTO "invoice_counts" ("round_account_id", "status", "count")
SELECT "round_account_id", "status", count(*) FROM "invoices" GROUP BY 1, 2;
