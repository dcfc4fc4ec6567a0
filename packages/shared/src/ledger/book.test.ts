import { describe, expect, it } from 'vitest';
import type { Currency } from '../money.ts';
import { LedgerBook } from './book.ts';
import { floorOf, USER_ACCOUNT_KINDS } from './ledger.ts';
import { operations } from './operations.ts';
import { LedgerModel, type SimOp, type SimOutcome, simulationSeed } from './simulation.ts';

const STEPS = Number(process.env.SIM_STEPS ?? 100_000);
const USERS = 20;

/** Runs one operation on the in-memory book the way the server's use cases do. */
function execute(
  book: LedgerBook,
  model: LedgerModel,
  op: SimOp,
  reservations: Map<number, string>,
): SimOutcome {
  const uid = (u: number) => `user-${u}`;
  const outcomeOf = (result: ReturnType<LedgerBook['post']>): SimOutcome => {
    if (result.ok) return result.replayed ? 'replayed' : 'ok';
    if (result.code === 'insufficient_funds') return 'insufficient';
    if (result.code === 'negative_account') return 'negative';
    if (result.code === 'idempotency_mismatch') return 'mismatch';
    throw new Error(`unexpected refusal ${result.code}`);
  };
  switch (op.op) {
    case 'credit':
      return book.setCreditLimit(uid(op.user), op.currency, op.limit) ? 'ok' : 'insufficient';
    case 'capture':
    case 'release': {
      const res = model.reservations[op.reservation]!;
      const status = reservations.get(op.reservation)!;
      const legs =
        op.op === 'capture'
          ? operations.capture(res.currency, res.amount, op.price, op.deposit)
          : operations.release(res.currency, res.amount);
      const input = {
        userId: uid(res.user),
        type: op.op,
        key: `settle:${op.reservation}`,
        legs,
        reference: String(op.reservation),
      };
      if (status !== 'held' && status !== (op.op === 'capture' ? 'captured' : 'released')) return 'settled';
      const outcome = outcomeOf(book.post(input));
      if (outcome === 'ok') reservations.set(op.reservation, op.op === 'capture' ? 'captured' : 'released');
      return outcome;
    }
    default: {
      const type = op.op === 'recharge' ? 'recharge' : op.op === 'fee' ? 'fee' : op.op;
      const outcome = outcomeOf(
        book.post({
          userId: uid(op.user),
          type,
          key: op.key,
          legs: operations[op.op](op.currency, op.amount),
        }),
      );
      if (op.op === 'reserve' && outcome === 'ok') reservations.set(op.reservation, 'held');
      return outcome;
    }
  }
}

function checkAgainstModel(book: LedgerBook, model: LedgerModel, onlyUser?: number) {
  const totals = new Map<Currency, bigint>();
  for (const account of book.accounts.values()) {
    totals.set(account.currency, (totals.get(account.currency) ?? 0n) + account.balance);
    const floor = floorOf(account);
    if (floor !== null && account.balance < floor)
      throw new Error(`account below its floor: ${account.kind}`);
  }
  for (const [currency, total] of totals)
    if (total !== 0n) throw new Error(`${currency} does not sum to zero`);
  for (let u = onlyUser ?? 0; u < (onlyUser === undefined ? model.users : onlyUser + 1); u++) {
    for (const currency of ['USD', 'CNY'] as const) {
      const w = model.wallet(u, currency);
      for (const kind of USER_ACCOUNT_KINDS) {
        const actual =
          book.accounts.get(LedgerBook.keyOf(`user-${u}`, { side: 'user', kind, currency }))?.balance ?? 0n;
        if (actual !== w[kind])
          throw new Error(`user ${u} ${currency} ${kind}: book ${actual}, model ${w[kind]}`);
      }
    }
  }
}

function checkEntries(book: LedgerBook) {
  const sums = new Map<string, bigint>();
  const perTransaction = new Map<number, bigint>();
  for (const e of book.entries) {
    sums.set(e.account, (sums.get(e.account) ?? 0n) + e.amount);
    perTransaction.set(e.transaction, (perTransaction.get(e.transaction) ?? 0n) + e.amount);
  }
  for (const [key, account] of book.accounts) {
    if ((sums.get(key) ?? 0n) !== account.balance)
      throw new Error(`account ${key}: balance differs from its entries`);
  }
  // Transactions here are single-currency except wallet transfers, which the simulation does not make.
  for (const [id, sum] of perTransaction)
    if (sum !== 0n) throw new Error(`transaction ${id} does not sum to zero`);
}

describe('ledger property simulation (in memory)', () => {
  it(`keeps every invariant and matches the model over ${STEPS} seeded operations`, () => {
    const seed = simulationSeed(process.env);
    console.info(`ledger simulation seed ${seed} (replay with SIM_SEED=${seed})`);
    const model = new LedgerModel(seed, USERS);
    const book = new LedgerBook();
    const reservations = new Map<number, string>();
    const outcomes = new Map<SimOutcome, number>();
    for (let step = 1; step <= STEPS; step++) {
      const op = model.next();
      const expected = model.apply(op);
      const actual = execute(book, model, op, reservations);
      if (actual !== expected) {
        throw new Error(
          `seed ${seed} step ${step}: ${JSON.stringify(op, (_k, v) => (typeof v === 'bigint' ? `${v}` : v))} gave ${actual}, model says ${expected}`,
        );
      }
      outcomes.set(actual, (outcomes.get(actual) ?? 0) + 1);
      checkAgainstModel(book, model, step % 1000 === 0 ? undefined : model.userOf(op));
      if (step % 10_000 === 0) checkEntries(book);
    }
    checkEntries(book);
    // The workload must exercise every path, or the test proves little.
    for (const outcome of ['ok', 'replayed', 'insufficient', 'negative', 'settled', 'mismatch'] as const) {
      expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
    }
  }, 120_000);
});
