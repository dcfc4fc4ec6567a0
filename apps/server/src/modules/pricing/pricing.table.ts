import type { EstimationRuleInput, PriceRuleEntryInput } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channelServices, channels } from '../channels/channels.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Estimation rules per scope: global (no channel, no service), a channel, or a service. Each stores only
 * the fields it overrides (the JSON input form).
 */
export const estimationRules = pgTable(
  'estimation_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => channelServices.id, { onDelete: 'cascade' }),
    rule: jsonb('rule').$type<EstimationRuleInput>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estimation_rules_scope_unique').on(
      sql`coalesce(${t.channelId}::text, '')`,
      sql`coalesce(${t.serviceId}::text, '')`,
    ),
  ],
);

export const priceRules = pgTable(
  'price_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The rule of every user without one of their own; at most one. */
    isDefault: boolean('is_default').notNull().default(false),
    entries: jsonb('entries').$type<PriceRuleEntryInput[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_rules_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('price_rules_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export const userPriceRules = pgTable('user_price_rules', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceRuleId: uuid('price_rule_id')
    .notNull()
    .references(() => priceRules.id),
});

/**
 * One row whose token changes on every change to channels, services, allotments, rules, rate cards or
 * zone charts: each instance's in-process rating catalogue compares it (one cheap query) and reloads.
 */
export const ratingCatalogVersion = pgTable('rating_catalog_version', {
  id: integer('id').primaryKey(),
  token: uuid('token').notNull().defaultRandom(),
});

export type PriceRuleRow = typeof priceRules.$inferSelect;
