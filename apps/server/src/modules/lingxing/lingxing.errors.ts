import { type AppError, badRequest, conflict, notFound, tooMany } from '../../lib/errors.ts';

/**
 * LingXing's answers as stable codes (docs: 全局错误码说明, fixtures/SOURCES.md). `retry` says whether the
 * push-back job tries again later (rate limit, expired token or signature, the ERP unreachable) or gives
 * up (wrong credentials, IP not on the whitelist, the ERP refusing the order).
 */
export interface LingxingFailure {
  code: string;
  retry: boolean;
  /** LingXing's own message / error_details, kept for the operator (never shown as our text). */
  detail: string;
}

const BY_LINGXING_CODE: Record<string, { code: string; retry: boolean }> = {
  '2001001': { code: 'lingxing.bad_credentials', retry: false },
  '2001002': { code: 'lingxing.bad_credentials', retry: false },
  '2001003': { code: 'lingxing.token_expired', retry: true },
  '2001004': { code: 'lingxing.api_not_authorized', retry: false },
  '2001005': { code: 'lingxing.token_expired', retry: true },
  '2001006': { code: 'lingxing.sign_invalid', retry: true },
  '2001007': { code: 'lingxing.sign_invalid', retry: true },
  '2001008': { code: 'lingxing.token_expired', retry: true },
  '2001009': { code: 'lingxing.token_expired', retry: true },
  '3001001': { code: 'lingxing.sign_invalid', retry: false },
  '3001002': { code: 'lingxing.ip_not_allowed', retry: false },
  '3001008': { code: 'lingxing.rate_limited', retry: true },
};

/** Token codes after which a fresh token is fetched and the call made once more. */
export const TOKEN_CODES = new Set(['2001003', '2001005', '2001008', '2001009']);

export class LingxingError extends Error {
  constructor(readonly failure: LingxingFailure) {
    super(`${failure.code}: ${failure.detail}`);
  }
}

export function failureOf(lingxingCode: string, detail: string): LingxingFailure {
  const known = BY_LINGXING_CODE[lingxingCode];
  return known
    ? { ...known, detail }
    : { code: 'lingxing.refused', retry: false, detail: `${lingxingCode} ${detail}`.trim() };
}

export const unreachable = (detail: string): LingxingFailure => ({
  code: 'lingxing.unreachable',
  retry: true,
  detail,
});

/** A failure as the API answers it (connect, test): credentials 400, rate limit 429, the rest 502-like 409. */
export function httpErrorOf(failure: LingxingFailure): AppError {
  if (failure.code === 'lingxing.rate_limited') return tooMany(failure.code);
  if (failure.code === 'lingxing.unreachable' || failure.code === 'lingxing.refused')
    return conflict(failure.code, { detail: failure.detail.slice(0, 200) });
  return badRequest(failure.code);
}

export const notConnected = () => notFound('lingxing.not_connected');
export const erpOrderNotFound = () => notFound('lingxing.order_not_found');
export const nothingToPush = () => conflict('lingxing.no_label');
