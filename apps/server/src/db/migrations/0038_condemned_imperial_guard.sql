CREATE TABLE "lingxing_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" text NOT NULL,
	"secret_cipher" text NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"last_error_code" text DEFAULT '' NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"last_pull_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lingxing_connections_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "lingxing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"wo_number" text NOT NULL,
	"wo_id" bigint NOT NULL,
	"waybill_no" text DEFAULT '' NOT NULL,
	"platform_order_no" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"push_state" text DEFAULT 'waiting' NOT NULL,
	"push_attempts" smallint DEFAULT 0 NOT NULL,
	"next_push_at" timestamp with time zone,
	"tracking_pushed_at" timestamp with time zone,
	"label_pushed_at" timestamp with time zone,
	"pushed_tracking_no" text DEFAULT '' NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"error_detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lingxing_connections" ADD CONSTRAINT "lingxing_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lingxing_orders" ADD CONSTRAINT "lingxing_orders_connection_id_lingxing_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lingxing_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lingxing_orders" ADD CONSTRAINT "lingxing_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lingxing_orders" ADD CONSTRAINT "lingxing_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lingxing_orders_connection_wo" ON "lingxing_orders" USING btree ("connection_id","wo_number");--> statement-breakpoint
CREATE INDEX "lingxing_orders_user_created" ON "lingxing_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lingxing_orders_push_due" ON "lingxing_orders" USING btree ("push_state","next_push_at") WHERE push_state in ('waiting', 'pending');