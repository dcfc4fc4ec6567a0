import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  IMPORT_MAX_ROWS,
  type ImportCreateDraftsResult,
  type ImportRow,
  type ImportSummary,
  type Locale,
  type OrderData,
  orderInputSchema,
  type PageQuery,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { StreamedRow } from '../../lib/spreadsheet/xlsx-row-reader.ts';
import { zodFieldIssues } from '../../lib/validation.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { formColumns, generateOrderNo, serviceColumns } from '../orders/drafts.usecases.ts';
import { applyShippingRules, loadRules } from '../shipping-rules/shipping-rules.apply.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.usecases.ts';
import { type ImportFileKind, importFileKind, openImportFile } from './imports.file.ts';
import { dropImportFile, keepImportFile, readImportFile } from './imports.file-store.ts';
import {
  addImportRows,
  addReceivedEvents,
  clearImportRows,
  countPendingDraftRows,
  type DraftInsert,
  findImport,
  findImportById,
  type ImportRecord,
  type ImportRowInsert,
  importRowsPage,
  insertDrafts,
  insertImport,
  lockImport,
  orderNosTaken,
  pendingDraftRows,
  type RowFilter,
  settleDraftRows,
  updateImport,
} from './imports.repository.ts';
import { rowIssueText, storedIssue, validateRow } from './imports.row-check.ts';
import type { StoredRowIssue } from './imports.table.ts';

/**
 * Files of up to this many data rows are validated in the upload request (well under a second); larger
 * ones by a background job, whose progress the import itself reports. Draft creation likewise.
 */
export const SYNC_MAX_ROWS = 2_000;
/** Rows validated, stored and counted per statement. */
const CHUNK = 1_000;
/** Drafts inserted per transaction. */
const DRAFT_CHUNK = 500;

export const IMPORT_VALIDATE_JOB = 'orders.import.validate';
export const IMPORT_DRAFTS_JOB = 'orders.import.drafts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

// ---- reading ----

