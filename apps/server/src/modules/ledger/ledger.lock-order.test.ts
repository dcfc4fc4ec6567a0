import { operations } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { postTransaction } from './ledger.post.ts';
import { chargeFee, releaseFunds, reserveFunds, walletBalances } from './ledger.usecases.ts';
import { reconcile } from './reconciliation.ts';

// Holds (available -> held), releases (held -> available) and fees (available -> fees revenue) cross the same
// accounts of one customer in opposite directions. Each posting locks its accounts in one order, so racing
// they never deadlock (PostgreSQL would abort one of two crossed postings with 40P01 after a second) and
// move every minor unit. A faster posting that locks a decreased account first (tried in issue 12's fifth
// pass) must keep this test green.
let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});

describe('postings racing on one customer', () => {
  it('holds, releases and fees at once: none deadlocks, none is lost, balances equal their entries', async () => {
    const user = await seedUser(db);
    await postTransaction(db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 100_000n),
      idempotencyKey: `fund-${user.id}`,
    });
    const deps = { db };
    const held = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reserveFunds({
          deps,
          userId: user.id,
          currency: 'USD',
          amountMinor: 100n,
          idempotencyKey: `pre-${user.id}-${i}`,
        }),
      ),
    );
    const started = performance.now();
    const results = await Promise.allSettled([
      ...held.map((r) => releaseFunds({ deps, reservationId: r.id })),
      ...Array.from({ length: 10 }, (_, i) =>
        reserveFunds({
          deps,
          userId: user.id,
          currency: 'USD',
          amountMinor: 300n,
          idempotencyKey: `hold-${user.id}-${i}`,
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        chargeFee({
          deps,
          userId: user.id,
          currency: 'USD',
          amountMinor: 7n,
          idempotencyKey: `fee-${user.id}-${i}`,
        }),
      ),
    ]);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([]);
    // A deadlock costs PostgreSQL's deadlock_timeout (1 s) before one side is aborted.
    expect(performance.now() - started).toBeLessThan(20_000);
    const usd = (await walletBalances(db, user.id)).find((w) => w.currency === 'USD')!;
    expect(usd.held).toBe(3_000n);
    expect(usd.available).toBe(100_000n - 3_000n - 70n);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });

  it('a hold beyond the balance is refused with its shortfall and writes nothing', async () => {
    const user = await seedUser(db);
    await postTransaction(db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 250n),
      idempotencyKey: `fund-${user.id}`,
    });
    const hold = (key: string) =>
      reserveFunds({
        deps: { db },
        userId: user.id,
        currency: 'USD',
        amountMinor: 200n,
        idempotencyKey: key,
      });
    await hold(`a-${user.id}`);
    await expect(hold(`b-${user.id}`)).rejects.toMatchObject({
      errorCode: 'ledger.insufficient_funds',
      params: { currency: 'USD', shortBy: '1.50', available: '0.50' },
    });
    const usd = (await walletBalances(db, user.id)).find((w) => w.currency === 'USD')!;
    expect([usd.available, usd.held]).toEqual([50n, 200n]);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });
});
