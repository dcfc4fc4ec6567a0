CREATE INDEX "orders_order_no_prefix" ON "orders" USING btree (lower("order_no") text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "orders_tracking_no_prefix" ON "orders" USING btree (lower("tracking_no") text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "orders_reference_prefix" ON "orders" USING btree (lower("reference") text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "orders_reference2_prefix" ON "orders" USING btree (lower("reference2") text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "orders_batch_no_prefix" ON "orders" USING btree (lower("batch_no") text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "orders_tracking_numbers" ON "orders" USING gin ("tracking_numbers" jsonb_path_ops) WHERE jsonb_array_length(tracking_numbers) > 1;--> statement-breakpoint
-- The contains search also covers the tracking numbers of a multi-parcel order's other parcels: the
-- trigram index of migration 0008 is rebuilt over the searched text with them appended (the expression
-- of searchText in order-list.repository.ts). Skipped like 0008's when pg_trgm is not available.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  DROP INDEX IF EXISTS "orders_search_trgm";
  CREATE INDEX "orders_search_trgm" ON "orders" USING gin ((lower(
    "order_no" || E'\x1f' || "tracking_no" || E'\x1f' || "reference" || E'\x1f' || "reference2" || E'\x1f'
    || "batch_no" || E'\x1f' || "to_name" || E'\x1f'
    || CASE WHEN jsonb_array_length("tracking_numbers") > 1 THEN ("tracking_numbers" - 0)::text ELSE '' END
  )) gin_trgm_ops);
EXCEPTION WHEN others THEN
  RAISE NOTICE 'orders_search_trgm not created: %', SQLERRM;
END $$;--> statement-breakpoint
-- The planner estimates the prefix searches from the new index expressions' statistics: gather them now
-- rather than at the next automatic analyze, which on a large table may be far away.
ANALYZE "orders";
