import { expect, test } from '@playwright/test';
import { apiLogin, CUSTOMER } from './helpers.ts';
import {
  compareChooseCreate,
  fillAddress,
  fillParcel,
  idsInView,
  LA,
  NY,
  orderOf,
  placeByApi,
  placingSandboxService,
  signedIn,
  T,
  unique,
  usdAvailable,
} from './orders-helpers.ts';

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
    latinOnly: 'Labels print Latin letters only: write this in English or pinyin',
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
    latinOnly: '面单只能打印拉丁字母，请用英文或拼音填写',
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

  test(`a recipient name in Chinese is flagged while typing and refused at "create label", then placed in pinyin (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const { serviceId, restore } = await placingSandboxService(request);
    const reference = unique(`e2e-latin-${lang}`);
    const before = await usdAvailable(request);
    try {
      const page = await signedIn(browser, lang, CUSTOMER);
      await page.goto('/orderManager/newOrder');
      await fillAddress(page, 'sender', LA);
      await fillAddress(page, 'recipient', { ...NY, name: '王芳' });
      await page.getByTestId('order-reference').fill(reference);
      await fillParcel(page, 0, [2, 10, 8, 6]);
      // A warning while typing, which does not stop a draft or the comparison.
      const name = page.locator('.ant-form-item').filter({ has: page.getByTestId('recipient-personName') });
      await expect(name).toContainText(text.latinOnly);
      await expect(name).toHaveClass(/ant-form-item-has-warning/);

      const refused = page.waitForResponse((r) => r.url().includes('/app/order/label/create'));
      const rated = page.waitForResponse((r) => r.url().includes('/app/order/estimateRate') && r.ok());
      await page.getByTestId('order-compare').click();
      await rated;
      await page.getByTestId(`quote-pick-${serviceId}`).click();
      await page.getByTestId('order-submit').click();
      expect((await refused).status()).toBe(422);
      await expect(name).toHaveClass(/ant-form-item-has-error/);
      // Said once, now as the error.
      await expect(name.getByText(text.latinOnly)).toHaveCount(1);
      await expect(page).toHaveURL(/\/orderManager\/newOrder/);
      // Kept as a draft, nothing charged.
      const customer = await apiLogin(request, CUSTOMER);
      const [draftId] = await idsInView(request, customer, 'draft', reference);
      expect(draftId).toBeTruthy();
      expect(await usdAvailable(request)).toBe(before);

      await page.getByTestId('recipient-personName').fill('Wang Fang');
      await expect(name).not.toContainText(text.latinOnly);
      const id = await compareChooseCreate(page, serviceId, T[lang].created);
      expect(id).toBe(draftId);
      const order = await orderOf(request, customer, id, lang);
      expect(order.status).toBe(8);
      expect(order.toAddress.personName).toBe('Wang Fang');
      await page.context().close();
    } finally {
      await restore();
    }
  });
}
