import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

const TEXT = {
  'en-US': { banner: 'opened on the user', saved: /saved/i },
  'zh-CN': { banner: '代为打开', saved: /保存/ },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const satisfies readonly Lang[]) {
  test(`${lang}: an administrator opens sessions in new tabs, acts for the customer, and the user log names both`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await useLanguage(admin, lang);
    await loginViaUi(admin, ADMIN);

    // Employees: create a staff member, then open their session with the row's "Open session" button.
    const email = `e2e-staff-${lang.toLowerCase()}-${Date.now()}@example.com`;
    await admin.goto('/adminSettings/employeeManagement');
    await admin.getByTestId('staff-create').click();
    await admin.getByTestId('staff-email').fill(email);
    await admin.getByTestId('staff-password').fill('Welcome123');
    await admin.getByTestId('staff-nickname').fill('E2E Staff');
    await admin.getByTestId('staff-save').click();
    await expect(admin.getByTestId(`staff-row-${email}`)).toBeVisible();
    const [staffTab] = await Promise.all([
      context.waitForEvent('page'),
      admin.getByTestId(`staff-impersonate-${email}`).click(),
    ]);
    await expect(staffTab).toHaveURL(/\/dashboard\/workplace/);
    const staffBanner = staffTab.getByTestId('impersonation-banner');
    await expect(staffBanner).toContainText(email);
    await expect(staffBanner).toContainText(ADMIN);
    await expect(staffBanner).toContainText(TEXT[lang].banner);
    await staffTab.close();

    // A customer, from user management's "Open session" button (the same component, scope users).
    await admin.goto('/adminSettings/userManagement');
    await admin.getByTestId('users-search').locator('input').fill(CUSTOMER);
    await admin.getByTestId('users-search').locator('input').press('Enter');
    const [customerTab] = await Promise.all([
      context.waitForEvent('page'),
      admin.getByTestId(`users-impersonate-${CUSTOMER}`).click(),
    ]);
    await expect(customerTab.getByTestId('impersonation-banner')).toContainText(CUSTOMER);
    await expect(customerTab.getByTestId('impersonation-banner')).toContainText(ADMIN);

    // A small mutating action on the customer's behalf: the profile's job.
    await customerTab.goto('/settings/account');
    await customerTab.getByTestId('profile-job').fill(`E2E ${lang}`);
    await customerTab.getByTestId('profile-submit').click();
    await expect(customerTab.locator('.ant-message')).toContainText(TEXT[lang].saved);
    await customerTab.screenshot({ path: `test-results/impersonation-${lang}.png` });

    // The administrator's own tab kept its own session (no banner), and the user log shows both people.
    await admin.goto('/maintenance/userLogs');
    await expect(admin.getByTestId('impersonation-banner')).toHaveCount(0);
    await admin.getByTestId('user-logs-impersonator').locator('input').fill(ADMIN);
    await admin.getByTestId('user-logs-impersonator').locator('input').press('Enter');
    const row = admin
      .locator('[data-testid^="user-log-row-"]')
      .filter({ hasText: '/user/updateInfo' })
      .first();
    await expect(row).toContainText(CUSTOMER);
    await expect(row).toContainText(ADMIN);
    await context.close();
  });
}
