import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';
import {
  compareChooseCreate,
  fillAddress,
  fillParcel,
  LA,
  NY,
  placingSandboxService,
  T,
} from './orders-helpers.ts';

const TEXT = { 'en-US': { banner: 'opened on the user' }, 'zh-CN': { banner: '代为打开' } } as const;

for (const lang of ['en-US', 'zh-CN'] as const satisfies readonly Lang[]) {
  test(`${lang}: an administrator opens sessions in new tabs, acts for the customer, and the user log names both`, async ({
    browser,
    request,
  }) => {
    // Three sessions and a label purchase: on a loaded 2-core CI machine this journey took 2 minutes.
    test.setTimeout(240_000);
    const { serviceId, restore } = await placingSandboxService(request);
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

    // An order placed on the customer's behalf: the label is bought from the customer's wallet.
    try {
      await customerTab.goto('/orderManager/newOrder');
      await fillAddress(customerTab, 'sender', LA);
      await fillAddress(customerTab, 'recipient', NY);
      await fillParcel(customerTab, 0, [2, 10, 8, 6]);
      await compareChooseCreate(customerTab, serviceId, T[lang].created);
    } finally {
      await restore(request);
    }

    // The administrator's own tab kept its own session (no banner), and the user log shows both people.
    await admin.goto('/maintenance/userLogs');
    await expect(admin.getByTestId('impersonation-banner')).toHaveCount(0);
    await admin.getByTestId('user-logs-impersonator').locator('input').fill(ADMIN);
    await admin.getByTestId('user-logs-impersonator').locator('input').press('Enter');
    const row = admin
      .locator('[data-testid^="user-log-row-"]')
      .filter({ hasText: '/app/order/label/create' })
      .first();
    await expect(row).toContainText(CUSTOMER);
    await expect(row).toContainText(ADMIN);
    await context.close();
  });
}
