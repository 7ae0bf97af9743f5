CREATE TABLE "customer_counts" (
	"round_account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "customer_counts_round_account_id_status_pk" PRIMARY KEY("round_account_id","status")
);
--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_status_order" ON "customers" USING btree ("round_account_id","status","id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not write triggers): customer_counts follows every insert, status change
-- and delete of customers, once per statement (an import of 10,000 rows moves each count once), in the
-- statement's own transaction.
CREATE FUNCTION "customer_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "customer_counts" ("round_account_id", "status", "count")
    SELECT "round_account_id", "status", count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("round_account_id", "status")
    DO UPDATE SET "count" = "customer_counts"."count" + excluded."count";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "customer_counts" AS c SET "count" = c."count" - o."n"
    FROM (SELECT "round_account_id", "status", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2) AS o
    WHERE c."round_account_id" = o."round_account_id" AND c."status" = o."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_counted_insert" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "customer_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "customers_counted_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "customer_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "customers_counted_delete" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "customer_counts_follow"();--> statement-breakpoint
-- The customers that exist before the triggers.
INSERT INTO "customer_counts" ("round_account_id", "status", "count")
SELECT "round_account_id", "status", count(*) FROM "customers" GROUP BY 1, 2;
