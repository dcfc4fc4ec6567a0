import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every mutating request and every refused one (401/403). Never holds request
 * bodies. No foreign keys: the log must outlive the users it names.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    impersonatorId: uuid('impersonator_id'),
    /** The customer API key the request came with (issue 16), null for a session. */
    apiKeyId: uuid('api_key_id'),
    method: text('method').notNull(),
    /** The route pattern (e.g. `/role/update/:id`), null when no route matched. */
    route: text('route'),
    url: text('url').notNull(),
    targetIds: jsonb('target_ids').$type<string[]>().notNull().default([]),
    statusCode: integer('status_code').notNull(),
    errorCode: text('error_code'),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('audit_logs_user_at').on(t.userId, t.at), index('audit_logs_at').on(t.at)],
);

export type AuditLogRow = typeof auditLogs.$inferSelect;
