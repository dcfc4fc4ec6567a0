import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, wrapPglite, wrapPool } from '../../../db/client.ts';
import { databaseUrl, getTestDb, workerDatabaseName } from '../../../db/testing/test-db.ts';
import { carrierTokens as tokensTable } from '../carrier-tokens.table.ts';
import { carrierTokens, inMemoryCarrierTokens, TOKEN_MIN_LEFT_MS } from './carrier-tokens.ts';

let handle: DbHandle;
/** A second connection to the same database, as another server instance would have. */
let other: DbHandle;

beforeAll(async () => {
  handle = await getTestDb();
  other =
    handle.kind === 'pglite'
      ? wrapPglite(handle.client)
      : wrapPool(
          new pg.Pool({
            connectionString: databaseUrl(process.env.TEST_DATABASE_URL!, workerDatabaseName()),
            max: 2,
          }),
        );
});
afterAll(async () => {
  if (other.kind === 'pg') await other.pool.end();
});

/** A token endpoint that answers slowly (so concurrent callers overlap) and counts its calls. */
function tokenEndpoint(expiresInSeconds = 3600) {
  const state = { calls: 0 };
  const fetch = async () => {
    state.calls++;
    await new Promise((r) => setTimeout(r, 150));
    return { token: `tok-${state.calls}`, expiresInSeconds };
  };
  return { state, fetch };
}

describe('carrierTokens (database)', () => {
  it('two instances asking at once fetch the token once; it is stored encrypted', async () => {
    const channelId = crypto.randomUUID();
    const a = carrierTokens(handle.db, 'ups', channelId);
    const b = carrierTokens(other.db, 'ups', channelId);
    const { state, fetch } = tokenEndpoint();
    const got = await Promise.all([a.get('oauth', fetch), b.get('oauth', fetch), a.get('oauth', fetch)]);
    expect(got).toEqual(['tok-1', 'tok-1', 'tok-1']);
    expect(state.calls).toBe(1);
    expect(await b.get('oauth', fetch)).toBe('tok-1');
    expect(state.calls).toBe(1);
    const [row] = await handle.db
      .select()
      .from(tokensTable)
      .where(eq(tokensTable.key, `ups:${channelId}:oauth`));
    expect(row?.tokenCipher).toBeTruthy();
    expect(row?.tokenCipher).not.toContain('tok-1');
  });

  it('refetches a token with a minute or less left, and after drop', async () => {
    const tokens = carrierTokens(handle.db, 'fedex', crypto.randomUUID());
    const short = tokenEndpoint(TOKEN_MIN_LEFT_MS / 1000);
    expect(await tokens.get('oauth', short.fetch)).toBe('tok-1');
    expect(await tokens.get('oauth', short.fetch)).toBe('tok-2');
    const long = tokenEndpoint();
    expect(await tokens.get('oauth', long.fetch)).toBe('tok-1');
    expect(await tokens.get('oauth', long.fetch)).toBe('tok-1');
    await tokens.drop('oauth');
    expect(await tokens.get('oauth', long.fetch)).toBe('tok-2');
  });

  it('keeps channels apart and lets a failed fetch be retried', async () => {
    const one = carrierTokens(handle.db, 'usps', crypto.randomUUID());
    const two = carrierTokens(handle.db, 'usps', crypto.randomUUID());
    const { fetch } = tokenEndpoint();
    await one.get('oauth', fetch);
    expect(await two.get('oauth', fetch)).toBe('tok-2');
    const failing = async (): Promise<{ token: string; expiresInSeconds: number }> => {
      throw new Error('carrier down');
    };
    const three = carrierTokens(handle.db, 'usps', crypto.randomUUID());
    await expect(three.get('oauth', failing)).rejects.toThrow('carrier down');
    expect(await three.get('oauth', fetch)).toBe('tok-3');
  });
});

describe('inMemoryCarrierTokens', () => {
  it('fetches once for concurrent callers, refetches when near expiry and after drop', async () => {
    const tokens = inMemoryCarrierTokens();
    const { state, fetch } = tokenEndpoint(30);
    expect(await Promise.all([tokens.get('k', fetch), tokens.get('k', fetch)])).toEqual(['tok-1', 'tok-1']);
    expect(state.calls).toBe(1);
    expect(await tokens.get('k', fetch)).toBe('tok-2');
    const long = tokenEndpoint();
    await tokens.get('j', long.fetch);
    await tokens.get('j', long.fetch);
    await tokens.drop('j');
    await tokens.get('j', long.fetch);
    expect(long.state.calls).toBe(2);
  });
});
