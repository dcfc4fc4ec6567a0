import { type Browser, expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

/**
 * Issue 13, both languages: an administrator sets the USD -> CNY rate, the demo customer exchanges 10 USD
 * and finds the exchange in their financial details; the administrator's statistics dashboard draws its
 * charts from the day's labels.
 */
const CASES: { lang: Lang; rate: string; arrives: string; label: string; saved: string }[] = [
  { lang: 'en-US', rate: '7.1234', arrives: '71.23 CNY', label: 'Currency exchange', saved: 'Rate saved' },
  { lang: 'zh-CN', rate: '7.2', arrives: '72.00 CNY', label: '货币兑换', saved: '汇率已保存' },
];

async function pageAs(browser: Browser, lang: Lang, user: string) {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await loginViaUi(page, user);
  return page;
}

for (const c of CASES) {
  test(`${c.lang}: a rate set by the administrator, an exchange by the customer, the statistics dashboard`, async ({
    browser,
  }) => {
    const admin = await pageAs(browser, c.lang, ADMIN);
    await admin.goto('/adminSettings/customer/exchangeRates');
    await admin.getByTestId('rate-input').fill(c.rate);
    await admin.getByTestId('rate-submit').click();
    await expect(admin.getByText(c.saved)).toBeVisible();
    await expect(admin.getByTestId('rate-row-USD-CNY').first()).toContainText(c.rate);

    const customer = await pageAs(browser, c.lang, CUSTOMER);
    await customer.goto('/postage/exchange');
    await expect(customer.getByTestId('rate-USD-CNY')).toContainText(c.rate);
    await customer.getByTestId('exchange-amount').fill('10.00');
    await expect(customer.getByTestId('exchange-preview')).toContainText(c.arrives);
    await customer.getByTestId('exchange-submit').click();
    await customer.getByTestId('exchange-confirm-ok').click();
    await expect(customer.getByTestId('exchange-result')).toContainText(c.arrives);
    await customer.goto('/postage/fundDetails');
    const line = customer.locator('tr[data-testid="fund-row-9"]').first();
    await expect(line).toContainText(c.label);
    await expect(line).toContainText(`USD->CNY @ ${c.rate}`);

    await admin.goto('/adminSettings/statistics');
    // The demo data's labels were bought today: the charts have figures to draw.
    await expect(admin.getByTestId('total-orders')).not.toContainText(/^\D*0$/);
    for (const chart of ['chart-orders', 'chart-margin', 'chart-sellers', 'chart-customers']) {
      await expect(admin.getByTestId(chart).locator('canvas')).toBeVisible();
      await expect(admin.getByTestId(chart)).not.toHaveAttribute('data-points', '0');
    }
    await expect(admin.getByTestId('seller-performance')).toBeVisible();
    await admin.context().close();
    await customer.context().close();
  });
}
