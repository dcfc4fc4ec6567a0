CREATE INDEX "orders_user_list" ON "orders" USING btree ("user_id","created_at","id","status","channel_id");--> statement-breakpoint
CREATE INDEX "orders_list" ON "orders" USING btree ("created_at","id","status","channel_id","user_id");--> statement-breakpoint
-- The lists' keyword search ("contains" over order no, tracking no, references, batch no and recipient) as
-- one trigram index over the searched text. pg_trgm ships with PostgreSQL (a trusted extension since 13);
-- PGlite has it only when the database is opened with it (db/client.ts does). Without it the index is
-- skipped and the same search scans: results are identical, only slower.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "orders_search_trgm" ON "orders" USING gin ((lower(
    "order_no" || E'\x1f' || "tracking_no" || E'\x1f' || "reference" || E'\x1f' || "reference2" || E'\x1f'
    || "batch_no" || E'\x1f' || "to_name")) gin_trgm_ops);
EXCEPTION WHEN others THEN
  RAISE NOTICE 'orders_search_trgm not created: %', SQLERRM;
END $$;
