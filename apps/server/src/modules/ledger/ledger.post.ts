import { createHash } from 'node:crypto';
import {
  type AccountKind,
  type AccountState,
  type Currency,
  fingerprint,
  type LegSpec,
  planPosting,
  shardOf,
  type TransactionType,
} from '@shiplabel/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, preparedTextRowsOf, rowsOf } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import {
  accountWouldBeNegative,
  idempotencyMismatch,
  insufficientFunds,
  unbalancedTransaction,
} from './ledger.errors.ts';
import { type AccountKey, type PostingRow, postingStatement } from './ledger.post-statement.ts';

export interface PostInput {
  /** The customer whose wallet moves (platform legs use this user's shard). */
  userId: string;
  type: TransactionType;
  idempotencyKey: string;
  legs: LegSpec[];
  reference?: string;
  /** What a person wrote (staff, reviewer); the system's own postings leave it empty. */
  reason?: string;
  /** The customer's order number when the movement belongs to an order (h3: fund details show it). */
  orderNo?: string | null;
  createdBy?: string | null;
}

export interface PostedEntry {
  accountId: string;
  kind: AccountKind;
  currency: Currency;
  amount: bigint;
  balanceAfter: bigint;
}

export interface PostResult {
  transactionId: string;
  /** The id the `also` statement answered (see postWithin), when it was given and the posting was new. */
  alsoId?: string | null;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  entries: PostedEntry[];
}

const PLATFORM = 'platform';

function accountKeyOf(userId: string, leg: LegSpec): AccountKey {
  return leg.side === 'user'
    ? { ownerKey: userId, ownerId: userId, currency: leg.currency, kind: leg.kind, shard: 0 }
    : { ownerKey: PLATFORM, ownerId: null, currency: leg.currency, kind: leg.kind, shard: shardOf(userId) };
}
const keyText = (k: Pick<AccountKey, 'ownerKey' | 'currency' | 'kind' | 'shard'>) =>
  `${k.ownerKey}|${k.currency}|${k.kind}|${k.shard}`;

export const requestHash = (input: PostInput) =>
  createHash('sha256')
    .update(fingerprint({ ...input, reference: input.reference ?? '' }))
    .digest('hex');

async function replayOf(
  tx: Database,
  found: { id: string; request_hash: string },
  hash: string,
): Promise<PostResult> {
  if (found.request_hash !== hash) throw idempotencyMismatch();
  const entries = await rowsOf<{
    account_id: string;
    kind: AccountKind;
    currency: Currency;
    amount: string;
    balance_after: string;
  }>(
    tx.execute(sql`select e.account_id, a.kind, a.currency, e.amount, e.balance_after
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transaction_id = ${found.id} order by e.id`),
  );
  return {
    transactionId: found.id,
    replayed: true,
    entries: entries.map((e) => ({
      accountId: e.account_id,
      kind: e.kind,
      currency: e.currency,
      amount: BigInt(e.amount),
      balanceAfter: BigInt(e.balance_after),
    })),
  };
}

/**
 * A write that belongs with a posting (e.g. the reservation a hold creates or settles), sent in the
 * posting's own statement as one more data-modifying CTE: `t` holds the new transaction's id (`select id
 * from t`), and the write answers `returning id` (its id lands in `alsoId`). It runs only when the posting
 * is new, never on a replay.
 */
export type AlsoWrite = SQL;

/**
 * A condition the posting needs besides its own rules (e.g. the reservation it settles is still held, as
 * the caller believes), checked inside the posting's statement under its locks: when it is false nothing
 * is written and the posting throws GuardRefused (the caller then reads what changed).
 */
export type PostGuard = SQL;

export class GuardRefused extends Error {
  constructor() {
    super('ledger posting guard refused');
  }
}

/**
 * Posts one balanced transaction in ONE statement (postingStatement): replays a known idempotency key (409
 * on a different request), locks the accounts in id order, checks the invariants and writes the
 * transaction, its entries with the balance after each, and the new balances. Inside a database
 * transaction (inLedgerTransaction) it joins it; on the pool (postTransaction) it is its own transaction.
 * Missing accounts are reported as MissingAccounts: the callers create them and run the work again.
 */
