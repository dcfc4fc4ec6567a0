import { operations } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, rowsOf } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { countStatements } from '../../db/testing/statements.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { postTransaction } from './ledger.post.ts';
import { captureFunds, releaseFunds, reserveFunds, walletBalances } from './ledger.usecases.ts';
import { reconcile } from './reconciliation.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await getTestDb();
});

async function fundedUser(amount: bigint) {
  const user = await seedUser(handle.db);
  await postTransaction(handle.db, {
    userId: user.id,
    type: 'recharge',
    legs: operations.recharge('USD', amount),
    idempotencyKey: `${user.id}-fund`,
  });
  return user;
}

const hold = (userId: string, key: string, amountMinor: bigint) =>
  reserveFunds({ deps: handle, userId, currency: 'USD', amountMinor, idempotencyKey: key, reference: key });
/** A hold that belongs to an order, as placement makes it. */
const holdFor = (userId: string, key: string, amountMinor: bigint, orderNo: string) =>
  reserveFunds({ deps: handle, userId, currency: 'USD', amountMinor, idempotencyKey: key, orderNo });

describe('reservations without a database transaction around the wallet locks', () => {
  it('a hold is one autocommit statement, a capture or a release a read and one autocommit statement', async () => {
    const user = await fundedUser(10_000n);
    // The first hold and capture create the accounts they use; the counted ones find every account.
    await hold(user.id, `${user.id}-warm`, 1n);
    const warm = await hold(user.id, `${user.id}-warm2`, 10n);
    await captureFunds({ deps: handle, reservationId: warm.id, priceMinor: 5n, depositMinor: 1n });

    const held = await countStatements(handle, () => hold(user.id, `${user.id}-a`, 3_000n));
    expect({ statements: held.statements, transactions: held.transactions }).toEqual({
      statements: 1,
      transactions: 0,
    });
    expect(held.result).toMatchObject({ status: 'held', amount: 3_000n, replayed: false });
    // Held again with the key: the same reservation, nothing moves (a replay reads its row).
    const again = await hold(user.id, `${user.id}-a`, 3_000n);
    expect(again).toMatchObject({ id: held.result.id, replayed: true });

    const captured = await countStatements(handle, () =>
      captureFunds({ deps: handle, reservationId: held.result.id, priceMinor: 2_000n, depositMinor: 500n }),
    );
    expect({ statements: captured.statements, transactions: captured.transactions }).toEqual({
      statements: 2,
      transactions: 0,
    });
    const other = await hold(user.id, `${user.id}-b`, 1_000n);
    const released = await countStatements(handle, () =>
      releaseFunds({ deps: handle, reservationId: other.id }),
    );
    expect({ statements: released.statements, transactions: released.transactions }).toEqual({
      statements: 2,
      transactions: 0,
    });

    // Settled again the same way: replayed; the other way: refused as settled.
    const replay = await captureFunds({
      deps: handle,
      reservationId: held.result.id,
      priceMinor: 2_000n,
      depositMinor: 500n,
    });
    expect(replay).toMatchObject({ replayed: true, transactionId: captured.result.transactionId });
    await expect(releaseFunds({ deps: handle, reservationId: held.result.id })).rejects.toMatchObject({
      errorCode: 'ledger.reservation_settled',
      status: 409,
    });
    const [usd] = await walletBalances(handle.db, user.id);
    // 10,000 - 1 held (warm) - 6 (warm price and deposit) - 2,000 price - 500 deposit (the rests came back).
    expect(usd).toMatchObject({ available: 7_493n, held: 1n, deposit: 501n });
    const check = await reconcile(handle.db);
    expect(check.accounts).toEqual([]);
    expect(check.transactions).toEqual([]);
  });

  it('a capture and a release racing on one reservation: exactly one settles it, the other is refused', async () => {
    const user = await fundedUser(100_000n);
    const holds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hold(user.id, `${user.id}-race-${i}`, 1_000n)),
    );
    const outcomes = await Promise.all(
      holds.flatMap((r) => [
        captureFunds({ deps: handle, reservationId: r.id, priceMinor: 600n, depositMinor: 100n }).then(
          () => 'captured',
          (error: { errorCode?: string }) => error.errorCode,
        ),
        releaseFunds({ deps: handle, reservationId: r.id }).then(
          () => 'released',
          (error: { errorCode?: string }) => error.errorCode,
        ),
      ]),
    );
    let captures = 0;
    for (let i = 0; i < holds.length; i++) {
      const pair = outcomes.slice(2 * i, 2 * i + 2);
      const won = pair.filter((o) => o === 'captured' || o === 'released');
      expect(won).toHaveLength(1);
      expect(pair.filter((o) => o === 'ledger.reservation_settled')).toHaveLength(1);
      if (won[0] === 'captured') captures++;
    }
    const list = await rowsOf<{ status: string; settled: boolean }>(
      handle.db.execute(sql`select status, settle_transaction_id is not null as settled
        from ledger_reservations where user_id = ${user.id}::uuid`),
    );
    expect(list.every((r) => r.status !== 'held' && r.settled)).toBe(true);
    const [usd] = await walletBalances(handle.db, user.id);
    expect(usd).toMatchObject({ available: 100_000n - 700n * BigInt(captures), held: 0n });
    const check = await reconcile(handle.db);
    expect(check.accounts).toEqual([]);
    expect(check.transactions).toEqual([]);
  });

  it('a settlement told the reservation (the order knows it) is one autocommit statement; wrong facts are never trusted', async () => {
    const user = await fundedUser(10_000n);
    const warm = await hold(user.id, `${user.id}-kwarm`, 10n);
    await captureFunds({ deps: handle, reservationId: warm.id, priceMinor: 5n, depositMinor: 1n });
    const known = (amount: bigint, orderNo: string | null = `${user.id}-k`) =>
      ({ userId: user.id, currency: 'USD', amount, orderNo }) as const;
    const first = await holdFor(user.id, `${user.id}-k1`, 1_000n, `${user.id}-k`);
    const captured = await countStatements(handle, () =>
      captureFunds({
        deps: handle,
        reservationId: first.id,
        priceMinor: 700n,
        depositMinor: 100n,
        known: known(1_000n),
      }),
    );
    expect({ statements: captured.statements, transactions: captured.transactions }).toEqual({
      statements: 1,
      transactions: 0,
    });
    expect(captured.result.replayed).toBe(false);
    // Told again: the same settlement replays; a release told the same facts is refused as settled.
    const replay = await captureFunds({
      deps: handle,
      reservationId: first.id,
      priceMinor: 700n,
      depositMinor: 100n,
      known: known(1_000n),
    });
    expect(replay).toMatchObject({ replayed: true, transactionId: captured.result.transactionId });
    await expect(
      releaseFunds({ deps: handle, reservationId: first.id, known: known(1_000n) }),
    ).rejects.toMatchObject({ errorCode: 'ledger.reservation_settled' });

    // Wrong facts (another amount, another order number): nothing posted from them; the real hold is released.
    const second = await holdFor(user.id, `${user.id}-k2`, 500n, `${user.id}-k`);
    const wrong = await releaseFunds({ deps: handle, reservationId: second.id, known: known(5_000n) });
    expect(wrong.entries.find((e) => e.kind === 'held')!.amount).toBe(-500n);
    const third = await holdFor(user.id, `${user.id}-k3`, 300n, `${user.id}-k`);
    const otherNo = await releaseFunds({ deps: handle, reservationId: third.id, known: known(300n, 'X-1') });
    const [posted] = await rowsOf<{ order_no: string | null }>(
      handle.db.execute(
        sql`select order_no from ledger_transactions where id = ${otherNo.transactionId}::uuid`,
      ),
    );
    expect(posted!.order_no).toBe(`${user.id}-k`);
    const [usd] = await walletBalances(handle.db, user.id);
    expect(usd).toMatchObject({ available: 10_000n - 6n - 800n, held: 0n, deposit: 101n });
    const check = await reconcile(handle.db);
    expect(check.accounts).toEqual([]);
    expect(check.transactions).toEqual([]);
  });
});
