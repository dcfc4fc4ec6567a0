import { expect, test } from '@playwright/test';
import {
  api,
  apiLogin,
  CUSTOMER,
  encryptFor,
  fillLogin,
  loginViaUi,
  PASSWORD,
  STAFF,
  useLanguage,
} from './helpers.ts';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const NEW_PASSWORD = 'Changed@2026';

test.describe('my account', () => {
  test.afterAll(async ({ request }) => {
    // Put the demo password back whatever happened above, so other specs can sign in.
    const res = await request.post('/admin/login', {
      data: { encryptData: await encryptFor(request, { username: STAFF, password: NEW_PASSWORD }) },
    });
    const body = await res.json();
    if (body.code !== 200) return;
    await api(request, body.data.token, 'POST', '/user/updatePassword', {
      encryptData: await encryptFor(request, {
        oldPassword: NEW_PASSWORD,
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    });
  });

  test('profile and breadcrumb in Chinese', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await loginViaUi(page, STAFF);
    await page.goto('/settings/account');
    const breadcrumb = page.getByTestId('breadcrumb');
    await expect(breadcrumb.locator('.anticon-home')).toBeVisible();
    await expect(breadcrumb).toContainText('我的账户');
    await expect(page.getByText(STAFF).first()).toBeVisible();
  });

  test('shows what a customer understands, and takes an avatar image shown in the navbar', async ({
    page,
  }) => {
    await useLanguage(page, 'zh-CN');
    await loginViaUi(page, CUSTOMER);
    await page.goto('/settings/account');
    const details = page.getByTestId('profile-details');
    await expect(details.getByTestId('profile-roles')).toHaveText('客户');
    await expect(details).toContainText('注册日期');
    // Times are the business time zone's, named (docs/decisions.md, "Times in the web app").
    await expect(details).toContainText(/GMT-[78]/);
    await expect(page.getByTestId('business-time-zone')).toHaveText(/时间：America\/Los_Angeles/);
    // No internal id, resource codes or raw fields.
    await expect(details).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
    await expect(details).not.toContainText('appSysMessageList');
    await expect(details).not.toContainText('图标');
    await expect(page.getByTestId('profile-avatar')).toHaveCount(0);

    const input = details.locator('input[type=file]');
    await input.setInputFiles({
      name: 'not-an-image.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(page.locator('.ant-message-error')).toContainText('PNG、JPEG 或 WebP');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.locator('.ant-message-success')).toContainText('头像已保存');
    await expect(page.getByTestId('account-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('navbar-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('password change enforces the rules, then the new password works', async ({ page, request }) => {
    await useLanguage(page, 'en-US');
    await loginViaUi(page, STAFF);
    await page.goto('/settings/account');
    await page.getByTestId('password-old').fill(PASSWORD);
    await page.getByTestId('password-new').fill(NEW_PASSWORD);
    await page.getByTestId('password-confirm').fill('Different@2026');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('the two passwords are inconsistent')).toBeVisible();

    await page.getByTestId('password-new').fill('short1');
    await page.getByTestId('password-confirm').fill('short1');
    await page.getByTestId('password-submit').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

    await page.getByTestId('password-old').fill('Wrong@123456');
    await page.getByTestId('password-new').fill(NEW_PASSWORD);
    await page.getByTestId('password-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await expect(page.locator('.ant-message-error')).toBeVisible();

    await page.getByTestId('password-old').fill(PASSWORD);
    await page.getByTestId('password-submit').click();
    await expect(page.locator('.ant-message-success')).toBeVisible();

    const fresh = await page.context().browser()!.newPage();
    await fresh.goto('/login');
    await fillLogin(fresh, STAFF, NEW_PASSWORD);
    await expect(fresh).toHaveURL(/\/dashboard\/workplace$/);
    expect(await apiLogin(request, STAFF, NEW_PASSWORD)).toBeTruthy();
  });
});
