import { createHash } from 'node:crypto';
import {
  type AccountKind,
  type AccountState,
  type Currency,
  changeTypeOf,
  fingerprint,
  type LegSpec,
  planPosting,
  shardOf,
  type TransactionType,
} from '@shiplabel/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, preparedRowsOf, rowsOf } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import {
  accountWouldBeNegative,
  idempotencyMismatch,
  insufficientFunds,
  unbalancedTransaction,
} from './ledger.errors.ts';

export interface PostInput {
  /** The customer whose wallet moves (platform legs use this user's shard). */
  userId: string;
  type: TransactionType;
  idempotencyKey: string;
  legs: LegSpec[];
  reference?: string;
  reason?: string;
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

interface AccountKey {
  ownerKey: string;
  ownerId: string | null;
  currency: Currency;
  kind: AccountKind;
  shard: number;
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

interface AccountRow {
  id: string;
  owner_key: string;
  currency: Currency;
  kind: AccountKind;
  shard: number;
  balance: string | bigint;
  credit_limit: string | bigint;
}

/**
 * Locks the accounts (creating missing ones), always in id order so two posters never deadlock. The same
 * round trip reads whether the idempotency key was already posted (fewer round trips while rows are locked).
 */
async function lockAccounts(
  tx: Database,
  keys: AccountKey[],
  idempotencyKey: string,
): Promise<{ accounts: Map<string, AccountRow>; seen: { id: string; request_hash: string } | null }> {
  const select = () =>
    preparedRowsOf<AccountRow & { seen_id: string | null; seen_hash: string | null }>(
      tx,
      sql`with seen as (select id, request_hash from ledger_transactions where idempotency_key = ${idempotencyKey})
        select a.id, a.owner_key, a.currency, a.kind, a.shard, a.balance, a.credit_limit,
          (select id from seen) as seen_id, (select request_hash from seen) as seen_hash
        from ledger_accounts a
        where (a.owner_key, a.currency, a.kind, a.shard) in (${sql.join(
          keys.map((k) => sql`(${k.ownerKey}, ${k.currency}, ${k.kind}, ${k.shard}::smallint)`),
          sql`, `,
        )}) order by a.id for update of a`,
    );
  const rows = await select();
  if (rows.length < keys.length) {
    // Creating accounts here, while holding locks on others, could lock out of id order and deadlock: the
    // transaction is abandoned, the accounts are created on their own, and the work runs again.
    const found = new Set(rows.map((r) => keyText({ ...r, ownerKey: r.owner_key })));
    throw new MissingAccounts(keys.filter((k) => !found.has(keyText(k))));
  }
  const first = rows[0];
  return {
    accounts: new Map(rows.map((r) => [keyText({ ...r, ownerKey: r.owner_key }), r])),
    seen: first?.seen_id ? { id: first.seen_id, request_hash: first.seen_hash! } : null,
  };
}

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
 * Posts one balanced transaction inside the caller's database transaction: replays a known idempotency key,
 * locks the accounts, checks the invariants (shared planPosting), writes the transaction, its entries with
 * the balance after each, and the new balances. Call it only inside inLedgerTransaction, which creates
 * accounts on first use and re-runs the work.
 */
export async function postWithin(tx: Database, input: PostInput, also?: AlsoWrite): Promise<PostResult> {
  const hash = requestHash(input);
  const legKeys = input.legs.map((leg) => accountKeyOf(input.userId, leg));
  const unique = [...new Map(legKeys.map((k) => [keyText(k), k])).values()];
  const { accounts: locked, seen } = await lockAccounts(tx, unique, input.idempotencyKey);
  if (seen) return replayOf(tx, seen, hash);
  const rows = unique.map((k) => locked.get(keyText(k))!);
  const states: AccountState[] = rows.map((r) => ({
    kind: r.kind,
    ownerId: r.owner_key === PLATFORM ? null : r.owner_key,
    currency: r.currency,
    balance: BigInt(r.balance),
    creditLimit: BigInt(r.credit_limit),
  }));
  const order = unique.map(keyText);
  const plan = planPosting(
    states,
    input.legs.map((leg, i) => ({ account: order.indexOf(keyText(legKeys[i]!)), amount: leg.amount })),
  );
  if (!plan.ok) {
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

  // One statement writes the transaction, its entries and the balances (fewer round trips under lock).
  const entryValues = input.legs.map(
    (leg, i) =>
      sql`(${rows[order.indexOf(keyText(legKeys[i]!))]!.id}::uuid, ${leg.amount.toString()}::bigint, ${plan.balancesAfter[i]!.toString()}::bigint, ${i}::int)`,
  );
  const balanceValues = rows.map(
    (r, i) => sql`(${r.id}::uuid, ${plan.finalBalances[i]!.toString()}::bigint)`,
  );
  const [inserted] = await preparedRowsOf<{ id: string; also_id: string | null }>(
    tx,
    sql`with t as (
        insert into ledger_transactions (type, change_type, user_id, idempotency_key, request_hash, reference, reason, created_by)
        values (${input.type}, ${changeTypeOf(input.type)}, ${input.userId}::uuid, ${input.idempotencyKey}, ${hash},
          ${input.reference ?? ''}, ${input.reason ?? ''}, ${input.createdBy ?? null}::uuid)
        returning id
      ), e as (
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        select t.id, v.account_id, v.amount, v.balance_after
        from t, (values ${sql.join(entryValues, sql`, `)}) as v(account_id, amount, balance_after, ord)
        order by v.ord
      ), u as (
        update ledger_accounts a set balance = v.balance
        from (values ${sql.join(balanceValues, sql`, `)}) as v(id, balance) where a.id = v.id
      )${also ? sql`, x as (${also})` : sql``}
      select id, ${also ? sql`(select id from x)` : sql`null::uuid`} as also_id from t`,
  );
  return {
    transactionId: inserted!.id,
    ...(also ? { alsoId: inserted!.also_id } : {}),
    replayed: false,
    entries: input.legs.map((leg, i) => {
      const row = rows[order.indexOf(keyText(legKeys[i]!))]!;
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
 * Runs `work` in one database transaction; when two requests with the same idempotency key race, the
 * loser's insert hits the unique key and it is run again, which then replays the winner's result. Accounts a
 * posting needs are created on first use (see MissingAccounts).
 */
export async function inLedgerTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Database));
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

/** Posts one balanced transaction atomically: the only way money moves. */
export function postTransaction(db: Database, input: PostInput): Promise<PostResult> {
  return inLedgerTransaction(db, (tx) => postWithin(tx, input));
}
