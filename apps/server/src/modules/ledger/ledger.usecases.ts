import {
  type Currency,
  convertMinor,
  formatMinor,
  type LegSpec,
  operations,
  type TransactionType,
} from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { creditBelowUsed, insufficientFunds, nothingToRelease, transferTooSmall } from './ledger.errors.ts';
import {
  GuardRefused,
  inLedgerTransaction,
  type PostResult,
  postTransaction,
  postWithin,
} from './ledger.post.ts';
import type { HoldInput } from './ledger.reservations.ts';

type Deps = Pick<AppDeps, 'db'>;

interface MoveInput extends HoldInput {
  createdBy?: string | null;
}

const post = (
  deps: Deps,
  type: TransactionType,
  legs: LegSpec[],
  input: Omit<MoveInput, 'deps' | 'currency' | 'amountMinor'>,
) =>
  postTransaction(deps.db, {
    userId: input.userId,
    type,
    legs,
    idempotencyKey: input.idempotencyKey,
    reason: input.reason,
    reference: input.reference,
    orderNo: input.orderNo,
    createdBy: input.createdBy,
  });

/**
 * A fee paid from the available balance (change type consumption), e.g. the zone lookup's 0.1 USD per
 * query. Refused with ledger.insufficient_funds when funds and credit do not cover it; a repeated key
 * returns the first result without charging again.
 */
export function chargeFee(input: MoveInput): Promise<PostResult> {
  return post(input.deps, 'fee', operations.fee(input.currency, input.amountMinor), input);
}

/** A supplementary bill (change type bill deduction, or bill supplement deduction for penalties). */
export function deductBill(input: MoveInput & { supplement?: boolean }): Promise<PostResult> {
  const type = input.supplement ? 'billSupplement' : 'billDeduction';
  return post(input.deps, type, operations[type](input.currency, input.amountMinor), input);
}

/** Postage given back (change type refund). */
export function refundPostage(input: MoveInput): Promise<PostResult> {
  return post(input.deps, 'refund', operations.refund(input.currency, input.amountMinor), input);
}

/** A cancelled order's charge moves to pending refund until the cancel audit. */
export function requestRefund(input: MoveInput): Promise<PostResult> {
  return post(
    input.deps,
    'refundRequest',
    operations.refundRequest(input.currency, input.amountMinor),
    input,
  );
}

/** Cancel audit approved: pending refund returns to available (change type refund). */
export function approveRefund(input: MoveInput): Promise<PostResult> {
  return post(
    input.deps,
    'refundApprove',
    operations.refundApprove(input.currency, input.amountMinor),
    input,
  );
}

/** Cancel audit rejected: pending refund goes back to revenue (the label stands). */
export function rejectRefund(input: MoveInput): Promise<PostResult> {
  return post(input.deps, 'refundReject', operations.refundReject(input.currency, input.amountMinor), input);
}

/** A temporary deposit returned to available (change type margin release). */
export function releaseDeposit(input: MoveInput): Promise<PostResult> {
  return post(
    input.deps,
    'depositRelease',
    operations.depositRelease(input.currency, input.amountMinor),
    input,
  );
}

export function collectEarnest(input: MoveInput): Promise<PostResult> {
  return post(
    input.deps,
    'earnestCollect',
    operations.earnestCollect(input.currency, input.amountMinor),
    input,
  );
}

/** Releases `amountMinor` of the assurance deposit, or all of it when absent. */
export async function releaseEarnest(
  input: Omit<MoveInput, 'amountMinor'> & { amountMinor?: bigint },
): Promise<PostResult> {
  let amount = input.amountMinor;
  if (amount === undefined) {
    const balances = await walletBalances(input.deps.db, input.userId);
    amount = balances.find((b) => b.currency === input.currency)?.earnest ?? 0n;
  }
  if (amount <= 0n) throw nothingToRelease();
  return post(input.deps, 'earnestRelease', operations.earnestRelease(input.currency, amount), input);
}

/** A staff adjustment of the available balance (positive credits, negative debits). */
export function adjustBalance(input: MoveInput): Promise<PostResult> {
  return post(input.deps, 'adjustment', operations.adjustment(input.currency, input.amountMinor), input);
}

/** Moves money between a user's two wallets at a stated rate (units of `to` per unit of `from`). */
export function transferBetweenWallets(
  input: Omit<MoveInput, 'currency'> & { from: Currency; to: Currency; rate: string },
): Promise<PostResult> {
  const credit = convertMinor(input.amountMinor, input.rate);
  if (credit <= 0n) throw transferTooSmall();
  return post(
    input.deps,
    'walletTransfer',
    operations.walletTransfer(input.from, input.to, input.amountMinor, credit),
    { ...input, reference: `${input.from}->${input.to}@${input.rate}` },
  );
}

