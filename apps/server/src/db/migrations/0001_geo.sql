CREATE TABLE "address_book_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"person_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"zip_code" text NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"is_residential" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT false NOT NULL,
	"is_default_sender" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_zip" text NOT NULL,
	"to_zip" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_queries" ADD CONSTRAINT "zone_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_user_created" ON "address_book_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_one_default_sender" ON "address_book_entries" USING btree ("user_id") WHERE "address_book_entries"."is_default_sender";--> statement-breakpoint
CREATE INDEX "zone_queries_user_created" ON "zone_queries" USING btree ("user_id","created_at");