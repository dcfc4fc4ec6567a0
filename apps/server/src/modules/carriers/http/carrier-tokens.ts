import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { CarrierTokens } from '../carrier-adapter.ts';
import { carrierTokens as carrierTokensTable } from '../carrier-tokens.table.ts';
import { credentialsKey, openSecret, sealSecret } from '../credentials.ts';

/** A cached token is used while it has more than this left (a call started with it must not see it expire). */
export const TOKEN_MIN_LEFT_MS = 60_000;

type TokenFetch = () => Promise<{ token: string; expiresInSeconds: number }>;

/** Calls of one process asking for the same key wait for one fetch (per database). */
const inflight = new WeakMap<Database, Map<string, Promise<string>>>();

function singleFlight(db: Database, key: string, run: () => Promise<string>): Promise<string> {
  let map = inflight.get(db);
  if (!map) {
    map = new Map();
    inflight.set(db, map);
  }
  const running = map.get(key);
  if (running) return running;
  const started = run().finally(() => map.delete(key));
  map.set(key, started);
  return started;
}

const fresh = (expiresAt: Date, now = Date.now()) => expiresAt.getTime() - now > TOKEN_MIN_LEFT_MS;

/**
 * OAuth tokens of one carrier channel in `carrier_tokens`, shared by every instance on the database:
 * a token with more than a minute left is reused; otherwise one instance fetches it while holding a
 * transaction-scoped advisory lock on the key, and the others, waiting on that lock, read what it stored.
 * `fetch` must not use the database (on PGlite the open transaction holds the only connection).
 */
export function carrierTokens(db: Database, carrierCode: string, channelId: string): CarrierTokens {
  const full = (key: string) => `${carrierCode}:${channelId}:${key}`;
  const read = async (tx: Database, k: string, fallbackKey: Buffer) => {
    const [row] = await tx.select().from(carrierTokensTable).where(eq(carrierTokensTable.key, k)).limit(1);
    return row && fresh(row.expiresAt) ? openSecret(fallbackKey, row.tokenCipher) : null;
  };
  return {
    async get(key, fetch) {
      const k = full(key);
      // Read before any transaction: on PGlite the key's first read cannot run inside one.
      const fallbackKey = await credentialsKey(db);
      const cached = await read(db, k, fallbackKey);
      if (cached !== null) return cached;
      return singleFlight(db, k, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`carrier-token:${k}`}))`);
          const stored = await read(tx, k, fallbackKey);
          if (stored !== null) return stored;
          const got = await fetch();
          const expiresAt = new Date(Date.now() + got.expiresInSeconds * 1000);
          const tokenCipher = sealSecret(fallbackKey, got.token);
          await tx
            .insert(carrierTokensTable)
            .values({ key: k, tokenCipher, expiresAt })
            .onConflictDoUpdate({
              target: carrierTokensTable.key,
              set: { tokenCipher, expiresAt, updatedAt: sql`now()` },
            });
          return got.token;
        }),
      );
    },
    async drop(key) {
      await db.delete(carrierTokensTable).where(eq(carrierTokensTable.key, full(key)));
    },
  };
}

/** Tokens kept in this process only (adapter tests, the test context): same reuse and single fetch. */
export function inMemoryCarrierTokens(): CarrierTokens & { fetches: number } {
  const store = new Map<string, { token: string; expiresAt: Date }>();
  const running = new Map<string, Promise<string>>();
  const self = {
    fetches: 0,
    async get(key: string, fetch: TokenFetch) {
      const hit = store.get(key);
      if (hit && fresh(hit.expiresAt)) return hit.token;
      const pending = running.get(key);
      if (pending) return pending;
      const started = (async () => {
        self.fetches++;
        const got = await fetch();
        store.set(key, { token: got.token, expiresAt: new Date(Date.now() + got.expiresInSeconds * 1000) });
        return got.token;
      })().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    async drop(key: string) {
      store.delete(key);
    },
  };
  return self;
}
