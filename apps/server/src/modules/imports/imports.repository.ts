import { ORDER_STATUS, type OrderInput } from '@shiplabel/shared';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { isUuid } from '../../lib/validation.ts';
import { orderEvents, orders } from '../orders/orders.table.ts';
import { orderImportRows, orderImports, type StoredRowIssue } from './imports.table.ts';

export type ImportRecord = typeof orderImports.$inferSelect;

/** The import `id` of `userId` (another user's import reads as unknown), or null. */
export async function findImport(db: Database, where: { id: string; userId: string }) {
  if (!isUuid(where.id)) return null;
  const [row] = await db
    .select()
    .from(orderImports)
    .where(and(eq(orderImports.id, where.id), eq(orderImports.userId, where.userId)));
  return row ?? null;
}

/** Any import by id (the jobs, which act for the import's owner). */
export async function findImportById(db: Database, id: string) {
  const [row] = await db.select().from(orderImports).where(eq(orderImports.id, id));
  return row ?? null;
}

export async function insertImport(db: Database, values: typeof orderImports.$inferInsert) {
  const [row] = await db.insert(orderImports).values(values).returning();
  return row!;
}

export async function updateImport(
  db: Database,
  id: string,
  patch: Partial<typeof orderImports.$inferInsert>,
) {
  const [row] = await db.update(orderImports).set(patch).where(eq(orderImports.id, id)).returning();
  return row ?? null;
}

/** A validated row as stored: the order form as read (valid rows) or its problems. */
export interface ImportRowInsert {
  rowNumber: number;
  valid: boolean;
  orderNo: string;
  recipient: string;
  input: OrderInput | null;
  errors: StoredRowIssue[];
}

/**
 * Adds a page of validated rows and their counts to the import in one statement: the rows travel as one
 * JSON parameter unpacked by jsonb_to_recordset (a multi-row insert without building a statement of
 * thousands of parameters, the same on PostgreSQL and PGlite).
 */
export async function addImportRows(db: Database, importId: string, rows: ImportRowInsert[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      n: r.rowNumber,
      v: r.valid,
      o: r.orderNo,
      p: r.recipient,
      d: r.input,
      e: r.errors.length ? r.errors : null,
    })),
  );
  await db.execute(sql`
    with added as (
      insert into order_import_rows (import_id, row_number, valid, order_no, recipient, data, errors)
      select ${importId}::uuid, x.n, x.v, x.o, x.p, x.d, coalesce(x.e, '[]'::jsonb)
      from jsonb_to_recordset(${json}::jsonb) as x(n int, v boolean, o text, p text, d jsonb, e jsonb)
      returning valid
    )
    update order_imports set
      processed = processed + (select count(*) from added),
      valid = valid + (select count(*) from added where valid),
      invalid = invalid + (select count(*) from added where not valid)
    where id = ${importId}`);
}

/** Starts validation over (a resumed job): rows and counters of an earlier attempt are dropped. */
export async function clearImportRows(db: Database, importId: string) {
  await db.delete(orderImportRows).where(eq(orderImportRows.importId, importId));
  await db
    .update(orderImports)
    .set({ processed: 0, valid: 0, invalid: 0 })
    .where(eq(orderImports.id, importId));
}

/** Which of `orderNos` the user's orders already use (one JSON parameter, not one per number). */
export async function orderNosTaken(db: Database, userId: string, orderNos: string[]): Promise<Set<string>> {
  if (orderNos.length === 0) return new Set();
  const rows = await rowsOf<{ order_no: string }>(
    db.execute(sql`
      select order_no from orders
      where user_id = ${userId}
        and order_no in (select jsonb_array_elements_text(${JSON.stringify(orderNos)}::jsonb))`),
  );
  return new Set(rows.map((r) => r.order_no));
}

export type RowFilter = 'all' | 'invalid' | 'valid';

const rowFilter = (importId: string, filter: RowFilter): SQL => {
  const base = eq(orderImportRows.importId, importId);
  if (filter === 'invalid') return and(base, eq(orderImportRows.valid, false))!;
  if (filter === 'valid') return and(base, eq(orderImportRows.valid, true))!;
  return base;
};

