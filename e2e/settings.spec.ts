import { expect, test } from '@playwright/test';
import { CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';

test.describe('layout settings drawer', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en-US');
    await loginViaUi(page, CUSTOMER);
  });

  test('every toggle takes effect at once', async ({ page }) => {
    await page.getByTestId('settings-button').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(300);

    // Colour-weak mode: 80% invert.
    await page.getByTestId('settings-colorWeak').click();
    await expect
      .poll(() =>
        page.evaluate(
          () => getComputedStyle(document.body).filter + getComputedStyle(document.documentElement).filter,
        ),
      )
      .toContain('invert(0.8)');
    await page.getByTestId('settings-colorWeak').click();

    // Footer off and on.
    await expect(page.getByTestId('layout-footer')).toBeVisible();
    await page.getByTestId('settings-footer').click();
    await expect(page.getByTestId('layout-footer')).toHaveCount(0);
    await page.getByTestId('settings-footer').click();
    await expect(page.getByTestId('layout-footer')).toBeVisible();

    // Tab bar on.
    await page.getByTestId('settings-tabBar').click();
    await expect(page.getByTestId('tab-bar')).toBeVisible();

    // Menu off hides the side menu.
    await page.getByTestId('settings-menu').click();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await page.getByTestId('settings-menu').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();

    // Menu from server: the menu is fetched from the server.
    const menuCall = page.waitForRequest(
      (req) => req.url().endsWith('/api/user/menu') && req.method() === 'POST',
    );
    await page.getByTestId('settings-menuFromServer').click();
    await menuCall;
    await expect(page.getByTestId('side-menu').getByText('My account')).toBeVisible();

    // Navbar off: the fixed settings button appears and reopens the drawer.
    await page.getByTestId('settings-navbar').click();
    await page.getByTestId('settings-close').click();
    await expect(page.getByTestId('navbar')).toHaveCount(0);
    await page.getByTestId('settings-open-button').click();
    await expect(drawer).toBeVisible();
    await page.getByTestId('settings-navbar').click();
    await page.getByTestId('settings-close').click();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('settings-open-button')).toHaveCount(0);
  });

  test('top menu mode and copy settings', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-topMenu').click();
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await page.getByTestId('settings-copy').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const settings = JSON.parse(copied);
    expect(settings.topMenu).toBe(true);
    expect(settings.themeColor).toBe('#165DFF');
    expect(settings.menuWidth).toBe(260);
  });
});

test.describe('language', () => {
  test('switching language shows a message and changes the title', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await loginViaUi(page, CUSTOMER);
    await expect(page).toHaveTitle(/Workplace/);
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-zh-CN').click();
    await expect(page.getByText('语言切换成功')).toBeVisible();
    await expect(page).toHaveTitle(/工作台/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('zh-CN');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${new URL(page.url()).origin}/dashboard/workplace`);
    const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
    expect(ogTitle).toContain('工作台');
  });

  test('an unknown stored language means English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'fr-FR'));
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page).toHaveTitle(/Sign in|Login/i);
  });
});
