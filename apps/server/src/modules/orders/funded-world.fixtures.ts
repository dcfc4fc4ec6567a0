import { expect } from 'vitest';
import type { Config } from '../../config.ts';
import { call, type Lang } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { adminToken, type Customer, fundedCustomer, sandboxGround } from './placement.fixtures.ts';

/** Test-only: the world most order and money tests start from, built in one call of their `beforeAll`. */

export interface FundedWorld {
  t: TestApp;
  /** An administrator's token. */
  admin: string;
  /** A customer funded with 1,000.00 USD. */
  alice: Customer;
  /** A new sandbox channel's ground service (with `ground` as its settings), allotted to `alice`. */
  ground: string;
}

export async function fundedWorld(
  opts: { config?: Partial<Config>; ground?: Record<string, unknown> } = {},
): Promise<FundedWorld> {
  const t = await createTestApp(opts.config);
  const admin = await adminToken(t);
  const alice = await fundedCustomer(t, 1_000_00n);
  const ground = await sandboxGround(t, admin, [alice], opts.ground);
  return { t, admin, alice, ground };
}

/** Allots exactly `serviceIds` to the customer (an allotment replaces the customer's whole set). */
export async function allot(t: TestApp, admin: string, userId: string, serviceIds: string[]): Promise<void> {
  const res = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId, serviceIds },
  });
  expect(res.status).toBe(200);
}

/** Places a draft (or a form) the way the customer's app does, asking for answers in `lang`. */
export const placeIn = (t: TestApp, lang: Lang, token: string, body: unknown) =>
  call(t.app, 'POST', '/app/order/label/create', { token, lang, body });
