import { type Currency, creditBalanceOf, formatMinor, type Locale } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { writeXlsx } from '../../lib/spreadsheet/write-xlsx.ts';
import { findUserById } from '../users/users.repository.ts';
import { describeFundLine, numberOfFundLine } from './fund-lines.describe.ts';
import {
  type FundFilter,
  financialReport,
  listCustomerWallets,
  listFundLines,
  REPORT_FIGURES,
  type ReportFigures,
} from './funds.repository.ts';
import { userNotCustomer } from './ledger.errors.ts';
import { type WalletBalance, walletBalances, walletsFromRows } from './ledger.usecases.ts';

export const walletJson = (w: WalletBalance) => ({
  currency: w.currency,
  available: formatMinor(w.available),
  held: formatMinor(w.held),
  deposit: formatMinor(w.deposit),
  earnest: formatMinor(w.earnest),
  pendingRefund: formatMinor(w.pendingRefund),
  creditLimit: formatMinor(w.creditLimit),
  creditBalance: formatMinor(creditBalanceOf(w.available, w.creditLimit)),
});

export async function balanceInfo(deps: Pick<AppDeps, 'db'> & { userId: string }) {
  return { wallets: (await walletBalances(deps.db, deps.userId)).map(walletJson) };
}

/** The five balances of /user/info (USD wallet), as decimal strings. */
export async function profileBalances(deps: Pick<AppDeps, 'db'> & { userId: string }) {
  const usd = (await walletBalances(deps.db, deps.userId)).find((w) => w.currency === 'USD')!;
  return {
    balance: formatMinor(usd.available),
    earnestBalance: formatMinor(usd.earnest),
    depositBalance: formatMinor(usd.deposit),
    refundAmount: formatMinor(usd.pendingRefund),
    creditBalance: formatMinor(creditBalanceOf(usd.available, usd.creditLimit)),
  };
}

export const EXPORT_LIMIT = 50_000;

export async function fundLinesPage(
  deps: AppDeps & { filter: Omit<FundFilter, 'timeZone'>; pageNum: number; pageSize: number },
) {
  const { rows, total } = await listFundLines(
    deps.db,
    { ...deps.filter, timeZone: deps.config.businessTz },
    { limit: deps.pageSize, offset: (deps.pageNum - 1) * deps.pageSize },
  );
  return { rows, total };
}

export interface ExportLabels {
  locale: Locale;
  sheet: string;
  headers: Record<string, string>;
  changeType: (value: number) => string;
  accountKind: (kind: string) => string;
}

export async function exportFundLines(
  deps: AppDeps & { filter: Omit<FundFilter, 'timeZone'>; labels: ExportLabels; withUser: boolean },
) {
  const { rows } = await listFundLines(
    deps.db,
    { ...deps.filter, timeZone: deps.config.businessTz },
    { limit: EXPORT_LIMIT, offset: 0 },
  );
  const h = deps.labels.headers;
  type Row = (typeof rows)[number];
  return writeXlsx([
    {
      name: deps.labels.sheet,
      columns: [
        { header: h.time!, type: 'date', width: 20, value: (r: Row) => r.createdAt },
        ...(deps.withUser ? [{ header: h.email!, width: 28, value: (r: Row) => r.email }] : []),
        { header: h.changeType!, width: 18, value: (r: Row) => deps.labels.changeType(r.changeType) },
        { header: h.wallet!, value: (r: Row) => r.currency },
        { header: h.account!, width: 18, value: (r: Row) => deps.labels.accountKind(r.accountKind) },
        { header: h.amount!, type: 'money', value: (r: Row) => r.amount },
        { header: h.balanceAfter!, type: 'money', value: (r: Row) => r.balanceAfter },
        { header: h.orderNo!, width: 24, value: (r: Row) => numberOfFundLine(r) },
        { header: h.reason!, width: 40, value: (r: Row) => describeFundLine(deps.labels.locale, r) },
      ],
      rows,
    },
  ]);
}

export async function walletsPage(deps: AppDeps & { keyword?: string; pageNum: number; pageSize: number }) {
  const { rows, total } = await listCustomerWallets(deps.db, deps.keyword, {
    limit: deps.pageSize,
    offset: (deps.pageNum - 1) * deps.pageSize,
  });
  return {
    total,
    list: rows.map((r) => ({
      userId: r.userId,
      email: r.email,
      nickName: r.nickName,
      kind: r.kind,
      wallets: walletsFromRows(r.accounts.map((a) => ({ ...a, currency: a.currency as Currency }))).map(
        walletJson,
      ),
    })),
  };
}

const CUSTOMER_KINDS = ['customer', 'proxy', 'warehouse'];

/** Staff money actions apply to customers only; anyone else (or an unknown id) is "user not found". */
export async function requireCustomer(deps: Pick<AppDeps, 'db'>, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user || !CUSTOMER_KINDS.includes(user.kind)) throw userNotCustomer();
  return user;
}

export async function reportOf(deps: AppDeps & { from: string; to: string }) {
  const days = await financialReport(deps.db, {
    from: deps.from,
    to: deps.to,
    timeZone: deps.config.businessTz,
  });
  const zero = () => Object.fromEntries(REPORT_FIGURES.map((k) => [k, 0n])) as ReportFigures;
  const totals = new Map<string, ReportFigures>();
  for (const d of days) {
    const total = totals.get(d.currency) ?? zero();
    for (const k of REPORT_FIGURES) total[k] += d[k];
    totals.set(d.currency, total);
  }
  const money = (v: ReportFigures) =>
    Object.fromEntries(REPORT_FIGURES.map((k) => [k, formatMinor(v[k])])) as Record<
      keyof ReportFigures,
      string
    >;
  return {
    from: deps.from,
    to: deps.to,
    timeZone: deps.config.businessTz,
    days: days.map((d) => ({ day: d.day, currency: d.currency, ...money(d) })),
    totals: [...totals.entries()].map(([currency, v]) => ({ currency, ...money(v) })),
  };
}
