import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, request } from '../../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../db/testing/test-app.ts';
import { finishParkedConnect } from '../stores.connect.ts';
import { STORE_JOBS } from '../stores.jobs.ts';
import { storeConnectStates, stores } from '../stores.table.ts';
import { connectCookieFrom } from '../testing/connect-browser.ts';

/**
 * Issue 16, login CSRF on WooCommerce: an attacker starts a flow naming the victim's store and sends the
 * victim the approval link. WooCommerce posts the victim's keys to our callback with the attacker's
 * state, then sends the VICTIM's browser to our return URL. The keys are only parked; the store is made
 * only for the browser holding the flow's cookie, which the victim's browser does not have.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });

const KEYS = { consumer_key: 'ck_victim0000111122223333', consumer_secret: 'cs_victim0000111122223333' };

async function start(token: string, storeUrl: string) {
  const res = await call(t.app, 'POST', '/app/store/woocommerce/connect', {
    token,
    body: { name: 'Shop', storeUrl },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(200);
  const state = new URL(res.body.data.authorizeUrl).searchParams.get('user_id')!;
  return { state, cookie: connectCookieFrom(res.headers) };
}

const postKeys = (state: string) =>
  call(t.app, 'POST', '/app/store/woocommerce/callback', {
    body: { key_id: 1, user_id: state, ...KEYS, key_permissions: 'read_write' },
  });

const returnTo = async (state: string, cookie?: string) =>
  (
    await request(t.app, 'GET', `/app/store/woocommerce/return?success=1&user_id=${state}`, {
      headers: cookie ? { cookie } : {},
    })
  ).headers.location;

const parkedKeys = () =>
  t.db.select().from(storeConnectStates).where(isNotNull(storeConnectStates.pendingCredentialsCipher));

describe('WooCommerce keys bound to the browser that started the flow', () => {
  it("refuses the victim's browser returning on the attacker's flow: no store for anyone, keys wiped at expiry", async () => {
    const attacker = await customerLogin(t);
    const victim = await customerLogin(t);
    const flow = await start(attacker.token, 'https://victim-shop.example.com');
    // The victim approves on their store: WooCommerce posts their keys with the attacker's state.
    expect((await postKeys(flow.state)).status).toBe(200);
    const mismatch = '/authDeclined?platform=woocommerce&reason=stores.browser_mismatch';
    // The victim's browser comes back without a cookie, or with a cookie of a flow of its own.
    expect(await returnTo(flow.state)).toBe(mismatch);
    const own = await start(victim.token, 'https://other.example.com');
    expect(await returnTo(flow.state, own.cookie)).toBe(mismatch);
    expect(await returnTo(flow.state, 'shiplabel_connect_woocommerce=forged-value')).toBe(mismatch);
    // Shopify's cookie of the same browser is not WooCommerce's.
    const shopifyNamed = flow.cookie.replace('shiplabel_connect_woocommerce', 'shiplabel_connect_shopify');
    expect(await returnTo(flow.state, shopifyNamed)).toBe(mismatch);
    expect(
      await t.db.select().from(stores).where(eq(stores.account, 'https://victim-shop.example.com')),
    ).toEqual([]);
    // The keys stay parked (sealed) and unused, then the sweep wipes them once the state expires.
    expect(await parkedKeys()).toHaveLength(1);
    const wipe = STORE_JOBS.find((job) => job.name === 'stores-connect-keys-wipe')!;

    await wipe.run(deps());
    expect(await parkedKeys()).toHaveLength(1);
    t.clock.advanceMinutes(31);
    expect(await wipe.run(deps())).toEqual({ wiped: 1 });
    expect(await parkedKeys()).toHaveLength(0);
    // Even the cookie holder can no longer finish it: the state expired unused.
    expect(await returnTo(flow.state, flow.cookie)).toBe(
      '/authDeclined?platform=woocommerce&reason=stores.state_invalid',
    );
    expect(await t.db.select().from(stores).where(eq(stores.userId, attacker.id))).toEqual([]);
  });

  it('makes one store when the same flow returns twice at once; the keys are taken once', async () => {
    const owner = await customerLogin(t);
    const flow = await start(owner.token, 'https://twice.example.com');
    await postKeys(flow.state);
    const [a, b] = await Promise.all([
      finishParkedConnect(deps(), { state: flow.state, platform: 'woocommerce' }),
      finishParkedConnect(deps(), { state: flow.state, platform: 'woocommerce' }),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await returnTo(flow.state, flow.cookie)).toBe('/authSuccess?platform=woocommerce&store=Shop');
    expect(await t.db.select().from(stores).where(eq(stores.userId, owner.id))).toHaveLength(1);
    expect(await parkedKeys()).toHaveLength(0);
    // Keys posted again for the used state are refused and nothing is parked.
    expect((await postKeys(flow.state)).status).toBe(400);
    expect(await parkedKeys()).toHaveLength(0);
  });
});
