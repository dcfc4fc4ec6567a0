import { expect, test } from '@playwright/test';
import { ADMIN, api, apiLogin, CUSTOMER, fillLogin, loginViaUi, PASSWORD } from './helpers.ts';

test.describe('route guards', () => {
  test('a protected route without a session goes to login with the redirect query, honoured after login', async ({
    page,
  }) => {
    await page.goto('/roleSettings/roleManagement?keyword=ops');
    await expect(page).toHaveURL(/\/login\?redirect=roleManagement&keyword=ops$/);
    await fillLogin(page, ADMIN, PASSWORD);
    await expect(page).toHaveURL(/\/roleSettings\/roleManagement\?keyword=ops$/);
  });

  test('a customer neither sees nor reaches back-office routes, and the server refuses them', async ({
    page,
    request,
  }) => {
    await loginViaUi(page, CUSTOMER);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByText('Role settings')).toHaveCount(0);
    await page.goto('/roleSettings/roleManagement');
    // Not permitted: the first permitted route instead.
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);

    const token = await apiLogin(request, CUSTOMER);
    const roles = await api(request, token, 'GET', '/role/list');
    expect(roles.status).toBe(403);
    expect(roles.body.errorCode).toBe('auth.forbidden');
    const create = await api(request, token, 'POST', '/role/create', { name: 'hack', resourceCodes: [] });
    expect(create.status).toBe(403);
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await loginViaUi(page, CUSTOMER);
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a stale token logs out to login with the redirect', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/settings/account');
    await expect(page).toHaveURL(/\/login\?redirect=account/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('/redirect/:path reloads the target route', async ({ page }) => {
    await loginViaUi(page, CUSTOMER);
    await page.goto(`/redirect/${encodeURIComponent('/settings/account')}`);
    await expect(page).toHaveURL(/\/settings\/account$/);
  });
});
