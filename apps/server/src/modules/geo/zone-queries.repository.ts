import type { ZoneResult } from '@shiplabel/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { zoneQueries } from './zone-queries.table.ts';

export async function insertZoneQuery(
  db: Database,
  values: { userId: string; fromZip: string; toZip: string; result: ZoneResult; now: Date },
) {
  const [row] = await db
    .insert(zoneQueries)
    .values({
      userId: values.userId,
      fromZip: values.fromZip,
      toZip: values.toZip,
      result: values.result,
      createdAt: values.now,
    })
    .returning();
  return row!;
}

export async function recentZoneQueries(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(zoneQueries)
    .where(eq(zoneQueries.userId, userId))
    .orderBy(desc(zoneQueries.createdAt), desc(zoneQueries.id))
    .limit(limit);
}
