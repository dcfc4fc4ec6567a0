import { expect, test } from '@playwright/test';
import { ADMIN, loginViaUi, STAFF, useLanguage } from './helpers.ts';

test('role management changes what a user can reach', async ({ browser }) => {
  const roleName = `E2E role ${Date.now()}`;
  const admin = await browser.newPage();
  await loginViaUi(admin, ADMIN);
  await admin.goto('/roleSettings/roleManagement');

  // Staff cannot reach role management before.
  const staff = await browser.newPage();
  await loginViaUi(staff, STAFF);
  await staff.goto('/roleSettings/roleManagement');
  await expect(staff).toHaveURL(/\/dashboard\/workplace$/);

  // The administrator creates a role holding the role-settings resources and gives it to staff.
  await admin.getByTestId('role-create').click();
  await admin.getByTestId('role-name-input').fill(roleName);
  await admin.getByTestId('role-resources').getByText('Role settings menu').click();
  await admin.getByTestId('role-resources').getByText('Role management', { exact: true }).click();
  await admin.getByTestId('role-save').click();
  await expect(admin.getByTestId(`role-row-${roleName}`)).toBeVisible();
  await admin.getByTestId(`role-members-${roleName}`).click();
  await admin.getByTestId('member-search').click();
  await admin.getByTestId('member-search').locator('input').fill('staff@');
  await admin.locator('.ant-select-item-option').filter({ hasText: STAFF }).click();
  await admin.getByTestId('member-add').click();
  await expect(admin.getByTestId('member-list').getByText(STAFF)).toBeVisible();

  // Next request: staff now reaches it and sees it in the menu.
  await staff.goto('/roleSettings/roleManagement');
  await expect(staff).toHaveURL(/\/roleSettings\/roleManagement$/);
  await expect(staff.getByTestId('side-menu').getByText('Role management')).toBeVisible();

  // The administrator removes the member again; staff loses access on the next navigation.
  await admin.getByTestId(`member-remove-${STAFF}`).click();
  await expect(admin.getByTestId('member-list').getByText(STAFF)).toHaveCount(0);
  await staff.goto('/roleSettings/roleManagement');
  await expect(staff).toHaveURL(/\/dashboard\/workplace$/);
});

test('the seeded roles read in Chinese; a typed role name stays as typed', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await loginViaUi(page, ADMIN);
  await page.goto('/roleSettings/roleManagement');
  await expect(page.getByTestId('role-row-Staff')).toContainText('员工');
  await expect(page.getByTestId('role-row-Staff')).toContainText('订单审核、充值与工单');
  await expect(page.getByTestId('role-row-Administrator')).toContainText('管理员');
  await expect(page.getByTestId('role-row-Customer')).toContainText('全部客户资源');
  await expect(page.getByTestId('role-row-Staff')).not.toContainText('Order review');
  // Times are the business zone's, named.
  await expect(page.getByTestId('role-row-Staff')).toContainText(/GMT-[78]/);
});
