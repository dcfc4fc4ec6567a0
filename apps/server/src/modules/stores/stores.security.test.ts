import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, request, type SeededUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { createCarrierHttp } from '../carriers/http/carrier-http.ts';
import { useShopifySettings } from './shopify/shopify.settings.ts';
import { startFakeShopify } from './shopify/testing/fake-shopify.ts';
import { StoreError } from './store-adapter.ts';
import { guardStoreHttp, storeLookup } from './stores.outbound.ts';
import { stores } from './stores.table.ts';
import { connectCookieFrom } from './testing/connect-browser.ts';

/**
 * Issue 16, two attacks on store connections: a store address inside our network (SSRF through the
 * sync jobs), refused when named and when connecting unless STORES_ALLOW_PRIVATE; and a Shopify
 * approval link started by someone else (login CSRF), refused unless the callback's browser carries the
 * cookie of the flow it started.
 */
const SECRET = 'shpss_security_secret';
let open: TestApp;
let strict: TestApp;
let fake: Awaited<ReturnType<typeof startFakeShopify>>;
let plain: Server;
let plainPort: number;

beforeAll(async () => {
  open = await createTestApp({ publicOrigin: 'https://ship.example.com' });
  strict = await createTestApp({ storesAllowPrivate: false });
  fake = await startFakeShopify({ clientId: 'cid', clientSecret: SECRET });
  useShopifySettings({ clientId: 'cid', clientSecret: SECRET, apiBaseOverride: `${fake.url}/{shop}` });
  plain = createServer((_req, res) => res.end('{"ok":true}'));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainPort = (plain.address() as AddressInfo).port;
});
afterAll(async () => {
  useShopifySettings(null);
  await fake?.close();
  await new Promise((resolve) => plain?.close(resolve));
});

type Session = SeededUser & { token: string };
const storesOf = (t: TestApp, userId: string) => t.db.select().from(stores).where(eq(stores.userId, userId));

describe('store addresses inside our network (SSRF)', () => {
  const startWoo = (t: TestApp, who: Session, storeUrl: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    call(t.app, 'POST', '/app/store/woocommerce/connect', {
      token: who.token,
      lang,
      body: { name: 'Inside', storeUrl },
      headers: { 'idempotency-key': randomUUID() },
    });
  const INSIDE = [
    'https://10.1.2.3',
    'https://127.0.0.1:8443/shop',
    'http://127.0.0.1:8080',
    'https://[::1]',
    'https://[::ffff:127.0.0.1]',
    'https://169.254.169.254',
    'http://localhost:9',
  ];

  it('refuses a private, loopback or link-local store address when the flag is off, in both languages', async () => {
    const who = await customerLogin(strict);
    for (const url of INSIDE) {
      const res = await startWoo(strict, who, url);
      expect([url, res.status, res.body.errorCode]).toEqual([url, 400, 'stores.url_private']);
    }
    const zh = await startWoo(strict, who, 'https://10.0.0.1', 'zh-CN');
    expect(zh.body.message).toContain('私有或本地网络');
    const en = await startWoo(strict, who, 'https://10.0.0.1');
    expect(en.body.message).toContain('private or local network');
  });

  it('accepts the same addresses when STORES_ALLOW_PRIVATE is set', async () => {
    const who = await customerLogin(open);
    for (const url of INSIDE) {
      const res = await startWoo(open, who, url);
      expect([url, res.status]).toEqual([url, 200]);
    }
  });

  it("refuses each call of a store's client to an address inside, checked when connecting", async () => {
    const http = (allowPrivate: boolean) =>
      guardStoreHttp(
        createCarrierHttp({
          db: null,
          carrierCode: 'store.woocommerce',
          channelId: 'guard-test',
          lookup: storeLookup(allowPrivate),
          sleep: async () => {},
        }),
        allowPrivate,
      );
    const get = (client: ReturnType<typeof http>, url: string) =>
      client.request({ method: 'GET', url, operation: 'guard', safeToRetry: false });
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:7f00:1]']) {
      const url = `http://${host}:${plainPort}/wp-json/wc/v3/orders`;
      const refused = await get(http(false), url).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(StoreError);
      expect((refused as StoreError).code).toBe('store.refused');
      expect((refused as StoreError).message).toContain('stores.url_private');
    }
    // "localhost" goes through the socket's lookup: the guard saw the resolved address, not the name.
    const allowed = await get(http(true), `http://localhost:${plainPort}/`);
    expect(allowed.status).toBe(200);
  });
});

