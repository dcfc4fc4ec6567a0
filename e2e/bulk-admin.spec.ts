import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, CUSTOMER } from './helpers.ts';
import { orderOf, placeByApi, placingSandboxService, search, signedIn, unique } from './orders-helpers.ts';

/** Texts of the back office's batch processing and API log, per language. */
const T = {
  'en-US': {
    cancel: 'Cancel',
    ok: 'Done',
    notFound: 'Not found',
    placed: 'Place order',
    voided: 'Void',
    confirmCancel: /^Cancel orders$/,
    keep: /^Keep orders$/,
  },
  'zh-CN': {
    cancel: '取消',
    ok: '成功',
    notFound: '未找到',
    placed: '下单',
    voided: '作废',
    confirmCancel: /^取消订单$/,
    // antd spaces out a two-character Chinese button label.
    keep: /^返\s?回$/,
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test.describe(`back office bulk tools (${lang})`, () => {
    test('cancels several orders by number with a result per number, and the API log shows their carrier calls', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = T[lang];
      const { serviceId, restore } = await placingSandboxService(request);
      const first = await placeByApi(request, serviceId, unique('bp'));
      const second = await placeByApi(request, serviceId, unique('bp'));
      const unknown = unique('NOPE').toUpperCase();
      const admin = await signedIn(browser, lang, ADMIN);

      await admin.goto('/maintenance/batchProcessOrders');
      await admin.getByTestId('batch-process-action').getByText(text.cancel, { exact: true }).click();
      // Pasted as people paste: repeats and mixed separators.
      await admin
        .getByTestId('batch-process-input')
        .fill(`${first.orderNo}\n${second.orderNo}, ${first.orderNo} ${unknown}`);
      await expect(admin.getByTestId('batch-process-count')).toContainText('3');
      await admin.getByTestId('batch-process-submit').click();
      // The two buttons say what they do (they were "Cancel" and antd's "Cancel" / "取 消").
      await expect(admin.getByTestId('batch-process-confirm')).toHaveText(text.confirmCancel);
      await expect(admin.getByTestId('batch-process-keep')).toHaveText(text.keep);
      await admin.getByTestId('batch-process-confirm').click();

      // The numbers not processed come first; then every number.
      await expect(admin.getByTestId(`batch-process-row-${unknown}`)).toContainText(text.notFound);
      await expect(admin.getByTestId('batch-process-summary')).toContainText(`${text.ok}2${text.notFound}1`);
      await admin.getByTestId('batch-process-shown').getByText('(3)').click();
      await expect(admin.getByTestId(`batch-process-row-${first.orderNo}`)).toContainText(text.ok);
      await expect(admin.getByTestId(`batch-process-row-${second.orderNo}`)).toContainText(text.ok);
      const customer = await apiLogin(request, CUSTOMER);
      expect((await orderOf(request, customer, first.id)).status).toBe(6);
      expect((await orderOf(request, customer, second.id)).status).toBe(6);

      // Every carrier call of the first order: its placement and the void of its cancellation.
      await admin.goto('/maintenance/apiLog');
      await search(admin, 'api-log-order-filter', first.orderNo);
      const rows = admin.locator('.ant-table-row', { hasText: first.orderNo });
      await expect(rows.filter({ hasText: text.placed }).first()).toBeVisible();
      await expect(rows.filter({ hasText: text.voided }).first()).toBeVisible();
      await expect(admin.locator('.ant-table-row', { hasText: second.orderNo })).toHaveCount(0);
      await rows.filter({ hasText: text.placed }).first().locator('[data-testid^="api-log-detail-"]').click();
      const drawer = admin.getByTestId('api-log-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(first.trackingNumbers[0]!);
      await restore(request);
    });
  });
}
