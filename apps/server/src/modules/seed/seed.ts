import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ensureLoginKeys } from '../auth/server-keys.ts';
// Rates (issue 3)
import { seedDemoRates } from '../channels/rates.seed.ts';
import { seedDemoAccounts, seedFirstAdmin } from './accounts.seed.ts';
import { seedCatalog } from './catalog.seed.ts';

export interface SeedResult {
  demoAccountsCreated: boolean;
  firstAdminCreated: boolean;
}

/** Everything a start needs besides migrations; safe to run on every start. */
export async function runSeed(
  db: Database,
  config: Pick<Config, 'demoData' | 'adminEmail' | 'adminPassword'>,
): Promise<SeedResult> {
  const roleIds = await seedCatalog(db);
  await ensureLoginKeys(db);
  if (config.demoData) {
    const demoAccountsCreated = await seedDemoAccounts(db, roleIds);
    await seedDemoRates(db); // Rates (issue 3): demo channels allotted to the demo customer
    return { demoAccountsCreated, firstAdminCreated: false };
  }
  const firstAdminCreated = await seedFirstAdmin(db, roleIds, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  return { demoAccountsCreated: false, firstAdminCreated };
}
