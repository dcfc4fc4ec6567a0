import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, encryptFor, loginViaUi, PASSWORD, useLanguage } from './helpers.ts';

const BUYER = 'buyer@example.com';

/** Whether the demo buyer can sign in right now (a disabled account cannot). */
async function buyerCanSignIn(request: Parameters<typeof encryptFor>[0]) {
  const encryptData = await encryptFor(request, { username: BUYER, password: PASSWORD });
  const res = await request.post('/admin/login', { data: { encryptData } });
  return (await res.json()).code === 200;
}

test('an administrator finds a user, opens the drawer, disables and re-activates them, and exports (zh-CN)', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'zh-CN');
  await loginViaUi(page, ADMIN);
  await page.goto('/adminSettings/userManagement');
  await page.getByTestId('users-search').locator('input').fill(BUYER);
  await page.getByTestId('users-search').locator('input').press('Enter');
  await expect(page.getByTestId(`users-row-${BUYER}`)).toBeVisible();
  await expect(page.getByTestId(`users-row-${CUSTOMER}`)).toHaveCount(0);

  await page.getByTestId(`users-open-${BUYER}`).click();
  const drawer = page.getByTestId('users-drawer');
  await expect(drawer).toContainText('基本信息');
  await expect(drawer).toContainText('seller@example.com');
  await expect(drawer.getByTestId('users-drawer-wallets')).toContainText('0.00');
  await expect(drawer.getByTestId('users-wallet-actions')).toHaveText('钱包操作');
  await page.keyboard.press('Escape');

  await page.getByTestId(`users-toggle-${BUYER}`).click();
  await page.getByTestId('users-confirm-ok').click();
  await expect(page.getByTestId(`users-status-${BUYER}`)).toHaveText('禁用');
  expect(await buyerCanSignIn(request)).toBe(false);
  await page.getByTestId(`users-toggle-${BUYER}`).click();
  await page.getByTestId('users-confirm-ok').click();
  await expect(page.getByTestId(`users-status-${BUYER}`)).toHaveText('正常');
  expect(await buyerCanSignIn(request)).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByTestId('users-export').click();
  expect((await download).suggestedFilename()).toBe('user-list.xlsx');
});

test('a seller sees only their own customers, read-only; the warehouse page lists the warehouse (en-US)', async ({
  page,
  browser,
}) => {
  await useLanguage(page, 'en-US');
  // The page never calls what a seller may not use (every 403 answer is recorded).
  const forbidden: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) forbidden.push(`${res.request().method()} ${res.url()}`);
  });
  await loginViaUi(page, 'seller@example.com');
  await page.goto('/adminSettings/userManagement');
  await expect(page.getByText('My customers')).toBeVisible();
  await expect(page.getByTestId(`users-row-${BUYER}`)).toBeVisible();
  await expect(page.getByTestId(`users-row-${CUSTOMER}`)).toBeVisible();
  await expect(page.getByTestId('users-row-warehouse@example.com')).toHaveCount(0);
  await expect(page.getByTestId('users-export')).toHaveCount(0);
  await expect(page.getByTestId(`users-toggle-${BUYER}`)).toHaveCount(0);
  await page.getByTestId(`users-open-${BUYER}`).click();
  await expect(page.getByTestId('users-drawer-wallets')).toBeVisible();
  await expect(page.getByTestId('users-wallet-actions')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(forbidden).toEqual([]);

  const admin = await browser.newPage();
  await useLanguage(admin, 'en-US');
  await loginViaUi(admin, ADMIN);
  await admin.goto('/adminSettings/overseasWarehouseUser');
  const row = admin.getByTestId('warehouse-row-warehouse@example.com');
  await expect(row).toContainText('Los Angeles Warehouse');
  await expect(row).toContainText('LAX1');
  await expect(row).toContainText('Long Beach');
  await admin.close();
});
