import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, api, apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';
import { placeByApi, sandboxChannel, search, unique } from './orders-helpers.ts';

/** The smallest valid PNG, plus a marker so this run's voucher differs from every other spec's. */
const voucher = (marker: string) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(marker),
  ]);

/** A recharge submitted through the API with `bytes` as its voucher; its finance number. */
async function rechargeByApi(request: APIRequestContext, bytes: Buffer, amount: string) {
  const token = await apiLogin(request, CUSTOMER);
  const uploaded = await request.post('/app/attachment/upload/image', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: bytes } },
  });
  expect(uploaded.status()).toBe(200);
  const voucherId = (await uploaded.json()).data.id as string;
  const res = await api<{ financeNo: string }>(request, token, 'POST', '/app/user/recharge', {
    currency: 'USD',
    paymentMethod: 'zelle',
    amount,
    voucherId,
  });
  expect(res.status).toBe(200);
  return res.body.data.financeNo;
}

test('supplementary bill finds the order by its number; the order drawer bills, releases the deposit and cancels (en-US)', async ({
  page,
  request,
}) => {
  const { serviceId, restore } = await sandboxChannel(request, { domesticDeposit: 20 });
  try {
    const order = await placeByApi(request, serviceId, unique('e2e-bill'));
    expect(order.status).toBe(8);
    await useLanguage(page, 'en-US');
    await loginViaUi(page, ADMIN);

    await page.goto('/maintenance/supplementaryAmount');
    await page.getByTestId('bill-create').click();
    await page.getByTestId('bill-order').click();
    await page.keyboard.type(order.orderNo);
    await page.locator('.ant-select-item-option', { hasText: order.orderNo }).click();
    await page.getByTestId('bill-amount').fill('1.25');
    await page.getByTestId('bill-reason').fill('Carrier weight correction');
    await page.getByTestId('bill-save').click();
    await expect(page.getByText(`Order ${order.orderNo} billed`)).toBeVisible();

    await page.goto('/adminSettings/allWaybills');
    await search(page, 'order-keyword', order.orderNo);
    await page.getByTestId(`order-action-detail-${order.orderNo}`).click();
    const drawer = page.getByTestId('admin-order-drawer');
    await expect(drawer.getByTestId('drawer-bill')).toBeVisible();
    await expect(drawer.getByTestId('drawer-cancel')).toBeVisible();
    await drawer.getByTestId('drawer-release-deposit').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(page.getByText(`Deposit of order ${order.orderNo} released`)).toBeVisible();
    await expect(drawer.getByTestId('drawer-release-deposit')).toHaveCount(0);

    // Bill from the drawer: the order is fixed, no picker.
    await drawer.getByTestId('drawer-bill').click();
    await expect(page.getByTestId('bill-order-fixed')).toHaveValue(order.orderNo);
    await page.keyboard.press('Escape');

    await drawer.getByTestId('drawer-cancel').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(
      page.getByText(`Order ${order.orderNo} cancelled: waiting for the cancel audit`),
    ).toBeVisible();
    await expect(drawer.getByTestId('drawer-cancel')).toHaveCount(0);
  } finally {
    await restore(request);
  }
});

test('the recharge review warns about a reused voucher and an amount far from the forecast (zh-CN)', async ({
  page,
  request,
}) => {
  const bytes = voucher(unique('voucher'));
  const first = await rechargeByApi(request, bytes, '100.00');
  const second = await rechargeByApi(request, bytes, '100.00');
  await useLanguage(page, 'zh-CN');
  await loginViaUi(page, ADMIN);
  await page.goto('/adminSettings/customer/userRechargeRecords');
  await page.getByTestId(`approve-${second}`).click();
  await expect(page.getByTestId('review-voucher-reused')).toContainText(`此凭证图片已被充值单 ${first}`);
  await expect(page.getByTestId('review-amount-deviates')).toHaveCount(0);
  await page.getByTestId('review-actual-amount').fill('150.00');
  await expect(page.getByTestId('review-amount-deviates')).toContainText('相差超过 10%');
  await page.getByTestId('review-actual-amount').fill('105.00');
  await expect(page.getByTestId('review-amount-deviates')).toHaveCount(0);
});

test('an administrator sets a payee from the menu (zh-CN); the customer sees it on Add funds (en-US)', async ({
  browser,
}) => {
  const account = unique('ACCT');
  const admin = await browser.newPage();
  await useLanguage(admin, 'zh-CN');
  await loginViaUi(admin, ADMIN);
  // From a sibling page of System finance management, whose menu group is then open.
  await admin.goto('/adminSettings/customer/wallets');
  await admin.getByTestId('side-menu').getByText('付款方式收款信息', { exact: true }).click();
  await expect(admin).toHaveURL(/\/adminSettings\/customer\/payees/);
  await admin.getByTestId('payee-edit-hk_corporate_bank').click();
  await admin.getByTestId('payee-save').click();
  await expect(admin.getByText('请输入收款人（账户名）')).toBeVisible();
  await admin.getByTestId('payee-recipient-input').fill('ShipLabel Inc.');
  await admin.getByTestId('payee-account-input').fill(account);
  await admin.getByTestId('payee-bank-input').fill('Bank of America');
  await admin.getByTestId('payee-notes-input').fill('SWIFT BOFAUS3N');
  await admin.getByTestId('payee-save').click();
  await expect(admin.getByText('收款信息已保存')).toBeVisible();
  await expect(admin.getByTestId('payee-row-hk_corporate_bank')).toContainText(account);

  const customer = await browser.newPage();
  await useLanguage(customer, 'en-US');
  await loginViaUi(customer, CUSTOMER);
  await customer.goto('/postage/recharge');
  await customer.getByTestId('method-hk_corporate_bank').click();
  const details = customer.getByTestId('payee-details');
  await expect(details).toContainText('Send the transfer to');
  await expect(details).toContainText(account);
  await expect(details).toContainText('SWIFT BOFAUS3N');
  await admin.close();
  await customer.close();
});
