import { expect, test } from '@playwright/test';
import { parseMinor } from '@shiplabel/shared';
import { ADMIN, api, apiLogin, CUSTOMER, loginViaUi, STAFF, useLanguage } from './helpers.ts';

async function usdAvailable(request: Parameters<typeof apiLogin>[0]) {
  const token = await apiLogin(request, CUSTOMER);
  const res = await api<{ wallets: { currency: string; available: string }[] }>(
    request,
    token,
    'GET',
    '/user/balanceInfo',
  );
  return parseMinor(res.body.data.wallets.find((w) => w.currency === 'USD')!.available)!;
}

test('an administrator adjusts a wallet with a reason (zh-CN) and sees it in fund details, report and reconciliation', async ({
  page,
  request,
}) => {
  const before = await usdAvailable(request);
  await useLanguage(page, 'zh-CN');
  await loginViaUi(page, ADMIN);
  await page.goto('/adminSettings/customer/wallets');
  await page.getByTestId('wallet-search').locator('input').fill(CUSTOMER);
  await page.getByTestId('wallet-search').locator('input').press('Enter');
  await expect(page.getByTestId(`wallet-row-${CUSTOMER}`)).toBeVisible();
  await page.getByTestId(`adjust-${CUSTOMER}`).click();
  await page.getByTestId('wallet-amount').fill('12.34');
  await page.getByTestId('wallet-action-save').click();
  // The reason is mandatory.
  await expect(page.getByText('请填写原因（将记入审计记录）')).toBeVisible();
  await page.getByTestId('wallet-reason').fill('补偿运费差额');
  await page.getByTestId('wallet-action-save').click();
  await expect(page.getByText('操作成功')).toBeVisible();
  expect(await usdAvailable(request)).toBe(before + 1_234n);

  await page.goto('/adminSettings/customer/fundDetailsAdmin');
  const line = page.locator('tr[data-testid="fund-row-7"]').first();
  await expect(line).toContainText('人工调整');
  await expect(line).toContainText('12.34 USD');
  await expect(line).toContainText('补偿运费差额');

  await page.goto('/adminSettings/financialCostChart');
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await expect(page.getByTestId('report-chart-USD').locator('canvas')).toBeVisible();

  await page.goto('/maintenance/doubtfulOrderFlow');
  await expect(page.getByTestId('reconciliation-healthy')).toBeVisible();
});

test('staff see the recharge review and fund details but no wallet actions or reports (en-US)', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en-US');
  await loginViaUi(page, STAFF);
  await page.goto('/adminSettings/customer/customerRecharge');
  await expect(page.locator('tr[data-testid="fund-row-0"]').first()).toContainText('Recharge');
  await page.goto('/adminSettings/customer/wallets');
  await expect(page.getByTestId(`wallet-row-${CUSTOMER}`)).toBeVisible();
  await expect(page.getByTestId(`adjust-${CUSTOMER}`)).toHaveCount(0);
  const token = await apiLogin(request, STAFF);
  const report = await api(request, token, 'GET', '/admin/finance/report?from=2026-01-01&to=2026-12-31');
  expect(report.status).toBe(403);
});
