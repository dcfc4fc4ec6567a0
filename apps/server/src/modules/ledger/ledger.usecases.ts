import {
  type Currency,
  convertMinor,
  formatMinor,
  type LegSpec,
  OperationError,
  operations,
  type TransactionType,
} from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  captureExceeds,
  creditBelowUsed,
  nothingToRelease,
  reservationNotFound,
  reservationSettled,
  transferTooSmall,
} from './ledger.errors.ts';
import { inLedgerTransaction, type PostResult, postTransaction, postWithin } from './ledger.post.ts';

type Deps = Pick<AppDeps, 'db'>;

interface MoveInput {
  deps: Deps;
  userId: string;
  currency: Currency;
  amountMinor: bigint;
  idempotencyKey: string;
  /** What a person wrote; the system's own postings leave it empty (fund details describe them by type). */
  reason?: string;
  reference?: string;
  /** The customer's order number when the movement belongs to an order. */
  orderNo?: string | null;
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

// ---- reservations: hold money before calling a carrier, settle after -------------------------------------

export interface Reservation {
  id: string;
  userId: string;
  currency: Currency;
  amount: bigint;
  status: 'held' | 'captured' | 'released';
}

/**
 * Moves `amountMinor` from available to held; the key makes a retried placement hold it once. One
 * autocommit statement (postTransaction): the posting and its reservation row are written together, so the
 * wallet rows stay locked only inside PostgreSQL (no BEGIN/COMMIT round trips back to Node under the lock).
 */
export async function reserveFunds(input: MoveInput): Promise<Reservation & { replayed: boolean }> {
  const db = input.deps.db;
  const posted = await postTransaction(
    db,
    {
      userId: input.userId,
      type: 'reserve',
      legs: operations.reserve(input.currency, input.amountMinor),
      idempotencyKey: input.idempotencyKey,
      reference: input.reference,
      reason: input.reason,
      orderNo: input.orderNo,
    },
    sql`insert into ledger_reservations (user_id, currency, amount, reference, reserve_transaction_id)
      select ${input.userId}::uuid, ${input.currency}, ${input.amountMinor.toString()}::bigint, ${input.reference ?? ''}, t.id
      from t returning id`,
  );
  if (posted.replayed) {
    // The hold and its reservation were committed together: the row exists.
    const [existing] = await rowsOf<ReservationRow>(
      db.execute(
        sql`select * from ledger_reservations where reserve_transaction_id = ${posted.transactionId}`,
      ),
    );
    return { ...toReservation(existing!), replayed: true };
  }
  return {
    id: posted.alsoId!,
    userId: input.userId,
    currency: input.currency,
    amount: input.amountMinor,
    status: 'held',
    replayed: false,
  };
}

interface ReservationRow {
  id: string;
  user_id: string;
  currency: Currency;
  amount: string;
  status: Reservation['status'];
  settle_transaction_id: string | null;
  /** The hold's order number, which its settlement carries too. */
  order_no: string | null;
  /** The settlement's type once settled (a repeat replays it as it was posted). */
  settled_type: TransactionType | null;
}
const toReservation = (r: ReservationRow): Reservation => ({
  id: r.id,
  userId: r.user_id,
  currency: r.currency,
  amount: BigInt(r.amount),
  status: r.status,
});

const readReservation = async (db: Database, reservationId: string) =>
  (
    await rowsOf<ReservationRow>(
      db.execute(sql`select r.*, h.order_no, s.type as settled_type from ledger_reservations r
        join ledger_transactions h on h.id = r.reserve_transaction_id
        left join ledger_transactions s on s.id = r.settle_transaction_id
        where r.id = ${reservationId}::uuid`),
    )
  )[0];

/**
 * Settles a reservation exactly once: its one settlement posting has the key `settle:<id>` whatever its
 * type, so a capture and a release racing cannot both post (the unique key decides; the loser's request
 * differs and is answered ledger.reservation_settled). The reservation is read without a lock (its user,
 * currency and amount never change), then the posting and the reservation's new status are ONE
 * autocommit statement: the wallet rows are locked only while PostgreSQL runs and commits it.
 */
async function settle(
  deps: Deps,
  reservationId: string,
  status: 'captured' | 'released',
  legsOf: (r: Reservation) => LegSpec[],
  type: TransactionType,
  reason?: string,
): Promise<PostResult> {
  const db = deps.db;
  const row = await readReservation(db, reservationId);
  if (!row) throw reservationNotFound();
  const reservation = toReservation(row);
  const key = `settle:${reservationId}`;
  if (row.status !== 'held') {
    // The same settlement again replays it (as the type it was posted with); the other one is refused.
    if (row.status === status)
      return postTransaction(db, {
        ...settlement(reservation, row.settled_type ?? type, row.order_no),
        idempotencyKey: key,
      });
    throw reservationSettled(row.status);
  }
  let result: PostResult;
  try {
    result = await postTransaction(
      db,
      { ...settlement(reservation, type, row.order_no), idempotencyKey: key },
      // Only with the new posting (`from t`), and only a reservation still held.
      sql`update ledger_reservations r set status = ${status}, settle_transaction_id = t.id, settled_at = now()
        from t where r.id = ${reservationId}::uuid and r.status = 'held' returning r.id`,
    );
  } catch (error) {
    // Another settlement of this reservation committed since it was read: refused as settled.
    if (error instanceof AppError && error.errorCode === 'ledger.idempotency_mismatch') {
      const now = await readReservation(db, reservationId);
      if (now && now.status !== 'held' && now.status !== status) throw reservationSettled(now.status);
    }
    throw error;
  }
  if (result.replayed)
    await db.execute(sql`update ledger_reservations set status = ${status}, settle_transaction_id = ${result.transactionId}::uuid,
      settled_at = now() where id = ${reservationId}::uuid and status = 'held'`);
  const { alsoId: _, ...posted } = result;
  return posted;
  function settlement(r: Reservation, as: TransactionType, orderNo: string | null) {
    return { userId: r.userId, type: as, legs: legsOf(r), reference: r.id, orderNo, reason };
  }
}

/** Held money becomes postage revenue (the price) and temporary deposit; any rest returns to available. */
export function captureFunds(input: {
  deps: Deps;
  reservationId: string;
  priceMinor: bigint;
  depositMinor: bigint;
}): Promise<PostResult> {
  return settle(
    input.deps,
    input.reservationId,
    'captured',
    (r) => {
      try {
        return operations.capture(r.currency, r.amount, input.priceMinor, input.depositMinor);
      } catch (error) {
        if (error instanceof OperationError) throw captureExceeds();
        throw error;
      }
    },
    'capture',
  );
}

/**
 * Held money goes back to available: the carrier refused or the order was abandoned (type release, order
 * placement), or the order was rejected in review (type reviewRefund, a refund with the reviewer's reason).
 */
export function releaseFunds(input: {
  deps: Deps;
  reservationId: string;
  as?: 'release' | 'reviewRefund';
  reason?: string;
}): Promise<PostResult> {
  const type = input.as ?? 'release';
  return settle(
    input.deps,
    input.reservationId,
    'released',
    (r) => operations[type](r.currency, r.amount),
    type,
    input.reason,
  );
}

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
