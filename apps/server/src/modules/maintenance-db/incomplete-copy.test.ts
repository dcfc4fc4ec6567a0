import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { IncompleteCopyError, prepareDatabase } from '../../db/prepare.ts';
import { testConfig } from '../../db/testing/test-app.ts';
import { COPY_MARKER } from './db-facts.ts';

/**
 * A database a copy left unfinished (killed, or ended with differences: its marker stays) is refused at
 * start-up, with what to do, before anything is migrated or seeded into it.
 */
const dir = mkdtempSync(join(tmpdir(), 'shiplabel-incomplete-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a server started on an unfinished copy', () => {
  it('refuses the database and says how to start again', async () => {
    const handle = await openDatabase({ dataDir: dir });
    try {
      await handle.db.execute(sql.raw(`create table public.${COPY_MARKER} (note text)`));
      const start = prepareDatabase(handle, testConfig({ dataDir: dir }));
      await expect(start).rejects.toBeInstanceOf(IncompleteCopyError);
      await expect(start).rejects.toThrow(/db:copy-to-postgres/);
      // Nothing was migrated into it.
      const tables = await handle.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
