import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from './client.ts';
import { queryAll } from './query-all.ts';
import { getTestDb } from './testing/test-db.ts';

let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});

/** Three queries that count how many of them are in flight at once. */
function counted(on: Database) {
  const seen = { now: 0, most: 0 };
  const query = (n: number) => async () => {
    seen.now += 1;
    seen.most = Math.max(seen.most, seen.now);
    const [row] = await rowsOf<{ n: number }>(on.execute(sql`select ${n}::int as n, pg_sleep(0.02)`));
    seen.now -= 1;
    return row?.n;
  };
  return { seen, queries: [query(1), query(2), query(3)] as const };
}

describe('queryAll', () => {
  it('starts independent queries together on the pool', async () => {
    const { seen, queries } = counted(db);
    expect(await queryAll(db, queries)).toEqual([1, 2, 3]);
    expect(seen.most).toBe(3);
  });

  it('runs them one after another inside a transaction (one connection), in order', async () => {
    const result = await db.transaction(async (tx) => {
      const { seen, queries } = counted(tx as unknown as Database);
      const answers = await queryAll(tx as unknown as Database, queries);
      return { answers, most: seen.most };
    });
    expect(result).toEqual({ answers: [1, 2, 3], most: 1 });
  });
});
