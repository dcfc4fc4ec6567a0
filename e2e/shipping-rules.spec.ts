import { expect, test } from '@playwright/test';
import { apiLogin, CUSTOMER } from './helpers.ts';
import {
  call,
  fillAddress,
  fillParcel,
  LA,
  NY,
  orderBody,
  orderOf,
  placingSandboxService,
  search,
  signedIn,
  unique,
} from './orders-helpers.ts';

/** Texts of the shipping rules page and the batch dialog, per language. */
const T = {
  'en-US': {
    title: 'Shipping rules',
    how: 'The first enabled rule that matches an order wins',
    service: 'Service: ',
  },
  'zh-CN': { title: '发货规则', how: '订单匹配到的第一条已启用规则生效', service: '服务：' },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a shipping rule picks the service of a batch (${lang})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const text = T[lang];
    const { serviceId } = await placingSandboxService(request);
    const customer = await apiLogin(request, CUSTOMER);
    const services = await call<{ id: string; name: string; channelName: string }[]>(
      request,
      customer,
      'GET',
      '/user/user-channel',
    );
    const service = services.body.data.find((s) => s.id === serviceId)!;
    const prefix = unique('RULE').toUpperCase();

    // 1. A rule made on the page: orders whose reference starts with the prefix go by this service.
    const page = await signedIn(browser, lang, CUSTOMER);
    await page.goto('/settings/shippingRules');
    await expect(page.getByText(text.title).first()).toBeVisible();
    await expect(page.getByTestId('rules-how')).toContainText(text.how);
    await page.getByTestId('rule-create').click();
    await page.getByTestId('rule-name').fill(prefix);
    await page.getByTestId('rule-reference').fill(prefix);
    // The radio's test id sits on its hidden input: click its label.
    await page.locator('label', { has: page.getByTestId('rule-service-service') }).click();
    await page.getByTestId('rule-service-id').click();
    await page.keyboard.type(service.name);
    await expect(
      page.locator('.ant-select-item-option-active', { hasText: `${service.channelName} / ${service.name}` }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await page.screenshot({ path: test.info().outputPath(`rule-form-${lang}.png`) });
    await page.getByTestId('rule-save').click();
    const row = page.getByTestId(`rule-row-${prefix}`);
    await expect(row).toContainText(`${text.service}${service.channelName} / ${service.name}`);
    await page.screenshot({ path: test.info().outputPath(`rules-page-${lang}.png`), fullPage: true });

    // 2. An order typed by hand is not changed: the form only shows what the rule suggests.
    await page.goto('/orderManager/newOrder');
    await fillAddress(page, 'sender', LA);
    await fillAddress(page, 'recipient', NY);
    await page.getByTestId('order-reference').fill(`${prefix}-0`);
    await fillParcel(page, 0, [2, 10, 8, 6]);
    await page.getByTestId('order-compare').click();
    await expect(page.getByTestId('rule-suggestion')).toContainText(prefix);
    await expect(page.getByTestId('rule-suggestion')).toContainText(service.name);
    await page.screenshot({ path: test.info().outputPath(`suggestion-${lang}.png`) });

    // 3. A draft without a service, placed as a batch with "apply my shipping rules".
    const draft = await call<{ id: string; orderNo: string }>(request, customer, 'POST', '/app/order/draft', {
      data: { ...orderBody(serviceId, `${prefix}-1`), serviceId: null },
      headers: { 'idempotency-key': unique('e2e') },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await orderOf(request, customer, draft.body.data.id)).serviceId ?? null).toBeNull();
    await page.goto('/orderManager/draft');
    await search(page, 'order-keyword', draft.body.data.orderNo);
    await expect(page.getByTestId(`order-row-${draft.body.data.orderNo}`)).toBeVisible();
    await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
    await page.getByTestId('batch-create').click();
    // Without a mode the order has no service: the dialog waits for one.
    await expect(page.getByTestId('batch-create-start')).toBeDisabled();
    await page.locator('label', { has: page.getByTestId('batch-service-rules') }).click();
    await expect(page.getByTestId('batch-create-start')).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`batch-dialog-${lang}.png`) });
    await page.getByTestId('batch-create-start').click();
    await expect(page.getByTestId('batch-job-counts')).toContainText('1 / 1', { timeout: 60_000 });
    const placed = await orderOf(request, customer, draft.body.data.id);
    expect(placed).toMatchObject({ status: 8, serviceId });

    // 4. The rule is removed again (the demo customer's rules are shared by every spec).
    const rules = await call<{ id: string; name: string }[]>(
      request,
      customer,
      'GET',
      '/app/shippingRule/list',
    );
    const mine = rules.body.data.find((r) => r.name === prefix)!;
    expect((await call(request, customer, 'POST', `/app/shippingRule/delete/${mine.id}`)).status).toBe(200);
  });
}
