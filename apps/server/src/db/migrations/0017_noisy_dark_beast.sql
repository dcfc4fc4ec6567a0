CREATE TABLE "usps_zone_chart" (
	"origin_zip3" text PRIMARY KEY NOT NULL,
	"zones" text NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
