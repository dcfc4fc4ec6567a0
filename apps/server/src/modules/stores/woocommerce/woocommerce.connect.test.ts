import { eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, request } from '../../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../db/testing/test-app.ts';
import { storeConnectStates, stores } from '../stores.table.ts';
import { connectBrowser } from '../testing/connect-browser.ts';
import { type FakeWoo, startFakeWoo } from './testing/fake-woocommerce.ts';

let t: TestApp;
const fakes: FakeWoo[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

const KEYS = { consumer_key: 'ck_1111222233334444aaaa', consumer_secret: 'cs_5555666677778888bbbb' };

/** The browser that starts every flow here: it keeps each flow's cookie (stores.connect-cookie.ts). */
const browser = connectBrowser();

async function start(token: string, storeUrl: string, name = 'My Woo') {
  const res = await call(t.app, 'POST', '/app/store/woocommerce/connect', {
    token,
    body: { name, storeUrl },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  if (res.status === 200) browser.remember(res.body.data.authorizeUrl, res.headers);
  return res;
}

/** WooCommerce sends the starting browser back (with its cookie): the page it is sent on to. */
const returnTo = async (query: string) =>
  (
    await request(t.app, 'GET', `/app/store/woocommerce/return?${query}`, {
      headers: browser.headersFor(`?${query}`),
    })
  ).headers.location;

/** The state (wc-auth user_id) and the other parameters of an authorize URL. */
const paramsOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams;

const callback = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/store/woocommerce/callback', { body });

const storesOf = (userId: string) => t.db.select().from(stores).where(eq(stores.userId, userId));

describe('WooCommerce connect (wc-auth key exchange)', () => {
  it('builds the authorize URL: app_name, scope read_write, a state as user_id, return and callback URLs', async () => {
    const me = await customerLogin(t);
    const fake = await startFakeWoo();
    fakes.push(fake);
    const res = await start(me.token, `${fake.url}/`);
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/wc-auth/v1/authorize`);
    const p = url.searchParams;
    expect(p.get('app_name')).toBe('ShipLabel');
    expect(p.get('scope')).toBe('read_write');
    expect(p.get('user_id')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(p.get('return_url')).toMatch(/\/app\/store\/woocommerce\/return$/);
    expect(p.get('callback_url')).toMatch(/\/app\/store\/woocommerce\/callback$/);
    // Two flows never share a state.
    const again = await start(me.token, fake.url);
    expect(paramsOf(again.body.data.authorizeUrl).get('user_id')).not.toBe(p.get('user_id'));
  });

  it('keeps the posted keys sealed until the starting browser returns, then stores them for the user who started the flow; a replay is refused', async () => {
    const me = await customerLogin(t);
    const res = await start(me.token, 'https://shop.example.com/store/');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^shiplabel_connect_woocommerce=[\w-]{32}; Path=\/app\/store;.*HttpOnly; SameSite=Lax/,
    );
    const state = paramsOf(res.body.data.authorizeUrl).get('user_id')!;
    const ok = await callback({ key_id: 7, user_id: state, ...KEYS, key_permissions: 'read_write' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ received: true });
    // The server-to-server post alone makes no store: the keys wait, sealed, on the flow's state.
    expect(await storesOf(me.id)).toHaveLength(0);
    const cipher = (
      await t.db
        .select()
        .from(storeConnectStates)
        .where(isNotNull(storeConnectStates.pendingCredentialsCipher))
    ).map((r) => r.pendingCredentialsCipher ?? '');
    expect(cipher).toHaveLength(1);
    expect(cipher[0]).not.toContain(KEYS.consumer_secret);
    expect(cipher[0]).not.toContain(KEYS.consumer_key);
    expect(await returnTo(`success=1&user_id=${state}`)).toBe(
      '/authSuccess?platform=woocommerce&store=My+Woo',
    );
    // Taken: the parked keys are wiped from the state.
    expect(
      await t.db
        .select()
        .from(storeConnectStates)
        .where(isNotNull(storeConnectStates.pendingCredentialsCipher)),
    ).toHaveLength(0);
    const [store, ...more] = await storesOf(me.id);
    expect(more).toHaveLength(0);
    expect(store).toMatchObject({
      platform: 'woocommerce',
      name: 'My Woo',
      account: 'https://shop.example.com/store',
      baseUrl: 'https://shop.example.com/store',
      status: 'connected',
    });
    expect(store!.credentialsCipher).toBeTruthy();
    expect(store!.credentialsCipher).not.toContain(KEYS.consumer_secret);
    expect(store!.credentialsCipher).not.toContain(KEYS.consumer_key);

    const replay = await callback({
      key_id: 8,
      user_id: state,
      consumer_key: 'ck_9999888877776666',
      consumer_secret: 'cs_9999888877776666',
      key_permissions: 'read_write',
    });
    expect(replay.status).toBe(400);
    expect(JSON.stringify(replay.body)).toContain('stores.state_invalid');
    const [after] = await storesOf(me.id);
    expect(after!.credentialsCipher).toBe(store!.credentialsCipher);
    expect(after!.updatedAt.getTime()).toBe(store!.updatedAt.getTime());
  });

  it('an unknown, expired or malformed state, or keys without write access, store nothing', async () => {
    const me = await customerLogin(t);
    const unknown = await callback({
      user_id: 'no-such-state-aaaaaaaaaaaaaaaaaaaaaa',
      ...KEYS,
      key_permissions: 'read_write',
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('stores.state_invalid');

    const readOnly = await start(me.token, 'https://ro.example.com');
    const roState = paramsOf(readOnly.body.data.authorizeUrl).get('user_id')!;
    const refused = await callback({ user_id: roState, ...KEYS, key_permissions: 'read' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('woocommerce.scope_insufficient');

    const late = await start(me.token, 'https://late.example.com');
    const lateState = paramsOf(late.body.data.authorizeUrl).get('user_id')!;
    t.clock.advanceMinutes(31);
    const expired = await callback({ user_id: lateState, ...KEYS, key_permissions: 'read_write' });
    expect(expired.status).toBe(400);

    for (const bad of [
      {
        user_id: roState,
        consumer_key: 'not-a-key',
        consumer_secret: KEYS.consumer_secret,
        key_permissions: 'read_write',
      },
      { user_id: roState, key_permissions: 'read_write' },
      { user_id: ['x'], ...KEYS, key_permissions: 'read_write' },
      'not json at all',
    ]) {
      const res = await request(t.app, 'POST', '/app/store/woocommerce/callback', {
        body: bad,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await storesOf(me.id)).toHaveLength(0);

    // The same keys form-encoded are read as well (and still need a live state).
    const form = await start(me.token, 'https://form.example.com');
    const formState = paramsOf(form.body.data.authorizeUrl).get('user_id')!;
    const posted = await request(t.app, 'POST', '/app/store/woocommerce/callback', {
      body: new URLSearchParams({ user_id: formState, ...KEYS, key_permissions: 'read_write' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(200);
    expect(await returnTo(`success=1&user_id=${formState}`)).toMatch(/^\/authSuccess\?/);
    expect((await storesOf(me.id)).map((s) => s.account)).toEqual(['https://form.example.com']);
  });

  it('refuses plain http off this machine (in both languages) and what is not a web address', async () => {
    const me = await customerLogin(t);
    const en = await start(me.token, 'http://shop.example.com');
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('woocommerce.https_required');
    expect(en.body.message).toContain('OAuth 1.0a');
    const zh = await call(t.app, 'POST', '/app/store/woocommerce/connect', {
      token: me.token,
      lang: 'zh-CN',
      body: { name: 'x', storeUrl: 'http://shop.example.com' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(zh.body.message).toContain('HTTPS');
    expect(zh.body.message).not.toBe(en.body.message);
    const bad = await start(me.token, 'ftp://shop.example.com');
    expect(JSON.stringify(bad.body)).toContain('woocommerce.url_invalid');
    const anonymous = await call(t.app, 'POST', '/app/store/woocommerce/connect', {
      body: { name: 'x', storeUrl: 'https://a.example.com' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('sends the returning browser to authAccepted or authDeclined until the keys arrived, then authSuccess', async () => {
    const me = await customerLogin(t);
    const res = await start(me.token, 'https://return.example.com', 'Return shop');
    const state = paramsOf(res.body.data.authorizeUrl).get('user_id')!;
    const back = returnTo;
    expect(await back(`success=0&user_id=${state}`)).toBe(
      '/authDeclined?platform=woocommerce&store=Return+shop',
    );
    expect(await back(`success=1&user_id=${state}`)).toBe(
      '/authAccepted?platform=woocommerce&store=Return+shop',
    );
    const invalid = '/authDeclined?platform=woocommerce&reason=stores.state_invalid';
    expect(await back('success=1&user_id=unknown')).toBe(invalid);
    expect(await back('')).toBe(invalid);
    expect(await storesOf(me.id)).toHaveLength(0);
    await callback({ user_id: state, ...KEYS, key_permissions: 'read_write' });
    expect(await back(`success=1&user_id=${state}`)).toBe(
      '/authSuccess?platform=woocommerce&store=Return+shop',
    );
    // A reload of the return page shows the same result and makes nothing more.
    expect(await back(`success=1&user_id=${state}`)).toBe(
      '/authSuccess?platform=woocommerce&store=Return+shop',
    );
    expect(await storesOf(me.id)).toHaveLength(1);
  });

  it("keeps stores per customer: another customer's list never shows them", async () => {
    const owner = await customerLogin(t);
    const other = await customerLogin(t);
    const res = await start(owner.token, 'https://tenant.example.com');
    const state = paramsOf(res.body.data.authorizeUrl).get('user_id')!;
    await callback({ user_id: state, ...KEYS, key_permissions: 'read_write' });
    await returnTo(`success=1&user_id=${state}`);
    const mine = await call(t.app, 'GET', '/app/store/list', { token: owner.token });
    const theirs = await call(t.app, 'GET', '/app/store/list', { token: other.token });
    expect(mine.body.data.map((s: { account: string }) => s.account)).toContain('https://tenant.example.com');
    expect(theirs.body.data).toEqual([]);
  });
});
