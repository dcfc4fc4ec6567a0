import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The official USPS 3-digit zone chart, uploaded by an administrator: the default chart for distance
 * zones (a channel's own chart still comes first). One row per origin ZIP3; `zones` holds 999 characters,
 * the zone for destination ZIP3 001 at index 0 ... 999 at index 998, "1"-"9", or "-" where the chart has
 * none. About 1 MB for the whole country, held in process with the rating catalogue.
 */
export const uspsZoneChart = pgTable('usps_zone_chart', {
  originZip3: text('origin_zip3').primaryKey(),
  zones: text('zones').notNull(),
  filename: text('filename').notNull().default(''),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UspsZoneChartRow = typeof uspsZoneChart.$inferSelect;
