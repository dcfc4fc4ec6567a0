ALTER TABLE "lingxing_connections" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lingxing_connections" ADD COLUMN "pull_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lingxing_connections" ADD COLUMN "next_pull_at" timestamp with time zone;