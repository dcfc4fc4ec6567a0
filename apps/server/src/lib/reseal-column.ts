import { and, asc, eq, getTableColumns, isNotNull, like, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** One sealed text column of one table, for `secrets:rotate` (modules/carriers/secrets-rotation.ts). */
export interface SealedColumn {
  table: PgTable;
  /** The column holding ciphertexts; NULL rows are skipped. */
  column: AnyPgColumn;
  /** Columns that identify a row (its primary key). */
  keys: AnyPgColumn[];
  /** Text stored before the ciphertext (e.g. 'sealed:' on idempotent answers); only such values are sealed. */
  prefix?: string;
}

const BATCH = 200;

/**
 * Re-seals every value of `column` not yet sealed with the current key (`currentPrefix`, e.g. `k1.<id>.`)
 * through `reseal` (open with any known key, seal with the current one), `BATCH` rows at a time so a large
 * table is never read at once. Each re-sealed value must start with `currentPrefix`: that is what drops
 * the row out of the next batch, so a wrong `reseal` throws instead of looping forever. Returns how many.
 */
export async function resealColumn(
  db: Database,
  target: SealedColumn,
  currentPrefix: string,
  reseal: (cipher: string) => string,
): Promise<number> {
  const { table, column, keys, prefix = '' } = target;
  const property = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];
  if (!property) throw new Error(`resealColumn: column ${column.name} is not a column of the table`);
  const notCurrent: SQL[] = [isNotNull(column), not(like(column, `${prefix}${currentPrefix}%`))];
  if (prefix) notCurrent.push(like(column, `${prefix}%`));
  const keyFields = Object.fromEntries(keys.map((k, i) => [`k${i}`, k]));
  let count = 0;
  for (;;) {
    const rows = (await db
      .select({ ...keyFields, cipher: column })
      .from(table)
      .where(and(...notCurrent))
      .orderBy(...keys.map((k) => asc(k)))
      .limit(BATCH)) as Record<string, unknown>[];
    for (const row of rows) {
      const sealed = reseal(String(row.cipher).slice(prefix.length));
      if (!sealed.startsWith(currentPrefix))
        throw new Error(`resealColumn: reseal did not seal ${column.name} with the current key`);
      await db
        .update(table)
        .set({ [property]: `${prefix}${sealed}` })
        .where(and(...keys.map((k, i) => eq(k, row[`k${i}`]))));
    }
    count += rows.length;
    if (rows.length < BATCH) return count;
  }
}
