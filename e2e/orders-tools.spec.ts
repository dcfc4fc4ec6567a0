import { expect, test } from '@playwright/test';
import { CUSTOMER } from './helpers.ts';
import { placeByApi, placingSandboxService, signedIn, unique } from './orders-helpers.ts';

const TEXT = {
  'en-US': {
    cmKg: 'cm / kg',
    nameRequired: 'Please enter the template name',
    lengthRequired: 'Please enter the length (above 0)',
    weightRequired: 'Please enter the weight (above 0)',
    created: 'Created successfully',
    sizeHeader: 'Size (L x W x H)',
    infoReceived: 'Info Received',
    tooMany: '51 tracking numbers entered: at most 50 can be queried at once',
    orderNo: (n: string) => `Order ${n}`,
  },
  'zh-CN': {
    cmKg: '厘米 / 千克',
    nameRequired: '请输入模板名称',
    lengthRequired: '请输入长度（大于 0）',
    weightRequired: '请输入重量（大于 0）',
    created: '创建成功',
    sizeHeader: '尺寸（长 x 宽 x 高）',
    infoReceived: '收到信息',
    tooMany: '已输入 51 个跟踪号：一次最多查询 50 个',
    orderNo: (n: string) => `订单 ${n}`,
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`package templates: every field required, then saved (${lang})`, async ({ browser }) => {
    const text = TEXT[lang];
    const page = await signedIn(browser, lang, CUSTOMER);
    await page.goto('/settings/packageTemplate');
    await page.getByTestId('template-create').click();
    await page.getByTestId('template-save').click();
    await expect(page.getByText(text.nameRequired)).toBeVisible();
    await expect(page.getByText(text.lengthRequired)).toBeVisible();
    await expect(page.getByText(text.weightRequired)).toBeVisible();

    const name = unique(`Box ${lang}`);
    await page.getByTestId('template-name').fill(name);
    await page.getByTestId('template-unit').getByText(text.cmKg).click();
    await page.getByTestId('template-quantity').fill('2');
    await page.getByTestId('template-length').fill('30');
    await page.getByTestId('template-width').fill('20');
    await page.getByTestId('template-height').fill('15');
    await page.getByTestId('template-weight').fill('1.5');
    await page.getByTestId('template-save').click();
    await expect(page.getByText(text.created, { exact: true })).toBeVisible();
    const row = page.getByTestId(`template-row-${name}`);
    await expect(row).toContainText('30 x 20 x 15 cm');
    await expect(row).toContainText('1.5 kg');
    await expect(page.locator('.ant-table-thead')).toContainText(text.sizeHeader);
    await page.context().close();
  });

  test(`logistics query: a placed order's tracking number shows its status, 51 numbers are refused (${lang})`, async ({
    browser,
    request,
  }) => {
    const text = TEXT[lang];
    const { serviceId, restore } = await placingSandboxService(request);
    const order = await placeByApi(request, serviceId, unique(`e2e-track-${lang}`)).finally(restore);
    expect(order.status).toBe(8);
    const page = await signedIn(browser, lang, CUSTOMER);
    await page.goto('/orderManager/track');

    const many = Array.from({ length: 51 }, (_, i) => `SBXTEST${String(i).padStart(6, '0')}`);
    await page.getByTestId('track-input').fill(many.join('\n'));
    await page.getByTestId('track-submit').click();
    await expect(page.getByTestId('track-error')).toHaveText(text.tooMany);
    await expect(page.getByTestId('track-results')).toHaveCount(0);

    await page.getByTestId('track-input').fill(order.trackingNo);
    await page.getByTestId('track-submit').click();
    await expect(page.getByTestId('track-error')).toHaveCount(0);
    const result = page.getByTestId(`track-result-${order.trackingNo}`);
    await expect(result.getByTestId('logistics-status-1')).toHaveText(text.infoReceived);
    await expect(result).toContainText(text.orderNo(order.orderNo));
    await page.context().close();
  });
}
