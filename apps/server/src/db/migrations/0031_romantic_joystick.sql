CREATE TABLE "sys_message_recipients" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"title_key" text,
	"content_key" text,
	"params" jsonb,
	"link" text,
	"message_type" smallint,
	"audience" text NOT NULL,
	"audience_role_id" uuid,
	"audience_user_ids" jsonb,
	"publish_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_message_recipients" ADD CONSTRAINT "sys_message_recipients_message_id_sys_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sys_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_message_recipients" ADD CONSTRAINT "sys_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_messages" ADD CONSTRAINT "sys_messages_audience_role_id_roles_id_fk" FOREIGN KEY ("audience_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_messages" ADD CONSTRAINT "sys_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_message_recipients_user" ON "sys_message_recipients" USING btree ("user_id","delivered_at");--> statement-breakpoint
CREATE INDEX "sys_messages_due" ON "sys_messages" USING btree ("publish_at") WHERE "sys_messages"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "sys_messages_created" ON "sys_messages" USING btree ("created_at");