import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, fillLogin, PASSWORD, STAFF, useLanguage } from './helpers.ts';

test.describe('sign in', () => {
  test('a customer signs in in English and lands on the workplace', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await expect(page).toHaveTitle(/Sign in|Login/i);
    await fillLogin(page, CUSTOMER, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(page.getByText('welcome to use')).toBeVisible();
    await expect(page.getByText(CUSTOMER).first()).toBeVisible();
    // The token lives in session storage under "token".
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token?.length).toBeGreaterThan(20);
  });

  test('an administrator signs in in Chinese and sees Chinese labels', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await page.goto('/login');
    await fillLogin(page, ADMIN, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(page.getByText('欢迎使用')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByText('角色设置')).toBeVisible();
    await expect(page).toHaveTitle(/工作台/);
  });

  test('the staff account signs in', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, STAFF, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });

  test('a wrong password shows the spec message in both languages', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await fillLogin(page, CUSTOMER, 'Wrong@123456');
    await expect(page.getByText('Login error, refresh and try again')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
    await page.reload();
    await fillLogin(page, CUSTOMER, 'Wrong@123456');
    await expect(page.getByText('登录出错，请刷新重试')).toBeVisible();
  });

  test('empty fields are refused on the page without calling the server', async ({ page }) => {
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/admin/login')) loginCalls++;
    });
    await page.getByTestId('login-submit').click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(2);
    expect(loginCalls).toBe(0);
    await expect(page).toHaveURL(/\/login/);
  });

  test('logout revokes the session and returns to login', async ({ page, request }) => {
    await page.goto('/login');
    await fillLogin(page, CUSTOMER, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    const res = await request.get('/user/info', { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).code).toBe(401);
  });
});
