import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** End-of-day forms (issue 6): the chosen orders of one channel and ship date; an order is on at most one. */
export const manifests = pgTable(
  'manifests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    manifestNo: text('manifest_no').notNull(),
    channelId: uuid('channel_id').notNull(),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    /** The carrier's manifest id where the carrier has one. */
    carrierManifestId: text('carrier_manifest_id').notNull().default(''),
    orderCount: integer('order_count').notNull(),
    parcelCount: integer('parcel_count').notNull(),
    blobId: uuid('blob_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manifests_no').on(t.manifestNo), index('manifests_user').on(t.userId, t.createdAt)],
);
