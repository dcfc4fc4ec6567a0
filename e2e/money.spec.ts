import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatMinor, parseMinor } from '@shiplabel/shared';
import { ADMIN, api, apiLogin, CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

/** The smallest valid PNG: the voucher. */
const VOUCHER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  'en-US': {
    submitted: 'Recharge submitted: wait for administrator review',
    pending: 'Pending review',
    approved: 'Approved',
    recharge: 'Recharge',
    approvedMessage: 'Recharge approved and credited',
    checkNotice: 'USD check transfer requires contacting the administrator',
  },
  'zh-CN': {
    submitted: '充值已提交：请等待管理员审核',
    pending: '待审核',
    approved: '已通过',
    recharge: '充值',
    approvedMessage: '充值已审核通过并入账',
    checkNotice: '美元支票转账请联系管理员',
  },
} as const;

const grouped = (minor: bigint) => {
  const [units, cents] = formatMinor(minor).split('.');
  return `${units!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} USD`;
};

async function usdAvailable(request: APIRequestContext): Promise<bigint> {
  const token = await apiLogin(request, CUSTOMER);
  const res = await api<{ wallets: { currency: string; available: string }[] }>(
    request,
    token,
    'GET',
    '/user/balanceInfo',
  );
  return parseMinor(res.body.data.wallets.find((w) => w.currency === 'USD')!.available)!;
}

async function submitRecharge(page: Page, lang: Lang, amount: string, remark: string) {
  await page.goto('/postage/recharge');
  await expect(page.getByTestId('check-notice')).toHaveText(TEXT[lang].checkNotice);
  await page.getByTestId('method-ach_wire').click();
  await page.getByTestId('recharge-amount').fill(amount);
  await page
    .locator('[data-testid="voucher-upload"] input[type=file], .ant-upload input[type=file]')
    .first()
    .setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: VOUCHER,
    });
  await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item').first()).toBeVisible();
  await page.getByTestId('recharge-remark').fill(remark);
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByText(TEXT[lang].submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/postage\/rechargeRecord/);
  const row = page.locator('tr', { hasText: remark });
  await expect(row).toContainText(TEXT[lang].pending);
  return (await row.locator('td').first().innerText()).trim();
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`recharge with a voucher, approved with a different amount, shows in balance and details (${lang})`, async ({
    browser,
    request,
  }) => {
    const before = await usdAvailable(request);
    const customer = await browser.newPage();
    await useLanguage(customer, lang);
    await loginViaUi(customer, CUSTOMER);
    const remark = `e2e ${lang} ${Date.now()}`;
    const financeNo = await submitRecharge(customer, lang, '120.00', remark);
    expect(financeNo).toMatch(/^R\d{8}-[0-9A-F]{8}$/);

    const admin = await browser.newPage();
    await useLanguage(admin, lang);
    await loginViaUi(admin, ADMIN);
    await admin.goto('/adminSettings/customer/userRechargeRecords');
    await admin.getByTestId(`voucher-view-${financeNo}`).click();
    // The voucher is fetched with the session and shown from an object URL.
    await expect(admin.locator('.ant-modal img[src^="blob:"]')).toBeVisible();
    await admin.keyboard.press('Escape');
    await admin.getByTestId(`approve-${financeNo}`).click();
    await admin.getByTestId('review-actual-amount').fill('115.50');
    await admin.getByTestId('review-save').click();
    await expect(admin.getByText(TEXT[lang].approvedMessage)).toBeVisible();
    await expect(admin.getByTestId(`recharge-status-${financeNo}`)).toHaveText(TEXT[lang].approved);

    const expected = before + 11_550n;
    await customer.goto('/postage/recharge');
    await expect(customer.getByTestId('wallet-USD-available')).toContainText(
      grouped(expected).replace(' USD', ''),
    );
    await expect(customer.getByTestId('header-balance')).toContainText(grouped(expected));
    await customer.goto('/postage/rechargeRecord');
    await expect(customer.getByTestId(`recharge-status-${financeNo}`)).toHaveText(TEXT[lang].approved);
    await customer.goto('/postage/fundDetails');
    const line = customer.locator('tr[data-testid="fund-row-0"]').first();
    await expect(line).toContainText(TEXT[lang].recharge);
    await expect(line).toContainText('115.50 USD');
    await expect(line).toContainText(grouped(expected));
    expect(await usdAvailable(request)).toBe(expected);
    await customer.close();
    await admin.close();
  });
}

test('an oversized voucher is refused with the spec message', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await loginViaUi(page, CUSTOMER);
  await page.goto('/postage/recharge');
  await page
    .locator('.ant-upload input[type=file]')
    .first()
    .setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([VOUCHER, Buffer.alloc(600 * 1024)]),
    });
  await expect(page.getByText('The file size cannot exceed 500KB')).toBeVisible();
});
