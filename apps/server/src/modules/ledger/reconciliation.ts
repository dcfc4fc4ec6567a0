import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

export interface AccountMismatch {
  accountId: string;
  ownerId: string | null;
  email: string | null;
  currency: string;
  kind: string;
  storedBalance: bigint;
  entrySum: bigint;
  /** Why it is listed: the stored balance differs from its entries, or it is below its floor. */
  problem: 'balance_mismatch' | 'below_floor';
}

export interface UnbalancedTransaction {
  transactionId: string;
  userId: string;
  type: string;
  currency: string;
  sum: bigint;
  createdAt: Date;
}

/**
 * Every account whose stored balance differs from the sum of its entries or breaks its floor (user
 * accounts other than available below zero, available below minus the credit limit), and every
 * transaction whose entries do not sum to zero per currency. Empty on a healthy ledger.
 */
export async function reconcile(db: Database): Promise<{
  accounts: AccountMismatch[];
  transactions: UnbalancedTransaction[];
}> {
  const accounts = await rowsOf<{
    id: string;
    owner_id: string | null;
    email: string | null;
    currency: string;
    kind: string;
    balance: string;
    entry_sum: string;
    credit_limit: string;
  }>(
    db.execute(sql`select a.id, a.owner_id, u.email, a.currency, a.kind, a.balance, a.credit_limit,
        coalesce(s.total, 0) as entry_sum
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
      left join users u on u.id = a.owner_id
      where a.balance <> coalesce(s.total, 0)
        or (a.owner_id is not null and a.kind <> 'available' and a.balance < 0)
        or (a.kind = 'available' and a.balance < -a.credit_limit)
      order by a.id limit 1000`),
  );
  const transactions = await rowsOf<{
    id: string;
    user_id: string;
    type: string;
    currency: string;
    total: string;
    created_at: Date | string;
  }>(
    db.execute(sql`select t.id, t.user_id, t.type, a.currency, sum(e.amount) as total, t.created_at
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      group by t.id, t.user_id, t.type, a.currency, t.created_at
      having sum(e.amount) <> 0
      union all
      select t.id, t.user_id, t.type, '', 0, t.created_at from ledger_transactions t
      where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)
      order by 6 desc limit 1000`),
  );
  return {
    accounts: accounts.map((a) => ({
      accountId: a.id,
      ownerId: a.owner_id,
      email: a.email,
      currency: a.currency,
      kind: a.kind,
      storedBalance: BigInt(a.balance),
      entrySum: BigInt(a.entry_sum),
      problem: BigInt(a.balance) !== BigInt(a.entry_sum) ? 'balance_mismatch' : 'below_floor',
    })),
    transactions: transactions.map((t) => ({
      transactionId: t.id,
      userId: t.user_id,
      type: t.type,
      currency: t.currency,
      sum: BigInt(t.total),
      createdAt: new Date(t.created_at),
    })),
  };
}
