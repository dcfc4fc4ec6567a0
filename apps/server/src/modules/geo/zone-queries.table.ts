import type { ZoneResult } from '@shiplabel/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Each user's zone lookups (spec: findZone), newest first on the page; one row per charged query. */
export const zoneQueries = pgTable(
  'zone_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromZip: text('from_zip').notNull(),
    toZip: text('to_zip').notNull(),
    result: jsonb('result').$type<ZoneResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zone_queries_user_created').on(t.userId, t.createdAt)],
);

export type ZoneQueryRow = typeof zoneQueries.$inferSelect;
