import { createHash } from 'node:crypto';

/**
 * The 4PX open platform (FOP) signature. Every call is POST /router/api/service with the common
 * parameters in the query and the business data as the JSON body. The documented recipe (4PX API
 * "签名生成规则", also in EalenXie/sdk-all FopClient.java and tonylabs/medusa-fulfillment-4px
 * docs/4px.md): take every common parameter except access_token and language, sort them by name, run
 * each name into its value with no '=' or '&', append the exact body text sent, then the app secret,
 * and take the lower-case hex MD5 of that string (UTF-8).
 */
const UNSIGNED = new Set(['access_token', 'language', 'sign']);

export function fopSignString(params: Record<string, string>, body: string, appSecret: string): string {
  const names = Object.keys(params)
    .filter((name) => !UNSIGNED.has(name))
    .sort();
  return `${names.map((name) => `${name}${params[name]}`).join('')}${body}${appSecret}`;
}

export const fopSign = (params: Record<string, string>, body: string, appSecret: string): string =>
  createHash('md5')
    .update(fopSignString(params, body, appSecret), 'utf8')
    .digest('hex');

export interface FopCallParts {
  appKey: string;
  appSecret: string;
  method: string;
  version: string;
  /** Milliseconds since the epoch, as 4PX documents (e.g. 1532592413187). */
  timestamp: string;
  /** The JSON text sent as the body: the signature covers these exact bytes. */
  body: string;
  language?: 'cn' | 'en';
}

/** The query string of one signed call: app_key, format, method, timestamp, v, sign (+ language). */
export function fopQuery(parts: FopCallParts): URLSearchParams {
  const params: Record<string, string> = {
    app_key: parts.appKey,
    format: 'json',
    method: parts.method,
    timestamp: parts.timestamp,
    v: parts.version,
  };
  const query = new URLSearchParams(params);
  query.set('sign', fopSign(params, parts.body, parts.appSecret));
  if (parts.language) query.set('language', parts.language);
  return query;
}
