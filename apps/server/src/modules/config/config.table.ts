import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * System configuration (issue 14): one row per key of shared `configValueSchemas`, the value as typed
 * JSON (money in integer cents, the upload limit in KB, contact details and links as objects). A key
 * without a row has its default (shared CONFIG_DEFAULTS), so a fresh database needs no seeding.
 */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Append-only history of configuration changes: who changed which key from what to what. The request
 * itself is in the audit log too, but that never holds bodies; this says what the values were.
 */
export const sysConfigChanges = pgTable(
  'sys_config_changes',
  {
    /** In order of writing (changes within one clock tick stay ordered). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_config_changes_key_at').on(t.key, t.changedAt)],
);

/**
 * Versions of the insurance table: each edit inserts a new version, none is ever changed, so an order
 * priced with a version (its quote names the id) is re-priced with the same one. The newest is current.
 */
export const insuranceTables = pgTable('insurance_tables', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().unique(),
  freeUpToMinor: bigint('free_up_to_minor', { mode: 'bigint' }).notNull(),
  maxPerPackageMinor: bigint('max_per_package_minor', { mode: 'bigint' }).notNull(),
  maxPerShipmentMinor: bigint('max_per_shipment_minor', { mode: 'bigint' }).notNull(),
  /** [{ maxMinor, rateMinor, minimumMinor }] as decimal-free integer strings (cents). */
  tiers: jsonb('tiers').$type<{ maxMinor: string; rateMinor: string; minimumMinor: string }[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InsuranceTableRow = typeof insuranceTables.$inferSelect;
