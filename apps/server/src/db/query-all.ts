import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * Runs independent queries at once on a pool, one after another inside a transaction. A transaction is one
 * connection: node-postgres queues overlapping queries on it and warns that pg 9 will refuse them, so the
 * queries are given as functions and started only when the connection is free.
 */
export async function queryAll<T extends readonly unknown[]>(
  db: Database,
  queries: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(queries.map((query) => query()))) as unknown as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
