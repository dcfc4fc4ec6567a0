CREATE TABLE "recharge_payees" (
	"method" text PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"account" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recharge_payees" ADD CONSTRAINT "recharge_payees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;