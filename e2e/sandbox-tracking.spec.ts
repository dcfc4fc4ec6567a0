import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, CUSTOMER } from './helpers.ts';
import { idsInView, orderOf, signedIn } from './orders-helpers.ts';

/**
 * The demo's sandbox labels of past days have moved on: the seed's tracking refresh delivered them, so
 * the Delivered view lists them and their detail shows the carrier's steps in the reader's language; the
 * channel form sets how fast (hours per step).
 */
const TEXT = {
  'en-US': {
    facility: 'Arrived at the sorting facility',
    delivered: 'Delivered',
    hours: 'Hours per tracking step',
  },
  'zh-CN': { facility: '已到达分拣中心', delivered: '已签收', hours: '每个轨迹节点小时数' },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`the demo's delivered sandbox orders show their tracking steps (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, CUSTOMER);
    const [id] = await idsInView(request, token, 'Delivered', 'DEMO-DELIVERED-1');
    expect(id, 'the demo seed delivers DEMO-DELIVERED-1').toBeTruthy();
    const order = await orderOf(request, token, id!, lang);
    expect(order).toMatchObject({ status: 3, logisticsStatus: 6 });

    const page = await signedIn(browser, lang, CUSTOMER);
    await page.goto('/orderManager/Delivered');
    await expect(page.getByText(order.orderNo)).toBeVisible();
    await page.goto(`/orderManager/orderDetail?id=${id}`);
    const tracking = page.getByTestId('order-detail-tracking-events');
    await expect(tracking).toContainText(TEXT[lang].facility);
    await expect(tracking).toContainText(TEXT[lang].delivered);
    await tracking.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`delivered-${lang}.png`), fullPage: true });
    await page.context().close();

    // The speed is the channel's: the administrator's form shows the sandbox's hours per step (default 4).
    const admin = await signedIn(browser, lang, ADMIN);
    await admin.goto('/adminSettings/permission/carrierService');
    await admin
      .getByTestId('channel-row-Sandbox Express')
      .getByRole('button', { name: /^(Edit|编辑)$/ })
      .click();
    await expect(admin.getByLabel(TEXT[lang].hours)).toHaveValue('4');
    await admin.screenshot({ path: testInfo.outputPath(`channel-hours-${lang}.png`) });
    await admin.context().close();
  });
}
