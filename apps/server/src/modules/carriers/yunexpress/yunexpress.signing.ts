import { createHmac } from 'node:crypto';

/**
 * YunExpress OpenAPI request signing (open.yunexpress.cn; the recipe as the evan-lc/yunexpress-sdk docs and
 * signer state it, see fixtures/SOURCES.md): sign = base64(HMAC-SHA256(appSecret, canonical)) where the
 * canonical string is `body=<exact JSON sent>&date=<ms>&method=<METHOD>&uri=<path>`, the `body=` part left
 * out when the request has none and `uri` the path without the query. Headers: token, date, sign.
 */
export interface SignedRequestParts {
  method: string;
  /** The path only, e.g. /v1/order/package/create (the query string is not signed). */
  path: string;
  /** Milliseconds since the epoch, as sent in the `date` header. */
  date: string;
  /** The body exactly as sent; absent or empty for a GET. */
  body?: string;
}

export function canonicalString(parts: SignedRequestParts): string {
  const fields = [
    ...(parts.body ? [`body=${parts.body}`] : []),
    `date=${parts.date}`,
    `method=${parts.method.toUpperCase()}`,
    `uri=${parts.path}`,
  ];
  return fields.join('&');
}

export const signRequest = (secret: string, parts: SignedRequestParts): string =>
  createHmac('sha256', secret).update(canonicalString(parts), 'utf8').digest('base64');

/** The three authentication headers of one call. */
export function signedHeaders(
  token: string,
  secret: string,
  parts: SignedRequestParts,
): { token: string; date: string; sign: string } {
  return { token, date: parts.date, sign: signRequest(secret, parts) };
}
