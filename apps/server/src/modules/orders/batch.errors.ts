import type { Locale } from '@shiplabel/shared';
import type { AppError } from '../../lib/errors.ts';
import { hasMessage, t } from '../../lib/i18n/index.ts';

/**
 * An order's refusal inside a batch, worded as the error response would word it (parameters that are
 * message keys, e.g. `orders.status.8`, read in the asker's language too).
 */
export function messageOfError(locale: Locale, error: AppError): string {
  const params = Object.fromEntries(
    Object.entries(error.params).map(([k, v]) => [
      k,
      typeof v === 'string' && hasMessage(v) ? t(locale, v) : v,
    ]),
  );
  return t(locale, error.errorCode, params);
}

export interface BatchRefusal {
  orderId: string;
  orderNo: string | null;
  ok: false;
  errorCode: string;
  message: string;
}

export const refusalOf = (
  locale: Locale,
  orderId: string,
  orderNo: string | null,
  error: AppError,
): BatchRefusal => ({
  orderId,
  orderNo,
  ok: false,
  errorCode: error.errorCode,
  message: messageOfError(locale, error),
});
