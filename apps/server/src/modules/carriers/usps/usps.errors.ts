import { CarrierError } from '../carrier-adapter.ts';

/**
 * USPS's two error shapes: the v3 APIs' ErrorMessage
 * `{ apiVersion, error: { code, message, errors: [{ status, code, title, detail, source }] } }`
 * (vendor/*.yaml components.schemas.ErrorMessage) and the OAuth server's RFC 6749 answer
 * `{ error: "invalid_client", error_description }`.
 */
interface V3Error {
  apiVersion?: string;
  error?:
    | string
    | {
        code?: string;
        message?: string;
        errors?: { status?: string; code?: string; title?: string; detail?: string; source?: unknown }[];
      };
  error_description?: string;
}

export interface UspsErrorText {
  /** What USPS said, joined, for the API log (carrierMessage). */
  message: string;
  /** USPS's own code: the first detailed error's code, else the top code. */
  code?: string;
}

/** USPS's error text out of any answer body (JSON or not). */
export function uspsErrorText(status: number, body: string): UspsErrorText {
  let parsed: V3Error | null = null;
  try {
    parsed = JSON.parse(body) as V3Error;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object') return { message: `HTTP ${status}: ${body.slice(0, 300)}` };
  if (typeof parsed.error === 'string')
    return { message: parsed.error_description ?? parsed.error, code: parsed.error };
  const top = parsed.error;
  const details = (top?.errors ?? [])
    .map((e) => [e.title, e.detail].filter(Boolean).join(': '))
    .filter(Boolean);
  const message = [top?.message, ...details].filter(Boolean).join(' | ') || `HTTP ${status}`;
  return { message, code: top?.errors?.[0]?.code ?? top?.code };
}

/** Our code for a USPS refusal, read from its text (USPS codes are internal and not published). */
function codeOfText(text: string): string {
  const t = text.toLowerCase();
  const over = /(exceed|over|greater than|too (heavy|large|long)|maximum|max\b|limit)/.test(t);
  if (/weight/.test(t) && over) return 'carrier.weight_over_limit';
  if (/(length|girth|dimension|height|width|size)/.test(t) && over) return 'carrier.dimensions_over_limit';
  if (/(suspend|inactive|deactivated|closed)/.test(t) && /(account|eps|permit|crid)/.test(t))
    return 'carrier.account_suspended';
  if (/(customs|aesitn|itn\b|hstariff|contents|countryoforigin)/.test(t)) return 'carrier.customs_required';
  if (/(undeliverable|not deliverable|cannot be delivered|no delivery|does not deliver)/.test(t))
    return 'carrier.address_undeliverable';
  if (/(address|zip ?code|zipcode|city|state\b|postal ?code|secondary)/.test(t))
    return 'carrier.address_invalid';
  if (
    /(mail ?class|mailclass|rate ?indicator|processing ?category|not (available|eligible)|no rates?)/.test(t)
  )
    return 'carrier.service_unavailable';
  if (/(not enrolled|crid|mid\b|payment|authoriz)/.test(t)) return 'carrier.auth_failed';
  return 'carrier.rejected';
}

/** A USPS error answer as the CarrierError our callers translate; the raw text stays in carrierMessage. */
export function uspsError(status: number, body: string): CarrierError {
  const { message, code } = uspsErrorText(status, body);
  if (status === 401) return new CarrierError('carrier.auth_failed', message, code);
  if (status === 403) {
    const mapped = codeOfText(message);
    return new CarrierError(
      mapped === 'carrier.account_suspended' ? mapped : 'carrier.auth_failed',
      message,
      code,
    );
  }
  if (status === 429) return new CarrierError('carrier.rate_limited', message, code);
  if (status >= 500) return new CarrierError('carrier.unreachable', message, code);
  if (code === 'invalid_client' || code === 'invalid_grant' || code === 'unauthorized_client')
    return new CarrierError('carrier.auth_failed', message, code);
  return new CarrierError(codeOfText(message), message, code);
}
