CREATE TABLE "carrier_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"token_cipher" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
