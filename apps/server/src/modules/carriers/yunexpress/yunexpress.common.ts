import { CarrierError, type CarrierHttpResponse } from '../carrier-adapter.ts';
import { requireCarrierAmount } from '../carrier-amount.ts';

/**
 * Pure pieces shared by the YunExpress request builders and answer readers: the response envelope, its
 * error codes and units. Envelope and field names are those of the YunExpress OpenAPI reference as
 * published with evan-lc/yunexpress-sdk (skills/yunexpress/references/openapi.yaml); see fixtures/SOURCES.md.
 */

/** Every answer: `{ t, success, code, msg, request_id, result }` (ErrorResponse / ApiEnvelope_*). */
export interface YunEnvelope<T = unknown> {
  t?: string | number;
  success?: boolean;
  code?: string | number;
  msg?: string;
  message?: string;
  request_id?: string;
  result?: T;
  /** The product list answers its rows here (SDK tests, basic.test.ts). */
  detail?: T;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function envelopeOf<T>(body: unknown): YunEnvelope<T> {
  return isObject(body) ? (body as YunEnvelope<T>) : {};
}

const codeText = (code: unknown) => (code === undefined || code === null ? undefined : String(code));

/** The answer failed: a false `success`, or an error code with no result. */
export function envelopeFailed(envelope: YunEnvelope): boolean {
  if (envelope.success === false) return true;
  if (envelope.success === true) return false;
  return (
    codeText(envelope.code) !== undefined && envelope.result === undefined && envelope.detail === undefined
  );
}

/**
 * YunExpress error codes we can name (the codes integrators of the OpenAPI list; fixtures/SOURCES.md).
 * 02039066 "customer order number already exists" is read by the adapter: the order was made earlier.
 */
export const DUPLICATE_ORDER_CODE = '02039066';
export const TOKEN_INVALID_CODES = new Set(['0200401002', '0200401101', '0200401102']);

const CODE_MAP: Record<string, string> = {
  '0200401002': 'carrier.auth_failed', // token invalid or expired
  '0200401101': 'carrier.auth_failed', // sign missing or wrong
  '0200401102': 'carrier.auth_failed', // sign or token invalid
  '02039311': 'carrier.insufficient_balance', // account balance too low
  '02039015': 'carrier.rate_limited', // the same order is being processed: try again shortly
  '02039019': 'carrier.service_unavailable', // product code unknown or not opened for the account
  '02039083': 'carrier.address_undeliverable', // destination / postal code not served, or weight not taken
  '02039026': 'carrier.address_invalid', // receiver missing
  '02039039': 'carrier.address_invalid', // special characters in the receiver
  '02030010': 'carrier.address_invalid', // postal code: letters, digits and spaces only
  '02039306': 'carrier.weight_over_limit', // weight out of range
};

/** The message decides when the code is not one we know (YunExpress answers in zh-CN or en-US). */
const MESSAGE_RULES: [RegExp, string][] = [
  [/余额|balance|insufficient fund/i, 'carrier.insufficient_balance'],
  [/冻结|停用|禁用|suspend|frozen|disabled account/i, 'carrier.account_suspended'],
  [/重量.*(超|限)|weight.*(exceed|limit|maximum)/i, 'carrier.weight_over_limit'],
  [
    /(尺寸|长度|周长|体积).*(超|限)|(length|girth|dimension|size).*(exceed|limit|maximum)/i,
    'carrier.dimensions_over_limit',
  ],
  [/申报|海关|customs|declar/i, 'carrier.customs_required'],
  [
    /不可达|不支持.*(国家|邮编|地区)|无法派送|偏远|not deliverable|undeliverable|not (served|supported) .*(country|postal)/i,
    'carrier.address_undeliverable',
  ],
  [/地址|邮编|收件人|城市|省|address|postal|zip|receiver|city|province/i, 'carrier.address_invalid'],
  [/产品|渠道|product|channel/i, 'carrier.service_unavailable'],
  [/token|签名|sign|授权|认证|appid|app_id|secret|auth/i, 'carrier.auth_failed'],
];

export function ourCode(code: string | undefined, message: string): string {
  const known = code ? CODE_MAP[code] : undefined;
  if (known) return known;
  return MESSAGE_RULES.find(([pattern]) => pattern.test(message))?.[1] ?? 'carrier.rejected';
}

function parsed(response: Pick<CarrierHttpResponse, 'text'>): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    return null;
  }
}

/** The refusal in an answer (HTTP status or envelope), or null when it succeeded. */
export function yunFailure(response: Pick<CarrierHttpResponse, 'status' | 'text'>): CarrierError | null {
  const body = parsed(response);
  const envelope = envelopeOf(body);
  const ok2xx = response.status >= 200 && response.status < 300;
  if (ok2xx && body !== null && !envelopeFailed(envelope)) return null;
  const code = codeText(envelope.code);
  const message = envelope.msg ?? envelope.message ?? response.text.slice(0, 300);
  if (response.status === 401 || response.status === 403)
    return new CarrierError('carrier.auth_failed', message, code);
  if (response.status === 429) return new CarrierError('carrier.rate_limited', message, code);
  if (body === null || (!ok2xx && code === undefined)) {
    const ours = response.status >= 500 ? 'carrier.unreachable' : 'carrier.bad_response';
    return new CarrierError(ours, `HTTP ${response.status}: ${response.text.slice(0, 300)}`, code);
  }
  return new CarrierError(ourCode(code, message), message, code);
}

/** The result of a successful answer; throws the refusal otherwise. */
export function yunResult<T>(response: Pick<CarrierHttpResponse, 'status' | 'text'>): T {
  const failure = yunFailure(response);
  if (failure) throw failure;
  const envelope = envelopeOf<T>(parsed(response));
  return (envelope.result ?? envelope.detail) as T;
}

const GRAMS_PER_LB = 453.59237;
const CM_PER_IN = 2.54;

/** Kilograms with at most 3 decimals (Package.weight: "> 0, max 3 decimal places"), rounded up. */
export const kilograms = (lb: number): number => Math.max(1, Math.ceil(lb * GRAMS_PER_LB - 1e-6)) / 1000;

/** Centimetres with one decimal, rounded up. */
export const centimetres = (inches: number): number => Math.ceil(inches * CM_PER_IN * 10 - 1e-6) / 10;

/**
 * A decimal amount ("8", 8, 12.5, "12.50") to minor units, exactly: the digits are read as text, so
 * no float arithmetic happens; half a cent or more rounds up ("12.345" -> 1235n). Throws
 * 'carrier.bad_response' for anything that is not an amount.
 */
export const amountMinor = (amount: unknown): bigint => requireCarrierAmount(amount, 'half-up');

/** YunExpress writes the yuan as RMB; our currencies are ISO codes. */
export const isoCurrency = (currency: unknown): string => {
  const text = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  return text === 'RMB' ? 'CNY' : text;
};
