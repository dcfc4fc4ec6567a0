ALTER TABLE "recharges" ADD COLUMN "voucher_sha256" text;--> statement-breakpoint
CREATE INDEX "recharges_voucher_sha256" ON "recharges" USING btree ("voucher_sha256");