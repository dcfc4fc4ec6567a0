import { expect, test } from '@playwright/test';
import { CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';
import { orderBody, placingSandboxService, unique, usdAvailable } from './orders-helpers.ts';

/** Issue 16: a customer makes a test key, buys a sandbox label with it, revokes it; both languages. */
const L = {
  'en-US': {
    revoked: 'Revoked',
    active: 'Active',
    test: 'Test',
    invalid: 'The API key is unknown or has been revoked',
  },
  'zh-CN': { revoked: '已撤销', active: '有效', test: '测试', invalid: 'API 密钥无效或已被撤销' },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`create an API key, buy a sandbox label with it, revoke it (${lang})`, async ({
    browser,
    request,
  }) => {
    const { serviceId, restore } = await placingSandboxService(request);
    const context = await browser.newContext({
      locale: lang,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    try {
      await useLanguage(page, lang);
      await loginViaUi(page, CUSTOMER);
      await page.goto('/settings/api');
      const name = unique('ci');
      await page.getByTestId('api-key-create').click();
      await page.getByTestId('api-key-name').fill(name);
      await page.screenshot({ path: `test-results/api-key-create-${lang}.png` });
      const created = page.waitForResponse((r) => r.url().includes('/app/apiKey/create'));
      await page.getByTestId('api-key-save').click();
      const res = await created;
      expect(res.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.status()).toBe(200);

      // The secret is shown once, with a copy button.
      const shown = page.getByTestId('api-key-secret');
      await expect(shown).toBeVisible();
      const secret = (await shown.innerText()).trim();
      expect(secret).toMatch(/^sl_test_[0-9A-Za-z]{40}$/);
      await shown.getByRole('button').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await page.screenshot({ path: `test-results/api-key-secret-${lang}.png` });
      await page.getByTestId('api-key-secret-done').click();
      const row = page.getByTestId(`api-key-row-${name}`);
      await expect(row).toContainText(`${secret.slice(0, 16)}…${secret.slice(-4)}`);
      await expect(row).toContainText(L[lang].test);
      await expect(row).toContainText(L[lang].active);
      await expect(page.getByText(secret)).toHaveCount(0);

      // The key buys a label on the sandbox; a test key moves no money.
      const before = await usdAvailable(request);
      const buy = () =>
        page.request.post('/app/order/label/create', {
          headers: {
            authorization: `Bearer ${secret}`,
            'idempotency-key': unique('key'),
            'accept-language': lang,
          },
          data: orderBody(serviceId, unique('api')),
        });
      const bought = await buy();
      const body = await bought.json();
      expect(bought.status(), JSON.stringify(body)).toBe(200);
      expect(body.data.status).toBe(8);
      expect(body.data.trackingNo).not.toBe('');
      expect(bought.headers().ratelimit).toMatch(/^limit=20, remaining=\d+, reset=\d+$/);
      expect(await usdAvailable(request)).toBe(before);

      // Revoked from the page: the next call is 401, in the caller's language.
      await row.getByTestId(`api-key-revoke-${name}`).click();
      await page.getByTestId('api-key-revoke-confirm').click();
      await expect(row).toContainText(L[lang].revoked);
      await page.screenshot({ path: `test-results/api-keys-${lang}.png`, fullPage: true });
      const refused = await buy();
      expect(refused.status()).toBe(401);
      expect((await refused.json()).message).toBe(L[lang].invalid);

      // The API docs explain keys and show the three examples with the key header.
      await page.goto('/wordView');
      const guide = page.getByTestId('api-auth');
      await expect(guide).toContainText('sl_test_');
      await expect(guide.getByTestId('guide-curl-rate')).toContainText(
        'Authorization: Bearer $SHIPLABEL_API_KEY',
      );
      await guide.screenshot({ path: `test-results/api-docs-auth-${lang}.png` });
    } finally {
      await context.close();
      await restore(request);
    }
  });
}
