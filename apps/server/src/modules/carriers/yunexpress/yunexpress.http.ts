import {
  type CarrierContext,
  CarrierError,
  type CarrierHttp,
  type CarrierHttpResponse,
} from '../carrier-adapter.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import { envelopeOf, isObject, TOKEN_INVALID_CODES, yunFailure } from './yunexpress.common.ts';
import { signedHeaders } from './yunexpress.signing.ts';

/**
 * The HTTP layer of the YunExpress adapter: the OAuth token (cached in the database through ctx.tokens,
 * shared by every instance) and signed calls. Hosts per the reference's servers list.
 */
const BASE_URLS = { test: 'https://openapi-sbx.yunexpress.cn', production: 'https://openapi.yunexpress.cn' };
export const TOKEN_KEY = 'oauth';
/** The SDK's default when the token answer names no lifetime (2 hours). */
const DEFAULT_TOKEN_SECONDS = 7200;

export const yunBaseUrl = (ctx: CarrierContext) => carrierBaseUrl(ctx, BASE_URLS);

export function httpOf(ctx: CarrierContext): CarrierHttp {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  return ctx.http;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** POST /openapi/oauth2/token {grantType: client_credentials, appId, appSecret, sourceKey?} (unsigned). */
export async function fetchToken(ctx: CarrierContext): Promise<{ token: string; expiresInSeconds: number }> {
  const appId = trimmed(ctx.settings.appId);
  const appSecret = ctx.credentials.appSecret?.trim() ?? '';
  const sourceKey = ctx.credentials.sourceKey?.trim() ?? '';
  if (!appId || !appSecret) throw new CarrierError('carrier.auth_failed', 'app id or app secret missing');
  const response = await httpOf(ctx).request({
    method: 'POST',
    url: `${yunBaseUrl(ctx)}/openapi/oauth2/token`,
    body: { grantType: 'client_credentials', appId, appSecret, ...(sourceKey && { sourceKey }) },
    safeToRetry: true,
    operation: 'token',
  });
  const failure = yunFailure(response);
  if (failure) {
    // Any refusal of the token request is about the credentials.
    throw ['carrier.rejected', 'carrier.bad_response'].includes(failure.code) && response.status < 500
      ? new CarrierError('carrier.auth_failed', failure.carrierMessage, failure.carrierCode)
      : failure;
  }
  const body = response.json<Record<string, unknown>>();
  // The token sits at the top (SDK tests) or inside result/data (integrators report both).
  const node = [body, envelopeOf(body).result, body.data].find((n) => isObject(n) && n.accessToken);
  const token = isObject(node) ? trimmed(node.accessToken) : '';
  if (!token) throw new CarrierError('carrier.bad_response', 'token answer without accessToken');
  const seconds = Number(isObject(node) ? node.expiresIn : undefined);
  return {
    token,
    expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_TOKEN_SECONDS,
  };
}

const token = (ctx: CarrierContext) =>
  ctx.tokens ? ctx.tokens.get(TOKEN_KEY, () => fetchToken(ctx)) : fetchToken(ctx).then((t) => t.token);

export interface YunCall {
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  safeToRetry: boolean;
  operation: string;
}

/** The token was refused: HTTP 401, or YunExpress's own token/sign codes. */
function tokenRefused(response: CarrierHttpResponse): boolean {
  if (response.status === 401) return true;
  const code = envelopeOf(safeJson(response)).code;
  return code !== undefined && TOKEN_INVALID_CODES.has(String(code));
}

export function safeJson(response: Pick<CarrierHttpResponse, 'text'>): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    return null;
  }
}

/**
 * A signed call: the body is serialised once, and that exact text is both signed and sent. A refused
 * token is forgotten and the call made once more with a new one.
 */
export async function yunCall(ctx: CarrierContext, call: YunCall): Promise<CarrierHttpResponse> {
  const bodyText = call.body === undefined ? undefined : JSON.stringify(call.body);
  const query = call.query && [...call.query].length > 0 ? `?${call.query}` : '';
  const send = async () => {
    const headers = signedHeaders(await token(ctx), ctx.credentials.appSecret ?? '', {
      method: call.method,
      path: call.path,
      date: String(Date.now()),
      ...(bodyText !== undefined && { body: bodyText }),
    });
    return httpOf(ctx).request({
      method: call.method,
      url: `${yunBaseUrl(ctx)}${call.path}${query}`,
      headers: {
        ...headers,
        'accept-language': 'en-US',
        ...(bodyText !== undefined && { 'content-type': 'application/json;charset=utf-8' }),
      },
      ...(bodyText !== undefined && { body: bodyText }),
      safeToRetry: call.safeToRetry,
      operation: call.operation,
    });
  };
  const first = await send();
  if (!tokenRefused(first) || !ctx.tokens) return first;
  await ctx.tokens.drop(TOKEN_KEY);
  return send();
}
