import type { Currency } from '../money.ts';
import { type AccountState, PLATFORM_SHARDS, planPosting, shardOf, type TransactionType } from './ledger.ts';
import { fingerprint, type LegSpec } from './operations.ts';

export interface BookEntry {
  transaction: number;
  account: string;
  amount: bigint;
  balanceAfter: bigint;
}

export type BookResult =
  | { ok: true; transaction: number; replayed: boolean }
  | { ok: false; code: 'insufficient_funds' | 'negative_account' | 'unbalanced' | 'idempotency_mismatch' };

/**
 * The ledger in memory, with the same rules as the database one (planPosting, fingerprint): the
 * property tests drive it through hundreds of thousands of operations in seconds.
 */
export class LedgerBook {
  readonly accounts = new Map<string, AccountState>();
  readonly entries: BookEntry[] = [];
  private readonly keys = new Map<string, { print: string; transaction: number }>();
  private transactions = 0;

  static keyOf(userId: string, leg: Pick<LegSpec, 'side' | 'kind' | 'currency'>): string {
    return leg.side === 'user'
      ? `${userId}:${leg.currency}:${leg.kind}`
      : `platform:${leg.currency}:${leg.kind}:${shardOf(userId) % PLATFORM_SHARDS}`;
  }

  account(userId: string, leg: Pick<LegSpec, 'side' | 'kind' | 'currency'>): AccountState {
    const key = LedgerBook.keyOf(userId, leg);
    let account = this.accounts.get(key);
    if (!account) {
      account = {
        kind: leg.kind,
        ownerId: leg.side === 'user' ? userId : null,
        currency: leg.currency,
        balance: 0n,
        creditLimit: 0n,
      };
      this.accounts.set(key, account);
    }
    return account;
  }

  /** Refused (false) when the balance already uses more credit than the new limit. */
  setCreditLimit(userId: string, currency: Currency, limit: bigint): boolean {
    const account = this.account(userId, { side: 'user', kind: 'available', currency });
    if (account.balance < -limit) return false;
    account.creditLimit = limit;
    return true;
  }

  post(input: {
    userId: string;
    type: TransactionType;
    key: string;
    legs: LegSpec[];
    reference?: string;
  }): BookResult {
    const print = fingerprint({ ...input, reference: input.reference ?? '' });
    const seen = this.keys.get(input.key);
    if (seen) {
      return seen.print === print
        ? { ok: true, transaction: seen.transaction, replayed: true }
        : { ok: false, code: 'idempotency_mismatch' };
    }
    const legKeys = input.legs.map((leg) => LedgerBook.keyOf(input.userId, leg));
    const keys = [...new Set(legKeys)];
    const states = keys.map((key) => this.account(input.userId, input.legs[legKeys.indexOf(key)]!));
    const plan = planPosting(
      states,
      input.legs.map((leg, i) => ({ account: keys.indexOf(legKeys[i]!), amount: leg.amount })),
    );
    if (!plan.ok) {
      const reason = plan.refusal.reason;
      return {
        ok: false,
        code: reason === 'insufficient_funds' || reason === 'negative_account' ? reason : 'unbalanced',
      };
    }
    const transaction = ++this.transactions;
    input.legs.forEach((leg, i) => {
      this.entries.push({
        transaction,
        account: legKeys[i]!,
        amount: leg.amount,
        balanceAfter: plan.balancesAfter[i]!,
      });
    });
    keys.forEach((key, i) => {
      this.accounts.get(key)!.balance = plan.finalBalances[i]!;
    });
    this.keys.set(input.key, { print, transaction });
    return { ok: true, transaction, replayed: false };
  }
}
