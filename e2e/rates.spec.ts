import { expect, type Page, test } from '@playwright/test';
import { ADMIN, api, apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';

/** Ticks or unticks a service in the allotment tree (found by its title's test id). */
async function setAllotted(page: Page, testId: string, want: boolean) {
  const node = page.locator('.ant-tree-treenode').filter({ has: page.getByTestId(testId) });
  const box = node.locator('.ant-tree-checkbox');
  const checked = ((await box.getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked');
  if (checked !== want) await box.click();
}

async function pickOption(page: Page, selectTestId: string, typed: string, option: string | RegExp) {
  await page.getByTestId(selectTestId).click();
  await page.getByTestId(selectTestId).locator('input').fill(typed);
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

async function estimate(page: Page) {
  await page.goto('/orderManager/estimate');
  await page.getByTestId('from-zip').fill('90001');
  await page.getByTestId('to-zip').fill('10001');
  await page.getByTestId('parcel-0-weight').fill('2');
  await page.getByTestId('parcel-0-length').fill('10');
  await page.getByTestId('parcel-0-width').fill('8');
  await page.getByTestId('parcel-0-height').fill('6');
  await page.getByTestId('estimate-submit').click();
  await expect(page.getByTestId('quote-results')).toBeVisible();
}

test('an administrator sets up a channel, a price rule and an allotment; the customer gets exactly those rates', async ({
  browser,
}) => {
  const channel = `E2E Express ${Date.now()}`;
  const rule = `E2E rule ${Date.now()}`;
  const admin = await browser.newPage();
  await loginViaUi(admin, ADMIN);

  // A sandbox channel with the carrier's default services.
  await admin.goto('/adminSettings/permission/carrierService');
  await admin.getByTestId('channel-create').click();
  await admin.getByTestId('channel-name').fill(channel);
  await admin.getByTestId('channel-save').click();
  await expect(admin.getByTestId(`service-row-${channel}-ground`)).toBeVisible();
  await expect(admin.getByTestId(`service-row-${channel}-two_day`)).toBeVisible();

  // A price rule for that channel: 10 % + 1.00, given to the customer.
  await admin.goto('/adminSettings/priceRules');
  await admin.getByTestId('price-rule-create').click();
  await admin.getByTestId('price-rule-name').fill(rule);
  await pickOption(admin, 'price-entry-0-target', channel, `Channel: ${channel}`);
  await admin.getByTestId('price-entry-0-percent').fill('10');
  await admin.getByTestId('price-entry-0-fixed').fill('1.00');
  await admin.getByTestId('price-rule-save').click();
  await expect(admin.getByTestId(`price-rule-row-${rule}`)).toBeVisible();
  await pickOption(admin, 'price-rule-users', 'customer@', CUSTOMER);
  await admin.keyboard.press('Escape');
  await pickOption(admin, 'price-rule-pick', rule, rule);
  await admin.getByTestId('price-rule-attach').click();
  await expect(admin.getByRole('row').filter({ hasText: CUSTOMER })).toContainText(rule);

  // Only ground and 2-day of the new channel for the customer (the demo services are taken away).
  await admin.goto('/maintenance/userChannel');
  await pickOption(admin, 'allot-user', 'customer@', CUSTOMER);
  await expect(admin.getByTestId(`allot-service-${channel}-ground`)).toBeVisible();
  for (const code of ['ground', 'two_day', 'overnight', 'international']) {
    await setAllotted(admin, `allot-service-Sandbox Express-${code}`, false);
  }
  await setAllotted(admin, 'allot-service-West Coast Rate Card-standard', false);
  await setAllotted(admin, `allot-service-${channel}-ground`, true);
  await setAllotted(admin, `allot-service-${channel}-two_day`, true);
  await admin.getByTestId('allot-save').click();
  await expect(admin.getByText('Allotment saved')).toBeVisible();

  // The customer sees exactly those two services, priced by the rule, cheapest first, in both languages.
  // 90001 -> 10001 is zone 8, 10x8x6 in at 139 in³/lb bills 4 lb. Ground cost 22.64 + fuel 8.5 % (1.93) =
  // 24.57, + 10 % (2.46) + 1.00 = 28.03. 2-Day cost 39.93 + 3.40 = 43.33, + 4.34 + 1.00 = 48.67.
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const context = await browser.newContext();
    const customer = await context.newPage();
    await useLanguage(customer, lang);
    await loginViaUi(customer, CUSTOMER);
    await estimate(customer);
    const rows = customer.locator('[data-testid^="quote-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute('data-testid', 'quote-row-Sandbox Ground');
    await expect(customer.getByTestId('quote-total-Sandbox Ground')).toHaveText('28.03 USD');
    await expect(customer.getByTestId('quote-total-Sandbox 2-Day')).toHaveText('48.67 USD');
    await expect(customer.getByTestId('quote-results')).toContainText(lang === 'en-US' ? 'Total' : '合计');
    await expect(customer.getByTestId('quote-results')).toContainText(
      lang === 'en-US' ? 'Fuel 1.93' : '燃油 1.93',
    );
    await context.close();
  }
});

test('the estimate form keeps at least one package and switches units together', async ({ page }) => {
  await loginViaUi(page, CUSTOMER);
  await page.goto('/orderManager/estimate');
  await page.getByTestId('parcel-0-remove').click();
  await expect(page.getByText('at least 1 package')).toBeVisible();
  await expect(page.getByTestId('parcel-0')).toBeVisible();
  await page.getByTestId('parcel-add').click();
  await expect(page.getByTestId('parcel-1')).toBeVisible();
  await page.getByTestId('parcel-1-remove').click();
  await expect(page.getByTestId('parcel-1')).toHaveCount(0);
  await page.getByTestId('unit-switch').getByText('kg / cm').click();
  await expect(page.getByTestId('parcel-0')).toContainText('Weight (kg)');
  await expect(page.getByTestId('parcel-0')).toContainText('Length (cm)');
});

test('rate pages in zh-CN name units, countries and the seeded price rule in Chinese', async ({
  browser,
}) => {
  const customer = await browser.newPage();
  await useLanguage(customer, 'zh-CN');
  await loginViaUi(customer, CUSTOMER);
  await customer.goto('/orderManager/estimate');
  await customer.getByTestId('unit-switch').getByText('千克 / 厘米').click();
  await expect(customer.getByTestId('parcel-0')).toContainText('(千克)');
  await expect(customer.getByTestId('parcel-0')).toContainText('(厘米)');
  await expect(customer.getByTestId('to-country')).toContainText('美国 (US)');

  const admin = await browser.newPage();
  await useLanguage(admin, 'zh-CN');
  await loginViaUi(admin, ADMIN);
  await admin.goto('/adminSettings/priceRules');
  await expect(admin.getByTestId('price-rule-row-Standard retail')).toContainText('标准零售价');
  await admin.goto('/adminSettings/permission/carrierService');
  await expect(admin.getByText('≤ 150 磅').first()).toBeVisible();
  await expect(admin.locator('body')).not.toContainText('≤ 150 lb');
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('rate cards: a bad sheet is rejected cell by cell (zh-CN), a good one replaces the card', async ({
  page,
}) => {
  await useLanguage(page, 'zh-CN');
  await loginViaUi(page, ADMIN);
  await page.goto('/adminSettings/permission/carrierService');
  await page.getByTestId('rate-card-standard').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('rate-card-table')).toContainText('10.27'); // demo card, 1 lb zone 8: 6.50 + 0.55 + 7 x 0.40 + 7 x 0.06
  const upload = (buffer: Buffer) =>
    drawer.locator('input[type=file]').setInputFiles({
      name: 'card.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
  await upload(
    await xlsx([
      ['Weight (lb)', 'Zone 1', 'Zone 2'],
      [1, 5, 6],
      [0.5, 6, 'abc'],
    ]),
  );
  const problems = drawer.getByTestId('rate-card-problems');
  await expect(problems).toContainText('第 3 行“Weight (lb)”列：重量须逐行递增');
  await expect(problems).toContainText('第 3 行“Zone 2”列：价格须为不小于 0 且最多两位小数的金额');
  await expect(drawer.getByTestId('rate-card-table')).toContainText('10.27');
  await upload(
    await xlsx([
      ['Weight (lb)', 'Zone 1', 'Zone 8'],
      [1, 4.25, 9.75],
      [2, 5.5, 12],
    ]),
  );
  await expect(drawer.getByTestId('rate-card-table')).toContainText('9.75');
  await expect(drawer.getByTestId('rate-card-table')).not.toContainText('10.27');
  await expect(problems).toHaveCount(0);
});

test('estimation rules: the global fuel surcharge set on the screen (zh-CN) prices the next estimate', async ({
  page,
  request,
}) => {
  const customer = await apiLogin(request, CUSTOMER);
  const fuelOf = async () => {
    const res = await api<{
      quotes: { serviceId: string; breakdown: { surcharges: { code: string; amount: string }[] } }[];
    }>(request, customer, 'POST', '/app/order/estimateRate', {
      from: { zipCode: '90001' },
      to: { zipCode: '10001' },
      parcels: [{ weight: 3 }],
    });
    return new Map(
      res.body.data.quotes.map((q) => [
        q.serviceId,
        Number(q.breakdown.surcharges.find((s) => s.code === 'fuel')?.amount ?? 0),
      ]),
    );
  };
  const before = await fuelOf();
  expect(before.size).toBeGreaterThan(0);

  await useLanguage(page, 'zh-CN');
  await loginViaUi(page, ADMIN);
  await page.goto('/adminSettings/rateCalculation');
  await expect(page.getByTestId('compute-fuelPercent')).toHaveValue('8.5');
  await page.getByTestId('compute-fuelPercent').fill('17');
  await page.getByTestId('compute-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('compute-fuelPercent')).toHaveValue('17');

  const after = await fuelOf();
  for (const [serviceId, fuel] of before) {
    // Twice the percentage on the same cost: twice the fuel, give or take the cent each is rounded up to.
    expect(Math.abs((after.get(serviceId) ?? 0) - fuel * 2)).toBeLessThanOrEqual(0.02);
  }
  const admin = await apiLogin(request, ADMIN);
  const info = await api<{ global: Record<string, unknown> }>(
    request,
    admin,
    'GET',
    '/admin/compute/getInfo',
  );
  await api(request, admin, 'POST', '/admin/compute/addOrUpdate', {
    rule: { ...info.body.data.global, fuelPercent: 8.5 },
  });
});
