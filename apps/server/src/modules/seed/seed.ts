import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoAddressBook } from '../address-book/address-book.seed.ts';
import { ensureLoginKeys } from '../auth/server-keys.ts';
import { seedDemoRates } from '../channels/rates.seed.ts';
import { seedDemoMessages } from '../messages/messages.seed.ts';
import { seedDemoProxy } from '../proxy/proxy.seed.ts';
import { seedDemoRiskExemption } from '../risk/risk.seed.ts';
import { seedDemoTickets } from '../tickets/tickets.seed.ts';
import { seedDemoSellerAndWarehouse } from '../users/users.seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, seedFirstAdmin } from './accounts.seed.ts';
import { seedCatalog } from './catalog.seed.ts';
import { seedDemoExchangeRates } from './exchange.seed.ts';
import { seedDemoMoney } from './money.seed.ts';
import { seedPendingRegistration } from './registration.seed.ts';

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
    // issue 3: the demo customer's address book
    const customer = DEMO_ACCOUNTS.find((a) => a.kind === 'customer');
    if (customer) await seedDemoAddressBook(db, customer.email);
    // issue 13: the demo customer skips the risk rules (its first orders would otherwise wait for review)
    if (customer && demoAccountsCreated) await seedDemoRiskExemption(db, customer.email, 'admin@example.com');
    // money (issue 4): the demo customer's approved recharge, once
    await seedDemoMoney(db);
    await seedDemoRates(db); // Rates (issue 3): demo channels allotted to the demo customer
    // issue 13: a seller owning the demo customer and a second one, and an overseas-warehouse user
    await seedDemoSellerAndWarehouse(db, DEMO_PASSWORD);
    await seedDemoProxy(db, DEMO_PASSWORD); // issue 13: a proxy user with a sub-account and a markup
    await seedPendingRegistration(db); // issue 13: a sign-up waiting for an administrator to activate it
    await seedDemoExchangeRates(db, 'admin@example.com'); // issue 13: USD<->CNY rates for the exchange page
    if (customer) await seedDemoTickets(db, customer.email, 'staff@example.com'); // issue 14: two work orders
    if (customer) await seedDemoMessages(db, customer.email); // issue 14: a welcome notice and a to-do
    return { demoAccountsCreated, firstAdminCreated: false };
  }
  const firstAdminCreated = await seedFirstAdmin(db, roleIds, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  return { demoAccountsCreated: false, firstAdminCreated };
}
