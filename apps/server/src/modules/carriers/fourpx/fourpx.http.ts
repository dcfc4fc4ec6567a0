import { type CarrierContext, CarrierError } from '../carrier-adapter.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import { type FopEnvelope, fopFailure, succeeded } from './fourpx.common.ts';
import { fopQuery } from './fourpx.sign.ts';

/** FOP hosts: the sandbox for a channel in test mode, the live platform in production. */
const BASE_URLS = { test: 'https://open-test.4px.com', production: 'https://open.4px.com' };
export const FOP_PATH = '/router/api/service';

/** Each method's interface version, as 4PX's integration guide lists them (版本号). */
export const FOP_VERSIONS: Record<string, string> = {
  'ds.xms.order.create': '1.1.0',
  'ds.xms.order.get': '1.1.0',
  'ds.xms.order.cancel': '1.0.0',
  'ds.xms.label.get': '1.1.0',
  'ds.xms.logistics_product.getlist': '1.0.0',
  'ds.xms.estimated_cost.get': '1.0.0',
  'tr.order.tracking.get': '1.0.0',
};

export interface FopCall {
  method: string;
  body: Record<string, unknown>;
  /** Whether repeating the call cannot make a second order (all but ds.xms.order.create). */
  safeToRetry: boolean;
  operation: string;
}

function credentials(ctx: CarrierContext) {
  const appKey = (
    typeof ctx.settings.appKey === 'string' ? ctx.settings.appKey : ctx.credentials.appKey
  )?.trim();
  const appSecret = ctx.credentials.appSecret?.trim();
  if (!appKey || !appSecret) throw new CarrierError('carrier.auth_failed', 'app key or app secret missing');
  return { appKey, appSecret };
}

/**
 * One signed FOP call. Answers the envelope when 4PX did it (result "1"); throws our CarrierError
 * for a refusal (result "0", errors[] mapped by code), an HTTP failure or an unreadable answer.
 */
export async function fopRequest<T>(ctx: CarrierContext, call: FopCall): Promise<FopEnvelope<T>> {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  const { appKey, appSecret } = credentials(ctx);
  const body = JSON.stringify(call.body);
  const query = fopQuery({
    appKey,
    appSecret,
    method: call.method,
    version: FOP_VERSIONS[call.method] ?? '1.0.0',
    timestamp: String(Date.now()),
    body,
    language: 'en',
  });
  const response = await ctx.http.request({
    method: 'POST',
    url: `${carrierBaseUrl(ctx, BASE_URLS)}${FOP_PATH}?${query}`,
    headers: { 'content-type': 'application/json;charset=UTF-8', accept: 'application/json' },
    body,
    safeToRetry: call.safeToRetry,
    operation: call.operation,
  });
  if (response.status === 429) throw new CarrierError('carrier.rate_limited', response.text.slice(0, 300));
  if (response.status === 401 || response.status === 403)
    throw new CarrierError('carrier.auth_failed', response.text.slice(0, 300), String(response.status));
  if (response.status >= 500)
    throw new CarrierError('carrier.unreachable', `4PX answered ${response.status}`);
  if (response.status !== 200)
    throw new CarrierError('carrier.bad_response', `4PX answered ${response.status}`);
  const envelope = response.json<FopEnvelope<T>>();
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    (envelope.result === undefined && envelope.data === undefined)
  )
    throw new CarrierError('carrier.bad_response', 'answer without a result');
  if (!succeeded(envelope)) throw fopFailure(envelope);
  return envelope;
}
