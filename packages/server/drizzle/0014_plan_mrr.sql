CREATE TABLE "plan_mrr" (
	"round_account_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"mrr" numeric(20, 6) NOT NULL,
	CONSTRAINT "plan_mrr_round_account_id_plan_id_currency_pk" PRIMARY KEY("round_account_id","plan_id","currency")
);
--> statement-breakpoint
CREATE TABLE "plan_mrr_changes" (
	"round_account_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"delta" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_mrr" ADD CONSTRAINT "plan_mrr_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_mrr_changes" ADD CONSTRAINT "plan_mrr_changes_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_mrr_changes_account_plan" ON "plan_mrr_changes" USING btree ("round_account_id","plan_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not write triggers): each insert, update and delete of subscriptions
-- appends what it moved of its plans' MRR (active subscriptions not on a test clock), once per statement, in
-- the statement's own transaction; insert-only, so no two transactions wait on a shared row. foldPlanMrr
-- folds them later. Deleted subscriptions of an account that is gone append nothing.
CREATE FUNCTION "plan_mrr_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "plan_mrr_changes" ("round_account_id", "plan_id", "currency", "delta")
    SELECT "round_account_id", "plan_id", "currency", sum("mrr") FROM "new_rows"
    WHERE "status" = 'active' AND "test_clock_id" IS NULL
    GROUP BY 1, 2, 3 HAVING sum("mrr") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "plan_mrr_changes" ("round_account_id", "plan_id", "currency", "delta")
    SELECT o."round_account_id", o."plan_id", o."currency", -sum(o."mrr") FROM "old_rows" o
    WHERE o."status" = 'active' AND o."test_clock_id" IS NULL
      AND EXISTS (SELECT 1 FROM "round_accounts" a WHERE a."id" = o."round_account_id")
    GROUP BY 1, 2, 3 HAVING sum(o."mrr") <> 0;
  ELSE
    INSERT INTO "plan_mrr_changes" ("round_account_id", "plan_id", "currency", "delta")
    SELECT "round_account_id", "plan_id", "currency", sum("delta") FROM (
      SELECT "round_account_id", "plan_id", "currency", "mrr" AS "delta" FROM "new_rows"
        WHERE "status" = 'active' AND "test_clock_id" IS NULL
      UNION ALL
      SELECT "round_account_id", "plan_id", "currency", -"mrr" FROM "old_rows"
        WHERE "status" = 'active' AND "test_clock_id" IS NULL
    ) AS moved GROUP BY 1, 2, 3 HAVING sum("delta") <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_mrr_insert" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "plan_mrr_follow"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_mrr_update" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "plan_mrr_follow"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_mrr_delete" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "plan_mrr_follow"();--> statement-breakpoint
-- The subscriptions that exist before the triggers.
INSERT INTO "plan_mrr" ("round_account_id", "plan_id", "currency", "mrr")
SELECT "round_account_id", "plan_id", "currency", sum("mrr") FROM "subscriptions"
WHERE "status" = 'active' AND "test_clock_id" IS NULL
GROUP BY 1, 2, 3 HAVING sum("mrr") <> 0;
