import type { CarrierContext, CarrierHttpRequest, CarrierHttpResponse } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import { rateIdOf, type ShippoTransaction } from './shippo.labels.ts';
import { shippoError } from './shippo.mappers.ts';
import { shippoToken } from './shippo.settings.ts';

export const SHIPPO_BASE_URL = 'https://api.goshippo.com';

const baseUrl = (ctx: CarrierContext) => carrierBaseUrl(ctx, SHIPPO_BASE_URL);

export type ShippoCall = Omit<CarrierHttpRequest, 'url' | 'headers'> & { path: string };

/** `Authorization: ShippoToken <token>` and the API version this adapter reads (2018-02-08). */
export function send(ctx: CarrierContext, call: ShippoCall): Promise<CarrierHttpResponse> {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  const { path, ...rest } = call;
  return ctx.http.request({
    ...rest,
    url: `${baseUrl(ctx)}${path}`,
    headers: { authorization: `ShippoToken ${shippoToken(ctx)}`, 'shippo-api-version': '2018-02-08' },
  });
}

/** A call whose 2xx answer is JSON; any other answer throws our stable code. */
export async function call<T>(ctx: CarrierContext, request: ShippoCall): Promise<T> {
  const res = await send(ctx, request);
  if (res.status < 200 || res.status >= 300) throw shippoError(res.status, res.text);
  return res.json<T>();
}

/** Every transaction bought with the rate (GET /transactions?rate=): one per parcel of a multi-piece shipment. */
export async function transactionsOfRate(ctx: CarrierContext, rateId: string): Promise<ShippoTransaction[]> {
  const query = new URLSearchParams({ rate: rateId, results: '100' });
  const list = await call<{ results?: ShippoTransaction[] }>(ctx, {
    method: 'GET',
    path: `/transactions?${query}`,
    safeToRetry: true,
    operation: 'findLabel',
  });
  return (list.results ?? []).filter((t) => rateIdOf(t) === rateId || rateIdOf(t) === undefined);
}

export const succeeded = async (ctx: CarrierContext, rateId: string) =>
  (await transactionsOfRate(ctx, rateId)).filter((t) => t.status === 'SUCCESS');
