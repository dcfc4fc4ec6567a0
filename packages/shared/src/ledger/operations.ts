import type { Currency } from '../money.ts';
import type { PlatformAccountKind, TransactionType, UserAccountKind } from './ledger.ts';

/** One side of a movement, before accounts are resolved: a user's account or the platform's. */
export type LegSpec =
  | { side: 'user'; kind: UserAccountKind; currency: Currency; amount: bigint }
  | { side: 'platform'; kind: PlatformAccountKind; currency: Currency; amount: bigint };

const user = (kind: UserAccountKind, currency: Currency, amount: bigint): LegSpec => ({
  side: 'user',
  kind,
  currency,
  amount,
});
const platform = (kind: PlatformAccountKind, currency: Currency, amount: bigint): LegSpec => ({
  side: 'platform',
  kind,
  currency,
  amount,
});

export class OperationError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * The legs of every money movement the product makes, in one place (server use cases and the in-memory
 * book of the property tests both build their transactions here). Amounts are positive minor units.
 *
 * Accounts: a recharge moves bank -> available; a reservation available -> held; a capture held ->
 * postage revenue (the price) + temporary deposit (the deposit), any rest back to available; a release
 * held -> available; fees available -> fees revenue; bill deductions available -> postage revenue; a
 * refund postage revenue -> available; deposit release deposit -> available; assurance deposit
 * available <-> earnest; staff adjustments adjustments <-> available; wallet transfers pass through the
 * platform's exchange account in each currency.
 */
export const operations = {
  recharge: (currency: Currency, amount: bigint) => [
    user('available', currency, amount),
    platform('bank', currency, -amount),
  ],
  reserve: (currency: Currency, amount: bigint) => [
    user('available', currency, -amount),
    user('held', currency, amount),
  ],
  capture: (currency: Currency, held: bigint, price: bigint, deposit: bigint) => {
    if (price < 0n || deposit < 0n || price + deposit > held)
      throw new OperationError('ledger.capture_exceeds');
    const legs: LegSpec[] = [user('held', currency, -held)];
    if (price > 0n) legs.push(platform('postage_revenue', currency, price));
    if (deposit > 0n) legs.push(user('deposit', currency, deposit));
    if (held - price - deposit > 0n) legs.push(user('available', currency, held - price - deposit));
    return legs;
  },
  release: (currency: Currency, held: bigint) => [
    user('held', currency, -held),
    user('available', currency, held),
  ],
  /** The hold of an order rejected in review goes back to available (a refund to the customer). */
  reviewRefund: (currency: Currency, held: bigint) => [
    user('held', currency, -held),
    user('available', currency, held),
  ],
  refund: (currency: Currency, amount: bigint) => [
    platform('postage_revenue', currency, -amount),
    user('available', currency, amount),
  ],
  /** A cancelled label's charge waits for the cancel audit in pending refund. */
  refundRequest: (currency: Currency, amount: bigint) => [
    platform('postage_revenue', currency, -amount),
    user('pending_refund', currency, amount),
  ],
  refundApprove: (currency: Currency, amount: bigint) => [
    user('pending_refund', currency, -amount),
    user('available', currency, amount),
  ],
  refundReject: (currency: Currency, amount: bigint) => [
    user('pending_refund', currency, -amount),
    platform('postage_revenue', currency, amount),
  ],
  depositRelease: (currency: Currency, amount: bigint) => [
    user('deposit', currency, -amount),
    user('available', currency, amount),
  ],
  billDeduction: (currency: Currency, amount: bigint) => [
    user('available', currency, -amount),
    platform('postage_revenue', currency, amount),
  ],
  billSupplement: (currency: Currency, amount: bigint) => [
    user('available', currency, -amount),
    platform('postage_revenue', currency, amount),
  ],
  fee: (currency: Currency, amount: bigint) => [
    user('available', currency, -amount),
    platform('fees_revenue', currency, amount),
  ],
  earnestCollect: (currency: Currency, amount: bigint) => [
    user('available', currency, -amount),
    user('earnest', currency, amount),
  ],
  earnestRelease: (currency: Currency, amount: bigint) => [
    user('earnest', currency, -amount),
    user('available', currency, amount),
  ],
  /** Positive credits the user, negative debits. */
  adjustment: (currency: Currency, signed: bigint) => [
    user('available', currency, signed),
    platform('adjustments', currency, -signed),
  ],
  walletTransfer: (from: Currency, to: Currency, debit: bigint, credit: bigint) => [
    user('available', from, -debit),
    platform('exchange', from, debit),
    platform('exchange', to, -credit),
    user('available', to, credit),
  ],
  /** A customer's exchange at the platform's rate: the same legs as a staff transfer, its own change type. */
  exchange: (from: Currency, to: Currency, debit: bigint, credit: bigint) => [
    user('available', from, -debit),
    platform('exchange', from, debit),
    platform('exchange', to, -credit),
    user('available', to, credit),
  ],
  /** A sub-account's label bought: the proxy's commission leaves postage revenue for its wallet. */
  proxyCommission: (currency: Currency, amount: bigint) => [
    platform('postage_revenue', currency, -amount),
    user('available', currency, amount),
  ],
  /** The sub-account's order refunded: the commission goes back to postage revenue. */
  proxyCommissionReversal: (currency: Currency, amount: bigint) => [
    user('available', currency, -amount),
    platform('postage_revenue', currency, amount),
  ],
} satisfies Partial<Record<TransactionType, (...args: never[]) => LegSpec[]>>;

/** A stable text of a request's parameters: a repeated idempotency key must come with the same one. */
export function fingerprint(input: {
  type: TransactionType;
  userId: string;
  reference: string;
  legs: readonly LegSpec[];
}): string {
  const legs = input.legs
    .map((l) => `${l.side}:${l.kind}:${l.currency}:${l.amount}`)
    .sort()
    .join(',');
  return `${input.type}|${input.userId}|${input.reference}|${legs}`;
}

/** `amount` converted at `rate` (a decimal string, up to 6 places), rounded half up to minor units. */
export function convertMinor(amount: bigint, rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new OperationError('money.rate_invalid');
  const micro = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
  return (amount * micro + 500_000n) / 1_000_000n;
}
