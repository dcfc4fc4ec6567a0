CREATE TABLE "warehouse_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse_profiles" ADD CONSTRAINT "warehouse_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_profiles" ADD CONSTRAINT "warehouse_profiles_address_entry_id_address_book_entries_id_fk" FOREIGN KEY ("address_entry_id") REFERENCES "public"."address_book_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_profiles_code_unique" ON "warehouse_profiles" USING btree ("code");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_invitation_code_unique" ON "users" USING btree ("invitation_code") WHERE "users"."invitation_code" <> '';--> statement-breakpoint
CREATE INDEX "users_seller" ON "users" USING btree ("seller_id");