ALTER TABLE "blobs" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "storage" text DEFAULT 'database' NOT NULL;