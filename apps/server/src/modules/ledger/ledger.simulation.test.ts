import {
  type Currency,
  LedgerModel,
  operations,
  type SimOp,
  type SimOutcome,
  simulationSeed,
  USER_ACCOUNT_KINDS,
} from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { AppError } from '../../lib/errors.ts';
import { postTransaction } from './ledger.post.ts';
import {
  captureFunds,
  chargeFee,
  collectEarnest,
  deductBill,
  refundPostage,
  releaseDeposit,
  releaseEarnest,
  releaseFunds,
  reserveFunds,
  setCreditLimit,
  walletBalances,
} from './ledger.usecases.ts';
import { reconcile } from './reconciliation.ts';

const STEPS = Number(process.env.SIM_DB_STEPS ?? 1500);
const USERS = 6;

let db: Database;
let userIds: string[];
beforeAll(async () => {
  db = (await getTestDb()).db;
  userIds = [];
  for (let i = 0; i < USERS; i++) userIds.push((await seedUser(db)).id);
});

const OUTCOME_OF_ERROR: Record<string, SimOutcome> = {
  'ledger.insufficient_funds': 'insufficient',
  'ledger.credit_below_used': 'insufficient',
  'ledger.account_negative': 'negative',
  'ledger.idempotency_mismatch': 'mismatch',
  'ledger.reservation_settled': 'settled',
};

/** Runs one simulated operation through the server's use cases on the real database. */
async function execute(op: SimOp, reservationIds: Map<number, string>, run: string): Promise<SimOutcome> {
  const deps = { db };
  try {
    switch (op.op) {
      case 'credit':
        await setCreditLimit(db, userIds[op.user]!, op.currency, op.limit);
        return 'ok';
      case 'capture': {
        const r = await captureFunds({
          deps,
          reservationId: reservationIds.get(op.reservation)!,
          priceMinor: op.price,
          depositMinor: op.deposit,
        });
        return r.replayed ? 'replayed' : 'ok';
      }
      case 'release': {
        const r = await releaseFunds({ deps, reservationId: reservationIds.get(op.reservation)! });
        return r.replayed ? 'replayed' : 'ok';
      }
      case 'reserve': {
        const r = await reserveFunds(input(op));
        reservationIds.set(op.reservation, r.id);
        return r.replayed ? 'replayed' : 'ok';
      }
      case 'recharge': {
        const r = await postTransaction(db, {
          userId: userIds[op.user]!,
          type: 'recharge',
          legs: operations.recharge(op.currency, op.amount),
          idempotencyKey: `${run}:${op.key}`,
        });
        return r.replayed ? 'replayed' : 'ok';
      }
      default: {
        const calls: Record<typeof op.op, (i: ReturnType<typeof input>) => Promise<{ replayed: boolean }>> = {
          fee: chargeFee,
          billDeduction: deductBill,
          refund: refundPostage,
          earnestCollect: collectEarnest,
          earnestRelease: releaseEarnest,
          depositRelease: releaseDeposit,
        };
        const call = calls[op.op];
        const r = await call(input(op));
        return r.replayed ? 'replayed' : 'ok';
      }
    }
  } catch (error) {
    if (error instanceof AppError && OUTCOME_OF_ERROR[error.errorCode])
      return OUTCOME_OF_ERROR[error.errorCode]!;
    throw error;
  }
  function input(o: { user: number; currency: Currency; amount: bigint; key: string }) {
    return {
      deps,
      userId: userIds[o.user]!,
      currency: o.currency,
      amountMinor: o.amount,
      idempotencyKey: `${run}:${o.key}`,
    };
  }
}

async function compareWithDatabase(model: LedgerModel) {
  for (let u = 0; u < USERS; u++) {
    for (const wallet of await walletBalances(db, userIds[u]!)) {
      const expected = model.wallet(u, wallet.currency);
      const actual = {
        available: wallet.available,
        held: wallet.held,
        deposit: wallet.deposit,
        earnest: wallet.earnest,
        pending_refund: wallet.pendingRefund,
      };
      for (const kind of USER_ACCOUNT_KINDS)
        expect(actual[kind], `user ${u} ${wallet.currency} ${kind}`).toBe(expected[kind]);
      expect(wallet.creditLimit).toBe(expected.credit);
    }
  }
  expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
}

describe('ledger property simulation (database)', () => {
  it(`matches the model and keeps every invariant over ${STEPS} seeded operations`, async () => {
    const seed = simulationSeed(process.env);
    console.info(`ledger database simulation seed ${seed} (replay with SIM_SEED=${seed})`);
    const model = new LedgerModel(seed, USERS);
    const reservationIds = new Map<number, string>();
    const run = `sim${seed}`;
    for (let step = 1; step <= STEPS; step++) {
      const op = model.next();
      const expected = model.apply(op);
      const actual = await execute(op, reservationIds, run);
      if (actual !== expected) {
        throw new Error(
          `seed ${seed} step ${step}: ${JSON.stringify(op, (_k, v) => (typeof v === 'bigint' ? `${v}` : v))} gave ${actual}, model says ${expected}`,
        );
      }
      if (step % 250 === 0) await compareWithDatabase(model);
    }
    await compareWithDatabase(model);
  }, 300_000);
});

describe('concurrent charges', () => {
  it('50 concurrent fees on one wallet never overspend and leave balances equal to their entries', async () => {
    const user = await seedUser(db);
    await postTransaction(db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 300n),
      idempotencyKey: `fund-${user.id}`,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        chargeFee({
          deps: { db },
          userId: user.id,
          currency: 'USD',
          amountMinor: 10n,
          idempotencyKey: `c-${user.id}-${i}`,
        }),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).errorCode === 'ledger.insufficient_funds',
    ).length;
    expect(done).toBe(30);
    expect(refused).toBe(20);
    const usd = (await walletBalances(db, user.id)).find((w) => w.currency === 'USD')!;
    expect(usd.available).toBe(0n);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });

  it('50 concurrent posts with one idempotency key move money once', async () => {
    const user = await seedUser(db);
    await postTransaction(db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 1_000n),
      idempotencyKey: `fund-${user.id}`,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        chargeFee({
          deps: { db },
          userId: user.id,
          currency: 'USD',
          amountMinor: 10n,
          idempotencyKey: `same-${user.id}`,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const usd = (await walletBalances(db, user.id)).find((w) => w.currency === 'USD')!;
    expect(usd.available).toBe(990n);
  });

  it('creates accounts on first use under concurrency without deadlocks', async () => {
    const fresh = await Promise.all(Array.from({ length: 5 }, () => seedUser(db)));
    // CNY wallets and their platform shards are new: every posting below may need to create accounts.
    await Promise.all(
      fresh.flatMap((u, i) =>
        Array.from({ length: 10 }, (_, j) =>
          postTransaction(db, {
            userId: u.id,
            type: 'recharge',
            legs: operations.recharge('CNY', BigInt(100 + j)),
            idempotencyKey: `first-use-${u.id}-${i}-${j}`,
          }),
        ),
      ),
    );
    for (const u of fresh) {
      const cny = (await walletBalances(db, u.id)).find((w) => w.currency === 'CNY')!;
      expect(cny.available).toBe(1045n);
    }
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });
});
