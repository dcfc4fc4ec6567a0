import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';
import {
  call,
  type OrderDetail,
  orderBody,
  placingSandboxService,
  search,
  unique,
} from './orders-helpers.ts';

/**
 * Issue 16: a customer adds a webhook endpoint pointing at a local receiver, creates a test-mode API key
 * and buys a label with it through the public API; the receiver gets label.created signed with the secret
 * shown once and verifies it; the delivery log says it succeeded and the order list tags the order "Test".
 */
interface Hit {
  path: string;
  body: string;
  signature: string;
}
const hits: Hit[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    hits.push({
      path: req.url ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
      signature: String(req.headers['shiplabel-signature'] ?? ''),
    });
    res.writeHead(200).end('received');
  });
});
let base = '';
test.beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The receiver's check, written from the documented recipe: HMAC-SHA256(secret, "<t>.<raw body>"). */
function verifies(hit: Hit, secret: string) {
  const parts = hit.signature.split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1] ?? '';
  const expected = createHmac('sha256', secret).update(`${t}.${hit.body}`).digest('hex');
  return (
    Math.abs(Date.now() / 1000 - Number(t)) < 300 && parts.some(([k, v]) => k === 'v1' && v === expected)
  );
}

const L = {
  'en-US': { tab: 'Webhooks', deliveries: 'Deliveries', succeeded: 'Succeeded', test: 'Test' },
  'zh-CN': { tab: 'Webhooks', deliveries: '投递记录', succeeded: '成功', test: '测试' },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`add a webhook endpoint, buy a label with an API key, verify the signed delivery (${lang})`, async ({
    page,
    request,
  }) => {
    const { serviceId, restore } = await placingSandboxService(request);
    const path = `/${unique(`hook-${lang}`)}`;
    let endpointId = '';
    let keyId = '';
    try {
      await useLanguage(page, lang);
      await loginViaUi(page, CUSTOMER);
      await page.goto('/settings/api');
      await page.getByRole('tab', { name: L[lang].tab }).click();
      await page.getByTestId('webhook-create').click();
      await page.getByTestId('webhook-url').fill(`${base}${path}`);
      await page.getByTestId('webhook-description').fill('e2e receiver');
      const created = page.waitForResponse((r) => r.url().includes('/app/webhook/create'));
      await page.getByTestId('webhook-save').click();
      const res = await created;
      expect(res.status()).toBe(200);
      expect(res.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      endpointId = (await res.json()).data.id;
      const shown = page.getByTestId('webhook-secret');
      await expect(shown).toBeVisible();
      const secret = (await shown.innerText()).trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      await page.screenshot({ path: `test-results/webhook-secret-${lang}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByText(secret)).toHaveCount(0);

      // The public API: a test-mode key made for this buys the label (sandbox, no money).
      const session = await apiLogin(request, CUSTOMER);
      const key = await call<{ id: string; secret: string }>(request, session, 'POST', '/app/apiKey/create', {
        data: { name: unique('e2e-hook'), mode: 'test', scopes: ['orders_labels'] },
        headers: { 'idempotency-key': unique('key') },
      });
      expect(key.status).toBe(200);
      keyId = key.body.data.id;
      const bought = await call<OrderDetail>(
        request,
        key.body.data.secret,
        'POST',
        '/app/order/label/create',
        {
          data: orderBody(serviceId, unique('wh')),
          headers: { 'idempotency-key': unique('e2e') },
          lang,
        },
      );
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const order = bought.body.data;
      await expect
        .poll(() => hits.filter((h) => h.path === path).length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      const hit = hits.find((h) => h.path === path)!;
      const event = JSON.parse(hit.body);
      expect(event).toMatchObject({
        type: 'label.created',
        data: { orderId: order.id, orderNo: order.orderNo, testMode: true },
      });
      expect(verifies(hit, secret)).toBe(true);
      expect(verifies(hit, `${secret}x`)).toBe(false);

      const row = page.getByTestId(`webhook-row-${base}${path}`);
      await row.getByText(L[lang].deliveries).click();
      const log = page.getByTestId('webhook-deliveries');
      await expect(log.getByText('label.created')).toBeVisible();
      await expect(log.getByTestId('webhook-delivery-status-succeeded').first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(log).toContainText('200');
      await expect(log).toContainText(L[lang].succeeded);
      await page.screenshot({ path: `test-results/webhook-deliveries-${lang}.png`, fullPage: true });

      // The order the key bought is tagged as a test order in the list.
      await page.goto('/orderManager/allWaybills');
      await search(page, 'order-keyword', order.orderNo);
      await expect(page.getByTestId(`order-test-tag-${order.id}`)).toHaveText(L[lang].test);
      await page.screenshot({ path: `test-results/webhook-test-order-${lang}.png` });
    } finally {
      const token = await apiLogin(request, CUSTOMER);
      if (endpointId) await call(request, token, 'POST', `/app/webhook/delete/${endpointId}`);
      if (keyId) await call(request, token, 'POST', `/app/apiKey/revoke/${keyId}`);
      await restore();
    }
  });
}
