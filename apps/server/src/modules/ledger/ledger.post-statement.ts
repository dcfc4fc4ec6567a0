import {
  type AccountKind,
  type Currency,
  changeTypeOf,
  type PlannedLeg,
  type TransactionType,
  USER_ACCOUNT_KINDS,
} from '@shiplabel/shared';
import { type SQL, sql } from 'drizzle-orm';

/** One account a posting touches, by its natural key (created on first use). */
export interface AccountKey {
  ownerKey: string;
  ownerId: string | null;
  currency: Currency;
  kind: AccountKind;
  shard: number;
}

/** What the posting statement answers: one row per account it found and locked, in id order. */
export interface PostingRow {
  id: string;
  owner_key: string;
  currency: Currency;
  kind: AccountKind;
  shard: number;
  /** The balance before this posting (the latest committed one: read under the row lock). */
  balance: string | bigint;
  credit_limit: string | bigint;
  /** Set when the idempotency key was posted before; nothing was written then. */
  seen_id: string | null;
  seen_hash: string | null;
  /** Set when this statement wrote the transaction. */
  tx_id: string | null;
  also_id: string | null;
}

export interface PostingStatementInput {
  userId: string;
  type: TransactionType;
  idempotencyKey: string;
  requestHash: string;
  reference: string;
  reason: string;
  /** The customer's order number of an order's movement (h3: fund details show it). */
  orderNo?: string | null;
  createdBy: string | null;
  /** The distinct accounts, in the order `legs[].account` indexes. */
  accounts: AccountKey[];
  legs: PlannedLeg[];
  /** A write that belongs with the posting (see AlsoWrite in ledger.post.ts). */
  also?: SQL;
}

const userKinds: string[] = [...USER_ACCOUNT_KINDS];

/**
 * The whole posting in ONE statement (one round trip; in autocommit it is its own database transaction):
 * reads the idempotency key, locks the accounts in id order (`order by id for update`: the lock is taken
 * row by row after the sort, so two postings never deadlock), computes every entry's balance after from the
 * locked balance plus the running sum of the planned legs, and writes the transaction, its entries and the
 * new balances only when the key is new, every account exists and no decreased account ends below its floor.
 *
 * The floor test repeats `floorOf` (packages/shared ledger.ts): -credit_limit for `available`, 0 for the
 * other user accounts, none for platform accounts. The caller runs the shared planPosting on the balances
 * this statement answers and treats any disagreement as a defect, so the TypeScript rules stay the
 * reference (the simulation tests compare both with the in-memory book).
 *
 * Every value travels as a parameter (arrays for the accounts and legs), so the text is the same for every
 * posting and runs as one named prepared statement per connection.
 */
export function postingStatement(p: PostingStatementInput): SQL {
  const a = p.accounts;
  return sql`with seen as materialized (
      select id, request_hash from ledger_transactions where idempotency_key = ${p.idempotencyKey}
    ), k as materialized (
      select * from unnest(${sql.param(a.map((x) => x.ownerKey))}::text[], ${sql.param(a.map((x) => x.currency))}::text[],
        ${sql.param(a.map((x) => x.kind))}::text[], ${sql.param(a.map((x) => x.shard))}::smallint[])
        with ordinality as k(owner_key, currency, kind, shard, n)
    ), locked as materialized (
      select a.id, a.owner_key, a.currency, a.kind, a.shard, a.balance, a.credit_limit
      from ledger_accounts a
      where (a.owner_key, a.currency, a.kind, a.shard) in (select owner_key, currency, kind, shard from k)
      order by a.id for update of a
    ), acc as materialized (
      select k.n, l.id, l.kind, l.balance, l.credit_limit
      from k join locked l on l.owner_key = k.owner_key and l.currency = k.currency and l.kind = k.kind and l.shard = k.shard
    ), v as materialized (
      select v.n, v.amount, v.ord from unnest(${sql.param(p.legs.map((l) => l.account + 1))}::int[],
        ${sql.param(p.legs.map((l) => l.amount.toString()))}::bigint[]) with ordinality as v(n, amount, ord)
    ), legs as materialized (
      select v.ord, acc.id as account_id, v.amount,
        (acc.balance + sum(v.amount) over (partition by v.n order by v.ord))::bigint as balance_after
      from v join acc on acc.n = v.n
    ), fin as materialized (
      select acc.id, (acc.balance + s.delta)::bigint as balance,
        coalesce(s.decreased and acc.balance + s.delta < case when acc.kind = 'available' then -acc.credit_limit
          when acc.kind = any(${sql.param(userKinds)}::text[]) then 0 end, false) as below
      from acc join (select n, sum(amount) as delta, bool_or(amount < 0) as decreased from v group by n) s on s.n = acc.n
    ), go as materialized (
      select not exists (select 1 from seen) and (select count(*) from acc) = ${a.length}::int
        and not exists (select 1 from fin where below) as ok
    ), t as (
      insert into ledger_transactions (type, change_type, user_id, idempotency_key, request_hash, reference, reason, order_no, created_by)
      select ${p.type}, ${changeTypeOf(p.type)}::smallint, ${p.userId}::uuid, ${p.idempotencyKey}, ${p.requestHash},
        ${p.reference}, ${p.reason}, ${p.orderNo ?? null}::text, ${p.createdBy}::uuid
      from go where go.ok
      returning id
    ), e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select t.id, legs.account_id, legs.amount, legs.balance_after from t, legs order by legs.ord
    ), u as (
      update ledger_accounts a set balance = fin.balance from fin, t where a.id = fin.id
    )${p.also ? sql`, x as (${p.also})` : sql``}
    select l.id, l.owner_key, l.currency, l.kind, l.shard, l.balance, l.credit_limit,
      (select id from seen) as seen_id, (select request_hash from seen) as seen_hash,
      (select id from t) as tx_id, ${p.also ? sql`(select id from x)` : sql`null::uuid`} as also_id
    from locked l order by l.id`;
}
