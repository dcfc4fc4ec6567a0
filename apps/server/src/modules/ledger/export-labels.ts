import type { Locale } from '@shiplabel/shared';
import { t } from '../../lib/i18n/index.ts';
import type { ExportLabels } from './funds.usecases.ts';

const HEADERS = [
  'time',
  'email',
  'changeType',
  'wallet',
  'account',
  'amount',
  'balanceAfter',
  'orderNo',
  'reason',
];

/** Column titles and value labels of the fund-detail export in the caller's language. */
export function fundExportLabels(locale: Locale): ExportLabels {
  return {
    locale,
    sheet: t(locale, 'export.funds.sheet'),
    headers: Object.fromEntries(HEADERS.map((h) => [h, t(locale, `export.funds.${h}`)])),
    changeType: (value) => t(locale, `ledger.change_type.${value}`),
    accountKind: (kind) => t(locale, `ledger.account.${kind}`),
  };
}

export const rechargeStatusLabel = (locale: Locale, status: number) =>
  t(locale, `ledger.recharge_status.${status}`);
export const paymentMethodLabel = (locale: Locale, method: string) =>
  t(locale, `ledger.payment_method.${method}`);
