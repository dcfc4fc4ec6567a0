import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';

export interface FundFilter {
  userId?: string;
  changeType?: number;
  /** Several change types (postage details). */
  changeTypes?: number[];
  currency?: string;
  from?: string;
  to?: string;
  keyword?: string;
  /**
   * Customers' views leave out the `held` account: a hold is not one of their balances, and its entries
   * (in when placing, out when settled) would double every label's line.
   */
  withoutHeld?: boolean;
  timeZone: string;
}

export interface FundLine {
  entryId: string;
  transactionId: string;
  userId: string;
  email: string;
  type: string;
  changeType: number;
  currency: string;
  accountKind: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
  reason: string;
  orderNo: string | null;
  /** The recharge's finance number (recharges only). */
  financeNo: string | null;
  createdAt: Date;
}

function conditions(f: FundFilter): SQL {
  const parts: SQL[] = [sql`a.owner_id is not null`];
  if (f.userId) parts.push(sql`a.owner_id = ${f.userId}::uuid`);
  if (f.changeType !== undefined) parts.push(sql`t.change_type = ${f.changeType}`);
  if (f.changeTypes?.length)
    parts.push(
      sql`t.change_type in (${sql.join(
        f.changeTypes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (f.currency) parts.push(sql`a.currency = ${f.currency}`);
  // Days are business days (BUSINESS_TZ), both ends included.
  if (f.from) parts.push(sql`e.created_at >= (${f.from}::date)::timestamp at time zone ${f.timeZone}`);
  if (f.to) parts.push(sql`e.created_at < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}`);
  if (f.keyword) parts.push(sql`u.email ilike ${likePattern(f.keyword)}`);
  if (f.withoutHeld) parts.push(sql`a.kind <> 'held'`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_transactions t on t.id = e.transaction_id
  join users u on u.id = a.owner_id`;

export async function listFundLines(
  db: Database,
  filter: FundFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FundLine[]; total: number }> {
  const where = conditions(filter);
  const rows = await rowsOf<{
    id: string;
    transaction_id: string;
    owner_id: string;
    email: string;
    type: string;
    change_type: number;
    currency: string;
    kind: string;
    amount: string;
    balance_after: string;
    reference: string;
    reason: string;
    order_no: string | null;
    finance_no: string | null;
    created_at: Date | string;
  }>(
    db.execute(sql`select e.id, e.transaction_id, a.owner_id, u.email, t.type, t.change_type, a.currency, a.kind,
        e.amount, e.balance_after, t.reference, t.reason, t.order_no, e.created_at,
        (select rc.finance_no from recharges rc
          where rc.id = case when t.type = 'recharge' and t.reference ~ '^[0-9a-f-]{36}$' then t.reference::uuid end)
          as finance_no
      ${FROM} where ${where} order by e.id desc limit ${page.limit} offset ${page.offset}`),
  );
  const [total] = await rowsOf<{ n: string }>(db.execute(sql`select count(*) as n ${FROM} where ${where}`));
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      entryId: String(r.id),
      transactionId: r.transaction_id,
      userId: r.owner_id,
      email: r.email,
      type: r.type,
      changeType: Number(r.change_type),
      currency: r.currency,
      accountKind: r.kind,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after),
      reference: r.reference,
      reason: r.reason,
      orderNo: r.order_no,
      financeNo: r.finance_no,
      createdAt: new Date(r.created_at),
    })),
  };
}

export interface WalletRow {
  userId: string;
  email: string;
  nickName: string;
  kind: string;
  accounts: { currency: string; kind: string; balance: string; credit_limit: string }[];
}

/** Customers (optionally matching a keyword) with their wallet accounts, for the back-office wallets view. */
export async function listCustomerWallets(
  db: Database,
  keyword: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: WalletRow[]; total: number }> {
  const where = sql`u.kind in ('customer', 'proxy', 'warehouse')${
    keyword
      ? sql` and (u.email ilike ${likePattern(keyword)} or u.nick_name ilike ${likePattern(keyword)})`
      : sql``
  }`;
  const users = await rowsOf<{ id: string; email: string; nick_name: string; kind: string }>(
    db.execute(sql`select u.id, u.email, u.nick_name, u.kind from users u where ${where}
      order by u.email limit ${page.limit} offset ${page.offset}`),
  );
  const [total] = await rowsOf<{ n: string }>(
    db.execute(sql`select count(*) as n from users u where ${where}`),
  );
  const ids = users.map((u) => u.id);
  const accounts = ids.length
    ? await rowsOf<{
        owner_key: string;
        currency: string;
        kind: string;
        balance: string;
        credit_limit: string;
      }>(
        db.execute(sql`select owner_key, currency, kind, balance, credit_limit from ledger_accounts
          where owner_key in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      )
    : [];
  return {
    total: Number(total?.n ?? 0),
    rows: users.map((u) => ({
      userId: u.id,
      email: u.email,
      nickName: u.nick_name,
      kind: u.kind,
      accounts: accounts.filter((a) => a.owner_key === u.id),
    })),
  };
}

/** The financial report's figures, per business day and currency, in this order. */
export const REPORT_FIGURES = [
  'recharges',
  'postage',
  'refunds',
  'deductions',
  'fees',
  'adjustments',
] as const;
export type ReportFigures = Record<(typeof REPORT_FIGURES)[number], bigint>;
export type ReportDay = ReportFigures & { day: string; currency: string };

/**
 * Per business day and currency, from the platform side of the entries: recharges received, postage
 * charged (captures net of releases into revenue), refunds, bill deductions (incl. supplements), fees and
 * manual adjustments (net, positive when customers were credited). Every figure is a sum of entries the
 * fund-detail lists show.
 */
export async function financialReport(
  db: Database,
  range: { from: string; to: string; timeZone: string },
): Promise<ReportDay[]> {
  const rows = await rowsOf<Record<(typeof REPORT_FIGURES)[number] | 'day' | 'currency', string>>(
    db.execute(sql`select to_char((e.created_at at time zone ${range.timeZone})::date, 'YYYY-MM-DD') as day, a.currency,
        coalesce(sum(e.amount) filter (where t.type = 'recharge' and a.owner_id is null), 0) * -1 as recharges,
        coalesce(sum(e.amount) filter (where t.type = 'capture' and a.kind = 'postage_revenue'), 0) as postage,
        coalesce(sum(e.amount) filter (where t.type = 'refund' and a.kind = 'postage_revenue'), 0) * -1 as refunds,
        coalesce(sum(e.amount) filter (where t.type in ('billDeduction', 'billSupplement') and a.kind = 'postage_revenue'), 0) as deductions,
        coalesce(sum(e.amount) filter (where t.type = 'fee' and a.kind = 'fees_revenue'), 0) as fees,
        coalesce(sum(e.amount) filter (where t.type = 'adjustment' and a.kind = 'adjustments'), 0) * -1 as adjustments
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      where a.owner_id is null
        and e.created_at >= (${range.from}::date)::timestamp at time zone ${range.timeZone}
        and e.created_at < (${range.to}::date + 1)::timestamp at time zone ${range.timeZone}
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((r) => ({
    day: r.day,
    currency: r.currency,
    ...(Object.fromEntries(REPORT_FIGURES.map((k) => [k, BigInt(r[k])])) as ReportFigures),
  }));
}
