import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { riskExemptions } from './risk.table.ts';

/**
 * Demo data: the demo customer is on the avoid-high-risk list (added by the demo administrator), so the
 * demo's orders go straight to the carrier although the account is new, and the list has an entry to show.
 * Taking it off the list brings the rules back for it (a restart does not put it back).
 */
export async function seedDemoRiskExemption(db: Database, customerEmail: string, adminEmail: string) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [customerEmail, adminEmail]));
  const customer = people.find((p) => p.email === customerEmail);
  if (!customer) return;
  await db
    .insert(riskExemptions)
    .values({
      userId: customer.id,
      addedBy: people.find((p) => p.email === adminEmail)?.id ?? null,
      note: 'Demo account',
    })
    .onConflictDoNothing({ target: riskExemptions.userId });
}
