import { CarrierError } from '../carrier-adapter.ts';
import { requireCarrierAmount } from '../carrier-amount.ts';

/** Every FOP answer: result "1" success, "0" failure ("2" partly done), errors[] on failure, data. */
export interface FopEnvelope<T = unknown> {
  result?: string | number;
  msg?: string;
  errors?: FopErrorItem[] | null;
  data?: T;
}

/** 4PX writes error_code/error_msg; some answers (ds.xms.order.hold sample) also carry camelCase copies. */
export interface FopErrorItem {
  error_code?: string | null;
  error_msg?: string | null;
  error_data?: string | null;
  reference_code?: string | null;
  errorCode?: string | null;
  errorMsg?: string | null;
}

/** 4PX's product list sample carries data without a result: data and no errors count as done. */
export const succeeded = (envelope: FopEnvelope): boolean =>
  envelope.result === undefined
    ? envelope.data !== undefined && !(Array.isArray(envelope.errors) && envelope.errors.length > 0)
    : String(envelope.result) === '1';

export function fopErrors(envelope: FopEnvelope): { code: string; message: string }[] {
  return (Array.isArray(envelope.errors) ? envelope.errors : []).map((e) => ({
    code: String(e?.error_code ?? e?.errorCode ?? '').trim(),
    message: String(e?.error_msg ?? e?.errorMsg ?? '').trim(),
  }));
}

/**
 * 4PX's codes to ours. Gateway codes 0000xx are from the generic error table (signature, app key,
 * authorisation, rate limit); DSxxxxxx are the direct-shipment codes of ds.xms.order.create.
 */
const BY_CODE: Record<string, string> = {
  '000012': 'carrier.auth_failed', // signature verification error
  '000013': 'carrier.auth_failed', // app_key validation failed
  '000014': 'carrier.auth_failed', // invalid authentication parameters
  '000016': 'carrier.auth_failed', // API not authorised for this app
  '000018': 'carrier.auth_failed', // app does not exist
  '000021': 'carrier.auth_failed', // user does not match the app
  '000022': 'carrier.auth_failed', // user not authorised
  '000025': 'carrier.auth_failed', // user type does not match the API
  '000023': 'carrier.account_suspended', // user unavailable
  '000017': 'carrier.rate_limited', // too many requests, try again in a minute
  DS000006: 'carrier.rate_limited', // too many operations
  '000020': 'carrier.timeout', // request timeout or exception at 4PX
  '000015': 'carrier.unreachable', // API unavailable
  '000024': 'carrier.unreachable', // service provider API returned 404
  DS000014: 'carrier.void_refused', // this order cannot be cancelled
  DS000017: 'carrier.label_not_found', // order not found
  DS000046: 'carrier.label_not_found', // label for this ticket does not exist
};

/**
 * 4PX answers most business refusals with a generic code and words (English or Chinese, by the
 * `language` parameter): these patterns catch the ones a customer can act on.
 */
const BY_TEXT: [RegExp, string][] = [
  [/not (be )?found|can ?not find|no such order|不存在|未找到|查询不到/i, 'carrier.label_not_found'],
  [/(weight|重量).*(exceed|over|limit|max|超)|(exceed|超).*(weight|重量)/i, 'carrier.weight_over_limit'],
  [/(length|width|height|size|尺寸|长|宽|高).*(exceed|over|limit|max|超)/i, 'carrier.dimensions_over_limit'],
  [/post ?code|zip|邮编/i, 'carrier.address_invalid'],
  [/address|street|city|state|地址|城市|州/i, 'carrier.address_invalid'],
  [/declar|hs ?code|申报|海关编码/i, 'carrier.customs_required'],
  [/product|country|not support|不支持|产品|渠道/i, 'carrier.service_unavailable'],
];

export function ourCode(error: { code: string; message: string } | undefined): string {
  if (!error) return 'carrier.rejected';
  const byCode = BY_CODE[error.code.toUpperCase()];
  if (byCode) return byCode;
  return BY_TEXT.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'carrier.rejected';
}

/** A refusal as our error: our code, 4PX's own words (for the API log) and its code. */
export function fopFailure(envelope: FopEnvelope): CarrierError {
  const errors = fopErrors(envelope);
  const words = errors.map((e) => e.message).filter(Boolean);
  return new CarrierError(
    ourCode(errors[0]),
    (words.length ? words.join('; ') : envelope.msg) || 'refused without a reason',
    errors[0]?.code || undefined,
  );
}

/** A decimal amount 4PX sends ("413.24", 413.24, "1.005") as minor units, half up past two decimals. */
export const decimalToMinor = (amount: unknown): bigint => requireCarrierAmount(amount, 'half-up');

/**
 * 4PX charges in CNY (lump_sum_fee "总费用(CNY)"). A channel billing in USD converts with its
 * `cnyPerUsd` setting (CNY for one USD, e.g. "7.1"), rounded half up to the cent, in integers.
 */
export function cnyToCurrency(cnyMinor: bigint, currency: string, cnyPerUsd: unknown): bigint {
  if (currency.toUpperCase() === 'CNY') return cnyMinor;
  if (currency.toUpperCase() !== 'USD')
    throw new CarrierError('carrier.bad_response', `4PX charges CNY; no conversion to ${currency}`);
  const rate = typeof cnyPerUsd === 'string' ? /^(\d{1,6})(?:\.(\d{1,8}))?$/.exec(cnyPerUsd.trim()) : null;
  if (!rate)
    throw new CarrierError('carrier.bad_response', '4PX charges CNY: set the channel CNY per USD rate');
  const [, units, decimals = ''] = rate;
  const scale = 10n ** BigInt(decimals.length);
  const scaled = BigInt(units!) * scale + BigInt(decimals || '0');
  if (scaled === 0n) throw new CarrierError('carrier.bad_response', 'the CNY per USD rate is zero');
  // usd = cny / rate = cnyMinor * scale / scaled, half up.
  return (cnyMinor * scale * 2n + scaled) / (scaled * 2n);
}

/** Grams as 4PX wants them (whole grams, "不能有小数"), never less than 1. */
export const grams = (lb: number): number => Math.max(1, Math.ceil(lb * 453.59237 - 1e-9));

/** Centimetres with two decimals (the rate trial keeps two decimals). */
export const centimetres = (inches: number): string => (Math.round(inches * 254) / 100).toFixed(2);
