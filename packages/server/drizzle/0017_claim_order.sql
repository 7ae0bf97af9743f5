DROP INDEX "subscriptions_due";--> statement-breakpoint
DROP INDEX "subscriptions_clock_due";--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("next_action_on","id") WHERE "subscriptions"."test_clock_id" is null and "subscriptions"."next_action_on" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_clock_due" ON "subscriptions" USING btree ("round_account_id","test_clock_id","next_action_on","id");