import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every carrier call (issue 6, spec "API log"): rating, placement, void, tracking, manifest; with the order
 * number, request type, the result and the time. Secrets are redacted before they are stored.
 */
export const carrierApiLogs = pgTable(
  'carrier_api_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id'),
    orderNo: text('order_no').notNull().default(''),
    userId: uuid('user_id'),
    carrierCode: text('carrier_code').notNull(),
    channelId: uuid('channel_id'),
    /** rate, createLabel, findLabel, void, track, manifest, validateAddress */
    requestType: text('request_type').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    success: boolean('success').notNull(),
    errorCode: text('error_code').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carrier_api_logs_created').on(t.createdAt),
    index('carrier_api_logs_order_no').on(t.orderNo),
  ],
);
