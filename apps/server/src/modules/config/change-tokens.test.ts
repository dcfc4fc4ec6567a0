import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { bumpCatalog } from '../pricing/catalog.ts';
import { changeTokens } from './change-tokens.ts';
import { sysConfigChanges } from './config.table.ts';

let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});

describe('changeTokens', () => {
  it('lets callers of one turn share one read, and never joins a read already sent', async () => {
    const a = changeTokens(db);
    const b = changeTokens(db);
    expect(b).toBe(a);
    const first = await a;
    expect(first.config).toMatch(/^\d+\/\d+$/);

    // A change committed after the shared read was sent is seen by the next caller.
    await bumpCatalog(db);
    await db.insert(sysConfigChanges).values({ key: 'zoneLookupFee', oldValue: '0.00', newValue: '1.00' });
    const next = changeTokens(db);
    expect(next).not.toBe(a);
    const second = await next;
    expect(second.catalog).not.toBe(first.catalog);
    expect(second.config).not.toBe(first.config);
  });
});
