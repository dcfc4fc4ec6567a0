import type { Page, SubmitRecharge } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

export interface Wallet {
  currency: string;
  available: string;
  held: string;
  deposit: string;
  earnest: string;
  pendingRefund: string;
  creditLimit: string;
  creditBalance: string;
}

export interface Recharge {
  id: string;
  financeNo: string;
  userId: string;
  email: string;
  currency: string;
  paymentMethod: string;
  forecastAmount: string;
  actualAmount: string | null;
  voucherId: string;
  voucherUrl: string;
  remark: string;
  status: number;
  auditRemark: string;
  createdAt: string;
  arrivedAt: string | null;
  auditedAt: string | null;
}

export interface FundLine {
  id: string;
  transactionId: string;
  userId: string;
  email: string;
  type: string;
  changeType: number;
  currency: string;
  accountKind: string;
  amount: string;
  balanceAfter: string;
  /** The customer's order number when the line belongs to an order. */
  orderNo: string | null;
  /** The order number or the recharge's finance number ('' when neither applies). */
  number: string;
  /** What the line is, in the reader's language, with what a person wrote. */
  reason: string;
  createdAt: string;
}

export interface CustomerWallets {
  userId: string;
  email: string;
  nickName: string;
  kind: string;
  wallets: Wallet[];
}

export interface ReportAmounts {
  recharges: string;
  postage: string;
  refunds: string;
  deductions: string;
  fees: string;
  /** Manual adjustments, net (positive when customers were credited). */
  adjustments: string;
}
export interface FinancialReport {
  from: string;
  to: string;
  timeZone: string;
  days: (ReportAmounts & { day: string; currency: string })[];
  totals: (ReportAmounts & { currency: string })[];
}

export interface Reconciliation {
  accounts: {
    accountId: string;
    ownerId: string | null;
    email: string | null;
    currency: string;
    kind: string;
    storedBalance: string;
    entrySum: string;
    problem: string;
  }[];
  transactions: {
    transactionId: string;
    userId: string;
    type: string;
    currency: string;
    sum: string;
    createdAt: string;
  }[];
}

/** What the recharge review warns about (GET /admin/recharge/:id/warnings). */
export interface RechargeWarnings {
  sameVoucher: { id: string; financeNo: string; email: string; status: number; createdAt: string }[];
  amountWarnPercent: number;
  forecastAmount: string;
  amountDeviates: boolean | null;
}

export interface FundQuery {
  pageNum: number;
  pageSize: number;
  changeType?: number;
  currency?: string;
  from?: string;
  to?: string;
  keyword?: string;
}

export interface RechargeQuery {
  pageNum: number;
  pageSize: number;
  status?: number;
  currency?: string;
  keyword?: string;
}

export interface Uploaded {
  id: string;
  url: string;
  mimeType: string;
  size: number;
  filename: string;
}

const withoutEmpty = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/** A one-time key per user action: a retried or double-clicked money action moves money once. */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const moneyApi = {
  balances: () => http.get<{ wallets: Wallet[] }>('/user/balanceInfo'),
  uploadVoucher: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<Uploaded>('/app/attachment/upload/image', form, { hideMessage: true });
  },
  voucher: (url: string) => http.download(url, { hideMessage: true }),
  submitRecharge: (input: SubmitRecharge) => http.post<Recharge>('/app/user/recharge', input),
  rechargeWarnings: (id: string) =>
    http.get<RechargeWarnings>(`/admin/recharge/${encodeURIComponent(id)}/warnings`),
  myRecharges: (query: RechargeQuery) =>
    http.get<Page<Recharge>>('/app/user/recharge/list', { params: withoutEmpty(query) }),
  downloadMyRecharges: (query: Omit<RechargeQuery, 'pageNum' | 'pageSize'>) =>
    http.download('/app/user/recharge/down', { params: withoutEmpty(query) }),
  myFundLines: (query: FundQuery) =>
    http.get<Page<FundLine>>('/app/balance/log/list', { params: withoutEmpty(query) }),
  downloadMyFundLines: (query: Omit<FundQuery, 'pageNum' | 'pageSize'>) =>
    http.download('/app/balance/log/down', { params: withoutEmpty(query) }),
  myPostageLines: (query: FundQuery) =>
    http.get<Page<FundLine>>('/app/postage/list', { params: withoutEmpty(query) }),

  recharges: (query: RechargeQuery) =>
    http.get<Page<Recharge>>('/admin/recharge/list', { params: withoutEmpty(query) }),
  reviewRecharge: (input: { id: string; approve: boolean; actualAmount?: string; reason: string }) =>
    http.post<Recharge>('/admin/recharge/approve', input),
  fundLines: (query: FundQuery) =>
    http.get<Page<FundLine>>('/admin/balance/log/list', { params: withoutEmpty(query) }),
  downloadFundLines: (query: Omit<FundQuery, 'pageNum' | 'pageSize'>) =>
    http.download('/admin/balance/log/down', { params: withoutEmpty(query) }),
  wallets: (query: { pageNum: number; pageSize: number; keyword?: string }) =>
    http.get<Page<CustomerWallets>>('/admin/wallets', { params: withoutEmpty(query) }),
  adjust: (userId: string, body: { currency: string; amount: string; reason: string }, key: string) =>
    http.post(`/admin/wallets/${userId}/adjust`, body, idempotent(key)),
  transfer: (
    userId: string,
    body: { from: string; to: string; amount: string; rate: string; reason: string },
    key: string,
  ) => http.post(`/admin/wallets/${userId}/transfer`, body, idempotent(key)),
  setCredit: (userId: string, body: { currency: string; creditLimit: string; reason: string }) =>
    http.post(`/admin/wallets/${userId}/credit`, body),
  collectEarnest: (userId: string, body: { currency: string; amount: string; reason: string }, key: string) =>
    http.post(`/admin/wallets/${userId}/earnest`, body, idempotent(key)),
  releaseEarnest: (userId: string, currency: string, key: string) =>
    http.post(`/admin/releaseEarnest/${userId}`, { currency }, idempotent(key)),
  report: (from: string, to: string) =>
    http.get<FinancialReport>('/admin/finance/report', { params: { from, to } }),
  reconciliation: () => http.get<Reconciliation>('/admin/finance/reconciliation'),
};

/** Saves a downloaded file under the server's name. */
export function saveDownload(response: { data: Blob; headers: Record<string, unknown> }, fallback: string) {
  const disposition = String(response.headers['content-disposition'] ?? '');
  const match = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  const name = match ? decodeURIComponent(match[1]!) : fallback;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
