ALTER TABLE "job_items" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "lease_until" timestamp with time zone;