export async function importRowsPage(
  db: Database,
  input: { importId: string; filter: RowFilter; offset: number; limit: number },
) {
  const where = rowFilter(input.importId, input.filter);
  const [list, [total]] = await Promise.all([
    db
      .select({
        rowNumber: orderImportRows.rowNumber,
        valid: orderImportRows.valid,
        orderNo: orderImportRows.orderNo,
        recipient: orderImportRows.recipient,
        errors: orderImportRows.errors,
        orderId: orderImportRows.orderId,
      })
      .from(orderImportRows)
      .where(where)
      .orderBy(asc(orderImportRows.rowNumber))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ n: count() }).from(orderImportRows).where(where),
  ]);
  return { list, total: Number(total?.n ?? 0) };
}

/** Locks the import for the draft creation of one chunk (two concurrent calls take turns). */
export async function lockImport(db: Database, id: string) {
  const [row] = await db
    .select({ id: orderImports.id, status: orderImports.status })
    .from(orderImports)
    .where(eq(orderImports.id, id))
    .for('update');
  return row ?? null;
}

/** Valid rows no draft was made of yet. */
const pendingDraft = (importId: string) =>
  and(
    eq(orderImportRows.importId, importId),
    eq(orderImportRows.valid, true),
    isNull(orderImportRows.orderId),
  );

export async function pendingDraftRows(db: Database, importId: string, limit: number) {
  return db
    .select({ rowNumber: orderImportRows.rowNumber, input: orderImportRows.data })
    .from(orderImportRows)
    .where(pendingDraft(importId))
    .orderBy(asc(orderImportRows.rowNumber))
    .limit(limit);
}

export async function countPendingDraftRows(db: Database, importId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderImportRows).where(pendingDraft(importId));
  return Number(row?.n ?? 0);
}

export type DraftInsert = Omit<typeof orders.$inferInsert, 'id'>;

/**
 * Inserts drafts, skipping numbers the user already has (the unique index decides); returns the ones
 * inserted. Written beside the orders module's insertOrder so that one statement carries a whole chunk;
 * the rows are those saveDraft writes (see imports.usecases.ts).
 */
export async function insertDrafts(db: Database, values: DraftInsert[]) {
  if (values.length === 0) return [];
  return db
    .insert(orders)
    .values(values.map((v) => ({ ...v, status: ORDER_STATUS.draft })))
    .onConflictDoNothing({ target: [orders.userId, orders.orderNo] })
    .returning({ id: orders.id, orderNo: orders.orderNo });
}

export async function addReceivedEvents(db: Database, orderIds: string[], actorId: string, at: Date) {
  if (orderIds.length === 0) return;
  await db
    .insert(orderEvents)
    .values(orderIds.map((orderId) => ({ orderId, kind: 'received', params: {}, actorId, createdAt: at })));
}

/** Links rows to their drafts, marks rows that could not become one, and counts the drafts. */
export async function settleDraftRows(
  db: Database,
  importId: string,
  created: { rowNumber: number; orderId: string }[],
  refused: { rowNumber: number; issue: StoredRowIssue }[],
) {
  if (created.length) {
    const values = sql.join(
      created.map((c) => sql`(${c.rowNumber}::int, ${c.orderId}::uuid)`),
      sql`, `,
    );
    await db.execute(sql`
      update order_import_rows r set order_id = v.order_id
      from (values ${values}) as v(row_number, order_id)
      where r.import_id = ${importId} and r.row_number = v.row_number`);
  }
  for (const r of refused)
    await db
      .update(orderImportRows)
      .set({ valid: false, errors: [r.issue] })
      .where(and(eq(orderImportRows.importId, importId), eq(orderImportRows.rowNumber, r.rowNumber)));
  await db
    .update(orderImports)
    .set({
      draftsCreated: sql`${orderImports.draftsCreated} + ${created.length}`,
      valid: sql`${orderImports.valid} - ${refused.length}`,
      invalid: sql`${orderImports.invalid} + ${refused.length}`,
    })
    .where(eq(orderImports.id, importId));
}
