CREATE TABLE "order_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"valid" boolean NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"data" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	CONSTRAINT "order_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "order_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_kind" text NOT NULL,
	"status" text DEFAULT 'validating' NOT NULL,
	"job_id" uuid,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"drafts_created" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_import_rows" ADD CONSTRAINT "order_import_rows_import_id_order_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."order_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_import_rows_invalid" ON "order_import_rows" USING btree ("import_id","row_number") WHERE not valid;--> statement-breakpoint
CREATE INDEX "order_import_rows_pending" ON "order_import_rows" USING btree ("import_id","row_number") WHERE valid and order_id is null;--> statement-breakpoint
CREATE INDEX "order_imports_user" ON "order_imports" USING btree ("user_id","created_at");