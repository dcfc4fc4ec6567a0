import type { Database } from '../../db/client.ts';
import { contactRequests } from './contact.table.ts';

export type NewContactRequest = typeof contactRequests.$inferInsert;

export async function insertContactRequest(db: Database, row: NewContactRequest) {
  const [saved] = await db.insert(contactRequests).values(row).returning();
  return saved!;
}
