import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { COPY_MARKER } from '../modules/maintenance-db/db-facts.ts';
import { seedDemoOrders } from '../modules/seed/orders.seed.ts';
import { runSeed, type SeedResult } from '../modules/seed/seed.ts';
import { type DbHandle, rowsOf } from './client.ts';
import { migrateDatabase, withStartupLock } from './migrate.ts';

/** A start on a database that `db:copy-to-postgres` left incomplete (killed, or ended with differences). */
export class IncompleteCopyError extends Error {}

async function refuseIncompleteCopy(handle: DbHandle): Promise<void> {
  const [row] = await rowsOf<{ present: boolean }>(
    handle.db.execute(sql`select to_regclass(${`public.${COPY_MARKER}`}) is not null as present`),
  );
  if (row?.present)
    throw new IncompleteCopyError(
      `This database holds an unfinished copy from the embedded database (table ${COPY_MARKER}): it may lack rows, so the server will not use it. Drop and recreate the database, then run npm run db:copy-to-postgres again (docs/operations.md).`,
    );
}

/** Start-up: migrate then seed, under one lock so concurrent starts take turns. */
export function prepareDatabase(
  handle: DbHandle,
  config: Config,
): Promise<SeedResult & { migrationsApplied: number }> {
  return withStartupLock(handle, async () => {
    await refuseIncompleteCopy(handle);
    const migrationsApplied = await migrateDatabase(handle);
    const seeded = await runSeed(handle.db, config);
    // Orders (issue 5): sample orders go through placement, which needs the whole configuration.
    if (config.demoData) await seedDemoOrders({ db: handle.db, config, clock: systemClock });
    return { migrationsApplied, ...seeded };
  });
}
