import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * The channel tree: carrier (a built-in adapter, by code) -> channel (an account/route with credentials
 * and settings) -> services. Status 1 enabled, 0 disabled.
 */
export const channels = pgTable('channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  carrierCode: text('carrier_code').notNull(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(1),
  currency: text('currency').notNull().default('USD'),
  /** Adapter settings (e.g. the sandbox's failure rate and latency); never secrets. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** AES-256-GCM of the credentials JSON (see carriers/credentials.ts); never sent to the browser. */
  credentialsCipher: text('credentials_cipher'),
  /** Names of the credential fields that are set, which is all the API tells about them. */
  credentialKeys: jsonb('credential_keys').$type<string[]>().notNull().default([]),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface ServiceLimitsJson {
  maxWeightLb: number | null;
  maxLengthIn: number | null;
  maxLengthGirthIn: number | null;
  domestic: boolean;
  international: boolean;
  batteryAllowed: boolean;
  signatureOptions: ('standard' | 'adult')[];
}

export const channelServices = pgTable(
  'channel_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The carrier's service code (the sandbox knows ground, two_day, overnight). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    transitDaysMin: integer('transit_days_min').notNull().default(1),
    transitDaysMax: integer('transit_days_max').notNull().default(5),
    limits: jsonb('limits').$type<ServiceLimitsJson>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channel_services_code_unique').on(t.channelId, t.code)],
);

/** Which services a customer may use, and which a staff member works with. */
export const serviceAllotments = pgTable(
  'service_allotments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => channelServices.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceId] }),
    index('service_allotments_service').on(t.serviceId),
  ],
);

/** A rate-card service's price matrix: weight rows (lb, ascending) x zone columns, minor units. */
export const rateCards = pgTable('rate_cards', {
  serviceId: uuid('service_id')
    .primaryKey()
    .references(() => channelServices.id, { onDelete: 'cascade' }),
  zones: jsonb('zones').$type<number[]>().notNull(),
  weightsLb: jsonb('weights_lb').$type<number[]>().notNull(),
  /** prices[row][zoneIndex] as minor-unit strings; null = the zone is not served at that weight. */
  prices: jsonb('prices').$type<(string | null)[][]>().notNull(),
  filename: text('filename').notNull().default(''),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded zone chart of a channel: "originZip3:destZip3" -> zone; used before the distance zone. */
export const zoneCharts = pgTable('zone_charts', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  entries: jsonb('entries').$type<Record<string, number>>().notNull(),
  rowCount: integer('row_count').notNull(),
  filename: text('filename').notNull().default(''),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChannelRow = typeof channels.$inferSelect;
export type ServiceRow = typeof channelServices.$inferSelect;
export type RateCardRow = typeof rateCards.$inferSelect;