describe('Shopify approval links started in another browser (login CSRF)', () => {
  const start = async (who: Session, shop: string) => {
    const res = await call(open.app, 'POST', '/app/store/shopify/connect', {
      token: who.token,
      body: { name: `Shop ${shop}`, shop },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(200);
    return { authorizeUrl: res.body.data.authorizeUrl as string, cookie: connectCookieFrom(res.headers) };
  };
  /** The fake's approval, as the shop owner's browser follows it back to our callback. */
  const approve = async (authorizeUrl: string) =>
    new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!).search;
  const callback = async (search: string, cookie?: string) =>
    (
      await request(open.app, 'GET', `/app/store/shopify/callback${search}`, {
        headers: cookie ? { cookie } : {},
      })
    ).headers.location;
  const mismatch = '/authDeclined?platform=shopify&reason=stores.browser_mismatch';

  it('sets a 30-minute HttpOnly, Secure (TLS origin), SameSite=Lax cookie when the flow starts', async () => {
    const mallory = await customerLogin(open);
    const started = await call(open.app, 'POST', '/app/store/shopify/connect', {
      token: mallory.token,
      body: { name: 'x', shop: 'cookie-shape' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const line = String(started.headers['set-cookie']);
    expect(line).toMatch(/^shiplabel_connect_shopify=[A-Za-z0-9_-]{32}; /);
    expect(line).toContain('Path=/app/store');
    expect(line).toContain('Max-Age=1800');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Secure');
  });

  it("refuses the victim's approval without the cookie or with another flow's cookie, then connects with the right one", async () => {
    const mallory = await customerLogin(open);
    const victim = await customerLogin(open);
    // Mallory starts a flow naming the victim's shop and sends the victim the approval link.
    const attack = await start(mallory, 'victim-shop');
    // The victim's browser has a cookie of its own flow (another shop), never Mallory's.
    const own = await start(victim, 'victim-other');
    const search = await approve(attack.authorizeUrl);
    expect(await callback(search)).toBe(mismatch);
    expect(await callback(search, own.cookie)).toBe(mismatch);
    expect(await callback(search, 'shiplabel_connect_shopify=forged')).toBe(mismatch);
    expect(await storesOf(open, mallory.id)).toHaveLength(0);
    // The refusals took nothing: the browser that started the flow still finishes it, once.
    expect(await callback(search, attack.cookie)).toBe(
      '/authSuccess?platform=shopify&store=Shop+victim-shop',
    );
    expect((await storesOf(open, mallory.id)).map((s) => s.account)).toEqual(['victim-shop.myshopify.com']);
    expect(await callback(search, attack.cookie)).toBe(
      '/authDeclined?platform=shopify&reason=stores.state_invalid',
    );
  });

  it('clears the cookie once the flow connected', async () => {
    const ann = await customerLogin(open);
    const flow = await start(ann, 'ann-clears');
    const res = await request(
      open.app,
      'GET',
      `/app/store/shopify/callback${await approve(flow.authorizeUrl)}`,
      {
        headers: { cookie: flow.cookie },
      },
    );
    expect(res.headers.location).toContain('/authSuccess');
    expect(String(res.headers['set-cookie'])).toMatch(/^shiplabel_connect_shopify=; .*Max-Age=0/);
  });
});
