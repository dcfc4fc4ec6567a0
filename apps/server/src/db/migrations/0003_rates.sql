CREATE TABLE "channel_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"transit_days_min" integer DEFAULT 1 NOT NULL,
	"transit_days_max" integer DEFAULT 5 NOT NULL,
	"limits" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_code" text NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credentials_cipher" text,
	"credential_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"zones" jsonb NOT NULL,
	"weights_lb" jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_allotments" (
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_allotments_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "zone_charts" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid,
	"service_id" uuid,
	"rule" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_price_rules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"price_rule_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_services" ADD CONSTRAINT "channel_services_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_service_id_channel_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."channel_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_allotments" ADD CONSTRAINT "service_allotments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_allotments" ADD CONSTRAINT "service_allotments_service_id_channel_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."channel_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_charts" ADD CONSTRAINT "zone_charts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimation_rules" ADD CONSTRAINT "estimation_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimation_rules" ADD CONSTRAINT "estimation_rules_service_id_channel_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."channel_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_price_rules" ADD CONSTRAINT "user_price_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_price_rules" ADD CONSTRAINT "user_price_rules_price_rule_id_price_rules_id_fk" FOREIGN KEY ("price_rule_id") REFERENCES "public"."price_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_services_code_unique" ON "channel_services" USING btree ("channel_id","code");--> statement-breakpoint
CREATE INDEX "service_allotments_service" ON "service_allotments" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimation_rules_scope_unique" ON "estimation_rules" USING btree (coalesce("channel_id"::text, ''),coalesce("service_id"::text, ''));--> statement-breakpoint
CREATE UNIQUE INDEX "price_rules_name_unique" ON "price_rules" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_rules_one_default" ON "price_rules" USING btree ("is_default") WHERE "price_rules"."is_default";