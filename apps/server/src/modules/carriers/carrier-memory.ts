import { sql } from 'drizzle-orm';
import { type Database, preparedRowsOf } from '../../db/client.ts';
import type { CarrierMemory } from './carrier-adapter.ts';
import { carrierMemory } from './carrier-memory.table.ts';

/**
 * A channel's carrier-side memory in `carrier_memory`, keys namespaced by carrier and channel so two
 * channels never see each other's labels. Shared by every instance on the database, as a remote carrier's
 * state would be.
 */
export function carrierMemoryOf(db: Database, carrierCode: string, channelId: string): CarrierMemory {
  const full = (key: string) => `${carrierCode}:${channelId}:${key}`;
  // Both statements run once per label bought: named prepared, as their planning cost more than running them.
  const read = async (key: string) => {
    const [row] = await preparedRowsOf<{ value: Record<string, unknown> }>(
      db,
      sql`select ${carrierMemory.value} as value from ${carrierMemory} where ${carrierMemory.key} = ${full(key)}`,
    );
    return row?.value ?? null;
  };
  return {
    get: read,
    async putIfAbsent(key, value) {
      // One statement: a conflicting row (stored earlier or by a concurrent call, which the upsert waits
      // for) is kept unchanged and returned; otherwise the new row is.
      const [row] = await preparedRowsOf<{ value: Record<string, unknown> }>(
        db,
        sql`insert into carrier_memory (key, value) values (${full(key)}, ${JSON.stringify(value)}::jsonb)
          on conflict (key) do update set value = carrier_memory.value returning value`,
      );
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
