ALTER TABLE "orders" ADD COLUMN "carrier_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_return" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_of_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_return_of" ON "orders" USING btree ("return_of_id") WHERE return_of_id is not null;