import { sql } from 'drizzle-orm';
import { type Database, preparedRowsOf } from '../../db/client.ts';
import type { carrierApiLogs } from './api-log.table.ts';

export type ApiLogRow = typeof carrierApiLogs.$inferInsert;

interface ErrorLog {
  error(obj: object, msg: string): void;
}

interface Queue {
  pending: ApiLogRow[];
  timer: NodeJS.Timeout | null;
  /** The write in progress (writes of one database run one after another). */
  writing: Promise<void>;
}

const queues = new WeakMap<Database, Queue>();
const errorLogs = new WeakMap<Database, ErrorLog>();
/** Rows per INSERT: a price sheet rates hundreds of cells at once. */
const CHUNK = 200;
/**
 * How long rows gather before they are written: a batch placing 80 orders a second logs 160 carrier
 * calls a second, one INSERT per turn of the event loop would be one more statement per order.
 */
const WINDOW_MS = 50;

const fallbackLog: ErrorLog = { error: (obj, msg) => console.error(msg, obj) };

/** Where failures to write the log go (the server's logger, set when the routes are registered). */
export function setApiLogErrorLog(db: Database, log: ErrorLog): void {
  errorLogs.set(db, log);
}

async function writePending(db: Database, queue: Queue): Promise<void> {
  const rows = queue.pending.splice(0);
  for (let i = 0; i < rows.length; i += CHUNK) {
    try {
      await insertRows(db, rows.slice(i, i + CHUNK));
    } catch (error) {
      // The log must never fail a carrier call: a lost log row is reported, not raised.
      (errorLogs.get(db) ?? fallbackLog).error(
        { err: error, rows: rows.length },
        'carrier API log write failed',
      );
    }
  }
}

/**
 * One INSERT of any number of rows, its text the same for every chunk (a named prepared statement): the
 * rows travel as one JSON value. drizzle's multi-row insert built a new text (13 parameters a row) for each
 * chunk size, and building it was a quarter of the server's CPU on a rate estimate (issue 12).
 */
async function insertRows(db: Database, rows: ApiLogRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      order_id: r.orderId ?? null,
      order_no: r.orderNo ?? '',
      user_id: r.userId ?? null,
      carrier_code: r.carrierCode,
      channel_id: r.channelId ?? null,
      request_type: r.requestType,
      request: r.request,
      response: r.response ?? null,
      success: r.success,
      error_code: r.errorCode ?? '',
      duration_ms: r.durationMs,
      created_at: r.createdAt ?? null,
    })),
  );
  await preparedRowsOf(
    db,
    sql`insert into carrier_api_logs (order_id, order_no, user_id, carrier_code, channel_id, request_type,
        request, response, success, error_code, duration_ms, created_at)
      select order_id, order_no, user_id, carrier_code, channel_id, request_type, request, response, success,
        error_code, duration_ms, coalesce(created_at, now())
      from jsonb_to_recordset(${json}::jsonb) as x(order_id uuid, order_no text, user_id uuid,
        carrier_code text, channel_id uuid, request_type text, request jsonb, response jsonb, success boolean,
        error_code text, duration_ms integer, created_at timestamptz)`,
  );
}

function startWrite(db: Database, queue: Queue): void {
  queue.timer = null;
  queue.writing = queue.writing.then(() => writePending(db, queue));
}

/**
 * Queues a row; the rows of the next WINDOW_MS (or CHUNK rows, whichever comes first) are written
 * together, off the caller's path (an estimate rating 20 services makes one INSERT, and never waits for
 * it). The list and detail routes flush first, so a reader on this instance never misses a row.
 */
export function enqueueApiLog(db: Database, row: ApiLogRow): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = { pending: [], timer: null, writing: Promise.resolve() };
    queues.set(db, queue);
  }
  queue.pending.push(row);
  if (queue.pending.length >= CHUNK) {
    if (queue.timer) clearTimeout(queue.timer);
    startWrite(db, queue);
  } else if (!queue.timer) {
    const q = queue;
    q.timer = setTimeout(() => startWrite(db, q), WINDOW_MS);
  }
}

/** Writes every queued row now and waits for it (tests, shutdown). */
export async function flushApiLog(db: Database): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  if (queue.timer) {
    clearTimeout(queue.timer);
    startWrite(db, queue);
  }
  await queue.writing;
}
