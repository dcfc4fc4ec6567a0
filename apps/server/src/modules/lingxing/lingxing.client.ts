import type { Database } from '../../db/client.ts';
import { carrierBaseUrl } from '../carriers/http/carrier-base-url.ts';
import { carrierTokens } from '../carriers/http/carrier-tokens.ts';
import { failureOf, LingxingError, TOKEN_CODES, unreachable } from './lingxing.errors.ts';
import { signParams } from './lingxing.signing.ts';

/** LingXing's open API host (docs 2.1); tests and e2e point a connection's baseUrl at a local fake. */
export const LINGXING_HOST = 'https://openapi.lingxing.com';
export const TOKEN_PATH = '/api/auth-server/oauth/access-token';
const TIMEOUT_MS = 30_000;

export interface LingxingCredentials {
  connectionId: string;
  appId: string;
  appSecret: string;
  baseUrl: string;
}

export const lingxingBaseUrl = (baseUrl: string) =>
  carrierBaseUrl({ settings: baseUrl ? { baseUrl } : {} }, LINGXING_HOST);

async function send(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new LingxingError(unreachable(error instanceof Error ? error.message : String(error)));
  }
  const text = await response.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // not JSON: reported below with the status
  }
  throw new LingxingError(unreachable(`HTTP ${response.status}: ${text.slice(0, 200)}`));
}

const detailOf = (body: Record<string, unknown>) =>
  [body.message ?? body.msg, ...(Array.isArray(body.error_details) ? body.error_details : [])]
    .filter((part) => typeof part === 'string' && part !== '')
    .join('; ')
    .slice(0, 500);

/**
 * Asks for an access token (docs: 获取接口令牌): multipart appId + appSecret; answers
 * {code:"200", data:{access_token, refresh_token, expires_in}} or {code:"2001001", msg}.
 */
export async function requestToken(
  creds: Pick<LingxingCredentials, 'appId' | 'appSecret' | 'baseUrl'>,
): Promise<{ token: string; expiresInSeconds: number }> {
  const form = new FormData();
  form.set('appId', creds.appId);
  form.set('appSecret', creds.appSecret);
  const body = await send(`${lingxingBaseUrl(creds.baseUrl)}${TOKEN_PATH}`, { method: 'POST', body: form });
  const data = body.data as Record<string, unknown> | null | undefined;
  if (String(body.code) !== '200' || typeof data?.access_token !== 'string')
    throw new LingxingError(failureOf(String(body.code ?? ''), detailOf(body)));
  return { token: data.access_token, expiresInSeconds: Number(data.expires_in) || 7199 };
}

export interface LingxingClient {
  /** A signed POST of a business endpoint; LingXing's `data` (and `total`) when code is 0. */
  post(path: string, body: Record<string, unknown>): Promise<{ data: unknown; total: number }>;
}

/**
 * Signed calls of one connection (docs: 公共请求参数, sign): access_token, app_key, timestamp and sign in the
 * query, the business parameters as the JSON body (and in the signature). The token is shared by every
 * instance (carrier_tokens, refreshed a minute before it expires); a token LingXing calls expired is
 * dropped and the call made once more with a new one.
 */
export function lingxingClient(db: Database, creds: LingxingCredentials): LingxingClient {
  const tokens = carrierTokens(db, 'lingxing', creds.connectionId);
  const base = lingxingBaseUrl(creds.baseUrl);
  const once = async (path: string, body: Record<string, unknown>) => {
    const token = await tokens.get('token', () => requestToken(creds));
    const fixed = {
      access_token: token,
      app_key: creds.appId,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const sign = signParams({ ...body, ...fixed }, creds.appId);
    const query = new URLSearchParams({ ...fixed, sign });
    return send(`${base}${path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  return {
    async post(path, body) {
      let answer = await once(path, body);
      if (TOKEN_CODES.has(String(answer.code))) {
        await tokens.drop('token');
        answer = await once(path, body);
      }
      if (Number(answer.code) !== 0)
        throw new LingxingError(failureOf(String(answer.code ?? ''), detailOf(answer)));
      return { data: answer.data, total: Number(answer.total ?? 0) || 0 };
    },
  };
}
