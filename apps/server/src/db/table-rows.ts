import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, pgClientOf, statementName } from './client.ts';

/**
 * Whole-row statements on hot paths (a placement step reads or moves the wide `orders` row several times
 * per order) without drizzle's query builder: building the SQL of a 40-column select or update cost
 * drizzle ~0.3 ms of CPU per statement (its entity checks per chunk), as much as PostgreSQL spent running
 * it. Here the text is written once per shape and sent as a named prepared statement; the rows are decoded
 * by the table's own column classes, so callers get exactly what drizzle's `select()` / `returning()` give.
 * Only on PostgreSQL (node-postgres); callers keep their drizzle query for PGlite.
 */

const { builtins, getTypeParser } = pg.types;
/** Raw strings for date and time types (and their arrays), as drizzle's node-postgres driver asks. */
const rawText = new Set<number>([
  builtins.TIMESTAMPTZ,
  builtins.TIMESTAMP,
  builtins.DATE,
  builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const driverTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    rawText.has(typeId) ? (value: string) => value : getTypeParser(typeId, format),
};

interface TableCodec<T> {
  /** `"db_name"` per property, in the table's column order. */
  names: Map<string, string>;
  columns: [string, PgColumn][];
  decode(row: Record<string, unknown>): T;
}

const codecs = new WeakMap<PgTable, TableCodec<unknown>>();

export function codecOf<T extends PgTable>(table: T): TableCodec<T['$inferSelect']> {
  let codec = codecs.get(table) as TableCodec<T['$inferSelect']> | undefined;
  if (!codec) {
    const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
    codec = {
      names: new Map(columns.map(([key, column]) => [key, `"${column.name}"`])),
      columns,
      decode(row) {
        const out: Record<string, unknown> = {};
        for (const [key, column] of columns) {
          const value = row[column.name];
          out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
        }
        return out as T['$inferSelect'];
      },
    };
    codecs.set(table, codec as TableCodec<unknown>);
  }
  return codec;
}

/**
 * A patch (`{ property: value }`) as `"column" = $n` assignments from `first` on, with its encoded
 * values; null when drizzle must build it (a value is an SQL expression, or a property is unknown).
 * Undefined values are left out, as drizzle's `set()` does.
 */
export function assignmentsOf(
  table: PgTable,
  patch: Record<string, unknown>,
  first: number,
): { shape: string; text: string; values: unknown[] } | null {
  const { columns } = codecOf(table);
  const byKey = new Map(columns);
  const parts: string[] = [];
  const keys: string[] = [];
  const values: unknown[] = [];
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if (value === undefined) continue;
    const column = byKey.get(key);
    if (!column || is(value, SQL)) return null;
    keys.push(key);
    values.push(value === null ? null : column.mapToDriverValue(value));
    parts.push(`"${column.name}" = $${first + values.length - 1}`);
  }
  return { shape: keys.join(','), text: parts.join(', '), values };
}

/**
 * Runs `text` (built once per shape by the caller) with `values` as a named prepared statement and decodes
 * its rows as `table` rows; null when `db` is not node-postgres (the caller then uses drizzle).
 */
export async function tableRowsOf<T extends PgTable>(
  db: Database,
  table: T,
  text: string,
  values: unknown[],
): Promise<T['$inferSelect'][] | null> {
  const client = pgClientOf(db);
  if (!client) return null;
  const result = await client.query({ name: statementName(text), text, values, types: driverTypes });
  const { decode } = codecOf(table);
  return result.rows.map((row) => decode(row as Record<string, unknown>));
}

/** Whether `db` runs on node-postgres (the fast path applies). */
export const onNodePostgres = (db: Database) => pgClientOf(db) !== null;

/**
 * Runs a drizzle select built as usual (`query.toSQL()`, unnamed: PostgreSQL plans it for its values, as
 * drizzle's own run does) and decodes each row positionally with `decoders` (a column, or a function for a
 * computed field), instead of drizzle's generic row mapping (an entity check per field: ~0.2 ms per page
 * of 50 orders). Null when `db` is not node-postgres.
 */
export async function selectedRowsOf(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  decoders: (PgColumn | ((value: unknown) => unknown))[],
): Promise<unknown[][] | null> {
  const client = pgClientOf(db);
  if (!client) return null;
  const { sql: text, params } = query.toSQL();
  const result = await client.query({ text, values: params, rowMode: 'array', types: driverTypes });
  return (result.rows as unknown[][]).map((row) =>
    decoders.map((decode, i) => {
      const value = row[i];
      if (typeof decode === 'function') return decode(value);
      return value === null || value === undefined ? null : decode.mapFromDriverValue(value);
    }),
  );
}
