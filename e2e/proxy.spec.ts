import { expect, test } from '@playwright/test';
import { formatMinor, parseMinor } from '@shiplabel/shared';
import { apiLogin } from './helpers.ts';
import {
  call,
  compareChooseCreate,
  fillAddress,
  fillParcel,
  LA,
  NY,
  signedIn,
  T,
  unique,
} from './orders-helpers.ts';

/**
 * Issue 13: a proxy's sub-account buys a label at the proxy's price plus the proxy's markup (demo data:
 * 10 % + 0.50 USD per parcel), and the commission appears on the proxy's sub-accounts page and in its
 * fund details, in both languages.
 */
const PROXY = 'proxy@example.com';
const SUB = 'sub@example.com';

const TEXT = {
  'en-US': { commission: 'Proxy commission', reason: 'Proxy commission on sub-account order', paid: 'paid' },
  'zh-CN': { commission: '代理佣金', reason: '的代理佣金', paid: '已入账' },
} as const;

interface Service {
  id: string;
  code: string;
  carrierCode: string;
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a sub-account buys a label and its proxy's commission appears (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const sub = await apiLogin(request, SUB);
    const proxy = await apiLogin(request, PROXY);
    // The sub-account sees its proxy's services: the demo sandbox ground.
    const services = await call<Service[]>(request, sub, 'GET', '/user/user-channel');
    const ground = services.body.data.find((s) => s.carrierCode === 'sandbox' && s.code === 'ground')!;
    expect(ground).toBeDefined();
    // The proxy's own price for the same shipment, and the commission the demo markup makes of it.
    const own = await call<{ quotes: { shippingAmount: string }[] }>(
      request,
      proxy,
      'POST',
      '/app/order/estimateRate',
      {
        data: {
          from: { zipCode: LA.zip },
          to: { zipCode: NY.zip },
          parcels: [{ weight: 2, length: 10, width: 8, height: 6 }],
          serviceIds: [ground.id],
        },
      },
    );
    const proxyShipping = parseMinor(own.body.data.quotes[0]!.shippingAmount)!;
    const commission = (proxyShipping * 1000n + 5_000n) / 10_000n + 50n;

    // The sub-account places the order through the screens.
    const page = await signedIn(browser, lang, SUB);
    await page.goto('/orderManager/newOrder');
    await fillAddress(page, 'sender', LA);
    await fillAddress(page, 'recipient', NY);
    await page.getByTestId('order-reference').fill(unique(`proxy-${lang}`));
    await fillParcel(page, 0, [2, 10, 8, 6]);
    const id = await compareChooseCreate(page, ground.id, T[lang].created);
    const order = await call<{ orderNo: string; status: number }>(
      request,
      sub,
      'GET',
      `/app/order/orders/${id}`,
    );
    expect(order.body.data.status).toBe(8);
    const orderNo = order.body.data.orderNo;
    await page.context().close();

    // The proxy's page: the sub-account's row and its orders, the commission on this one.
    const desk = await signedIn(browser, lang, PROXY);
    await desk.goto('/settings/subAccounts');
    await expect(desk.getByTestId(`sub-account-${SUB}`)).toBeVisible();
    await desk.getByTestId(`sub-orders-${SUB}`).click();
    const row = desk.getByTestId(`sub-order-${orderNo}`);
    await expect(row).toContainText(`${formatMinor(commission)} USD`);
    await expect(row).toContainText(TEXT[lang].paid);
    await desk.screenshot({ path: `test-results/proxy-subaccounts-${lang}.png`, fullPage: true });

    // The proxy's fund details: one line of change type "proxy commission" with the order number.
    await desk.goto('/postage/fundDetails');
    const line = desk.locator('tr', { hasText: orderNo });
    await expect(line).toContainText(TEXT[lang].commission);
    await expect(line).toContainText(TEXT[lang].reason);
    await expect(line).toContainText(`${formatMinor(commission)} USD`);
    await desk.screenshot({ path: `test-results/proxy-funds-${lang}.png`, fullPage: true });
    await desk.context().close();
  });
}
