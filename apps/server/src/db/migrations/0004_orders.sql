CREATE TABLE "carrier_memory" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"penalty_minor" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"channel_id" uuid,
	"service_id" uuid,
	"carrier_code" text DEFAULT '' NOT NULL,
	"service_name" text DEFAULT '' NOT NULL,
	"ship_date" date,
	"batch_no" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reference2" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"from_address" jsonb NOT NULL,
	"to_address" jsonb NOT NULL,
	"to_name" text DEFAULT '' NOT NULL,
	"parcels" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customs" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"rate_minor" bigint,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"base_info" jsonb,
	"tracking_no" text DEFAULT '' NOT NULL,
	"tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logistics_status" smallint DEFAULT 0 NOT NULL,
	"label_data" jsonb,
	"label_blob_id" uuid,
	"label_created_at" timestamp with time zone,
	"reservation_id" uuid,
	"placement_key" text,
	"placing_started_at" timestamp with time zone,
	"placement_attempt" smallint DEFAULT 0 NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"audit_info" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"deposit_due_at" timestamp with time zone,
	"deposit_released_at" timestamp with time zone,
	"tracked_at" timestamp with time zone,
	"copied_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"status" smallint NOT NULL,
	"description" text NOT NULL,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"length" numeric NOT NULL,
	"width" numeric NOT NULL,
	"height" numeric NOT NULL,
	"weight" numeric NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_templates" ADD CONSTRAINT "package_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_bills_order" ON "order_bills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_bills_created" ON "order_bills" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_order_no" ON "orders" USING btree ("user_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_user_status_created" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_tracking_no" ON "orders" USING btree ("tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_placement_key" ON "orders" USING btree ("placement_key");--> statement-breakpoint
CREATE INDEX "orders_placing" ON "orders" USING btree ("placing_started_at") WHERE status = 17;--> statement-breakpoint
CREATE INDEX "orders_deposit_due" ON "orders" USING btree ("deposit_due_at") WHERE deposit_released_at is null and deposit_minor > 0;--> statement-breakpoint
CREATE INDEX "orders_service" ON "orders" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_unique" ON "tracking_events" USING btree ("tracking_number","time","status");--> statement-breakpoint
CREATE INDEX "tracking_events_order" ON "tracking_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "package_templates_user" ON "package_templates" USING btree ("user_id","created_at");