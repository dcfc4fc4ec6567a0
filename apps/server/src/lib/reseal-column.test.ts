import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { getTestDb } from '../db/testing/test-db.ts';
import { carrierTokens } from '../modules/carriers/carrier-tokens.table.ts';
import { sealedAnswers } from '../modules/idempotency/idempotency.repository.ts';
import { idempotentRequests } from '../modules/idempotency/idempotency.table.ts';
import { resealColumn } from './reseal-column.ts';

// A stand-in for open(old)/seal(new): the helper only cares that the result carries the current prefix.
const CURRENT = 'k1.new.';
const toCurrent = (cipher: string) => `${CURRENT}${cipher.replace(/^k1\.\w+\./, '')}`;
const tokens = { table: carrierTokens, column: carrierTokens.tokenCipher, keys: [carrierTokens.key] };

let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});

describe('resealColumn', () => {
  it('re-seals every row not under the current key, across several batches, and leaves current ones alone', async () => {
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    const old = Array.from({ length: 450 }, (_, i) => ({
      key: `rs:old:${i}`,
      tokenCipher: `k1.old.${i}`,
      expiresAt,
    }));
    await db
      .insert(carrierTokens)
      .values([...old, { key: 'rs:cur', tokenCipher: `${CURRENT}kept`, expiresAt }]);
    const seen: string[] = [];
    const count = await resealColumn(db, tokens, CURRENT, (c) => {
      seen.push(c);
      return toCurrent(c);
    });
    expect(count).toBe(450);
    expect(seen).not.toContain(`${CURRENT}kept`);
    const rows = await db.select().from(carrierTokens).where(like(carrierTokens.key, 'rs:%'));
    expect(rows).toHaveLength(451);
    expect(rows.every((r) => r.tokenCipher.startsWith(CURRENT))).toBe(true);
    expect(rows.find((r) => r.key === 'rs:old:7')?.tokenCipher).toBe(`${CURRENT}7`);
    expect(await resealColumn(db, tokens, CURRENT, toCurrent)).toBe(0);
  });

  it('keeps a prefix, skips values without it and NULLs, and finds rows by a composite key', async () => {
    const base = { fingerprint: 'f', state: 'done', startedAt: new Date() };
    await db.insert(idempotentRequests).values([
      { ...base, callerId: 'rs', route: 'POST /a', key: '1', response: 'sealed:k1.old.abc' },
      { ...base, callerId: 'rs', route: 'POST /a', key: '2', response: '{"plain":true}' },
      { ...base, callerId: 'rs', route: 'POST /b', key: '1', response: null },
    ]);
    expect(await resealColumn(db, sealedAnswers, CURRENT, toCurrent)).toBe(1);
    const rows = await db.select().from(idempotentRequests).where(like(idempotentRequests.callerId, 'rs'));
    const byKey = Object.fromEntries(rows.map((r) => [`${r.route} ${r.key}`, r.response]));
    expect(byKey).toEqual({
      'POST /a 1': `sealed:${CURRENT}abc`,
      'POST /a 2': '{"plain":true}',
      'POST /b 1': null,
    });
  });

  it('refuses a re-seal that does not produce the current key (it would loop over the same batch)', async () => {
    await db
      .insert(carrierTokens)
      .values({ key: 'rs:bad', tokenCipher: 'k1.old.bad', expiresAt: new Date() });
    await expect(resealColumn(db, tokens, CURRENT, (c) => c)).rejects.toThrow(/current key/);
  });
});
