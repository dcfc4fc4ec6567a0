import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SealedColumn } from '../../lib/reseal-column.ts';
import { idempotentRequests } from './idempotency.table.ts';

export interface RequestKey {
  callerId: string;
  route: string;
  key: string;
}
export type KeyedRequest = typeof idempotentRequests.$inferSelect;

const whereKey = (k: RequestKey) =>
  and(
    eq(idempotentRequests.callerId, k.callerId),
    eq(idempotentRequests.route, k.route),
    eq(idempotentRequests.key, k.key),
  );

/** Claims the key for this request (true), or false when another request holds or answered it. */
export async function claimKey(
  db: Database,
  k: RequestKey & { fingerprint: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotentRequests)
    .values({ ...k, state: 'running', startedAt: k.now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return rows.length === 1;
}

export async function findKeyed(db: Database, k: RequestKey): Promise<KeyedRequest | null> {
  const [row] = await db.select().from(idempotentRequests).where(whereKey(k));
  return row ?? null;
}

/** A request that died while running (its row never finished) is taken over by the next one. */
export async function takeOverStale(
  db: Database,
  k: RequestKey & { fingerprint: string; startedBefore: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(idempotentRequests)
    .set({ startedAt: k.now })
    .where(
      and(
        whereKey(k),
        eq(idempotentRequests.fingerprint, k.fingerprint),
        eq(idempotentRequests.state, 'running'),
        lt(idempotentRequests.startedAt, k.startedBefore),
      ),
    )
    .returning({ key: idempotentRequests.key });
  return rows.length === 1;
}

/** The answer a repeat of the request gets. */
export async function finishKey(
  db: Database,
  k: RequestKey & { statusCode: number; response: string; now: Date },
): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ state: 'done', statusCode: k.statusCode, response: k.response, finishedAt: k.now })
    .where(whereKey(k));
}

/** A refused or failed request frees its key: nothing happened, so the same request may run again. */
export async function releaseKey(db: Database, k: RequestKey): Promise<void> {
  await db.delete(idempotentRequests).where(and(whereKey(k), eq(idempotentRequests.state, 'running')));
}

/** How a stored answer sealed with the secrets key (routes with `secretInAnswer`) starts. */
export const SEALED = 'sealed:';

/** Stored answers sealed with the secrets key, re-sealed by `secrets:rotate` so a retry after the rotation still replays them once SECRETS_KEY_PREVIOUS is gone. */
export const sealedAnswers: SealedColumn = {
  table: idempotentRequests,
  column: idempotentRequests.response,
  keys: [idempotentRequests.callerId, idempotentRequests.route, idempotentRequests.key],
  prefix: SEALED,
};
