import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLogs } from './audit.table.ts';

export type NewAuditLog = typeof auditLogs.$inferInsert;

/** Append-only: there is deliberately no update or delete here. */
export async function insertAuditLog(db: Database, entry: NewAuditLog): Promise<void> {
  await db.insert(auditLogs).values(entry);
}

/** Newest first; the user-logs screen of a later issue pages over this. */
export function listAuditLogs(db: Database, filter: { userId?: string; limit?: number } = {}) {
  return db
    .select()
    .from(auditLogs)
    .where(filter.userId ? eq(auditLogs.userId, filter.userId) : undefined)
    .orderBy(desc(auditLogs.id))
    .limit(filter.limit ?? 100);
}
