ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Sessions from before: last used when they began (their refreshes were not recorded).
UPDATE "sessions" SET "last_used_at" = "created_date";--> statement-breakpoint
-- People who signed in before: their newest session is their last sign-in, so the next one says 'Welcome back'.
UPDATE "users" SET "last_sign_in_at" = (SELECT max("created_date") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
