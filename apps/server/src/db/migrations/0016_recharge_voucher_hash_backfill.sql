-- Existing recharges get their voucher image's content hash (the review warns about a reused voucher).
UPDATE "recharges" r SET "voucher_sha256" = b."sha256" FROM "blobs" b WHERE b."id" = r."voucher_id" AND r."voucher_sha256" IS NULL;
