import type { Locale } from '@shiplabel/shared';
import { hasMessage, t } from '../../lib/i18n/index.ts';
import type { FundLine } from './funds.repository.ts';

/**
 * What a fund-detail line is, in the reader's language: the description of its transaction type (per
 * account where one movement touches several, e.g. a label's deposit and the rest of its hold), followed by
 * what a person wrote (a staff member's reason, a reviewer's rejection) when there is one. The system's own
 * postings store no text, so a line never shows a raw word or another language's reason.
 */
export function describeFundLine(
  locale: Locale,
  line: Pick<FundLine, 'type' | 'accountKind' | 'reference' | 'reason'>,
) {
  const perAccount = `ledger.describe.${line.type}.${line.accountKind}`;
  const key = hasMessage(perAccount) ? perAccount : `ledger.describe.${line.type}`;
  const description = hasMessage(key) ? t(locale, key, { reference: line.reference }) : line.type;
  return line.reason
    ? t(locale, 'ledger.describe.with_reason', { description, reason: line.reason })
    : description;
}

/** The number a customer knows a line by: the order number, or the recharge's finance number. */
export const numberOfFundLine = (line: Pick<FundLine, 'orderNo' | 'financeNo'>) =>
  line.orderNo ?? line.financeNo ?? '';
