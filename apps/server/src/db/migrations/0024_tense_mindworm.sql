CREATE TABLE "proxy_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"placement_key" text NOT NULL,
	"proxy_id" uuid NOT NULL,
	"sub_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"proxy_price_minor" bigint NOT NULL,
	"sub_price_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proxy_markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proxy_id" uuid NOT NULL,
	"sub_account_id" uuid,
	"currency" text NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"fixed_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proxy_commissions" ADD CONSTRAINT "proxy_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_commissions" ADD CONSTRAINT "proxy_commissions_proxy_id_users_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_commissions" ADD CONSTRAINT "proxy_commissions_sub_account_id_users_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_markups" ADD CONSTRAINT "proxy_markups_proxy_id_users_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_markups" ADD CONSTRAINT "proxy_markups_sub_account_id_users_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_commissions_placement" ON "proxy_commissions" USING btree ("placement_key");--> statement-breakpoint
CREATE INDEX "proxy_commissions_order" ON "proxy_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "proxy_commissions_proxy" ON "proxy_commissions" USING btree ("proxy_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_markups_one" ON "proxy_markups" USING btree ("proxy_id","sub_account_id","currency") WHERE "proxy_markups"."sub_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_markups_default" ON "proxy_markups" USING btree ("proxy_id","currency") WHERE "proxy_markups"."sub_account_id" is null;