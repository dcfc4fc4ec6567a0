import { expect, test as setup } from '@playwright/test';
import { parseMinor } from '@shiplabel/shared';
import { ADMIN, api, apiLogin, CUSTOMER } from './helpers.ts';

/**
 * The specs share one server and one demo customer, whose seeded 500 USD no longer covers every label the
 * whole suite buys: an administrator credits 5,000 USD once, through the wallet adjustment a real operator
 * would use, before any spec runs (Playwright project dependency, see playwright.config.ts).
 */
setup('the demo customer is funded for the whole suite', async ({ request }) => {
  const customer = await apiLogin(request, CUSTOMER);
  const info = await api<{ id: string }>(request, customer, 'GET', '/user/info');
  const before = await api<{ wallets: { currency: string; available: string }[] }>(
    request,
    customer,
    'GET',
    '/user/balanceInfo',
  );
  const admin = await apiLogin(request, ADMIN);
  const res = await request.post(`/admin/wallets/${info.body.data.id}/adjust`, {
    headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'e2e-suite-funds' },
    data: { currency: 'USD', amount: '5000.00', reason: 'End-to-end suite funds' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const after = await api<{ wallets: { currency: string; available: string }[] }>(
    request,
    customer,
    'GET',
    '/user/balanceInfo',
  );
  const usd = (b: typeof after) =>
    parseMinor(b.body.data.wallets.find((w) => w.currency === 'USD')!.available)!;
  expect(usd(after) - usd(before)).toBe(500_000n);
});
