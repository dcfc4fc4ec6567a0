import { expect, test } from '@playwright/test';
import { CUSTOMER } from './helpers.ts';
import { placeByApi, placingSandboxService, signedIn, unique } from './orders-helpers.ts';

/** Issue 15: a customer makes a return label from a placed order's detail page, in both languages. */
const R = {
  'en-US': {
    action: 'Create return label',
    ok: 'Create and pay',
    created: 'Return label created',
    isReturn: 'This is a return label order',
    channelDefault: 'Channel default',
  },
  'zh-CN': {
    action: '创建退货面单',
    ok: '创建并支付',
    created: '退货面单已创建',
    isReturn: '这是一个退货面单订单',
    channelDefault: '渠道默认',
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a placed order gets a return label, swapped and linked (${lang})`, async ({ browser, request }) => {
    const { serviceId, restore } = await placingSandboxService(request);
    try {
      const placed = await placeByApi(request, serviceId, unique('ret'));
      const page = await signedIn(browser, lang, CUSTOMER);
      // The order form offers the label file beside the label size (channel default first).
      await page.goto('/orderManager/newOrder');
      const formats = page.getByTestId('order-label-format');
      await expect(formats).toContainText(R[lang].channelDefault);
      await expect(formats).toContainText('ZPL');
      await formats.screenshot({ path: `test-results/label-format-${lang}.png` });
      await page.goto(`/orderManager/orderDetail?id=${placed.id}`);
      await page.getByTestId('order-return-label').click();
      await expect(page.getByText(R[lang].action).last()).toBeVisible();
      const made = page.waitForResponse((r) => r.url().includes('/app/order/label/return'));
      await page.getByRole('button', { name: R[lang].ok }).click();
      const res = await made;
      expect(res.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.status()).toBe(200);
      await expect(page.getByText(R[lang].created)).toBeVisible();
      await expect(page).toHaveURL(/orderDetail\?id=/);
      expect(page.url()).not.toContain(placed.id);
      await expect(page.getByTestId('order-detail-return-of')).toContainText(R[lang].isReturn);
      // Sender and recipient are the original's swapped.
      await expect(page.getByTestId('order-detail-from')).toContainText(placed.toAddress.personName);
      await expect(page.getByTestId('order-detail-to')).toContainText(placed.fromAddress.personName);
      await page.screenshot({ path: `test-results/return-label-${lang}.png`, fullPage: true });
      await page.context().close();
    } finally {
      await restore(request);
    }
  });
}
