import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Stored files (vouchers, labels, attachments, bulk downloads): the bytes in the database by default, or only the reference. */
export const blobs = pgTable(
  'blobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** What the file is for, e.g. 'voucher': decides which staff codes may read it. */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    filename: text('filename').notNull().default(''),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /**
     * Where the bytes are: 'database' (in `data`) or 's3' (object `blobs/<id>` of the configured bucket,
     * `data` null; issue 18). `npm run files:copy-to-s3` moves the first kind to the second.
     */
    storage: text('storage').notNull().default('database'),
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blobs_owner').on(t.ownerId)],
);
