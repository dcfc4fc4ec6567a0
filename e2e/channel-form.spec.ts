import { expect, type Page, test } from '@playwright/test';
import { ADMIN, api, apiLogin, loginViaUi, useLanguage } from './helpers.ts';

const SECRET = 'e2e-ups-secret-never-shown-71c2';

async function openChannel(page: Page, name: string) {
  await page.goto('/adminSettings/permission/carrierService');
  const row = page.getByTestId(`channel-row-${name}`);
  await row.getByRole('button', { name: /^(Edit|编辑)$/ }).click();
  await expect(page.getByTestId('channel-name')).toHaveValue(name);
}

test("an administrator fills a real carrier's generated form, tests its connection and sees the carrier's error in both languages", async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN);
  const name = `E2E UPS ${Date.now()}`;
  // No test calls the internet: the channel's carrier address is a closed local port.
  const created = await api<{ id: string }>(request, token, 'POST', '/admin/channel/create', {
    carrierCode: 'ups',
    name,
    settings: { accountNumber: 'A1B2C3', baseUrl: 'http://127.0.0.1:9' },
    credentials: { clientId: 'e2e-client', clientSecret: SECRET },
  });
  expect(created.body.code, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id;
  try {
    await useLanguage(page, 'zh-CN');
    await loginViaUi(page, ADMIN);
    await openChannel(page, name);
    await expect(page.getByTestId('channel-secret-clientSecret-set')).toHaveText('已设置');
    await expect(page.getByTestId('channel-field-accountNumber')).toHaveValue('A1B2C3');
    await expect(page.getByTestId('channel-field-clientSecret')).toHaveValue('');
    await page.getByTestId('channel-test-connection').click();
    await expect(page.getByTestId('channel-connection-failed')).toContainText('承运商');
    expect(await page.content()).not.toContain(SECRET);
    await page.screenshot({ path: test.info().outputPath('channel-form-zh-CN.png') });
    // Production, secrets left empty: the stored ones are kept.
    await page.getByTestId('channel-mode').getByText('生产').click();
    await page.getByTestId('channel-save').click();
    await expect(page.getByTestId('channel-name')).toBeHidden({ timeout: 20_000 });
    const savedChannel = async () => {
      const level = await api<{ channels: { id: string; mode: string; credentialKeys: string[] }[] }>(
        request,
        token,
        'GET',
        '/admin/channel/getChannelOneLevel/ups',
      );
      return level.body.data.channels.find((c) => c.id === id);
    };
    await expect
      .poll(savedChannel)
      .toMatchObject({ mode: 'production', credentialKeys: ['clientId', 'clientSecret'] });

    // en-US: a new UPS channel asks for the carrier's required fields; a built-in channel connects.
    await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
    await page.goto('/adminSettings/permission/carrierService');
    // The list first (its carriers load with it), then the dialog, then the carrier's own fields.
    await expect(page.getByTestId(`channel-row-${name}`)).toBeVisible();
    await page.getByTestId('channel-create').click();
    await expect(page.getByTestId('channel-name')).toBeVisible();
    // Ten carriers: the list scrolls, so the carrier is found by typing its name.
    await page.getByTestId('channel-carrier').click();
    await page.getByTestId('channel-carrier').locator('input').fill('UPS');
    const ups = page.locator('.ant-select-item-option:visible').filter({ hasText: /^UPS$/ });
    await expect(ups).toHaveCount(1);
    await ups.click();
    await expect(page.getByTestId('channel-carrier')).toContainText('UPS');
    await expect(page.getByTestId('channel-secret-clientId-notSet')).toHaveText('not set');
    await page.getByTestId('channel-name').fill(`${name} new`);
    await page.getByTestId('channel-save').click();
    await expect(page.getByText('Please enter Client ID')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('channel-form-en-US.png') });
    await page.keyboard.press('Escape');
    await openChannel(page, 'Sandbox Express');
    await page.getByTestId('channel-test-connection').click();
    await expect(page.getByTestId('channel-connection-ok')).toContainText('Connected');
  } finally {
    await api(request, token, 'POST', `/admin/channel/delete/${id}`);
  }
});
