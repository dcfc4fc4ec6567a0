CREATE TABLE "idempotent_requests" (
	"caller_id" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"status_code" smallint,
	"response" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "idempotent_requests_caller_id_route_key_pk" PRIMARY KEY("caller_id","route","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_started" ON "idempotent_requests" USING btree ("started_at");