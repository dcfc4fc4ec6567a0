import type { RuleActions, RuleConditions } from '@shiplabel/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Shipping rules (issue 16): a customer's ordered list (ascending `position`); the first enabled rule whose
 * conditions all match an order sets its service, package template, insurance and signature option.
 */
export const shippingRules = pgTable(
  'shipping_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_rules_user_position').on(t.userId, t.position)],
);
