import type { Locale } from '@shiplabel/shared';
import { messageOfError } from '../../lib/error-handler.ts';
import type { AppError } from '../../lib/errors.ts';

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
