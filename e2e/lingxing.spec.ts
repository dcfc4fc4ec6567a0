import { expect, test } from '@playwright/test';
import type { WmsOrder } from '../apps/server/src/modules/lingxing/lingxing.mappers.ts';
import { startFakeLingxing, wmsOrder } from '../apps/server/src/modules/lingxing/lingxing-fake.testing.ts';
import { apiLogin, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';
import { call, placingSandboxService, unique } from './orders-helpers.ts';

/**
 * Issue 16: the demo customer connects a LingXing-shaped ERP (a local fake), pulls two orders into
 * drafts, buys their labels, and the fake receives each tracking number and label PDF.
 */
const APP_ID = 'ak_e2eshiplabel1';
const APP_SECRET = 'e2e-lingxing-secret';
let fake: Awaited<ReturnType<typeof startFakeLingxing>>;
test.beforeAll(async () => {
  fake = await startFakeLingxing({ appId: APP_ID, appSecret: APP_SECRET });
});
test.afterAll(async () => fake?.close());

const L = {
  'en-US': {
    connected: 'Connected',
    waiting: 'Waiting for a label',
    pushed: 'Tracking and label sent',
    notAuthorized: 'not authorised for the API',
    failedAt: 'Last attempt failed at',
  },
  'zh-CN': {
    connected: '已连接',
    waiting: '等待面单',
    pushed: '跟踪号和面单已回传',
    notAuthorized: '未获接口授权',
    failedAt: '上次尝试于',
  },
} as const;

for (const [i, lang] of (['en-US', 'zh-CN'] as const).entries()) {
  test(`connect LingXing, pull two orders, buy labels, tracking and PDF reach the ERP (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiLogin(request, CUSTOMER);
    await call(request, token, 'POST', '/app/lingxing/disconnect'); // a clean start (404 when none)
    const orders = [wmsOrder(100 + i * 2), wmsOrder(101 + i * 2)].map(
      (o): WmsOrder => ({ ...o, wo_number: unique('WO') }),
    );
    fake.orders.push(...orders);

    await useLanguage(page, lang);
    await loginViaUi(page, CUSTOMER);
    await page.goto('/settings/lxorder');
    await page.getByTestId('lx-app-id').fill(APP_ID);
    await page.getByTestId('lx-app-secret').fill(APP_SECRET);
    await page.getByRole('button', { name: lang === 'en-US' ? 'Advanced' : '高级' }).click();
    await page.getByTestId('lx-base-url').fill(fake.url);
    await page.getByTestId('lx-connect').click();
    await expect(page.getByTestId('lx-status')).toHaveText(L[lang].connected);

    await page.getByTestId('lx-pull').click();
    for (const o of orders)
      await expect(page.getByTestId(`lx-state-${o.wo_number}`)).toHaveText(L[lang].waiting, {
        timeout: 20_000,
      });
    await page.screenshot({ path: `test-results/lingxing-pulled-${lang}.png`, fullPage: true });

    const { serviceId, restore } = await placingSandboxService(request);
    try {
      const pulled = await call<{ list: { woNumber: string; orderId: string }[] }>(
        request,
        token,
        'GET',
        '/app/lingxing/orders?pageSize=50',
      );
      for (const o of orders) {
        const row = pulled.body.data.list.find((r) => r.woNumber === o.wo_number)!;
        const placed = await call(request, token, 'POST', '/app/order/label/create', {
          data: { orderId: row.orderId, serviceId },
          headers: { 'idempotency-key': unique('e2e') },
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      }
    } finally {
      await restore(request);
    }

    // The push-back runs on the job queue (checked every 10 seconds).
    await expect(async () => {
      await page.reload();
      for (const o of orders)
        await expect(page.getByTestId(`lx-state-${o.wo_number}`)).toHaveText(L[lang].pushed);
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    for (const o of orders) {
      const tracking = fake
        .at('/basicOpen/logisticsOrdering/setTrackingNo')
        .find((c) => c.body.wo_number === o.wo_number);
      expect(String(tracking?.body.tracking_no ?? '')).not.toBe('');
      const label = fake.at('/basicOpen/selfShipmentOrder/importLabel').find((c) => c.body.woId === o.wo_id);
      expect(Buffer.from(String(label?.body.base64File), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    await page.screenshot({ path: `test-results/lingxing-pushed-${lang}.png`, fullPage: true });

    // A refused pull: the page says why and when it was tried (the schedule then waits before trying again).
    fake.failNext('/erp/sc/routing/wms/order/wmsOrderList', ...Array<string>(10).fill('2001004'));
    try {
      await page.getByTestId('lx-pull').click();
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('lx-last-error')).toContainText(L[lang].notAuthorized);
      }).toPass({ timeout: 30_000, intervals: [2_000] });
      await expect(page.getByTestId('lx-last-error')).toContainText(L[lang].failedAt);
      await expect(page.getByTestId('lx-last-attempt')).not.toHaveText('-');
      await page.screenshot({ path: `test-results/lingxing-failed-${lang}.png`, fullPage: true });
    } finally {
      fake.clearFailures();
    }
  });
}
