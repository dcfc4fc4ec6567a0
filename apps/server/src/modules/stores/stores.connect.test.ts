import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, request, type SeededUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { useShopifySettings } from './shopify/shopify.settings.ts';
import { signedQuery, startFakeShopify } from './shopify/testing/fake-shopify.ts';
import { storeConnectStates, stores } from './stores.table.ts';
import { connectBrowser } from './testing/connect-browser.ts';

/**
 * Issue 16, both connect flows against a hostile caller: the callback address comes from PUBLIC_ORIGIN
 * (behind a TLS proxy), and states are single use, per platform, per shop, and only within their time,
 * even when the callback itself is genuinely signed.
 */
const ORIGIN = 'https://ship.example.com';
const SECRET = 'shpss_connect_secret';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeShopify>>;

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: ORIGIN });
  fake = await startFakeShopify({ clientId: 'cid', clientSecret: SECRET });
  useShopifySettings({ clientId: 'cid', clientSecret: SECRET, apiBaseOverride: `${fake.url}/{shop}` });
});
afterAll(async () => {
  useShopifySettings(null);
  await fake?.close();
});

type CustomerSession = SeededUser & { token: string };
const key = () => ({ 'idempotency-key': randomUUID() });
/** The browser each flow was started in: callbacks carry the cookie their start set. */
const browser = connectBrowser();
const storesOf = (userId: string) => t.db.select().from(stores).where(eq(stores.userId, userId));

async function startShopify(who: CustomerSession, shop: string) {
  const res = await call(t.app, 'POST', '/app/store/shopify/connect', {
    token: who.token,
    body: { name: `Shop ${shop}`, shop },
    headers: key(),
  });
  expect(res.status).toBe(200);
  browser.remember(res.body.data.authorizeUrl, res.headers);
  return new URL(res.body.data.authorizeUrl as string);
}
async function startWoo(who: CustomerSession, storeUrl: string) {
  const res = await call(t.app, 'POST', '/app/store/woocommerce/connect', {
    token: who.token,
    body: { name: 'Woo', storeUrl },
    headers: key(),
  });
  expect(res.status).toBe(200);
  browser.remember(res.body.data.authorizeUrl, res.headers);
  return new URL(res.body.data.authorizeUrl as string).searchParams.get('user_id')!;
}
/** The browser that started a WooCommerce flow comes back (with its cookie): where it is sent. */
const wooReturn = async (state: string) => {
  const search = `?success=1&user_id=${state}`;
  return (
    await request(t.app, 'GET', `/app/store/woocommerce/return${search}`, {
      headers: browser.headersFor(search),
    })
  ).headers.location as string;
};
/** Follows the fake's approval: the query Shopify would send to our callback, genuinely signed. */
async function approve(authorizeUrl: URL) {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  return new URL(answer.headers.get('location')!).search;
}
/** A callback query signed with the app's secret, as only Shopify (or a leaked secret) could make it. */
const signed = (params: Record<string, string>) =>
  `?${signedQuery({ code: 'c0de', timestamp: String(Math.floor(t.clock.now().getTime() / 1000)), ...params }, SECRET)}`;
const shopifyCallback = async (search: string, headers = browser.headersFor(search)) =>
  (await request(t.app, 'GET', `/app/store/shopify/callback${search}`, { headers })).headers
    .location as string;
const wooKeys = (state: string) => ({
  user_id: state,
  consumer_key: 'ck_1111222233334444aaaa',
  consumer_secret: 'cs_5555666677778888bbbb',
  key_permissions: 'read_write',
});
const wooCallback = (state: string) =>
  call(t.app, 'POST', '/app/store/woocommerce/callback', { body: wooKeys(state) });
const declined = (reason: string) => `/authDeclined?platform=shopify&reason=${reason}`;

