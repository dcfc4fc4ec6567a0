import { parseMinor } from '@shiplabel/shared';
import { expect } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import type { Customer } from '../orders/placement.fixtures.ts';

/** Test-only helpers of the proxy tests: proxies, sub-accounts, markups and quotes in minor units. */

export async function proxyUser(t: TestApp): Promise<Customer> {
  const user = await seedUser(t.db, { kind: 'proxy', roles: ['Proxy'] });
  return { id: user.id, email: user.email, token: await login(t.app, user.email) };
}

export async function attach(t: TestApp, admin: string, proxyId: string, ids: string[]) {
  const res = await call(t.app, 'POST', `/admin/proxyUpdate/${proxyId}`, {
    token: admin,
    body: { attach: ids },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

export async function setMarkup(t: TestApp, proxy: Customer, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/app/proxy/markup', { token: proxy.token, body });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The one quote of `serviceId` for the shipment, as the caller sees it, in minor units. */
export async function quoteOf(t: TestApp, token: string, serviceId: string, parcels = SHIPMENT.parcels) {
  const res = await call(t.app, 'POST', '/app/order/estimateRate', {
    token,
    body: { ...SHIPMENT, parcels, serviceIds: [serviceId] },
  });
  expect(res.status).toBe(200);
  const [quote] = res.body.data.quotes;
  return {
    shipping: parseMinor(quote.shippingAmount)!,
    total: parseMinor(quote.totalAmount)!,
    insurance: parseMinor(quote.breakdown.insurance)!,
    raw: quote,
  };
}

/** The markup recomputed here, independently of the shared function: half up on the exact product. */
export const expectedMarkup = (
  proxyShipping: bigint,
  percentBp: number,
  fixedMinor: bigint,
  parcels: number,
) => (proxyShipping * BigInt(percentBp) + 5_000n) / 10_000n + fixedMinor * BigInt(parcels);
