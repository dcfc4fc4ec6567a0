import { parseRate } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertRate } from '../exchange/exchange.repository.ts';
import { exchangeRates } from '../exchange/exchange.table.ts';
import { users } from '../users/users.table.ts';

/** Demo rates so Postage management > Currency exchange works out of the box (an administrator changes them). */
export const DEMO_EXCHANGE_RATES = [
  { base: 'USD', quote: 'CNY', rate: '7.1000' },
  { base: 'CNY', quote: 'USD', rate: '0.1380' },
] as const;

/** Once: the demo rates, set by the demo administrator, when no rate was ever set. */
export async function seedDemoExchangeRates(db: Database, adminEmail: string, now = new Date()) {
  if ((await db.$count(exchangeRates)) > 0) return false;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) return false;
  for (const r of DEMO_EXCHANGE_RATES)
    await insertRate(db, {
      base: r.base,
      quote: r.quote,
      rateMicros: parseRate(r.rate)!,
      effectiveFrom: now,
      setBy: admin.id,
    });
  return true;
}
