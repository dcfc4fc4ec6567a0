import { operations } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { countStatements } from '../../db/testing/statements.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { AppError } from '../../lib/errors.ts';
import { postTransaction } from './ledger.post.ts';
import { chargeFee, walletBalances } from './ledger.usecases.ts';
import { reconcile } from './reconciliation.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await getTestDb();
});

const counted = <T>(work: () => Promise<T>) => countStatements(handle, work);

describe('ledger posting in one round trip', () => {
  it('posts with one statement and no BEGIN/COMMIT, with the balance after on every entry', async () => {
    const user = await seedUser(handle.db);
    const run = `${user.id}-rt`;
    // First use creates the accounts (a second statement); from then on one statement per posting.
    await postTransaction(handle.db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 1_000n),
      idempotencyKey: `${run}-fund`,
    });
    await chargeFee({
      deps: handle,
      userId: user.id,
      currency: 'USD',
      amountMinor: 1n,
      idempotencyKey: `${run}-0`,
    });

    const fee = await counted(() =>
      chargeFee({
        deps: handle,
        userId: user.id,
        currency: 'USD',
        amountMinor: 10n,
        idempotencyKey: `${run}-1`,
      }),
    );
    expect({ statements: fee.statements, transactions: fee.transactions }).toEqual({
      statements: 1,
      transactions: 0,
    });
    expect(fee.result.replayed).toBe(false);
    const available = fee.result.entries.find((e) => e.kind === 'available')!;
    expect(available).toMatchObject({ amount: -10n, balanceAfter: 989n });

    // The same key and request: the first result, nothing moves.
    const again = await chargeFee({
      deps: handle,
      userId: user.id,
      currency: 'USD',
      amountMinor: 10n,
      idempotencyKey: `${run}-1`,
    });
    expect(again).toMatchObject({ replayed: true, transactionId: fee.result.transactionId });
    expect(again.entries.find((e) => e.kind === 'available')!.balanceAfter).toBe(989n);
    // The same key with another amount: 409, nothing moves.
    await expect(
      chargeFee({
        deps: handle,
        userId: user.id,
        currency: 'USD',
        amountMinor: 11n,
        idempotencyKey: `${run}-1`,
      }),
    ).rejects.toMatchObject({ errorCode: 'ledger.idempotency_mismatch', status: 409 });
    // More than the wallet holds: refused with the shortfall, nothing written.
    const refused = await chargeFee({
      deps: handle,
      userId: user.id,
      currency: 'USD',
      amountMinor: 990n,
      idempotencyKey: `${run}-2`,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ errorCode: 'ledger.insufficient_funds' });
    const [usd] = await walletBalances(handle.db, user.id);
    expect(usd!.available).toBe(989n);
    const check = await reconcile(handle.db);
    expect(check.accounts).toEqual([]);
    expect(check.transactions).toEqual([]);
  });

  it('several legs on one account: each entry carries its running balance, the account its final one', async () => {
    const user = await seedUser(handle.db);
    await postTransaction(handle.db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 500n),
      idempotencyKey: `${user.id}-multi-fund`,
    });
    // Two debits of the same available account in one transaction.
    const posted = await postTransaction(handle.db, {
      userId: user.id,
      type: 'adjustment',
      legs: [...operations.adjustment('USD', -100n), ...operations.adjustment('USD', -150n)],
      idempotencyKey: `${user.id}-multi`,
    });
    expect(posted.entries.filter((e) => e.kind === 'available').map((e) => e.balanceAfter)).toEqual([
      400n,
      250n,
    ]);
    const [usd] = await walletBalances(handle.db, user.id);
    expect(usd!.available).toBe(250n);
    expect((await reconcile(handle.db)).accounts).toEqual([]);
  });
});
