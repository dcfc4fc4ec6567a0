import { operations, ZONE_LOOKUP_FEE } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { postTransaction } from './ledger.post.ts';
import {
  adjustBalance,
  captureFunds,
  chargeFee,
  collectEarnest,
  releaseEarnest,
  releaseFunds,
  reserveFunds,
  setCreditLimit,
  transferBetweenWallets,
  walletBalances,
} from './ledger.usecases.ts';
import { reconcile } from './reconciliation.ts';

let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.errorCode;
    throw error;
  }
};

async function fundedUser(amount = 10_000n) {
  const user = await seedUser(db);
  if (amount > 0n) {
    await postTransaction(db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', amount),
      idempotencyKey: `test-recharge:${user.id}`,
    });
  }
  return user;
}

const usd = async (userId: string) => (await walletBalances(db, userId)).find((w) => w.currency === 'USD')!;

describe('postTransaction', () => {
  it('moves money between accounts with the balance after each entry, and reconciles', async () => {
    const user = await fundedUser(10_000n);
    const result = await chargeFee({
      deps: { db },
      userId: user.id,
      currency: 'USD',
      amountMinor: 10n,
      idempotencyKey: 'fee-1',
    });
    expect(result.replayed).toBe(false);
    const available = result.entries.find((e) => e.kind === 'available')!;
    expect(available).toMatchObject({ amount: -10n, balanceAfter: 9_990n });
    expect((await usd(user.id)).available).toBe(9_990n);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });

  it('replays a repeated idempotency key without moving money again and refuses one with other parameters', async () => {
    const user = await fundedUser(1_000n);
    const input = {
      deps: { db },
      userId: user.id,
      currency: 'USD' as const,
      amountMinor: 10n,
      idempotencyKey: `fee-${user.id}`,
    };
    const first = await chargeFee(input);
    const again = await chargeFee(input);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect((await usd(user.id)).available).toBe(990n);
    expect(await codeOf(chargeFee({ ...input, amountMinor: 20n }))).toBe('ledger.idempotency_mismatch');
    expect((await usd(user.id)).available).toBe(990n);
  });

  it('refuses to overspend beyond the credit limit and allows spending into credit', async () => {
    const user = await fundedUser(5n);
    const fee = (key: string) =>
      chargeFee({
        deps: { db },
        userId: user.id,
        currency: 'USD',
        amountMinor: 10n,
        idempotencyKey: `${user.id}:${key}`,
      });
    expect(await codeOf(fee('a'))).toBe('ledger.insufficient_funds');
    expect((await usd(user.id)).available).toBe(5n);
    await setCreditLimit(db, user.id, 'USD', 100n);
    expect(await codeOf(fee('b'))).toBe('ok');
    expect((await usd(user.id)).available).toBe(-5n);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });

  it('refuses unbalanced transactions and leaves nothing behind', async () => {
    const user = await fundedUser(0n);
    const bad = postTransaction(db, {
      userId: user.id,
      type: 'adjustment',
      idempotencyKey: `bad-${user.id}`,
      legs: [
        { side: 'user', kind: 'available', currency: 'USD', amount: 10n },
        { side: 'platform', kind: 'adjustments', currency: 'USD', amount: -9n },
      ],
    });
    expect(await codeOf(bad)).toBe('ledger.unbalanced');
    expect((await usd(user.id)).available).toBe(0n);
  });

  it('never lets an account other than available go negative', async () => {
    const user = await fundedUser(100n);
    const r = releaseEarnest({
      deps: { db },
      userId: user.id,
      currency: 'USD',
      amountMinor: 50n,
      idempotencyKey: `e-${user.id}`,
    });
    expect(await codeOf(r)).toBe('ledger.account_negative');
  });
});

describe('zone lookup fee', () => {
  it('charges 0.1 USD per query and refuses with a clear message in both languages when funds and credit do not cover it', async () => {
    const user = await fundedUser(15n);
    const charge = (n: number) =>
      chargeFee({
        deps: { db },
        userId: user.id,
        currency: ZONE_LOOKUP_FEE.currency,
        amountMinor: ZONE_LOOKUP_FEE.amountMinor,
        idempotencyKey: `zone:${user.id}:${n}`,
        reason: 'findZone',
      });
    await charge(1);
    expect((await usd(user.id)).available).toBe(5n);
    const refusal = (await charge(2).catch((error: unknown) => error)) as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect(t('en-US', refusal.errorCode, refusal.params)).toBe(
      'Insufficient balance in the USD wallet: available 0.05, 0.05 short (available funds plus credit)',
    );
    expect(t('zh-CN', refusal.errorCode, refusal.params)).toContain('余额不足');
    expect((await usd(user.id)).available).toBe(5n);
  });
});

