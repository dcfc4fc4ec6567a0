import type { Currency } from '../money.ts';
import { creditBalanceOf, type UserAccountKind } from './ledger.ts';

/**
 * A seeded random workload for the ledger's property tests and an independent model of what every
 * balance must be. The same operations drive the in-memory book (100,000+ steps) and the database
 * (a few thousand steps); after each step the system's balances are compared with the model's.
 */

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SimOp =
  | {
      op:
        | 'recharge'
        | 'fee'
        | 'billDeduction'
        | 'refund'
        | 'earnestCollect'
        | 'earnestRelease'
        | 'depositRelease';
      user: number;
      currency: Currency;
      amount: bigint;
      key: string;
    }
  | { op: 'reserve'; user: number; currency: Currency; amount: bigint; key: string; reservation: number }
  | { op: 'capture'; reservation: number; price: bigint; deposit: bigint }
  | { op: 'release'; reservation: number }
  | { op: 'credit'; user: number; currency: Currency; limit: bigint };

/** What the system answered: done (or replayed), or refused for a reason. */
export type SimOutcome = 'ok' | 'replayed' | 'insufficient' | 'negative' | 'settled' | 'mismatch';

type Wallet = Record<UserAccountKind, bigint> & { credit: bigint };

export interface SimReservation {
  user: number;
  currency: Currency;
  amount: bigint;
  status: 'held' | 'captured' | 'released';
  settle?: { op: 'capture' | 'release'; price: bigint; deposit: bigint };
}

const CURRENCIES: Currency[] = ['USD', 'CNY'];
const emptyWallet = (): Wallet => ({
  available: 0n,
  held: 0n,
  deposit: 0n,
  earnest: 0n,
  pending_refund: 0n,
  credit: 0n,
});

export class LedgerModel {
  readonly wallets: Wallet[][] = [];
  readonly reservations: SimReservation[] = [];
  /** Idempotency keys already posted, with the operation that posted them. */
  private readonly posted = new Map<string, SimOp>();
  private readonly recentKeys: string[] = [];
  private readonly open: number[] = [];
  private readonly settled: number[] = [];
  private readonly random: () => number;
  private counter = 0;

  constructor(
    readonly seed: number,
    readonly users: number,
  ) {
    this.random = seededRandom(seed);
    for (let u = 0; u < users; u++) this.wallets.push(CURRENCIES.map(emptyWallet));
  }

