import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

/**
 * Issue 13: an administrator takes a customer off the avoid-high-risk list and puts them back with the
 * customer picker, then finds both of their own actions in the user logs. The demo customer is on the
 * list from the demo data and is back on it at the end, so the other specs' orders are unaffected.
 */
const TEXT: Record<Lang, { removed: RegExp; added: RegExp; audited: RegExp }> = {
  'en-US': {
    removed: /was taken off the list/,
    added: /Added 1; 0 already on the list/,
    audited: /Activity is audited/,
  },
  'zh-CN': { removed: /已将 .* 移出名单/, added: /已添加 1 个；0 个已在名单中/, audited: /操作会被审计/ },
};

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`an admin re-adds a customer to the avoid-high-risk list and finds it in the user logs (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await useLanguage(page, lang);
    await loginViaUi(page, ADMIN);

    await page.goto('/maintenance/avoidHighRisk');
    const row = page.getByTestId(`risk-row-${CUSTOMER}`);
    await expect(row).toBeVisible();
    await page.getByTestId(`risk-remove-${CUSTOMER}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(page.getByText(text.removed)).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByTestId('risk-add').click();
    await page.getByTestId('risk-add-users').locator('input').fill('customer@example');
    await page.locator('.ant-select-item-option').filter({ hasText: CUSTOMER }).click();
    await page.keyboard.press('Escape');
    await page
      .getByTestId('risk-add-note')
      .fill(lang === 'zh-CN' ? '长期合作客户' : 'Long-standing customer');
    await page.getByTestId('risk-add-save').click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(row).toBeVisible();
    await expect(row).toContainText(lang === 'zh-CN' ? '长期合作客户' : 'Long-standing customer');

    await page.goto('/maintenance/userLogs');
    await expect(page.getByText(text.audited)).toBeVisible();
    await page.getByTestId('user-logs-route').locator('input').fill('NoHighRisk');
    await page.getByTestId('user-logs-route').locator('input').press('Enter');
    const rows = page.locator('tr[data-testid^="user-log-row-"]');
    await expect(rows.first()).toContainText('/user/addUserNoHighRisk');
    await expect(rows.first()).toContainText(ADMIN);
    await expect(rows.nth(1)).toContainText('/user/deleteUserNoHighRisk');
  });
}
