import type { Currency } from '../money.ts';

/**
 * The ledger's vocabulary (DESIGN section 6), shared by the server (which posts to the database) and the
 * pure in-memory book used by the property tests: one set of rules for both.
 */

/** A customer wallet (one per user and currency) is these accounts. */
export const USER_ACCOUNT_KINDS = ['available', 'held', 'deposit', 'earnest', 'pending_refund'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/** The platform's side of every movement, per currency (split in shards so no single row is hot). */
export const PLATFORM_ACCOUNT_KINDS = [
  'bank',
  'postage_revenue',
  'insurance_revenue',
  'fees_revenue',
  'adjustments',
  'exchange',
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];
export type AccountKind = UserAccountKind | PlatformAccountKind;

/** Platform accounts are split in this many rows per kind and currency; a user always hits the same shard. */
export const PLATFORM_SHARDS = 64;

/**
 * The spec's fund change types (0-4) and the two further labels it names (5, 6), plus 7 for staff
 * adjustments and 8 for collecting an assurance deposit (money set aside, not released: docs/decisions.md).
 * Every transaction carries one; the fund-detail filters use these numbers.
 */
export const CHANGE_TYPES = {
  recharge: 0,
  orderPlacement: 1,
  refund: 2,
  marginRelease: 3,
  billDeduction: 4,
  consumption: 5,
  billSupplement: 6,
  adjustment: 7,
  marginCollection: 8,
  /** A customer's own USD <-> CNY exchange at the platform's rate (issue 13). */
  currencyExchange: 9,
  /** A proxy's commission on its sub-accounts' labels, and its reversal on a refund (issue 13). */
  proxyCommission: 10,
} as const;
export type ChangeTypeName = keyof typeof CHANGE_TYPES;
export const CHANGE_TYPE_VALUES = Object.values(CHANGE_TYPES);
export const changeTypeName = (value: number): ChangeTypeName | undefined =>
  (Object.keys(CHANGE_TYPES) as ChangeTypeName[]).find((k) => CHANGE_TYPES[k] === value);

/** What a transaction does (stored); each maps to a change type above. */
export const TRANSACTION_TYPES = {
  recharge: 'recharge',
  reserve: 'orderPlacement',
  capture: 'orderPlacement',
  release: 'orderPlacement',
  /** An order rejected in review: its hold goes back as a refund (with the order number and the reason). */
  reviewRefund: 'refund',
  refund: 'refund',
  refundRequest: 'refund',
  refundApprove: 'refund',
  refundReject: 'orderPlacement',
  depositRelease: 'marginRelease',
  earnestCollect: 'marginCollection',
  earnestRelease: 'marginRelease',
  billDeduction: 'billDeduction',
  fee: 'consumption',
  billSupplement: 'billSupplement',
  adjustment: 'adjustment',
  walletTransfer: 'adjustment',
  exchange: 'currencyExchange',
  proxyCommission: 'proxyCommission',
  proxyCommissionReversal: 'proxyCommission',
} as const satisfies Record<string, ChangeTypeName>;
export type TransactionType = keyof typeof TRANSACTION_TYPES;
export const changeTypeOf = (type: TransactionType) => CHANGE_TYPES[TRANSACTION_TYPES[type]];

export interface AccountState {
  kind: AccountKind;
  /** Platform accounts have no owner. */
  ownerId: string | null;
  currency: Currency;
  balance: bigint;
  /** Only meaningful on `available`: how far below zero it may go. */
  creditLimit: bigint;
}

export interface PlannedLeg {
  /** Index into the accounts passed to planPosting. */
  account: number;
  amount: bigint;
}

export type PostingRefusal =
  | { reason: 'unbalanced'; currency: string }
  | { reason: 'empty' }
  | { reason: 'zero_amount' }
  | { reason: 'insufficient_funds'; account: number; shortBy: bigint }
  | { reason: 'negative_account'; account: number };

export type PostingPlan =
  | { ok: true; balancesAfter: bigint[] /** per leg, in leg order */; finalBalances: bigint[] }
  | { ok: false; refusal: PostingRefusal };

export const isUserKind = (kind: AccountKind): kind is UserAccountKind =>
  (USER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/** The lowest balance an account may have: -credit for available, 0 for other user accounts, none for platform. */
export function floorOf(account: AccountState): bigint | null {
  if (account.kind === 'available') return -account.creditLimit;
  return isUserKind(account.kind) ? 0n : null;
}

/**
 * Checks a transaction against the invariants and computes every balance after it. The legs must sum to
 * zero per currency; an account a leg decreases must stay at or above its floor (an account already below
 * its floor, e.g. after the credit limit was lowered, may still receive money).
 */
export function planPosting(accounts: readonly AccountState[], legs: readonly PlannedLeg[]): PostingPlan {
  if (legs.length < 2) return { ok: false, refusal: { reason: 'empty' } };
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    if (leg.amount === 0n) return { ok: false, refusal: { reason: 'zero_amount' } };
    const currency = accounts[leg.account]!.currency;
    sums.set(currency, (sums.get(currency) ?? 0n) + leg.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) return { ok: false, refusal: { reason: 'unbalanced', currency } };
  }
  const finalBalances = accounts.map((a) => a.balance);
  const decreased = new Set<number>();
  const balancesAfter = legs.map((leg) => {
    finalBalances[leg.account] = finalBalances[leg.account]! + leg.amount;
    if (leg.amount < 0n) decreased.add(leg.account);
    return finalBalances[leg.account]!;
  });
  for (const index of decreased) {
    const floor = floorOf(accounts[index]!);
    if (floor === null || finalBalances[index]! >= floor) continue;
    return {
      ok: false,
      refusal:
        accounts[index]!.kind === 'available'
          ? { reason: 'insufficient_funds', account: index, shortBy: floor - finalBalances[index]! }
          : { reason: 'negative_account', account: index },
    };
  }
  return { ok: true, balancesAfter, finalBalances };
}

/** Which platform shard a user's movements use: stable per user, spreads users over the shards. */
export function shardOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) | 0;
  return Math.abs(hash) % PLATFORM_SHARDS;
}

/** What is left of the credit line: the whole limit while available is positive, less what is used below zero. */
export function creditBalanceOf(available: bigint, creditLimit: bigint): bigint {
  if (available >= 0n) return creditLimit;
  const left = creditLimit + available;
  return left > 0n ? left : 0n;
}

/**
 * Spec section 9: a zone lookup (findZone) costs 0.1 USD per query, charged as consumption. The default:
 * the server charges the system configuration's `zoneLookupFee` (issue 14).
 */
export const ZONE_LOOKUP_FEE = { currency: 'USD', amountMinor: 10n } as const;
