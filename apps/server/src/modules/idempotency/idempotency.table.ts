import { index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests sent with an Idempotency-Key (docs/decisions.md, idempotent requests): one row per caller,
 * route and key, with the fingerprint of what was asked and, once answered, the answer replayed to any
 * repeat. A key used again with a different request is refused (409).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** The signed-in user, or '' on public routes. */
    callerId: text('caller_id').notNull(),
    /** 'POST /app/order/label/create': the route pattern, not the URL. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the canonical JSON of route, caller, params, query and body. */
    fingerprint: text('fingerprint').notNull(),
    /** 'running' while the first request is being answered, then 'done'. */
    state: text('state').notNull(),
    statusCode: smallint('status_code'),
    /**
     * The answer replayed to repeats: its JSON text, `file:` and JSON of a file's headers and base64 bytes,
     * or either sealed with the secrets key (`sealed:`, routes that show a secret once).
     */
    response: text('response'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.callerId, t.route, t.key] }),
    index('idempotent_requests_started').on(t.startedAt),
  ],
);
