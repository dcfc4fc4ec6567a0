import { expect, test } from '@playwright/test';
import { ADMIN, api, apiLogin, loginViaUi, useLanguage } from './helpers.ts';

/** Issue 15: an optional stored secret is cleared from the channel form; a required one is only replaced. */
test('an administrator clears a channel’s optional stored secret, in both languages', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN);
  const name = `E2E EasyPost ${Date.now()}`;
  const created = await api<{ id: string }>(request, token, 'POST', '/admin/channel/create', {
    carrierCode: 'easypost',
    name,
    settings: { baseUrl: 'http://127.0.0.1:9' },
    credentials: { apiKey: 'EZTK-e2e-key', webhookSecret: 'e2e-webhook-secret' },
  });
  expect(created.body.code, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id;
  const keysOf = async () => {
    const level = await api<{ channels: { id: string; credentialKeys: string[] }[] }>(
      request,
      token,
      'GET',
      '/admin/channel/getChannelOneLevel/easypost',
    );
    return level.body.data.channels.find((c) => c.id === id)?.credentialKeys;
  };
  const open = async () => {
    await page.goto('/adminSettings/permission/carrierService');
    await page
      .getByTestId(`channel-row-${name}`)
      .getByRole('button', { name: /^(Edit|编辑)$/ })
      .click();
    await expect(page.getByTestId('channel-name')).toHaveValue(name);
  };
  try {
    await useLanguage(page, 'en-US');
    await loginViaUi(page, ADMIN);
    await open();
    await expect(page.getByTestId('channel-secret-webhookSecret-clear')).toContainText('Clear the stored');
    await expect(page.getByTestId('channel-secret-apiKey-clear')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('channel-secret-clear-en-US.png') });

    await page.evaluate(() => window.localStorage.setItem('locale', 'zh-CN'));
    await open();
    const clear = page.getByTestId('channel-secret-webhookSecret-clear');
    await expect(clear).toContainText('清除已保存的');
    await clear.click();
    await page.screenshot({ path: test.info().outputPath('channel-secret-clear-zh-CN.png') });
    await page.getByTestId('channel-save').click();
    await expect(page.getByTestId('channel-name')).toBeHidden({ timeout: 20_000 });
    await expect.poll(keysOf).toEqual(['apiKey']);
    await open();
    await expect(page.getByTestId('channel-secret-webhookSecret-notSet')).toHaveText('未设置');
    await expect(page.getByTestId('channel-secret-webhookSecret-clear')).toHaveCount(0);
  } finally {
    await api(request, token, 'POST', `/admin/channel/delete/${id}`);
  }
});