export function toSummary(row: ImportRecord, locale: Locale): ImportSummary {
  return {
    id: row.id,
    filename: row.filename,
    status: row.status as ImportSummary['status'],
    processed: row.processed,
    total: row.total,
    valid: row.valid,
    invalid: row.invalid,
    draftsCreated: row.draftsCreated,
    jobId: row.jobId,
    error: row.errorCode ? t(locale, row.errorCode, row.errorParams ?? {}) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requireImport(deps: Pick<AppDeps, 'db'>, where: { id: string; userId: string }) {
  const row = await findImport(deps.db, where);
  if (!row) throw notFound('imports.not_found');
  return row;
}

export async function importRows(
  deps: Pick<AppDeps, 'db'>,
  input: { id: string; userId: string; filter: RowFilter; page: PageQuery; locale: Locale },
) {
  await requireImport(deps, input);
  const { list, total } = await importRowsPage(deps.db, {
    importId: input.id,
    filter: input.filter,
    offset: pageOffset(input.page),
    limit: input.page.pageSize,
  });
  const rows: ImportRow[] = list.map((r) => ({
    row: r.rowNumber,
    valid: r.valid,
    orderNo: r.orderNo,
    recipient: r.recipient,
    orderId: r.orderId,
    errors: r.errors.map((issue) => rowIssueText(issue, input.locale)),
  }));
  return toPage(rows, total, input.page);
}

// ---- validating ----

type Checked = ReturnType<typeof validateRow>;

/**
 * Validates every data row and stores the outcome page by page: memory holds two pages of rows (one being
 * stored) and the order numbers seen (for duplicates within the file). Throws when the file has too many
 * rows.
 */
async function validateRows(
  deps: Deps,
  input: {
    importId: string;
    userId: string;
    keys: (string | null)[];
    date1904: boolean;
    rows: AsyncIterable<StreamedRow> | Iterable<StreamedRow>;
    shouldStop?: () => boolean;
  },
): Promise<boolean> {
  const seen = new Map<string, number>();
  let page: Checked[] = [];
  let count = 0;
  const store = async (rows: Checked[]) => {
    const numbers = rows.filter((r) => r.input && r.orderNo).map((r) => r.orderNo);
    const taken = await orderNosTaken(deps.db, input.userId, numbers);
    const values: ImportRowInsert[] = rows.map((r) => {
      const errors =
        r.input && taken.has(r.orderNo)
          ? [{ column: 'orderNo', key: 'orders.order_no_taken', params: { orderNo: r.orderNo } }]
          : r.errors;
      return {
        rowNumber: r.rowNumber,
        valid: errors.length === 0,
        orderNo: r.orderNo.slice(0, 100),
        recipient: r.recipient.slice(0, 100),
        input: errors.length === 0 ? r.input : null,
        errors,
      };
    });
    await addImportRows(deps.db, input.importId, values);
  };
  // One page is stored while the next is read and checked (the database and this process work at the
  // same time); the write settles to its error, if any, so that it is never an unhandled rejection.
  let writing: Promise<unknown> = Promise.resolve();
  const settle = async () => {
    const error = await writing;
    writing = Promise.resolve();
    if (error) throw error;
  };
  const flush = async () => {
    const rows = page;
    page = [];
    await settle();
    writing = store(rows).then(
      () => undefined,
      (error: unknown) => error ?? new Error('import rows not stored'),
    );
    await yieldToLoop();
  };
  try {
    for await (const row of input.rows) {
      if (++count > IMPORT_MAX_ROWS) throw new AppError(400, 'sheet.too_many_rows', { max: IMPORT_MAX_ROWS });
      const checked = validateRow(row, input.keys, input.date1904);
      if (checked.orderNo) {
        const first = seen.get(checked.orderNo);
        if (first !== undefined) {
          checked.errors.push({
            column: 'orderNo',
            key: 'imports.order_no_duplicate',
            params: { row: first },
          });
          checked.input = null;
        } else seen.set(checked.orderNo, checked.rowNumber);
      }
      page.push(checked);
      if (page.length >= CHUNK) {
        await flush();
        if (input.shouldStop?.()) {
          await settle();
          return false;
        }
      }
    }
    await flush();
    await settle();
    return true;
  } finally {
    // Reading failed while a page was being stored: that write ends before the failure is recorded.
    await writing;
  }
}

async function finishValidation(deps: Deps, importId: string) {
  const done = await updateImport(deps.db, importId, { status: 'validated', validatedAt: deps.clock() });
  await dropImportFile(deps.config, importId);
  // Issue 16: the customer's webhooks hear of the validated import.
  if (done)
    await emitWebhookEvent(deps, done.userId, 'import.validated', {
      importId: done.id,
      filename: done.filename,
      total: done.total,
      valid: done.valid,
      invalid: done.invalid,
    });
  return done;
}

async function failValidation(deps: Deps, importId: string, error: unknown) {
  const known = error instanceof AppError;
  await updateImport(deps.db, importId, {
    status: 'failed',
    errorCode: known ? error.errorCode : 'imports.failed',
    errorParams: known ? error.params : {},
  });
  await dropImportFile(deps.config, importId);
}

/**
 * Upload: reads the header (a wrong one is refused now, naming the columns), then the rows. A file of up
 * to SYNC_MAX_ROWS rows is validated here and the answer holds its summary; a larger one is kept with
 * the import and validated by a job (status `validating` with `processed` advancing). Nothing is created.
 */
export async function uploadImport(
  deps: Deps & { userId: string; locale: Locale; filename: string; bytes: Buffer },
): Promise<ImportSummary> {
  const kind: ImportFileKind = importFileKind(deps.bytes);
  const opened = await openImportFile(deps.bytes, kind, deps.locale);
  // A file that declares many rows (the sheet's <dimension>, the CSV's lines) goes to the job at once;
  // otherwise up to SYNC_MAX_ROWS + 1 rows are read to decide.
  const declaredBig = opened.declaredRows > SYNC_MAX_ROWS * 1.1;
  const first: StreamedRow[] = [];
  if (!declaredBig)
    for await (const row of opened.rows) {
      first.push(row);
      if (first.length > SYNC_MAX_ROWS) break;
    }
  else await opened.rows.return(undefined);
  const big = declaredBig || first.length > SYNC_MAX_ROWS;
  if (!big && first.length === 0) throw new AppError(400, 'imports.no_rows');
  const filename = deps.filename.slice(0, 200) || `orders.${kind}`;
  if (!big) {
    const record = await insertImport(deps.db, {
      userId: deps.userId,
      filename,
      fileKind: kind,
      total: first.length,
      createdAt: deps.clock(),
    });
    try {
      await validateRows(deps, { importId: record.id, userId: deps.userId, ...opened, rows: first });
    } catch (error) {
      await failValidation(deps, record.id, error);
      throw error;
    }
    return toSummary((await finishValidation(deps, record.id))!, deps.locale);
  }
  let kept: string | null = null;
  const record = await deps.db
    .transaction(async (tx) => {
      const row = await insertImport(tx, {
        userId: deps.userId,
        filename,
        fileKind: kind,
        total: Math.max(opened.declaredRows, first.length),
        createdAt: deps.clock(),
      });
      // The file waits for the job on disk; written before the commit, so a job never misses it.
      await keepImportFile(deps.config, row.id, deps.bytes);
      kept = row.id;
      const job = await enqueueJob(
        { db: tx, clock: deps.clock },
        {
          kind: IMPORT_VALIDATE_JOB,
          userId: deps.userId,
          payload: { importId: row.id, locale: deps.locale },
        },
      );
      return (await updateImport(tx, row.id, { jobId: job.id }))!;
    })
    .catch(async (error: unknown) => {
      if (kept) await dropImportFile(deps.config, kept);
      throw error;
    });
  return toSummary(record, deps.locale);
}

/** The job of a large file: validates it from the start (a resumed job drops an earlier attempt's rows). */
export async function validateImportJob(
  deps: AppDeps,
  input: { importId: string; locale: Locale; shouldStop: () => boolean },
) {
  const record = await findImportById(deps.db, input.importId);
  if (record?.status !== 'validating') return { importId: input.importId, skipped: true };
  const bytes = await readImportFile(deps.config, record.id);
  if (!bytes) {
    await failValidation(deps, record.id, new AppError(410, 'imports.file_gone'));
    return { importId: record.id, errorCode: 'imports.file_gone' };
  }
  await clearImportRows(deps.db, input.importId);
  try {
    const opened = await openImportFile(bytes, record.fileKind as ImportFileKind, input.locale);
    const finished = await validateRows(deps, {
      importId: record.id,
      userId: record.userId,
      ...opened,
      shouldStop: input.shouldStop,
    });
    if (!finished) return { importId: record.id, stopped: true };
  } catch (error) {
    await failValidation(deps, record.id, error);
    if (error instanceof AppError) return { importId: record.id, errorCode: error.errorCode };
    throw error;
  }
  const done = (await finishValidation(deps, record.id))!;
  await updateImport(deps.db, record.id, { total: done.processed });
  return { importId: record.id, total: done.processed, valid: done.valid, invalid: done.invalid };
}

// ---- creating drafts ----

type ServiceColumns = Awaited<ReturnType<typeof serviceColumns>>;

/**
 * The columns saveDraft writes for a new draft: an import names no service, so it has the one its
 * shipping rule picked (issue 16), else none.
 */
function draftValues(
  data: OrderData,
  service: ServiceColumns,
  userId: string,
  orderNo: string,
  now: Date,
): DraftInsert {
  return {
    ...formColumns(data),
    ...service,
    userId,
    orderNo,
    createdAt: now,
    updatedAt: now,
  };
}

const NO_SERVICE: ServiceColumns = {
  serviceId: null,
  channelId: null,
  carrierCode: '',
  serviceName: '',
  currency: 'USD',
};

/**
 * Issue 16: the customer's shipping rules applied to the next pending rows (null: the customer has none).
 * Done before the chunk's transaction: cheapest / fastest rate through the carriers, which must not hold
 * the import's lock nor write their call logs through a transaction that has ended.
 */
async function ruledRows(deps: Deps & { importId: string; userId: string }) {
  const rules = await loadRules(deps, deps.userId);
  if (rules.length === 0) return null;
  // A row the schema refuses is ruled as null: the chunk refuses it as before.
  const ruled = new Map<number, { data: OrderData; service: ServiceColumns } | null>();
  for (const r of await pendingDraftRows(deps.db, deps.importId, DRAFT_CHUNK)) {
    const parsed = orderInputSchema.safeParse(r.input ?? {});
    ruled.set(r.rowNumber, null);
    if (!parsed.success) continue;
    const { order } = await applyShippingRules(deps, deps.userId, parsed.data, rules);
    ruled.set(r.rowNumber, {
      data: order,
      service: await serviceColumns(deps.db, deps.userId, order.serviceId),
    });
  }
  return ruled;
}

/**
 * Creates the drafts of up to DRAFT_CHUNK pending valid rows in one transaction, under the import's row
 * lock (a concurrent call waits, then finds those rows done). Numbers are generated like saveDraft's; a
 * generated number that collides is drawn again, a number of the file's that was taken since validation
 * turns the row invalid. Returns how many drafts were created (0 when no row was pending).
 */
async function createDraftChunk(deps: Deps & { importId: string; userId: string; actorId: string }) {
  const ruled = await ruledRows(deps);
  return deps.db.transaction(async (tx) => {
    await lockImport(tx, deps.importId);
    const rows = await pendingDraftRows(tx, deps.importId, DRAFT_CHUNK);
    if (rows.length === 0) return { created: 0, refused: 0, done: true };
    // Another call took the rows ruled above: rule the next ones first (nothing was written).
    if (ruled && rows.some((r) => !ruled.has(r.rowNumber))) return { created: 0, refused: 0, done: false };
    const now = deps.clock();
    const created: { rowNumber: number; orderId: string }[] = [];
    const refused: { rowNumber: number; issue: StoredRowIssue }[] = [];
    let todo: { rowNumber: number; data: OrderData; service: ServiceColumns; own: boolean }[] = [];
    for (const r of rows) {
      // The form as read, parsed again by the one judge (a rule changed since validation refuses it).
      const parsed = orderInputSchema.safeParse(r.input ?? {});
      if (parsed.success) {
        const { data, service } = ruled?.get(r.rowNumber) ?? { data: parsed.data, service: NO_SERVICE };
        todo.push({ rowNumber: r.rowNumber, data, service, own: Boolean(data.orderNo) });
      } else {
        const [first] = zodFieldIssues(parsed.error);
        refused.push({
          rowNumber: r.rowNumber,
          issue: first ? storedIssue(first) : { column: '', key: 'validation.invalid' },
        });
      }
    }
    for (let attempt = 1; todo.length > 0; attempt++) {
      const numbered = todo.map((r) => ({
        ...r,
        orderNo: r.data.orderNo || generateOrderNo(now, deps.config.businessTz),
      }));
      const inserted = await insertDrafts(
        tx,
        numbered.map((r) => draftValues(r.data, r.service, deps.userId, r.orderNo, now)),
      );
      const byNo = new Map(inserted.map((i) => [i.orderNo, i.id]));
      const next: typeof todo = [];
      for (const r of numbered) {
        const id = byNo.get(r.orderNo);
        if (id) {
          created.push({ rowNumber: r.rowNumber, orderId: id });
          byNo.delete(r.orderNo);
        } else if (r.own || attempt >= 5)
          refused.push({
            rowNumber: r.rowNumber,
            issue: { column: 'orderNo', key: 'orders.order_no_taken', params: { orderNo: r.orderNo } },
          });
        else next.push(r);
      }
      todo = next;
    }
    await addReceivedEvents(
      tx,
      created.map((c) => c.orderId),
      deps.actorId,
      now,
    );
    await settleDraftRows(tx, deps.importId, created, refused);
    return { created: created.length, refused: refused.length, done: false };
  });
}

async function createAllDrafts(
  deps: Deps & { importId: string; userId: string; actorId: string; shouldStop?: () => boolean },
) {
  let created = 0;
  let failed = 0;
  for (;;) {
    const chunk = await createDraftChunk(deps);
    created += chunk.created;
    failed += chunk.refused;
    if (chunk.done || deps.shouldStop?.()) return { created, failed, finished: chunk.done };
    await yieldToLoop();
  }
}

/**
 * Creates drafts of the valid rows not turned into drafts yet: a second call creates nothing more. Up
 * to SYNC_MAX_ROWS rows in the request, more by a job (status `creating`, `draftsCreated` advancing).
 */
export async function createImportDrafts(
  deps: Deps & { id: string; userId: string; actorId: string; locale: Locale },
): Promise<ImportCreateDraftsResult> {
  const record = await requireImport(deps, deps);
  if (record.status === 'validating' || record.status === 'failed') throw conflict('imports.not_ready');
  const result = (r: ImportRecord, created: number, failed: number): ImportCreateDraftsResult => ({
    status: r.status as ImportCreateDraftsResult['status'],
    created,
    draftsCreated: r.draftsCreated,
    failed,
    jobId: r.jobId,
  });
  if (record.status === 'creating') return result(record, 0, 0);
  const pending = await countPendingDraftRows(deps.db, record.id);
  if (pending === 0) return result(record, 0, 0);
  if (pending > SYNC_MAX_ROWS) {
    const started = await deps.db.transaction(async (tx) => {
      const locked = await lockImport(tx, record.id);
      if (locked?.status !== 'validated' && locked?.status !== 'created') return null;
      const job = await enqueueJob(
        { db: tx, clock: deps.clock },
        {
          kind: IMPORT_DRAFTS_JOB,
          userId: deps.userId,
          payload: { importId: record.id, actorId: deps.actorId, locale: deps.locale },
        },
      );
      return updateImport(tx, record.id, { status: 'creating', jobId: job.id });
    });
    return result(started ?? (await requireImport(deps, deps)), 0, 0);
  }
  const outcome = await createAllDrafts({ ...deps, importId: record.id });
  const after = (await updateImport(deps.db, record.id, { status: 'created' }))!;
  return result(after, outcome.created, outcome.failed);
}

export async function createDraftsJob(
  deps: AppDeps,
  input: { importId: string; actorId: string; shouldStop: () => boolean },
) {
  const record = await findImportById(deps.db, input.importId);
  if (record?.status !== 'creating') return { importId: input.importId, skipped: true };
  const outcome = await createAllDrafts({ ...deps, ...input, userId: record.userId });
  if (!outcome.finished) return { importId: record.id, stopped: true };
  const after = (await updateImport(deps.db, record.id, { status: 'created' }))!;
  return {
    importId: record.id,
    created: outcome.created,
    failed: outcome.failed,
    draftsCreated: after.draftsCreated,
  };
}
