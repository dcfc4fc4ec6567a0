import { expect, test } from '@playwright/test';
import {
  type FakeWoo,
  startFakeWoo,
} from '../apps/server/src/modules/stores/woocommerce/testing/fake-woocommerce.ts';
import { apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';
import { call, unique } from './orders-helpers.ts';

/**
 * Issue 16: a customer connects a WooCommerce-shaped store (a local fake running wc-auth): the store
 * posts the keys to our callback, and the store is made only when the browser that started the flow comes
 * back. An approval link started by someone else connects nothing in the owner's browser.
 */
let fake: FakeWoo;
test.beforeAll(async () => {
  fake = await startFakeWoo();
});
test.afterAll(async () => fake?.close());

const L = {
  'en-US': {
    connect: 'Connect a store',
    connected: 'Store connected',
    mismatch: 'was not started in this browser',
  },
  'zh-CN': { connect: '连接店铺', connected: '店铺已连接', mismatch: '不是在本浏览器中发起的' },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`connect a WooCommerce store in the browser that started it; a link started elsewhere is refused (${lang})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    // Someone else starts a flow for this store (the API client keeps its cookie) and sends the link on.
    const token = await apiLogin(request, CUSTOMER);
    const foreignName = unique('Linked elsewhere');
    const foreign = await call<{ authorizeUrl: string }>(
      request,
      token,
      'POST',
      '/app/store/woocommerce/connect',
      {
        data: { name: foreignName, storeUrl: fake.url },
        headers: { 'idempotency-key': crypto.randomUUID() },
      },
    );
    expect(foreign.status).toBe(200);
    await page.goto(foreign.body.data.authorizeUrl);
    await page.locator('#wc-auth-approve').click();
    await page.waitForURL(/\/authDeclined\?.*reason=stores\.browser_mismatch/);
    await expect(page.getByTestId('auth-result-reason')).toContainText(L[lang].mismatch);
    const before = await call<{ name: string }[]>(request, token, 'GET', '/app/store/list');
    expect(before.body.data.map((s) => s.name)).not.toContain(foreignName);

    // The owner connects from their own session: the return brings the flow's cookie.
    const name = unique(`Woo ${lang}`);
    await loginViaUi(page, CUSTOMER);
    await page.goto('/settings/sales');
    await page.getByRole('button', { name: L[lang].connect }).click();
    await page.getByTestId('store-platform').click();
    await page.getByTitle('WooCommerce').click();
    await page.getByTestId('store-name').fill(name);
    await page.getByTestId('store-url').fill(fake.url);
    await page.getByTestId('store-connect-submit').click();
    await page.locator('#wc-auth-approve').click();
    await page.waitForURL(/\/authSuccess\?/);
    await expect(page.getByTestId('public-heading')).toHaveText(L[lang].connected);
    await expect(page.getByTestId('auth-result-store')).toContainText(name);
    await page.screenshot({ path: `test-results/stores-woo-success-${lang}.png` });
    await page.goto('/settings/sales');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(fake.url);
  });
}
