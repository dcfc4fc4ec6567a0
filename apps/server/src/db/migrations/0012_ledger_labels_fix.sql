-- Ledger labels (issue 12): existing rows get the change type, order number and reason new postings get.
-- Collecting an assurance deposit is change type 8 (margin collection), not 3 (margin release).
UPDATE "ledger_transactions" SET "change_type" = 8 WHERE "type" = 'earnestCollect';
--> statement-breakpoint
-- Order numbers: a hold names the order by id; its capture or release names the reservation.
UPDATE "ledger_transactions" t SET "order_no" = o."order_no"
FROM "orders" o
WHERE t."order_no" IS NULL AND t."type" = 'reserve' AND o."id"::text = t."reference" AND o."user_id" = t."user_id";
--> statement-breakpoint
UPDATE "ledger_transactions" t SET "order_no" = o."order_no"
FROM "ledger_reservations" r JOIN "orders" o ON o."id"::text = r."reference"
WHERE t."order_no" IS NULL AND t."type" IN ('capture', 'release') AND r."id"::text = t."reference"
  AND o."user_id" = t."user_id";
--> statement-breakpoint
-- Cancellations, refunds, deposits and bills name the order by its number.
UPDATE "ledger_transactions" t SET "order_no" = o."order_no"
FROM "orders" o
WHERE t."order_no" IS NULL
  AND t."type" IN ('refund', 'refundRequest', 'refundApprove', 'refundReject', 'depositRelease', 'billDeduction', 'billSupplement')
  AND o."order_no" = t."reference" AND o."user_id" = t."user_id";
--> statement-breakpoint
-- The system's own postings carry no typed reason (their description is rendered in the reader's language):
-- the hold's reason was the order number, the zone fee's the word "findZone".
UPDATE "ledger_transactions" SET "reason" = '' WHERE "type" = 'reserve' AND "reason" = "order_no";
--> statement-breakpoint
UPDATE "ledger_transactions" SET "reason" = '' WHERE "type" = 'fee' AND "reason" = 'findZone';
--> statement-breakpoint
-- A hold released because the order was rejected in review is a refund (type 2) with the reviewer's reason.
-- It is recognised by the order's review_rejected event written right after it. The request fingerprint is
-- recomputed for the new type (shared fingerprint(): type|user|reference|sorted legs), so a retried
-- settlement still replays.
WITH "rejected" AS (
  SELECT t."id", r."currency", r."amount",
    (SELECT e."params"->>'reason' FROM "order_events" e
      WHERE e."order_id" = o."id" AND e."kind" = 'review_rejected'
        AND e."created_at" BETWEEN t."created_at" - interval '1 minute' AND t."created_at" + interval '10 minutes'
      ORDER BY e."created_at" LIMIT 1) AS "reason"
  FROM "ledger_transactions" t
  JOIN "ledger_reservations" r ON r."id"::text = t."reference"
  JOIN "orders" o ON o."id"::text = r."reference"
  WHERE t."type" = 'release'
)
UPDATE "ledger_transactions" t
SET "type" = 'reviewRefund', "change_type" = 2, "reason" = rejected."reason",
  "request_hash" = encode(sha256(convert_to(
    'reviewRefund|' || t."user_id" || '|' || t."reference" || '|user:available:' || rejected."currency" || ':'
      || rejected."amount" || ',user:held:' || rejected."currency" || ':-' || rejected."amount", 'UTF8')), 'hex')
FROM "rejected"
WHERE t."id" = rejected."id" AND rejected."reason" IS NOT NULL;