describe('Shopify connect behind a proxy', () => {
  it("sends Shopify PUBLIC_ORIGIN's callback, not the request's own host", async () => {
    const ann = await customerLogin(t);
    const url = await startShopify(ann, 'proxied');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/app/store/shopify/callback`);
    // The approval comes back to that address, and the flow finishes there.
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(back.origin).toBe(ORIGIN);
    expect(await shopifyCallback(back.search)).toBe('/authSuccess?platform=shopify&store=Shop+proxied');
  });
});

describe('Shopify callbacks from a hostile caller', () => {
  it('refuses a signed callback for a shop outside myshopify.com, and the real one still works', async () => {
    const ann = await customerLogin(t);
    const url = await startShopify(ann, 'ann-real');
    const state = url.searchParams.get('state')!;
    expect(await shopifyCallback(signed({ shop: 'evil.example.com', state }))).toBe(
      declined('stores.account_invalid'),
    );
    expect(await shopifyCallback(signed({ shop: 'ann-real.myshopify.com.evil.io', state }))).toBe(
      declined('stores.account_invalid'),
    );
    expect(await storesOf(ann.id)).toHaveLength(0);
    expect(await shopifyCallback(await approve(url))).toContain('/authSuccess');
    expect((await storesOf(ann.id)).map((s) => s.account)).toEqual(['ann-real.myshopify.com']);
  });

  it("refuses another shop's signed callback carrying a state made for a different shop", async () => {
    const ann = await customerLogin(t);
    const state = (await startShopify(ann, 'ann-own')).searchParams.get('state')!;
    expect(await shopifyCallback(signed({ shop: 'mallory.myshopify.com', state }))).toBe(
      declined('stores.account_invalid'),
    );
    expect(await storesOf(ann.id)).toHaveLength(0);
  });

  it("refuses a WooCommerce flow's state, which stays usable for WooCommerce", async () => {
    const ann = await customerLogin(t);
    const wooState = await startWoo(ann, 'https://crossed.example.com');
    expect(await shopifyCallback(signed({ shop: 'crossed.myshopify.com', state: wooState }))).toBe(
      declined('stores.state_invalid'),
    );
    expect((await wooCallback(wooState)).status).toBe(200);
    expect(await wooReturn(wooState)).toBe('/authSuccess?platform=woocommerce&store=Woo');
    expect((await storesOf(ann.id)).map((s) => s.platform)).toEqual(['woocommerce']);
  });

  it('lets exactly one of two simultaneous replays of a callback connect the shop', async () => {
    const ann = await customerLogin(t);
    const search = await approve(await startShopify(ann, 'ann-race'));
    const answers = await Promise.all([shopifyCallback(search), shopifyCallback(search)]);
    expect(answers.filter((a) => a.startsWith('/authSuccess'))).toHaveLength(1);
    expect(answers).toContain(declined('stores.state_invalid'));
    expect(await storesOf(ann.id)).toHaveLength(1);
  });
});

describe('WooCommerce callbacks from a hostile caller', () => {
  it("refuses a Shopify flow's state, which stays usable for Shopify", async () => {
    const ann = await customerLogin(t);
    const url = await startShopify(ann, 'ann-cross');
    const res = await wooCallback(url.searchParams.get('state')!);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('stores.state_invalid');
    expect(await storesOf(ann.id)).toHaveLength(0);
    expect(await shopifyCallback(await approve(url))).toContain('/authSuccess');
  });

  it('keeps the keys once when the same callback arrives twice at the same moment', async () => {
    const ann = await customerLogin(t);
    const state = await startWoo(ann, 'https://race.example.com');
    const answers = await Promise.all([wooCallback(state), wooCallback(state)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const both = await Promise.all([wooReturn(state), wooReturn(state)]);
    expect(both).toEqual(Array(2).fill('/authSuccess?platform=woocommerce&store=Woo'));
    expect(await storesOf(ann.id)).toHaveLength(1);
  });
});

describe('expired flows', () => {
  it('refuses both callbacks after 30 minutes, and the return page no longer says "accepted"', async () => {
    const ann = await customerLogin(t);
    const shopifyUrl = await startShopify(ann, 'ann-late');
    const search = await approve(shopifyUrl);
    const wooState = await startWoo(ann, 'https://late.example.com');
    const back = () => wooReturn(wooState);
    expect(await back()).toBe('/authAccepted?platform=woocommerce&store=Woo');
    t.clock.advanceMinutes(31);
    expect(await shopifyCallback(search)).toBe(declined('stores.state_invalid'));
    expect((await wooCallback(wooState)).body.errorCode).toBe('stores.state_invalid');
    expect(await back()).toBe('/authDeclined?platform=woocommerce&reason=stores.state_invalid');
    expect(await storesOf(ann.id)).toHaveLength(0);
    // Refused callbacks changed nothing: both states are still unused.
    const states = await t.db.select().from(storeConnectStates).where(eq(storeConnectStates.userId, ann.id));
    expect(states.map((s) => s.usedAt)).toEqual([null, null]);
  });
});