export async function postWithin(
  db: Database,
  input: PostInput,
  also?: AlsoWrite,
  guard?: PostGuard,
): Promise<PostResult> {
  const hash = requestHash(input);
  const legKeys = input.legs.map((leg) => accountKeyOf(input.userId, leg));
  const unique = [...new Map(legKeys.map((k) => [keyText(k), k])).values()];
  const order = unique.map(keyText);
  const legs = input.legs.map((leg, i) => ({
    account: order.indexOf(keyText(legKeys[i]!)),
    amount: leg.amount,
  }));
  // The rules that do not depend on balances (two legs or more, none zero, balanced per currency) first:
  // planned against accounts without a floor, only those can refuse.
  const shape = planPosting(
    unique.map((k) => ({ kind: 'bank', ownerId: null, currency: k.currency, balance: 0n, creditLimit: 0n })),
    legs,
  );
  if (!shape.ok) throw unbalancedTransaction();

  const rows = await preparedTextRowsOf<PostingRow>(
    db,
    postingStatement({
      userId: input.userId,
      type: input.type,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      reference: input.reference ?? '',
      reason: input.reason ?? '',
      orderNo: input.orderNo ?? null,
      createdBy: input.createdBy ?? null,
      accounts: unique,
      legs,
      also,
      guard,
    }),
  );
  const found = new Map(rows.map((r) => [keyText({ ...r, ownerKey: r.owner_key }), r]));
  if (found.size < unique.length) throw new MissingAccounts(unique.filter((k) => !found.has(keyText(k))));
  const first = rows[0]!;
  if (first.seen_id) return replayOf(db, { id: first.seen_id, request_hash: first.seen_hash! }, hash);

  // The shared rules on the balances the statement locked: the same answer as the statement's, or a defect.
  const accounts = order.map((k) => found.get(k)!);
  const states: AccountState[] = accounts.map((r) => ({
    kind: r.kind,
    ownerId: r.owner_key === PLATFORM ? null : r.owner_key,
    currency: r.currency,
    balance: BigInt(r.balance),
    creditLimit: BigInt(r.credit_limit),
  }));
  const plan = planPosting(states, legs);
  if (!first.tx_id) {
    if (plan.ok && guard) throw new GuardRefused();
    if (plan.ok) throw new Error('ledger: the posting statement refused a posting the shared rules accept');
    // Under READ COMMITTED the key was read in the statement's snapshot but the locked balances are the
    // newest: a posting with the same key that committed while this one waited for the locks shows only as
    // the balances it moved. Its key, read again, tells a replay (or 409) from a true lack of funds.
    const [raced] = await rowsOf<{ id: string; request_hash: string }>(
      db.execute(sql`select id, request_hash from ledger_transactions
        where idempotency_key = ${input.idempotencyKey}`),
    );
    if (raced) return replayOf(db, raced, hash);
    const refusal = plan.refusal;
    if (refusal.reason === 'insufficient_funds') {
      const state = states[refusal.account]!;
      throw insufficientFunds(state.currency, refusal.shortBy, state.balance);
    }
    if (refusal.reason === 'negative_account') {
      const state = states[refusal.account]!;
      throw accountWouldBeNegative(state.kind, state.currency);
    }
    throw unbalancedTransaction();
  }
  if (!plan.ok) throw new Error('ledger: the posting statement wrote a posting the shared rules refuse');
  return {
    transactionId: first.tx_id,
    ...(also ? { alsoId: first.also_id } : {}),
    replayed: false,
    entries: input.legs.map((leg, i) => {
      const row = accounts[legs[i]!.account]!;
      return {
        accountId: row.id,
        kind: row.kind,
        currency: row.currency,
        amount: leg.amount,
        balanceAfter: plan.balancesAfter[i]!,
      };
    }),
  };
}

/** Thrown inside a posting when some accounts do not exist yet; inLedgerTransaction creates them and retries. */
class MissingAccounts extends Error {
  constructor(readonly keys: AccountKey[]) {
    super('ledger accounts missing');
  }
}

/** Creates accounts (idempotently) in their own statement, outside any posting transaction. */
async function createAccounts(db: Database, keys: AccountKey[]) {
  await db.execute(
    sql`insert into ledger_accounts (owner_key, owner_id, currency, kind, shard) values ${sql.join(
      keys.map(
        (k) => sql`(${k.ownerKey}, ${k.ownerId}::uuid, ${k.currency}, ${k.kind}, ${k.shard}::smallint)`,
      ),
      sql`, `,
    )} on conflict do nothing`,
  );
}

/**
 * Runs `work` again when it needed accounts that did not exist yet (created first) or when a racing request
 * with the same idempotency key won the unique key (the next run replays the winner's result).
 */
async function retrying<T>(db: Database, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MissingAccounts && attempt < 5) {
        await createAccounts(db, error.keys);
        continue;
      }
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Runs `work` in one database transaction, retried as `retrying` says. */
export function inLedgerTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return retrying(db, () => db.transaction((tx) => work(tx as unknown as Database)));
}

/**
 * Posts one balanced transaction atomically: the only way money moves. One statement in autocommit, so one
 * round trip (no BEGIN and COMMIT around it), `also` included (e.g. a reservation's row: a hold can be one
 * statement too, without a database transaction around it).
 */
export function postTransaction(
  db: Database,
  input: PostInput,
  also?: AlsoWrite,
  guard?: PostGuard,
): Promise<PostResult> {
  return retrying(db, () => postWithin(db, input, also, guard));
}
