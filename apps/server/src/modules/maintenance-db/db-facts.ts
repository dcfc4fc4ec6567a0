import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { reconcile } from '../ledger/reconciliation.ts';

/** Left in the target while a copy runs: a rerun after a kill -9 sees it and refuses. */
export const COPY_MARKER = 'copy_in_progress';

/** The application's tables (schema public), by name. */
export async function applicationTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db.execute(sql`select tablename as name from pg_tables
      where schemaname = 'public' and tablename <> ${COPY_MARKER} order by tablename`),
  );
  return rows.map((r) => r.name);
}

export async function rowCounts(db: Database, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number | string }>(
      db.execute(sql.raw(`select count(*)::int as n from "public"."${table}"`)),
    );
    counts.set(table, Number(row?.n ?? 0));
  }
  return counts;
}

/** Balances per currency and account kind, as text (minor units): what must be equal after a copy. */
export async function balanceTotals(db: Database): Promise<Record<string, string>> {
  const rows = await rowsOf<{ key: string; total: string }>(
    db.execute(sql`select currency || '/' || kind as key, sum(balance)::text as total
      from ledger_accounts group by 1 order by 1`),
  );
  return Object.fromEntries(rows.map((r) => [r.key, String(r.total)]));
}

/** Problems reconcile() finds (empty on a healthy ledger), as short lines. */
export async function ledgerProblems(db: Database): Promise<string[]> {
  const { accounts, transactions } = await reconcile(db);
  return [
    ...accounts.map((a) => `account ${a.accountId} (${a.currency} ${a.kind}): ${a.problem}`),
    ...transactions.map((t) => `transaction ${t.transactionId}: entries sum to ${t.sum}`),
  ];
}
