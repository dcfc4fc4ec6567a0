import { expect, test } from '@playwright/test';
import { parseMinor } from '@shiplabel/shared';
import { ADMIN, api, apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';

/**
 * Issue 14: an operator changes the zone lookup fee on the system configuration page (zh-CN); the
 * customer's next zone lookup shows and costs the new amount (en-US); the operator sets it back (en-US).
 */

/** SHOT_DIR keeps the screenshots where a person can look at them (test-results is emptied per run). */
const shot = (path: string) =>
  process.env.SHOT_DIR ? `${process.env.SHOT_DIR}/${path.split('/').pop()}` : path;

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

test('an operator changes the zone fee and the next zone lookup costs it', async ({
  page,
  browser,
  request,
}, info) => {
  // Three sessions (operator twice, customer once): near the default 60 s on a loaded machine.
  test.setTimeout(120_000);
  try {
    await useLanguage(page, 'zh-CN');
    await loginViaUi(page, ADMIN);
    await page.goto('/adminSettings/sysConfig');
    await expect(page.getByTestId('config-fees')).toContainText('费用与押金');
    await expect(page.getByTestId('config-zoneLookupFee')).toHaveValue('0.10');
    // Out of range: refused on the form, in Chinese, nothing sent.
    await page.getByTestId('config-zoneLookupFee').fill('0.1');
    await page.getByTestId('config-fees-save').click();
    await expect(page.getByText('请输入美元金额，必须两位小数')).toBeVisible();
    await page.getByTestId('config-zoneLookupFee').fill('0.25');
    await page.getByTestId('config-fees-save').click();
    await expect(page.getByText('配置已保存')).toBeVisible();
    await expect(page.getByTestId('config-insurance')).toContainText('使用中');
    // The insurance rows stand one per line (they once wrapped two to a line beside the headers).
    const rowTop = async (i: number) => (await page.getByTestId(`config-tier-row-${i}`).boundingBox())!.y;
    expect(await rowTop(1)).toBeGreaterThan(await rowTop(0));
    await expect(page.getByTestId('config-insurance')).toContainText('系统内置默认费率表');
    await page.screenshot({ path: shot(info.outputPath('sys-config-zh-CN.png')), fullPage: true });

    const before = await usdAvailable(request);
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await useLanguage(customerPage, 'en-US');
    await loginViaUi(customerPage, CUSTOMER);
    await customerPage.goto('/orderManager/findZone');
    await expect(customerPage.getByTestId('zone-fee')).toContainText('Each lookup costs 0.25 USD');
    await customerPage.getByTestId('zone-fromZip').fill('10001');
    await customerPage.getByTestId('zone-toZip').fill('90001');
    await customerPage.getByTestId('zone-submit').click();
    await expect(customerPage.getByTestId('zone-row-USPS')).toContainText('8');
    await expect.poll(() => usdAvailable(request)).toBe(before - 25n);
    // The public help quotes the fee in force, not the default it was written with.
    await customerPage.goto('/helpCenter');
    await customerPage.getByTestId('help-article-rates').click();
    await expect(customerPage.getByText('a zone lookup costs 0.25 USD per query')).toBeVisible();
    await customer.close();

    // The operator again, in a browser where English is chosen.
    const english = await browser.newContext();
    const adminPage = await english.newPage();
    await useLanguage(adminPage, 'en-US');
    await loginViaUi(adminPage, ADMIN);
    await adminPage.goto('/adminSettings/sysConfig');
    await expect(adminPage.getByTestId('config-fees')).toContainText('Fees and deposits');
    await expect(adminPage.getByTestId('config-zoneLookupFee')).toHaveValue('0.25');
    await adminPage.getByTestId('config-zoneLookupFee').fill('0.10');
    await adminPage.getByTestId('config-fees-save').click();
    await expect(adminPage.getByText('Configuration saved')).toBeVisible();
    await adminPage.screenshot({ path: shot(info.outputPath('sys-config-en-US.png')), fullPage: true });
    await english.close();
  } finally {
    // Whatever happened above, later specs expect the spec's 0.10 USD.
    const admin = await apiLogin(request, ADMIN);
    await api(request, admin, 'POST', '/admin/config/update', { key: 'zoneLookupFee', value: '0.10' });
  }
});
