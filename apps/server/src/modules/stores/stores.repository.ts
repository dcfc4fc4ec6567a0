import type { StoreSort } from '@shiplabel/shared';
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SealedColumn } from '../../lib/reseal-column.ts';
import { type StoreRow, storeConnectStates, storeOrders, stores } from './stores.table.ts';

export async function storeOf(
  db: Database,
  scope: { id: string; userId?: string },
): Promise<StoreRow | null> {
  const where = scope.userId
    ? and(eq(stores.id, scope.id), eq(stores.userId, scope.userId))
    : eq(stores.id, scope.id);
  const [row] = await db.select().from(stores).where(where).limit(1);
  return row ?? null;
}

/** The list's orders (spec section 9: none, left, right, index): by name, by account, or as added. */

const ORDER_BY: Record<StoreSort, SQL[]> = {
  none: [desc(stores.createdAt), asc(stores.id)],
  left: [asc(stores.name), asc(stores.id)],
  right: [asc(stores.account), asc(stores.id)],
  index: [asc(stores.createdAt), asc(stores.id)],
};

export async function listStores(db: Database, userId: string, sort: StoreSort): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(eq(stores.userId, userId))
    .orderBy(...ORDER_BY[sort]);
}

/**
 * Connects (or reconnects) the user's store of this platform and account: one row per user, platform and
 * account, so a reconnect keeps the store's imported orders linked.
 */
export async function upsertConnectedStore(
  db: Database,
  input: {
    userId: string;
    platform: string;
    name: string;
    account: string;
    baseUrl: string;
    credentialsCipher: string;
    now: Date;
  },
): Promise<StoreRow> {
  const [row] = await db
    .insert(stores)
    .values({ ...input, status: 'connected', lastError: '', createdAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [stores.userId, stores.platform, stores.account],
      set: {
        name: input.name,
        baseUrl: input.baseUrl,
        credentialsCipher: input.credentialsCipher,
        status: 'connected',
        lastError: '',
        updatedAt: input.now,
      },
    })
    .returning();
  return row!;
}

export async function updateStore(
  db: Database,
  id: string,
  patch: Partial<Pick<StoreRow, 'status' | 'lastSyncAt' | 'lastError' | 'syncedUntil' | 'credentialsCipher'>>,
  now: Date,
): Promise<void> {
  await db
    .update(stores)
    .set({ ...patch, updatedAt: now })
    .where(eq(stores.id, id));
}

export async function insertConnectState(
  db: Database,
  row: typeof storeConnectStates.$inferInsert,
): Promise<void> {
  await db.insert(storeConnectStates).values(row);
}

/** A connect state as it is (used or not, expired or not), without taking it. */
export async function connectStateOf(db: Database, input: { stateHash: string; platform: string }) {
  const [row] = await db
    .select()
    .from(storeConnectStates)
    .where(
      and(eq(storeConnectStates.stateHash, input.stateHash), eq(storeConnectStates.platform, input.platform)),
    )
    .limit(1);
  return row ?? null;
}

/** The flow `stateHash` of `platform`, still unused and not expired at `now`: only such a state may be taken. */
const liveConnectState = (input: { stateHash: string; platform: string; now: Date }) =>
  and(
    eq(storeConnectStates.stateHash, input.stateHash),
    eq(storeConnectStates.platform, input.platform),
    isNull(storeConnectStates.usedAt),
    sql`${storeConnectStates.expiresAt} > ${input.now}`,
  );

/**
 * Takes a connect state once: the one UPDATE that sets `used_at` wins, so a replayed or concurrent
 * callback with the same state gets null and changes nothing.
 */
export async function takeConnectState(
  db: Database,
  input: { stateHash: string; platform: string; now: Date },
): Promise<typeof storeConnectStates.$inferSelect | null> {
  const [row] = await db
    .update(storeConnectStates)
    .set({ usedAt: input.now })
    .where(liveConnectState(input))
    .returning();
  return row ?? null;
}

/**
 * Parks keys a platform posted for a live, unused state that holds none yet (one UPDATE: a replayed or
 * concurrent post gets false and changes nothing). The store is made only when the browser returns.
 */
export async function parkConnectKeys(
  db: Database,
  input: { stateHash: string; platform: string; cipher: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(storeConnectStates)
    .set({ pendingCredentialsCipher: input.cipher })
    .where(and(liveConnectState(input), isNull(storeConnectStates.pendingCredentialsCipher)))
    .returning({ stateHash: storeConnectStates.stateHash });
  return rows.length > 0;
}

/**
 * Takes a state holding parked keys once and hands the keys over, wiping them from the row: the one
 * UPDATE that sets `used_at` wins (two returns at once make one store); the sealed keys are read in the
 * same statement (RETURNING shows new values, so a sub-select reads the old one).
 */
export async function takeParkedConnectKeys(
  db: Database,
  input: { stateHash: string; platform: string; now: Date },
): Promise<(typeof storeConnectStates.$inferSelect & { parked: string }) | null> {
  const parked = sql<string>`(select s.pending_credentials_cipher from store_connect_states s where s.state_hash = ${input.stateHash})`;
  const [row] = await db
    .update(storeConnectStates)
    .set({ usedAt: input.now, pendingCredentialsCipher: null })
    .where(and(liveConnectState(input), isNotNull(storeConnectStates.pendingCredentialsCipher)))
    .returning({ ...getTableColumns(storeConnectStates), parked });
  return row ?? null;
}

/** Wipes the parked keys of states that expired unused (their browser never came back). */
export async function wipeExpiredConnectKeys(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(storeConnectStates)
    .set({ pendingCredentialsCipher: null })
    .where(
      and(
        isNotNull(storeConnectStates.pendingCredentialsCipher),
        sql`${storeConnectStates.expiresAt} <= ${now}`,
      ),
    )
    .returning({ stateHash: storeConnectStates.stateHash });
  return rows.length;
}

/** Forgets connect states that ended more than a day ago (the hourly purge). */
export async function purgeConnectStates(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(storeConnectStates)
    .where(sql`${storeConnectStates.expiresAt} < ${before}`)
    .returning({ stateHash: storeConnectStates.stateHash });
  return rows.length;
}

export async function storeOrderOf(db: Database, orderId: string) {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.orderId, orderId)).limit(1);
  return row ?? null;
}

/**
 * Stores' credentials and the keys parked on a connect flow until its browser returns, re-sealed by
 * `npm run secrets:rotate` (carriers/secrets-rotation.ts): parked keys live up to 30 minutes, and a
 * rotation inside that window must not leave them sealed with a key about to be removed.
 */
export const sealedStoreCredentials: SealedColumn[] = [
  { table: stores, column: stores.credentialsCipher, keys: [stores.id] },
  {
    table: storeConnectStates,
    column: storeConnectStates.pendingCredentialsCipher,
    keys: [storeConnectStates.stateHash],
  },
];
