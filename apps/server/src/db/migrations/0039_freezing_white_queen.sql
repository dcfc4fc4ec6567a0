CREATE TABLE "store_connect_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"account" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"store_order_id" text NOT NULL,
	"store_order_name" text DEFAULT '' NOT NULL,
	"order_id" uuid NOT NULL,
	"fulfillment_ref" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tracking_number" text,
	"tracking_pushed_at" timestamp with time zone,
	"tracking_attempts" integer DEFAULT 0 NOT NULL,
	"tracking_next_at" timestamp with time zone,
	"tracking_last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"account" text NOT NULL,
	"base_url" text NOT NULL,
	"credentials_cipher" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"synced_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_connect_states" ADD CONSTRAINT "store_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_store_order" ON "store_orders" USING btree ("store_id","store_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_order" ON "store_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_orders_unpushed" ON "store_orders" USING btree ("store_id") WHERE tracking_pushed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_user_platform_account" ON "stores" USING btree ("user_id","platform","account");--> statement-breakpoint
CREATE INDEX "stores_user" ON "stores" USING btree ("user_id","created_at");