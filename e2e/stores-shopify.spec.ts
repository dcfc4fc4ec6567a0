import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';
import { call, idsInView, placingSandboxService, unique } from './orders-helpers.ts';

/**
 * Issue 16: a customer connects a Shopify-shaped store (a fake store script on 127.0.0.1, the server's
 * SHOPIFY_API_BASE_OVERRIDE in playwright.config.ts), its two orders arrive as drafts, labels are bought
 * from the drafts, and the tracking numbers reach the store through fulfillmentCreate.
 */
const FAKE_PORT = Number(process.env.E2E_PORT ?? 3210) + 20000;
const FAKE = `http://127.0.0.1:${FAKE_PORT}`;
let fake: ChildProcess | null = null;

test.beforeAll(async () => {
  fake = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/modules/stores/shopify/testing/fake-shopify.ts',
      String(FAKE_PORT),
      'e2e-shopify-client',
      'e2e-shopify-secret',
    ],
    { stdio: 'ignore' },
  );
  await expect
    .poll(async () => (await fetch(`${FAKE}/_test/probe/fulfillments`).catch(() => null))?.status ?? 0, {
      timeout: 20_000,
    })
    .toBe(200);
});
test.afterAll(() => {
  fake?.kill();
});

const L = {
  'en-US': {
    connect: 'Connect a store',
    go: 'Continue to Shopify',
    connected: 'Store connected',
    sync: 'Sync now',
    imported: '2 imported',
    pushed: '2 tracking sent',
  },
  'zh-CN': {
    connect: '连接店铺',
    go: '前往 Shopify',
    connected: '店铺已连接',
    sync: '立即同步',
    imported: '已导入 2 单',
    pushed: '已回传 2 个跟踪号',
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`connect a Shopify store, pull two orders, buy labels, tracking reaches the store (${lang})`, async ({
    page,
    request,
  }) => {
    const shop = `${unique(`e2e-${lang.slice(0, 2)}`).toLowerCase()}.myshopify.com`;
    const name = unique(`Shop ${lang}`);
    const seeded = await fetch(`${FAKE}/_test/${shop}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orders: [
          { name: '#1001', lines: [{ sku: 'TEE-M', title: 'Tee', quantity: 2, price: '15.00', grams: 300 }] },
          { name: '#1002', lines: [{ sku: 'MUG-1', title: 'Mug', quantity: 1, price: '9.50', grams: 450 }] },
        ],
      }),
    });
    expect(seeded.status).toBe(200);
    const { serviceId, restore } = await placingSandboxService(request);
    try {
      await useLanguage(page, lang);
      await loginViaUi(page, CUSTOMER);
      await page.goto('/settings/sales');
      await page.getByRole('button', { name: L[lang].connect }).click();
      await page.getByTestId('store-name').fill(name);
      await page.getByTestId('store-shop').fill(shop);
      const started = page.waitForResponse((r) => r.url().includes('/app/store/shopify/connect'));
      await page.getByRole('button', { name: L[lang].go }).click();
      expect((await started).request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      // The fake approves at once; Shopify's redirect comes back through our callback to /authSuccess.
      await page.waitForURL(/\/authSuccess\?/);
      await expect(page.getByTestId('public-heading')).toHaveText(L[lang].connected);
      await expect(page.getByTestId('auth-result-store')).toContainText(name);
      await page.screenshot({ path: `test-results/stores-auth-success-${lang}.png` });

      await page.goto('/settings/sales');
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(shop);
      await row.getByRole('button', { name: L[lang].sync }).click();
      await expect(row).toContainText(L[lang].imported, { timeout: 30_000 });

      const token = await apiLogin(request, CUSTOMER);
      const drafts = await idsInView(request, token, 'draft', name);
      expect(drafts).toHaveLength(2);
      const tracking: string[] = [];
      for (const orderId of drafts) {
        const placed = await call<{ trackingNo: string }>(request, token, 'POST', '/app/order/label/create', {
          data: { orderId, serviceId },
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        tracking.push(placed.body.data.trackingNo);
      }
      await expect
        .poll(
          async () => {
            const got = (await (await fetch(`${FAKE}/_test/${shop}/fulfillments`)).json()) as {
              fulfillments: { trackingInfo: { number: string } }[];
            };
            return got.fulfillments.map((f) => f.trackingInfo.number).sort();
          },
          { timeout: 30_000 },
        )
        .toEqual([...tracking].sort());
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText(L[lang].pushed);
      await page.screenshot({ path: `test-results/stores-sales-${lang}.png`, fullPage: true });
    } finally {
      await restore();
    }
  });
}

const MISMATCH = {
  'en-US': 'was not started in this browser',
  'zh-CN': '不是在本浏览器中发起的',
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`an approval link started elsewhere connects nothing in this browser (${lang})`, async ({
    browser,
    request,
  }) => {
    // Someone starts a flow (the API client keeps its cookie to itself) and sends the link on.
    const token = await apiLogin(request, CUSTOMER);
    const shop = `${unique(`e2e-csrf-${lang.slice(0, 2)}`).toLowerCase()}.myshopify.com`;
    const started = await call<{ authorizeUrl: string }>(
      request,
      token,
      'POST',
      '/app/store/shopify/connect',
      {
        data: { name: unique('Linked elsewhere'), shop },
        headers: { 'idempotency-key': crypto.randomUUID() },
      },
    );
    expect(started.status).toBe(200);
    // The shop owner opens it in their own browser: the callback has no cookie of that flow.
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, lang);
    await page.goto(started.body.data.authorizeUrl);
    await page.waitForURL(/\/authDeclined\?.*reason=stores\.browser_mismatch/);
    await expect(page.getByTestId('auth-result-reason')).toContainText(MISMATCH[lang]);
    await page.screenshot({ path: `test-results/stores-auth-mismatch-${lang}.png` });
    await context.close();
  });
}