/**
 * A customer's own currency exchange (change type currency exchange): `debitMinor` of `from` out of the
 * available balance, `creditMinor` of `to` in, through the platform's exchange account of each currency,
 * in one transaction. The caller prices it (modules/exchange). Unlike a label, it may not use the credit
 * line: the guard, checked under the posting's locks, keeps the source balance at or above zero.
 */
export async function exchangeWallets(
  input: Omit<MoveInput, 'currency' | 'amountMinor'> & {
    from: Currency;
    to: Currency;
    debitMinor: bigint;
    creditMinor: bigint;
  },
): Promise<PostResult> {
  const notBelowZero = sql`not exists (select 1 from legs where kind = 'available' and decreased and final < 0)`;
  try {
    return await postTransaction(
      input.deps.db,
      {
        userId: input.userId,
        type: 'exchange',
        legs: operations.exchange(input.from, input.to, input.debitMinor, input.creditMinor),
        idempotencyKey: input.idempotencyKey,
        reference: input.reference,
        createdBy: input.createdBy,
      },
      undefined,
      notBelowZero,
    );
  } catch (error) {
    if (!(error instanceof GuardRefused)) throw error;
    const wallet = (await walletBalances(input.deps.db, input.userId)).find((w) => w.currency === input.from);
    const available = wallet?.available ?? 0n;
    throw insufficientFunds(input.from, input.debitMinor - (available > 0n ? available : 0n), available);
  }
}

export function creditRechargeWithin(
  tx: Database,
  input: { userId: string; currency: Currency; amountMinor: bigint; rechargeId: string; createdBy: string },
) {
  return postWithin(tx, {
    userId: input.userId,
    type: 'recharge',
    legs: operations.recharge(input.currency, input.amountMinor),
    idempotencyKey: `recharge:${input.rechargeId}`,
    reference: input.rechargeId,
    createdBy: input.createdBy,
  });
}

// ---- reservations (ledger.reservations.ts) ---------------------------------------------------------------
export type { KnownReservation, Reservation } from './ledger.reservations.ts';
export { captureFunds, releaseFunds, reserveFunds } from './ledger.reservations.ts';

// ---- balances --------------------------------------------------------------------------------------------

export interface WalletBalance {
  currency: Currency;
  available: bigint;
  held: bigint;
  deposit: bigint;
  earnest: bigint;
  pendingRefund: bigint;
  creditLimit: bigint;
}

const emptyWallet = (currency: Currency): WalletBalance => ({
  currency,
  available: 0n,
  held: 0n,
  deposit: 0n,
  earnest: 0n,
  pendingRefund: 0n,
  creditLimit: 0n,
});

/** The user's wallets (USD and CNY, zero when never used). */
export async function walletBalances(db: Database, userId: string): Promise<WalletBalance[]> {
  const rows = await rowsOf<{ currency: Currency; kind: string; balance: string; credit_limit: string }>(
    db.execute(
      sql`select currency, kind, balance, credit_limit from ledger_accounts where owner_key = ${userId}`,
    ),
  );
  return walletsFromRows(rows);
}

export function walletsFromRows(
  rows: { currency: Currency; kind: string; balance: string | bigint; credit_limit: string | bigint }[],
): WalletBalance[] {
  const wallets = new Map<Currency, WalletBalance>([
    ['USD', emptyWallet('USD')],
    ['CNY', emptyWallet('CNY')],
  ]);
  for (const r of rows) {
    const wallet = wallets.get(r.currency) ?? emptyWallet(r.currency);
    wallets.set(r.currency, wallet);
    const balance = BigInt(r.balance);
    if (r.kind === 'available') {
      wallet.available = balance;
      wallet.creditLimit = BigInt(r.credit_limit);
    } else if (r.kind === 'held') wallet.held = balance;
    else if (r.kind === 'deposit') wallet.deposit = balance;
    else if (r.kind === 'earnest') wallet.earnest = balance;
    else if (r.kind === 'pending_refund') wallet.pendingRefund = balance;
  }
  return [...wallets.values()];
}

/**
 * Sets the credit limit of a wallet (creating its available account if needed). A limit below the credit
 * already used is refused, so "available >= -credit limit" always holds.
 */
export async function setCreditLimit(db: Database, userId: string, currency: Currency, limit: bigint) {
  await inLedgerTransaction(db, async (tx) => {
    await tx.execute(sql`insert into ledger_accounts (owner_key, owner_id, currency, kind, shard)
      values (${userId}, ${userId}::uuid, ${currency}, 'available', 0) on conflict do nothing`);
    const [row] = await rowsOf<{ id: string; balance: string }>(
      tx.execute(sql`select id, balance from ledger_accounts
        where owner_key = ${userId} and currency = ${currency} and kind = 'available' and shard = 0 for update`),
    );
    if (BigInt(row!.balance) < -limit) throw creditBelowUsed(formatMinor(-BigInt(row!.balance)));
    await tx.execute(
      sql`update ledger_accounts set credit_limit = ${limit.toString()}::bigint where id = ${row!.id}::uuid`,
    );
  });
}
