import { count, desc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { exchangeRates } from './exchange.table.ts';

export interface RateValues {
  base: string;
  quote: string;
  rateMicros: bigint;
  effectiveFrom: Date;
  setBy: string;
}

export async function insertRate(db: Database, values: RateValues) {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  return row!;
}

/** The rate in force at `at` for each direction that has one (the latest not after `at`). */
export async function ratesInForce(db: Database, at: Date) {
  const rows = await rowsOf<{
    base: string;
    quote: string;
    rate_micros: string;
    effective_from: Date | string;
  }>(
    db.execute(sql`select distinct on (base, quote) base, quote, rate_micros, effective_from
      from exchange_rates where effective_from <= ${at.toISOString()}::timestamptz
      order by base, quote, effective_from desc, created_at desc`),
  );
  return rows.map((r) => ({
    base: r.base,
    quote: r.quote,
    rateMicros: BigInt(r.rate_micros),
    effectiveFrom: new Date(r.effective_from),
  }));
}

/** Every rate ever set, newest first, with who set it. */
export async function rateHistory(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: exchangeRates.id,
        base: exchangeRates.base,
        quote: exchangeRates.quote,
        rateMicros: exchangeRates.rateMicros,
        effectiveFrom: exchangeRates.effectiveFrom,
        setBy: users.email,
      })
      .from(exchangeRates)
      .leftJoin(users, eq(users.id, exchangeRates.setBy))
      .orderBy(desc(exchangeRates.effectiveFrom), desc(exchangeRates.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(exchangeRates),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
