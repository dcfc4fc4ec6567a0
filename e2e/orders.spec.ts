import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseMinor } from '@shiplabel/shared';
import { ADMIN, apiLogin, CUSTOMER } from './helpers.ts';
import {
  checkLabelPdf,
  compareChooseCreate,
  fillAddress,
  fillParcel,
  grouped,
  idsInView,
  LA,
  NY,
  orderOf,
  placingSandboxService,
  search,
  signedIn,
  T,
  unique,
  usdAvailable,
} from './orders-helpers.ts';

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a customer places a two-parcel order, downloads its label, cancels it and is refunded (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const text = T[lang];
    const { serviceId, restore } = await placingSandboxService(request);
    const reference = unique(`e2e-${lang}`);
    const before = await usdAvailable(request);

    try {
      // The form: sender, recipient, two parcels (the last one cannot be removed).
      const page = await signedIn(browser, lang, CUSTOMER);
      await page.goto('/orderManager/newOrder');
      await fillAddress(page, 'sender', LA);
      await fillAddress(page, 'recipient', NY);
      await page.getByTestId('order-reference').fill(reference);
      await page.getByTestId('parcel-add').click();
      await expect(page.getByTestId('parcel-1')).toBeVisible();
      await page.getByTestId('parcel-remove-1').click();
      await expect(page.getByTestId('parcel-1')).toHaveCount(0);
      await page.getByTestId('parcel-remove-0').click();
      await expect(page.getByText(text.atLeastOne)).toBeVisible();
      await expect(page.getByTestId('parcel-0')).toBeVisible();
      await page.getByTestId('parcel-add').click();
      await fillParcel(page, 0, [2, 10, 8, 6]);
      await fillParcel(page, 1, [3.5, 12, 10, 4]);

      // Rates, the sandbox service, the label: the detail with its timeline and tracking numbers.
      const id = await compareChooseCreate(page, serviceId, text.created);
      const customer = await apiLogin(request, CUSTOMER);
      const order = await orderOf(request, customer, id, lang);
      expect(order.status).toBe(8);
      expect(order.trackingNumbers).toHaveLength(2);
      const detail = page.getByTestId(`order-detail-${order.orderNo}`);
      await expect(detail.getByTestId('order-event-received')).toContainText(text.received);
      await expect(detail.getByTestId('order-event-transmitting')).toContainText(text.transmitting);
      const waybill = detail.getByTestId('order-event-waybill_generated');
      await expect(waybill).toContainText(text.waybill);
      await expect(waybill).toContainText(order.trackingNumbers[0]!);
      await expect(detail.getByTestId('order-detail-tracking')).toContainText(order.trackingNumbers[0]!);
      await expect(detail.getByTestId('order-detail-summary')).toContainText(text.status[8]);

      // The wallet paid the rate and the deposit; the header says so.
      const charged = parseMinor(order.rate)! + (parseMinor(order.deposit || '0') ?? 0n);
      expect(charged).toBeGreaterThan(0n);
      const after = await usdAvailable(request);
      expect(after).toBe(before - charged);
      await expect(page.getByTestId('header-balance')).toContainText(grouped(after));

      // The label: one 4x6 page per parcel with the order number and each tracking number as a barcode.
      const download = page.waitForEvent('download');
      await detail.getByTestId(`order-action-downloadLabel-${order.orderNo}`).click();
      const file = join(testInfo.outputDir, `label-${order.orderNo}.pdf`);
      await (await download).saveAs(file);
      checkLabelPdf(file, order.orderNo, order.trackingNumbers);

      // Cancel from the in-transit list (confirmed): the order waits in "in cancellation".
      await page.goto('/orderManager/transported');
      await search(page, 'order-keyword', order.orderNo);
      await page.getByTestId(`order-action-cancel-${order.orderNo}`).click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expect(page.getByText(text.done, { exact: true })).toBeVisible();
      await expect(page.getByTestId(`order-row-${order.orderNo}`)).toHaveCount(0);
      await page.goto('/orderManager/canceled');
      await search(page, 'order-keyword', order.orderNo);
      await expect(page.getByTestId(`order-row-${order.orderNo}`)).toBeVisible();
      expect((await orderOf(request, customer, id)).status).toBe(6);

      // The administrator approves the cancellation in waybill management.
      const admin = await signedIn(browser, lang, ADMIN);
      await admin.goto('/adminSettings/allWaybills');
      await search(admin, 'order-keyword', order.orderNo);
      const row = admin.getByTestId(`order-row-${order.orderNo}`);
      await expect(row).toContainText(text.status[6]);
      await expect(row).toContainText(CUSTOMER);
      await row.getByTestId(`order-action-cancelAudit-${order.orderNo}`).click();
      await admin.getByTestId('cancel-audit-approve').click();
      await admin.getByTestId('cancel-audit-submit').click();
      await expect(admin.getByText(text.auditApproved)).toBeVisible();
      await expect(row).toContainText(text.status[4]);

      // The customer has the money back, the order is in the canceled list with the whole story.
      expect(await usdAvailable(request)).toBe(before);
      expect(await idsInView(request, customer, 'cancelWaybill', order.orderNo)).toEqual([id]);
      const canceled = await orderOf(request, customer, id, lang);
      expect(canceled.status).toBe(4);
      const messages = (kind: string) => canceled.events.filter((e) => e.kind === kind).map((e) => e.message);
      expect(messages('cancel_requested').join()).toContain(text.cancelRequested);
      expect(messages('cancel_approved').join()).toContain(text.cancelApproved);
      await page.goto('/orderManager/cancelWaybill');
      await search(page, 'order-keyword', order.orderNo);
      await expect(page.getByTestId(`order-row-${order.orderNo}`)).toBeVisible();
      await page.getByTestId(`order-action-detail-${order.orderNo}`).click();
      await expect(page.getByTestId('order-event-cancel_approved')).toContainText(text.cancelApproved);
      await expect(page.getByTestId('order-event-cancel_requested')).toContainText(text.cancelRequested);
      await page.context().close();
      await admin.context().close();
    } finally {
      await restore();
    }
  });
}
