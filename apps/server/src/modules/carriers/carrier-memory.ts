import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CarrierMemory } from './carrier-adapter.ts';
import { carrierMemory } from './carrier-memory.table.ts';

/**
 * A channel's carrier-side memory in `carrier_memory`, keys namespaced by carrier and channel so two
 * channels never see each other's labels. Shared by every instance on the database, as a remote carrier's
 * state would be.
 */
export function carrierMemoryOf(db: Database, carrierCode: string, channelId: string): CarrierMemory {
  const full = (key: string) => `${carrierCode}:${channelId}:${key}`;
  const read = async (key: string) => {
    const [row] = await db
      .select()
      .from(carrierMemory)
      .where(eq(carrierMemory.key, full(key)))
      .limit(1);
    return row?.value ?? null;
  };
  return {
    get: read,
    async putIfAbsent(key, value) {
      // One statement: a conflicting row (stored earlier or by a concurrent call, which the upsert waits
      // for) is kept unchanged and returned; otherwise the new row is.
      const [row] = await db
        .insert(carrierMemory)
        .values({ key: full(key), value })
        .onConflictDoUpdate({ target: carrierMemory.key, set: { value: sql`${carrierMemory.value}` } })
        .returning({ value: carrierMemory.value });
      return row?.value ?? value;
    },
  };
}

/** An in-process memory (contract tests, adapters used without a database). */
export function inMemoryCarrierMemory(): CarrierMemory {
  const store = new Map<string, Record<string, unknown>>();
  return {
    get: async (key) => store.get(key) ?? null,
    async putIfAbsent(key, value) {
      if (!store.has(key)) store.set(key, value);
      return store.get(key)!;
    },
  };
}
