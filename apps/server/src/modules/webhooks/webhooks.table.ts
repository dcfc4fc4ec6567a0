import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A customer's webhook endpoints (issue 16): where events are POSTed, which events, and the signing
 * secret sealed like carrier credentials (SECRETS_KEY, carriers/credentials.ts). After a rotation the
 * previous secret keeps signing too until `previous_secret_expires_at`, so a receiver can switch over.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretCipher: text('secret_cipher').notNull(),
    previousSecretCipher: text('previous_secret_cipher'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user').on(t.userId, t.createdAt)],
);

/**
 * One event for one endpoint and its attempts: pending until a 2xx answer (succeeded) or until the retry
 * window (3 days) has passed (failed). The sender claims due rows under `locked_until`, at most one per
 * endpoint at a time, so a slow endpoint only delays its own deliveries.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** Shared by the deliveries of one event to several endpoints: receivers de-duplicate on it. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The whole event as sent: { id, type, created, data }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, succeeded, failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastResponseCode: integer('last_response_code'),
    /** The first bytes of the last answer (WEBHOOK_BODY_EXCERPT), for the delivery log. */
    lastResponseBody: text('last_response_body'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
