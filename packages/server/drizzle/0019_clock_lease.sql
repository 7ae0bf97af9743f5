ALTER TABLE "test_clocks" ADD COLUMN "advance_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_clocks" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "test_clocks" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_clocks" ADD COLUMN "failures" jsonb DEFAULT '[]'::jsonb NOT NULL;