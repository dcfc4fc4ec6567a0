import {
  type AccountKind,
  type Currency,
  changeTypeOf,
  type PlannedLeg,
  type TransactionType,
  USER_ACCOUNT_KINDS,
} from '@shiplabel/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PreparedText } from '../../db/client.ts';

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
  /** A condition the posting also needs (see PostGuard in ledger.post.ts): false writes nothing. */
  guard?: SQL;
}

const userKinds: string[] = [...USER_ACCOUNT_KINDS];

/** The statement's values, in the order `statement` reads them. */
function valuesOf(p: PostingStatementInput): unknown[] {
  const legAccount = p.legs.map((l) => p.accounts[l.account]!);
  return [
    p.idempotencyKey,
    legAccount.map((a) => a.ownerKey),
    legAccount.map((a) => a.currency),
    legAccount.map((a) => a.kind),
    legAccount.map((a) => a.shard),
    p.legs.map((l) => l.amount.toString()),
    p.accounts.length,
    userKinds,
    p.type,
    changeTypeOf(p.type),
    p.userId,
    p.requestHash,
    p.reference,
    p.reason,
    p.orderNo ?? null,
    p.createdBy,
  ];
}

/**
 * The whole posting in ONE statement (one round trip; in autocommit it is its own database transaction):
 * reads the idempotency key, locks the accounts in id order (`order by id for update`: the lock is taken
 * row by row after the sort, so two postings never deadlock), computes every entry's balance after from the
 * locked balance plus the running sum of the planned legs, and writes the transaction, its entries and the
 * new balances only when the key is new, every account exists and no decreased account ends below its floor.
 * It answers the locked accounts with their balances before the posting.
 *
 * The floor test repeats `floorOf` (packages/shared ledger.ts): -credit_limit for `available`, 0 for the
 * other user accounts, none for platform accounts. The caller runs the shared planPosting on the balances
 * this statement answers and treats any disagreement as a defect, so the TypeScript rules stay the
 * reference (the simulation tests compare both with the in-memory book).
 */
function statement(v: unknown[], also?: SQL, guard?: SQL): SQL {
  const $ = (i: number) => sql.param(v[i]);
  return sql`with seen as (
      select id, request_hash from ledger_transactions where idempotency_key = ${$(0)}
    ), v as materialized (
      select * from unnest(${$(1)}::text[], ${$(2)}::text[], ${$(3)}::text[], ${$(4)}::smallint[], ${$(5)}::bigint[])
        with ordinality as v(owner_key, currency, kind, shard, amount, ord)
    ), locked as materialized (
      select a.id, a.owner_key, a.currency, a.kind, a.shard, a.balance, a.credit_limit
      from ledger_accounts a
      where (a.owner_key, a.currency, a.kind, a.shard) in (select owner_key, currency, kind, shard from v)
      order by a.id for update of a
    ), legs as materialized (
      select v.ord, l.id, v.amount, l.kind, l.credit_limit,
        (l.balance + sum(v.amount) over (partition by l.id order by v.ord))::bigint as balance_after,
        (l.balance + sum(v.amount) over (partition by l.id))::bigint as final,
        bool_or(v.amount < 0) over (partition by l.id) as decreased
      from v join locked l
        on l.owner_key = v.owner_key and l.currency = v.currency and l.kind = v.kind and l.shard = v.shard
    ), t as (
      insert into ledger_transactions (type, change_type, user_id, idempotency_key, request_hash, reference, reason, order_no, created_by)
      select ${$(8)}, ${$(9)}::smallint, ${$(10)}::uuid, ${$(0)}, ${$(11)}, ${$(12)}, ${$(13)}, ${$(14)}::text, ${$(15)}::uuid
      where not exists (select 1 from seen)
        and (select count(*) from locked) = ${$(6)}::int
        and not exists (select 1 from legs where decreased and final < case when kind = 'available' then -credit_limit
          when kind = any(${$(7)}::text[]) then 0 end)${guard ? sql` and (${guard})` : sql``}
      returning id
    ), e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select t.id, legs.id, legs.amount, legs.balance_after from t, legs order by legs.ord
    ), u as (
      update ledger_accounts a set balance = f.final
      from (select distinct id, final from legs) f, t where a.id = f.id
    )${also ? sql`, x as (${also})` : sql``}
    select l.id, l.owner_key, l.currency, l.kind, l.shard, l.balance, l.credit_limit,
      (select id from seen) as seen_id, (select request_hash from seen) as seen_hash,
      (select id from t) as tx_id, ${also ? sql`(select id from x)` : sql`null::uuid`} as also_id
    from locked l order by l.id`;
}

/** Where a posting's `also` and `guard` go in its cached text (replaced by their own text at each call). */
const ALSO = '\u0001also\u0001';
const GUARD = '\u0001guard\u0001';

/** The statement's text per combination of `also` and `guard`, built once, with where each value binds. */
const templates = new Map<string, { text: string; order: number[] }>();
const dialect = new PgDialect();

function templateOf(valueCount: number, withAlso: boolean, withGuard: boolean) {
  const key = `${valueCount}|${withAlso}|${withGuard}`;
  let template = templates.get(key);
  if (!template) {
    const markers = Array.from({ length: valueCount }, (_, i) => `\u0000${i}`);
    const built = dialect.sqlToQuery(
      statement(markers, withAlso ? sql.raw(ALSO) : undefined, withGuard ? sql.raw(GUARD) : undefined),
    );
    template = { text: built.sql, order: built.params.map((m) => Number((m as string).slice(1))) };
    templates.set(key, template);
  }
  return template;
}

/** A caller's fragment as text whose placeholders follow the `offset` values already bound. */
function fragmentOf(fragment: SQL, offset: number) {
  const built = dialect.sqlToQuery(fragment);
  return {
    text: built.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`),
    params: built.params,
  };
}

/**
 * The posting statement as text and values (every value a parameter, the accounts and legs as arrays, so
 * the text is the same for every posting of one kind and runs as one named prepared statement per
 * connection), and as a drizzle SQL for drivers without named statements (PGlite). Only a caller's `also`
 * and `guard` fragments are compiled per call (a few chunks), not the whole statement: a hold (with its
 * reservation) and a settlement (with its guard) cost drizzle's builder ~0.2 ms each otherwise.
 */
export function postingStatement(p: PostingStatementInput): PreparedText {
  const values = valuesOf(p);
  const template = templateOf(values.length, p.also !== undefined, p.guard !== undefined);
  let text = template.text;
  const bound = template.order.map((i) => values[i]);
  for (const [marker, fragment] of [
    [GUARD, p.guard],
    [ALSO, p.also],
  ] as const) {
    if (!fragment) continue;
    const compiled = fragmentOf(fragment, bound.length);
    text = text.replace(marker, () => compiled.text);
    bound.push(...compiled.params);
  }
  return { query: () => statement(values, p.also, p.guard), text, values: bound };
}
