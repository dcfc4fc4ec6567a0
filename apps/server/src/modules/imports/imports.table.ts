import type { OrderInput } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A problem of a row as stored: a column key and a message key with parameters (rendered per request). */
export interface StoredRowIssue {
  column: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Spreadsheet imports of orders (issue 6): one per uploaded file, its caller's only. The file itself is
 * not stored here: a large one waits for its job in object storage or under DATA_DIR
 * (imports.file-store.ts); the rows' outcome lives in order_import_rows.
 */
export const orderImports = pgTable(
  'order_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    filename: text('filename').notNull(),
    /** xlsx or csv */
    fileKind: text('file_kind').notNull(),
    /** validating, validated, failed, creating, created */
    status: text('status').notNull().default('validating'),
    jobId: uuid('job_id'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    draftsCreated: integer('drafts_created').notNull().default(0),
    /** Why validation failed as a whole: a message key and its parameters. */
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
  },
  (t) => [index('order_imports_user').on(t.userId, t.createdAt)],
);

/**
 * One data row of an import: valid with its order form as read from the cells (the sparse input, not the
 * parsed form with every default: the draft is made by parsing it again with orderInputSchema), or its
 * problems; and the draft made of it.
 */
export const orderImportRows = pgTable(
  'order_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => orderImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    valid: boolean('valid').notNull(),
    orderNo: text('order_no').notNull().default(''),
    recipient: text('recipient').notNull().default(''),
    data: jsonb('data').$type<OrderInput>(),
    errors: jsonb('errors').$type<StoredRowIssue[]>().notNull().default(sql`'[]'::jsonb`),
    orderId: uuid('order_id'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index('order_import_rows_invalid').on(t.importId, t.rowNumber).where(sql`not valid`),
    index('order_import_rows_pending').on(t.importId, t.rowNumber).where(sql`valid and order_id is null`),
  ],
);
