CREATE TABLE "carrier_api_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"order_no" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"carrier_code" text NOT NULL,
	"channel_id" uuid,
	"request_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb,
	"success" boolean NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_items" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"ref" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"error_code" text,
	"message" text,
	"result" jsonb,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_items_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"manifest_no" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"ship_date" date NOT NULL,
	"carrier_manifest_id" text DEFAULT '' NOT NULL,
	"order_count" integer NOT NULL,
	"parcel_count" integer NOT NULL,
	"blob_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manifest_id" uuid;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_api_logs_created" ON "carrier_api_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "carrier_api_logs_order_no" ON "carrier_api_logs" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "jobs_claimable" ON "jobs" USING btree ("run_after") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_user" ON "jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_no" ON "manifests" USING btree ("manifest_no");--> statement-breakpoint
CREATE INDEX "manifests_user" ON "manifests" USING btree ("user_id","created_at");