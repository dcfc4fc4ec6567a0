import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, CUSTOMER } from './helpers.ts';
import {
  compareChooseCreate,
  fillAddress,
  fillParcel,
  idsInView,
  LA,
  NY,
  orderOf,
  placeByApi,
  sandboxChannel,
  search,
  signedIn,
  T,
  unique,
  usdAvailable,
} from './orders-helpers.ts';

// One channel whose orders wait for review (status 18), its ground service allotted to the demo customer
// for this file only: the allotment is put back afterwards for the other specs.
let channel: Awaited<ReturnType<typeof sandboxChannel>>;
test.beforeAll(async ({ request }) => {
  channel = await sandboxChannel(request, { reviewOrders: true });
});
test.afterAll(async ({ request }) => {
  await channel?.restore(request);
});

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`an order of a review channel waits at forecast successful; the administrator rejects it with a reason (${lang})`, async ({
    browser,
    request,
  }) => {
    const text = T[lang];
    const reference = unique(`e2e-review-${lang}`);
    const before = await usdAvailable(request);

    // The customer places the order on the screen: it is paid and waits for review.
    const page = await signedIn(browser, lang, CUSTOMER);
    await page.goto('/orderManager/newOrder');
    await fillAddress(page, 'sender', LA);
    await fillAddress(page, 'recipient', NY);
    await page.getByTestId('order-reference').fill(reference);
    await fillParcel(page, 0, [2, 10, 8, 6]);
    const id = await compareChooseCreate(page, channel.serviceId, text.inReview);
    const customer = await apiLogin(request, CUSTOMER);
    const order = await orderOf(request, customer, id, lang);
    expect(order.status).toBe(18);
    expect(order.trackingNo).toBe('');
    await expect(page.getByTestId('order-event-forecast_successful')).toContainText(text.forecast);
    await expect(page.getByTestId('order-detail-summary')).toContainText(text.status[18]);
    expect(await usdAvailable(request)).toBeLessThan(before);
    await page.goto('/orderManager/forecastSuccessful');
    await search(page, 'order-keyword', order.orderNo);
    await expect(page.getByTestId(`order-row-${order.orderNo}`)).toBeVisible();

    // The administrator rejects it in Order review: a reason is required.
    const admin = await signedIn(browser, lang, ADMIN);
    await admin.goto('/adminSettings/orderReview');
    await search(admin, 'order-review-search', order.orderNo);
    const row = admin.getByTestId(`order-review-row-${order.orderNo}`);
    await expect(row).toContainText(CUSTOMER);
    await row.getByTestId(`order-reject-${order.orderNo}`).click();
    await admin.getByTestId('order-review-save').click();
    await expect(admin.getByText(text.reasonRequired)).toBeVisible();
    await admin.getByTestId('order-review-reason').fill(text.rejectReason);
    await admin.getByTestId('order-review-save').click();
    await expect(admin.getByText(text.rejected(order.orderNo))).toBeVisible();
    await expect(row).toHaveCount(0);

    // The customer finds it rejected, with the reason, and has the money back.
    await page.goto('/orderManager/isRefuse');
    await search(page, 'order-keyword', order.orderNo);
    await expect(page.getByTestId(`order-row-${order.orderNo}`)).toContainText(text.rejectReason);
    const rejected = await orderOf(request, customer, id, lang);
    expect(rejected.status).toBe(16);
    expect(rejected.auditInfo).toBe(text.rejectReason);
    expect(rejected.events.find((e) => e.kind === 'review_rejected')?.message).toBe(
      `${text.reviewRejected}${lang === 'en-US' ? ' ' : ''}${text.rejectReason}`,
    );
    expect(await idsInView(request, customer, 'isRefuse', order.orderNo)).toEqual([id]);
    expect(await usdAvailable(request)).toBe(before);
    await page.context().close();
    await admin.context().close();
  });
}

test('an order of a review channel approved in Order review gets its tracking number (en-US)', async ({
  browser,
  request,
}) => {
  const text = T['en-US'];
  const held = await placeByApi(request, channel.serviceId, unique('e2e-approve'));
  expect(held.status).toBe(18);
  const admin = await signedIn(browser, 'en-US', ADMIN);
  await admin.goto('/adminSettings/orderReview');
  await search(admin, 'order-review-search', held.orderNo);
  await admin.getByTestId(`order-approve-${held.orderNo}`).click();
  await admin.getByTestId('order-review-save').click();
  await expect(admin.getByText(text.approved(held.orderNo))).toBeVisible();
  await expect(admin.getByTestId(`order-review-row-${held.orderNo}`)).toHaveCount(0);

  const customer = await apiLogin(request, CUSTOMER);
  const placed = await orderOf(request, customer, held.id);
  expect(placed.status).toBe(8);
  expect(placed.trackingNo).toMatch(/\S+/);
  expect(placed.events.map((e) => e.kind)).toEqual(
    expect.arrayContaining(['forecast_successful', 'review_approved', 'waybill_generated']),
  );
  await admin.context().close();
});
