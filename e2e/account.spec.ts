import { expect, test } from '@playwright/test';
import { api, apiLogin, encryptFor, fillLogin, loginViaUi, PASSWORD, STAFF, useLanguage } from './helpers.ts';

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