  wallet(user: number, currency: Currency): Wallet {
    return this.wallets[user]![CURRENCIES.indexOf(currency)]!;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private amount(): bigint {
    // Mostly small amounts, sometimes large ones, so refusals happen often enough to matter.
    const r = this.random();
    return BigInt(1 + Math.floor(r < 0.8 ? this.random() * 5_000 : this.random() * 200_000));
  }

  /** The next operation; about one in ten repeats an earlier key (same or, rarely, different details). */
  next(): SimOp {
    const r = this.random();
    if (r < 0.08 && this.recentKeys.length > 0) {
      const keys = this.recentKeys;
      const key = keys[keys.length - 1 - Math.floor(this.random() * Math.min(keys.length, 50))]!;
      const previous = this.posted.get(key)!;
      if ('amount' in previous && this.random() < 0.2) return { ...previous, amount: previous.amount + 1n };
      return previous;
    }
    if (r < 0.1 && this.settled.length) {
      const i = this.pick(this.settled);
      const res = this.reservations[i]!;
      if (this.random() < 0.5 || !res.settle || res.settle.op === 'release')
        return { op: 'release', reservation: i };
      // The same capture again, or (sometimes) one with other details that still fits the reservation.
      const deposit =
        this.random() < 0.3 && res.settle.deposit > 0n ? res.settle.deposit - 1n : res.settle.deposit;
      return { op: 'capture', reservation: i, price: res.settle.price, deposit };
    }
    const user = Math.floor(this.random() * this.users);
    const currency = this.pick(CURRENCIES);
    const key = `k${++this.counter}`;
    const open = this.open;
    if (r < 0.2) return { op: 'recharge', user, currency, amount: this.amount() * 3n, key };
    if (r < 0.35)
      return {
        op: 'reserve',
        user,
        currency,
        amount: this.amount(),
        key,
        reservation: this.reservations.length,
      };
    if (r < 0.47 && open.length) {
      const i = this.pick(open);
      const res = this.reservations[i]!;
      const price = BigInt(Math.floor(this.random() * Number(res.amount + 1n)));
      const deposit = BigInt(Math.floor(this.random() * Number(res.amount - price + 1n)));
      return { op: 'capture', reservation: i, price, deposit };
    }
    if (r < 0.55 && open.length) return { op: 'release', reservation: this.pick(open) };
    if (r < 0.58)
      return { op: 'credit', user, currency, limit: BigInt(Math.floor(this.random() * 3) * 10_000) };
    const op = this.pick([
      'fee',
      'billDeduction',
      'refund',
      'earnestCollect',
      'earnestRelease',
      'depositRelease',
    ] as const);
    return { op, user, currency, amount: op === 'fee' ? 10n : this.amount(), key };
  }

  /** What the system must answer for `op`, applying it to the model when it succeeds. */
  apply(op: SimOp): SimOutcome {
    if (op.op === 'credit') {
      // A limit below what is already used would break "available >= -credit": it is refused.
      const w = this.wallet(op.user, op.currency);
      if (w.available < -op.limit) return 'insufficient';
      w.credit = op.limit;
      return 'ok';
    }
    if (op.op === 'capture' || op.op === 'release') return this.settle(op);
    const seen = this.posted.get(op.key);
    if (seen)
      return seen === op || JSON.stringify(seen, big) === JSON.stringify(op, big) ? 'replayed' : 'mismatch';
    const w = this.wallet(op.user, op.currency);
    const spend = (amount: bigint) => w.available - amount >= -w.credit;
    let outcome: SimOutcome = 'ok';
    switch (op.op) {
      case 'recharge':
      case 'refund':
        w.available += op.amount;
        break;
      case 'fee':
      case 'billDeduction':
        if (!spend(op.amount)) outcome = 'insufficient';
        else w.available -= op.amount;
        break;
      case 'earnestCollect':
        if (!spend(op.amount)) outcome = 'insufficient';
        else {
          w.available -= op.amount;
          w.earnest += op.amount;
        }
        break;
      case 'earnestRelease':
        if (w.earnest < op.amount) outcome = 'negative';
        else {
          w.earnest -= op.amount;
          w.available += op.amount;
        }
        break;
      case 'depositRelease':
        if (w.deposit < op.amount) outcome = 'negative';
        else {
          w.deposit -= op.amount;
          w.available += op.amount;
        }
        break;
      case 'reserve':
        if (!spend(op.amount)) outcome = 'insufficient';
        else {
          w.available -= op.amount;
          w.held += op.amount;
          this.reservations[op.reservation] = {
            user: op.user,
            currency: op.currency,
            amount: op.amount,
            status: 'held',
          };
          this.open.push(op.reservation);
        }
        break;
    }
    if (outcome === 'ok') {
      this.posted.set(op.key, op);
      this.recentKeys.push(op.key);
      if (this.recentKeys.length > 1000) this.recentKeys.splice(0, 500);
    }
    return outcome;
  }

  private settle(op: Extract<SimOp, { op: 'capture' | 'release' }>): SimOutcome {
    const res = this.reservations[op.reservation]!;
    const wanted =
      op.op === 'capture'
        ? { op: op.op, price: op.price, deposit: op.deposit }
        : { op: op.op, price: 0n, deposit: 0n };
    if (res.status !== 'held') {
      const same =
        res.settle &&
        res.settle.op === wanted.op &&
        res.settle.price === wanted.price &&
        res.settle.deposit === wanted.deposit;
      if (same) return 'replayed';
      return res.settle?.op === wanted.op ? 'mismatch' : 'settled';
    }
    const w = this.wallet(res.user, res.currency);
    w.held -= res.amount;
    if (op.op === 'capture') {
      w.deposit += op.deposit;
      w.available += res.amount - op.price - op.deposit;
      res.status = 'captured';
    } else {
      w.available += res.amount;
      res.status = 'released';
    }
    res.settle = wanted;
    this.open.splice(this.open.indexOf(op.reservation), 1);
    this.settled.push(op.reservation);
    return 'ok';
  }

  /** The user an operation concerns. */
  userOf(op: SimOp): number {
    return op.op === 'capture' || op.op === 'release' ? this.reservations[op.reservation]!.user : op.user;
  }

  creditBalance(user: number, currency: Currency) {
    const w = this.wallet(user, currency);
    return creditBalanceOf(w.available, w.credit);
  }
}

const big = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** The seed of a run: SIM_SEED replays one; otherwise a fresh one, printed by the test. */
export function simulationSeed(env: Record<string, string | undefined>): number {
  const given = env.SIM_SEED;
  return given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
}
