import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A customer's LingXing ERP connection (issue 16, /settings/lxorder): one per customer. The app secret is
 * sealed like carrier credentials (carriers/credentials.ts); access tokens live in carrier_tokens under
 * `lingxing:<connection id>:token`. `baseUrl` is honoured only when it names this machine (the fake ERP).
 */
export const lingxingConnections = pgTable('lingxing_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  appId: text('app_id').notNull(),
  secretCipher: text('secret_cipher').notNull(),
  baseUrl: text('base_url').notNull().default(''),
  /** The last call's stable error code ('' after a success). */
  lastErrorCode: text('last_error_code').notNull().default(''),
  lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
  lastPullCount: integer('last_pull_count').notNull().default(0),
  /** When the last pull was tried, whether it succeeded (last_pulled_at) or not (last_error_code). */
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  /** Pulls failed in a row: the scheduled pull backs off with them (0 after a success). */
  pullFailures: smallint('pull_failures').notNull().default(0),
  /** When the scheduled pull may try again (null: at once, e.g. never tried or just connected). */
  nextPullAt: timestamp('next_pull_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One ERP sales outbound order pulled into a draft (never twice: unique by connection and wo_number), and
 * the push-back of its tracking number and label: waiting (no label yet), pending (to push, at
 * next_push_at), pushed, failed (retries exhausted or refused), invalid (could not become a draft).
 * The two steps are recorded apart so a retry never sets the tracking number twice.
 */
export const lingxingOrders = pgTable(
  'lingxing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => lingxingConnections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    woNumber: text('wo_number').notNull(),
    woId: bigint('wo_id', { mode: 'number' }).notNull(),
    waybillNo: text('waybill_no').notNull().default(''),
    platformOrderNo: text('platform_order_no').notNull().default(''),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pushState: text('push_state').notNull().default('waiting'),
    pushAttempts: smallint('push_attempts').notNull().default(0),
    nextPushAt: timestamp('next_push_at', { withTimezone: true }),
    trackingPushedAt: timestamp('tracking_pushed_at', { withTimezone: true }),
    labelPushedAt: timestamp('label_pushed_at', { withTimezone: true }),
    pushedTrackingNo: text('pushed_tracking_no').notNull().default(''),
    errorCode: text('error_code').notNull().default(''),
    errorDetail: text('error_detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lingxing_orders_connection_wo').on(t.connectionId, t.woNumber),
    index('lingxing_orders_user_created').on(t.userId, t.createdAt),
    index('lingxing_orders_push_due')
      .on(t.pushState, t.nextPushAt)
      .where(sql`push_state in ('waiting', 'pending')`),
  ],
);

export type LingxingConnectionRow = typeof lingxingConnections.$inferSelect;
export type LingxingOrderRow = typeof lingxingOrders.$inferSelect;
