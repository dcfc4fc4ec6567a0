import { CarrierError } from '../carrier-adapter.ts';

/**
 * ShipEngine's error body {request_id, errors:[{error_source, error_type, error_code, message, field_name}]}
 * (`error_response_body` of the OpenAPI) as our stable codes; ShipEngine's own words stay as the
 * carrierMessage for the API log.
 */
export interface ShipengineError {
  error_source?: string;
  error_type?: string;
  error_code?: string;
  message?: string;
  field_name?: string;
}

export interface ShipengineErrorBody {
  request_id?: string;
  errors?: ShipengineError[];
}

const BY_CODE: Record<string, string> = {
  unauthorized: 'carrier.auth_failed',
  forbidden: 'carrier.auth_failed',
  carrier_disconnected: 'carrier.auth_failed',
  subscription_inactive: 'carrier.account_suspended',
  trial_expired: 'carrier.account_suspended',
  insufficient_funds: 'carrier.account_suspended',
  invalid_billing_plan: 'carrier.account_suspended',
  terms_not_accepted: 'carrier.account_suspended',
  funding_source_error: 'carrier.account_suspended',
  funding_source_missing_configuration: 'carrier.account_suspended',
  invalid_address: 'carrier.address_invalid',
  customs_items_required: 'carrier.customs_required',
  rate_limit_exceeded: 'carrier.rate_limited',
  carrier_not_connected: 'carrier.service_unavailable',
  carrier_not_supported: 'carrier.service_unavailable',
  no_rates_returned: 'carrier.service_unavailable',
  service_not_determined: 'carrier.service_unavailable',
  confirmation_not_supported: 'carrier.service_unavailable',
  return_label_not_supported: 'carrier.service_unavailable',
  tracking_not_supported: 'carrier.tracking_not_found',
};

/** Words of carrier messages ShipEngine passes through with generic codes (invalid_field_value, unspecified). */
const BY_MESSAGE: [RegExp, string][] = [
  [/authenticat|api key|credential/i, 'carrier.auth_failed'],
  [/suspend|inactive account|account (is )?(locked|disabled)/i, 'carrier.account_suspended'],
  [/undeliverable|not deliverable|cannot be delivered|does not deliver/i, 'carrier.address_undeliverable'],
  [/weight.*(exceed|limit|maximum|too heavy)|(exceed|over).*weight/i, 'carrier.weight_over_limit'],
  [
    /(dimension|length|girth|size).*(exceed|limit|maximum)|(exceed|over).*(dimension|length|girth|size)/i,
    'carrier.dimensions_over_limit',
  ],
  [/customs/i, 'carrier.customs_required'],
];

const ADDRESS_FIELD = /(^|\.)(ship_to|ship_from|return_to)\./;

export function ourCode(error: ShipengineError | undefined): string {
  if (!error) return 'carrier.rejected';
  const message = error.message ?? '';
  const byMessage = BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1];
  const byCode = error.error_code ? BY_CODE[error.error_code] : undefined;
  // An address refusal names its reason in words: "undeliverable" is more precise than invalid_address.
  if (byCode === 'carrier.address_invalid' && byMessage === 'carrier.address_undeliverable') return byMessage;
  if (byCode) return byCode;
  if (error.error_type === 'security') return 'carrier.auth_failed';
  if (error.error_type === 'account_status') return 'carrier.account_suspended';
  if (byMessage) return byMessage;
  if (error.field_name && ADDRESS_FIELD.test(error.field_name)) return 'carrier.address_invalid';
  return 'carrier.rejected';
}

export const errorsOf = (body: unknown): ShipengineError[] => {
  const errors = (body as ShipengineErrorBody | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e) => e && typeof e === 'object') : [];
};

const messageOf = (errors: ShipengineError[]) =>
  errors
    .map((e) => [e.error_code, e.message].filter(Boolean).join(': '))
    .filter(Boolean)
    .join('; ');

/** The CarrierError of a failed answer: the first error mapped, every error's text kept for the log. */
export function shipengineFailure(response: { status: number; text: string }): CarrierError {
  let body: unknown = null;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = null;
  }
  const errors = errorsOf(body);
  const first = errors[0];
  const message = messageOf(errors) || response.text.slice(0, 500);
  if (response.status === 401 || response.status === 403)
    return new CarrierError('carrier.auth_failed', message, first?.error_code);
  if (response.status === 429) return new CarrierError('carrier.rate_limited', message, first?.error_code);
  if (!first) {
    const code = response.status >= 500 ? 'carrier.unreachable' : 'carrier.bad_response';
    return new CarrierError(code, `HTTP ${response.status}: ${message}`);
  }
  if (response.status >= 500 && ourCode(first) === 'carrier.rejected')
    return new CarrierError('carrier.unreachable', message, first.error_code);
  return new CarrierError(ourCode(first), message, first.error_code);
}

/** The CarrierError of errors inside a 200 answer (a rate response with status "error"). */
export function shipengineErrors(errors: ShipengineError[], fallback: string): CarrierError {
  const first = errors[0];
  return new CarrierError(
    first ? ourCode(first) : fallback,
    messageOf(errors) || undefined,
    first?.error_code,
  );
}
