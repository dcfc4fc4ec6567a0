import type { Config } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { seedDemoOrders } from '../modules/seed/orders.seed.ts';
import { runSeed, type SeedResult } from '../modules/seed/seed.ts';
import type { DbHandle } from './client.ts';
import { migrateDatabase, withStartupLock } from './migrate.ts';

/** Start-up: migrate then seed, under one lock so concurrent starts take turns. */
export function prepareDatabase(
  handle: DbHandle,
  config: Config,
): Promise<SeedResult & { migrationsApplied: number }> {
  return withStartupLock(handle, async () => {
    const migrationsApplied = await migrateDatabase(handle);
    const seeded = await runSeed(handle.db, config);
    // Orders (issue 5): sample orders go through placement, which needs the whole configuration.
    if (config.demoData) await seedDemoOrders({ db: handle.db, config, clock: systemClock });
    return { migrationsApplied, ...seeded };
  });
}
