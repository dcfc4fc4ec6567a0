import {
  CarrierError,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
} from '../../carriers/carrier-adapter.ts';
import { type StoreContext, StoreError } from '../store-adapter.ts';
import { wcErrorSchema } from './woocommerce.payloads.ts';
import { mayCarryKeys } from './woocommerce.url.ts';

/** A store answer with its WP/WooCommerce error code ('' when the body has none), for the callers' choices. */
export interface WcAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  errorCode: string;
}

/** HTTP Basic with the consumer key and secret (WooCommerce's way over HTTPS). */
export const basicAuth = (credentials: Record<string, string>) =>
  `Basic ${Buffer.from(`${credentials.consumerKey ?? ''}:${credentials.consumerSecret ?? ''}`).toString('base64')}`;

function parse(response: CarrierHttpResponse): unknown {
  if (!response.text.trim()) return null;
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call to the store through the logged client, with the keys. Refuses before sending when the base URL
 * is plain http off this machine (see woocommerce.url.ts). 401/403 -> store.unauthorized (keys revoked),
 * 5xx or no answer -> store.unreachable, a 2xx that is not JSON -> store.bad_response; other 4xx are
 * returned for the caller to read (404 decides the tracking fallback).
 */
export async function wcCall(
  ctx: StoreContext,
  request: Omit<CarrierHttpRequest, 'headers'> & { headers?: Record<string, string> },
): Promise<WcAnswer> {
  if (!mayCarryKeys(ctx.baseUrl))
    throw new StoreError(
      'store.refused',
      'woocommerce.https_required: OAuth 1.0a over plain http is not supported',
    );
  let response: CarrierHttpResponse;
  try {
    response = await ctx.http.request({
      ...request,
      headers: { authorization: basicAuth(ctx.credentials), accept: 'application/json', ...request.headers },
    });
  } catch (error) {
    if (error instanceof CarrierError)
      throw new StoreError('store.unreachable', `${error.code} ${error.carrierMessage ?? ''}`.trim());
    throw error;
  }
  const body = parse(response);
  const errorCode = wcErrorSchema.safeParse(body).data?.code ?? '';
  if (response.status === 401 || response.status === 403)
    throw new StoreError('store.unauthorized', `${response.status} ${errorCode}`.trim());
  if (response.status >= 500)
    throw new StoreError('store.unreachable', `${response.status} ${errorCode}`.trim());
  if (response.status < 300 && body === undefined)
    throw new StoreError('store.bad_response', `${request.operation}: the store's answer is not JSON`);
  return { status: response.status, headers: response.headers, body, errorCode };
}

/** The answer's body when 2xx; otherwise the store refused: store.refused with its status and code. */
export function expectOk(answer: WcAnswer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new StoreError('store.refused', `${what}: ${answer.status} ${answer.errorCode}`.trim());
}
