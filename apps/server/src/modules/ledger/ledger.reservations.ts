import {
  type Currency,
  type LegSpec,
  OperationError,
  operations,
  type TransactionType,
} from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { captureExceeds, reservationNotFound, reservationSettled } from './ledger.errors.ts';
import { GuardRefused, type PostResult, postTransaction } from './ledger.post.ts';

type Deps = Pick<AppDeps, 'db'>;

/** One movement of a user's money (a hold here; the other moves of ledger.usecases add who made them). */
export interface HoldInput {
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
export async function reserveFunds(input: HoldInput): Promise<Reservation & { replayed: boolean }> {
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
 * What the caller already knows of a reservation it settles (the order that holds it: its customer,
 * currency, price + deposit and order number). With it the settlement skips the read: the posting's
 * statement checks, under its locks, that the reservation is still held with exactly these facts, and
 * otherwise writes nothing (then the reservation is read and settled as without it).
 */
export interface KnownReservation {
  userId: string;
  currency: Currency;
  amount: bigint;
  orderNo: string | null;
}

type Settlement = {
  status: 'captured' | 'released';
  legsOf: (r: Reservation) => LegSpec[];
  type: TransactionType;
  reason?: string;
};

const inputOf = (r: Reservation, s: Settlement, as: TransactionType, orderNo: string | null) => ({
  userId: r.userId,
  type: as,
  legs: s.legsOf(r),
  reference: r.id,
  orderNo,
  reason: s.reason,
  idempotencyKey: `settle:${r.id}`,
});

/** The new settlement's posting and the reservation's status in ONE autocommit statement. */
const postSettlement = (
  db: Database,
  r: Reservation,
  s: Settlement,
  orderNo: string | null,
  known?: boolean,
) =>
  postTransaction(
    db,
    inputOf(r, s, s.type, orderNo),
    // Only with the new posting (`from t`), and only a reservation still held.
    sql`update ledger_reservations r set status = ${s.status}, settle_transaction_id = t.id, settled_at = now()
      from t where r.id = ${r.id}::uuid and r.status = 'held' returning r.id`,
    known
      ? sql`exists (select 1 from ledger_reservations r join ledger_transactions h on h.id = r.reserve_transaction_id
          where r.id = ${r.id}::uuid and r.status = 'held' and r.user_id = ${r.userId}::uuid
            and r.currency = ${r.currency} and r.amount = ${r.amount.toString()}::bigint
            and h.order_no is not distinct from ${orderNo}::text)`
      : undefined,
  );

const isMismatch = (error: unknown) =>
  error instanceof AppError && error.errorCode === 'ledger.idempotency_mismatch';

/**
 * Settles a reservation exactly once: its one settlement posting has the key `settle:<id>` whatever its
 * type, so a capture and a release racing cannot both post (the unique key decides; the loser's request
 * differs and is answered ledger.reservation_settled). The reservation is read without a lock (its user,
 * currency and amount never change), or not at all when the caller knows it (KnownReservation), then the
 * posting and the reservation's new status are ONE autocommit statement: the wallet rows are locked only
 * while PostgreSQL runs and commits it.
 */
async function settle(
  deps: Deps,
  reservationId: string,
  s: Settlement,
  known?: KnownReservation,
): Promise<PostResult> {
  const db = deps.db;
  if (known) {
    const reservation: Reservation = { id: reservationId, ...known, status: 'held' };
    try {
      const { alsoId: _, ...posted } = await postSettlement(db, reservation, s, known.orderNo, true);
      if (!posted.replayed) return posted;
    } catch (error) {
      // Not held as the caller believes, settled otherwise, or refused on facts that may be wrong: read
      // it and settle (or refuse) as below.
      const refused = error instanceof AppError && error.status === 422;
      if (!(error instanceof GuardRefused) && !isMismatch(error) && !refused) throw error;
    }
  }
  const row = await readReservation(db, reservationId);
  if (!row) throw reservationNotFound();
  const reservation = toReservation(row);
  if (row.status !== 'held') {
    // The same settlement again replays it (as the type it was posted with); the other one is refused.
    if (row.status === s.status)
      return postTransaction(db, inputOf(reservation, s, row.settled_type ?? s.type, row.order_no));
    throw reservationSettled(row.status);
  }
  let result: PostResult;
  try {
    result = await postSettlement(db, reservation, s, row.order_no);
  } catch (error) {
    // Another settlement of this reservation committed since it was read: refused as settled.
    if (isMismatch(error)) {
      const now = await readReservation(db, reservationId);
      if (now && now.status !== 'held' && now.status !== s.status) throw reservationSettled(now.status);
    }
    throw error;
  }
  if (result.replayed)
    await db.execute(sql`update ledger_reservations set status = ${s.status}, settle_transaction_id = ${result.transactionId}::uuid,
      settled_at = now() where id = ${reservationId}::uuid and status = 'held'`);
  const { alsoId: _, ...posted } = result;
  return posted;
}

/** Held money becomes postage revenue (the price) and temporary deposit; any rest returns to available. */
export function captureFunds(input: {
  deps: Deps;
  reservationId: string;
  priceMinor: bigint;
  depositMinor: bigint;
  known?: KnownReservation;
}): Promise<PostResult> {
  return settle(
    input.deps,
    input.reservationId,
    {
      status: 'captured',
      legsOf: (r) => {
        try {
          return operations.capture(r.currency, r.amount, input.priceMinor, input.depositMinor);
        } catch (error) {
          if (error instanceof OperationError) throw captureExceeds();
          throw error;
        }
      },
      type: 'capture',
    },
    input.known,
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
  known?: KnownReservation;
}): Promise<PostResult> {
  const type = input.as ?? 'release';
  return settle(
    input.deps,
    input.reservationId,
    { status: 'released', legsOf: (r) => operations[type](r.currency, r.amount), type, reason: input.reason },
    input.known,
  );
}