describe('reserve, capture, release', () => {
  it('holds money, then captures price and deposit and returns the rest once', async () => {
    const user = await fundedUser(10_000n);
    const reservation = await reserveFunds({
      deps: { db },
      userId: user.id,
      currency: 'USD',
      amountMinor: 3_000n,
      idempotencyKey: `res-${user.id}`,
      reference: 'order-1',
    });
    expect(await usd(user.id)).toMatchObject({ available: 7_000n, held: 3_000n });
    const again = await reserveFunds({
      deps: { db },
      userId: user.id,
      currency: 'USD',
      amountMinor: 3_000n,
      idempotencyKey: `res-${user.id}`,
      reference: 'order-1',
    });
    expect(again.id).toBe(reservation.id);
    await captureFunds({
      deps: { db },
      reservationId: reservation.id,
      priceMinor: 1_500n,
      depositMinor: 1_000n,
    });
    expect(await usd(user.id)).toMatchObject({ available: 7_500n, held: 0n, deposit: 1_000n });
    const replay = await captureFunds({
      deps: { db },
      reservationId: reservation.id,
      priceMinor: 1_500n,
      depositMinor: 1_000n,
    });
    expect(replay.replayed).toBe(true);
    expect(await codeOf(releaseFunds({ deps: { db }, reservationId: reservation.id }))).toBe(
      'ledger.reservation_settled',
    );
    expect(await usd(user.id)).toMatchObject({ available: 7_500n, held: 0n, deposit: 1_000n });
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });

  it('releases held money back to available and refuses a capture above the reservation', async () => {
    const user = await fundedUser(1_000n);
    const reservation = await reserveFunds({
      deps: { db },
      userId: user.id,
      currency: 'USD',
      amountMinor: 400n,
      idempotencyKey: `res2-${user.id}`,
    });
    expect(
      await codeOf(
        captureFunds({ deps: { db }, reservationId: reservation.id, priceMinor: 500n, depositMinor: 0n }),
      ),
    ).toBe('ledger.capture_exceeds');
    await releaseFunds({ deps: { db }, reservationId: reservation.id });
    expect(await usd(user.id)).toMatchObject({ available: 1_000n, held: 0n });
    expect(
      await codeOf(
        reserveFunds({
          deps: { db },
          userId: user.id,
          currency: 'USD',
          amountMinor: 2_000n,
          idempotencyKey: `res3-${user.id}`,
        }),
      ),
    ).toBe('ledger.insufficient_funds');
  });
});

describe('staff movements', () => {
  it('collects and releases the assurance deposit, adjusts, and transfers between wallets at a rate', async () => {
    const user = await fundedUser(10_000n);
    const deps = { db };
    await collectEarnest({
      deps,
      userId: user.id,
      currency: 'USD',
      amountMinor: 2_000n,
      idempotencyKey: `ec-${user.id}`,
    });
    expect(await usd(user.id)).toMatchObject({ available: 8_000n, earnest: 2_000n });
    await releaseEarnest({ deps, userId: user.id, currency: 'USD', idempotencyKey: `er-${user.id}` });
    expect(await usd(user.id)).toMatchObject({ available: 10_000n, earnest: 0n });
    await adjustBalance({
      deps,
      userId: user.id,
      currency: 'USD',
      amountMinor: -500n,
      idempotencyKey: `adj-${user.id}`,
      reason: 'correction',
    });
    await transferBetweenWallets({
      deps,
      userId: user.id,
      from: 'USD',
      to: 'CNY',
      amountMinor: 1_000n,
      rate: '7.1234',
      idempotencyKey: `tr-${user.id}`,
    });
    const wallets = await walletBalances(db, user.id);
    expect(wallets.find((w) => w.currency === 'USD')!.available).toBe(8_500n);
    expect(wallets.find((w) => w.currency === 'CNY')!.available).toBe(7_123n);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });
});
