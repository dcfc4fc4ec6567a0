-- Order history and our own carriers' tracking texts are stored as keys and parameters, rendered in the
-- reader's language (issue 12). Rows written before were frozen in their writer's language.
-- 1. 'transmitting' events named the carrier in the writer's language: keep its code instead.
UPDATE "order_events" AS e
SET "params" = (e."params" - 'carrier') || jsonb_build_object('carrierCode',
  CASE e."params"->>'carrier'
    WHEN 'Sandbox Express' THEN 'sandbox'
    WHEN '沙箱快递' THEN 'sandbox'
    WHEN 'Rate card' THEN 'ratecard'
    WHEN '价格表渠道' THEN 'ratecard'
    ELSE COALESCE(NULLIF(o."carrier_code", ''), e."params"->>'carrier')
  END)
FROM "orders" AS o
WHERE o."id" = e."order_id" AND e."kind" = 'transmitting' AND e."params" ? 'carrier';
--> statement-breakpoint
-- 2. The sandbox and rate-card carriers' English event texts become their message keys (real carriers'
-- texts stay as the carrier wrote them).
UPDATE "tracking_events" AS te
SET "description" = CASE te."description"
    WHEN 'Shipping label created, information received' THEN 'tracking.event.label_created'
    WHEN 'Picked up, in transit' THEN 'tracking.event.picked_up'
    WHEN 'Out for delivery' THEN 'tracking.event.out_for_delivery'
    WHEN 'Delivered' THEN 'tracking.event.delivered'
  END
FROM "orders" AS o
WHERE o."id" = te."order_id" AND o."carrier_code" IN ('sandbox', 'ratecard')
  AND te."description" IN ('Shipping label created, information received', 'Picked up, in transit',
    'Out for delivery', 'Delivered');
--> statement-breakpoint
-- 3. Drafts restored from canceled before the fix kept their dead label: clear it as a restore now does.
UPDATE "orders"
SET "rate_minor" = NULL, "deposit_minor" = 0, "deposit_due_at" = NULL, "deposit_released_at" = NULL,
  "base_info" = NULL, "tracking_no" = '', "tracking_numbers" = '[]'::jsonb, "logistics_status" = 0,
  "label_data" = NULL, "label_blob_id" = NULL, "label_created_at" = NULL, "reservation_id" = NULL,
  "placement_key" = NULL, "placing_started_at" = NULL, "delivered_at" = NULL, "tracked_at" = NULL,
  "manifest_id" = NULL
WHERE "status" = 0 AND ("label_data" IS NOT NULL OR "tracking_no" <> '' OR "label_created_at" IS NOT NULL);
--> statement-breakpoint
DELETE FROM "tracking_events" AS te USING "orders" AS o
WHERE o."id" = te."order_id" AND o."status" = 0;
