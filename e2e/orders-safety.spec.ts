import { expect, type Page, test } from '@playwright/test';
import { parseMinor } from '@shiplabel/shared';
import { ADMIN, apiLogin, CUSTOMER } from './helpers.ts';
import {
  call,
  fillAddress,
  fillParcel,
  idsInView,
  LA,
  NY,
  orderOf,
  placeByApi,
  placingSandboxService,
  search,
  signedIn,
  unique,
  usdAvailable,
} from './orders-helpers.ts';

/** Issue 12: the order form's money safety, ids, notices and refusals. */

const S = {
  'en-US': {
    penalty: '5 USD penalty for false package information',
    insurance: [
      'lower of the declared value and the invoice value',
      '10% of the compensation',
      'Only new items',
      'IMEI',
    ],
    signature: 'Shipments declared at over 1000.00 USD need a signature',
    leftDraft: (orderNo: string) => `The order was saved as draft ${orderNo}, but no label was created`,
    voided: 'The carrier has already voided this label',
  },
  'zh-CN': {
    penalty: '5 美元虚假包裹信息罚款',
    insurance: ['申报价值与发票价值中较低者', '10%', '仅承保全新物品', 'IMEI'],
    signature: '申报价值超过 1000.00 美元的货件须签收',
    leftDraft: (orderNo: string) => `订单已保存为草稿 ${orderNo}，但未能创建面单`,
    voided: '承运商已作废此面单',
  },
} as const;

async function compareAndChoose(page: Page, serviceId: string) {
  const rated = page.waitForResponse((r) => r.url().includes('/app/order/estimateRate') && r.ok());
  await page.getByTestId('order-compare').click();
  await rated;
  await page.getByTestId(`quote-pick-${serviceId}`).click();
  await expect(page.getByTestId(`quote-pick-${serviceId}`)).toHaveClass(/ant-btn-primary/);
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`new order form: every element id is unique, and the customer notices are shown (${lang})`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, lang, CUSTOMER);
    await page.goto('/orderManager/newOrder');
    await expect(page.getByTestId('recipient-personName')).toBeVisible();
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);
    // The recipient's label focuses the recipient's field, not the sender's.
    const recipientName = page.getByTestId('recipient-personName');
    const label = page.locator(`label[for="${await recipientName.getAttribute('id')}"]`);
    await label.click();
    await expect(recipientName).toBeFocused();

    const text = S[lang];
    await expect(page.getByTestId('order-penalty-notice')).toContainText(text.penalty);
    for (const term of text.insurance)
      await expect(page.getByTestId('order-insurance-terms')).toContainText(term);
    await page.context().close();
  });
}

test('declared at 1,500 USD with "No signature": "Create label" is refused on the signature field, a draft may be saved', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { serviceId, restore } = await placingSandboxService(request);
  try {
    const page = await signedIn(browser, 'en-US', CUSTOMER);
    await page.goto('/orderManager/newOrder');
    await fillAddress(page, 'sender', LA);
    await fillAddress(page, 'recipient', NY);
    await fillParcel(page, 0, [2, 10, 8, 6]);
    await page.getByTestId('parcel-0-declared').fill('1500.00');
    await compareAndChoose(page, serviceId);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(new URL(r.url()).pathname);
    });
    await page.getByTestId('order-submit').click();
    await expect(page.getByText(S['en-US'].signature)).toBeVisible();
    expect(sent).toEqual([]);
    // Drafts may be incomplete: saving one is allowed.
    await page.getByTestId('order-save-draft').click();
    await expect(page).toHaveURL(/\/orderManager\/draft/);
    expect(sent).toEqual(['/app/order/draft']);
    await page.context().close();
  } finally {
    await restore(request);
  }
});

test('a double click on "Create label" buys one label and charges once', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { serviceId, restore } = await placingSandboxService(request);
  try {
    const reference = unique('e2e-dbl');
    const before = await usdAvailable(request);
    const page = await signedIn(browser, 'en-US', CUSTOMER);
    await page.goto('/orderManager/newOrder');
    await fillAddress(page, 'sender', LA);
    await fillAddress(page, 'recipient', NY);
    await page.getByTestId('order-reference').fill(reference);
    await fillParcel(page, 0, [2, 10, 8, 6]);
    await compareAndChoose(page, serviceId);
    const placements: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/app/order/label/create')) placements.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByTestId('order-submit').dblclick();
    await expect(page).toHaveURL(/\/orderManager\/orderDetail\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;

    const customer = await apiLogin(request, CUSTOMER);
    expect(await idsInView(request, customer, 'allWaybills', reference)).toEqual([id]);
    const order = await orderOf(request, customer, id);
    expect(order.status).toBe(8);
    const charged = parseMinor(order.rate)! + (parseMinor(order.deposit || '0') ?? 0n);
    expect(before - (await usdAvailable(request))).toBe(charged);
    // Every placement request of the submission carried its one key.
    expect(new Set(placements).size).toBe(1);
    expect(placements[0]).toMatch(/^[0-9a-f-]{36}$/);
    await page.context().close();
  } finally {
    await restore(request);
  }
});

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a refused "Create label" says the order was kept as a draft, with the way to it (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { serviceId, restore } = await placingSandboxService(request);
    try {
      const reference = unique('e2e-left');
      const page = await signedIn(browser, lang, CUSTOMER);
      await page.goto('/orderManager/newOrder');
      await fillAddress(page, 'sender', LA);
      // A recipient name the label cannot print: the draft is saved, the label refused (422).
      await fillAddress(page, 'recipient', { ...NY, name: '李雷' });
      await page.getByTestId('order-reference').fill(reference);
      await fillParcel(page, 0, [2, 10, 8, 6]);
      await compareAndChoose(page, serviceId);
      await page.getByTestId('order-submit').click();
      const customer = await apiLogin(request, CUSTOMER);
      await expect.poll(() => idsInView(request, customer, 'draft', reference)).toHaveLength(1);
      const [draftId] = await idsInView(request, customer, 'draft', reference);
      const draft = await orderOf(request, customer, draftId!);
      const notice = page.getByTestId('order-left-draft');
      await expect(notice).toContainText(S[lang].leftDraft(draft.orderNo));
      await notice.getByRole('link').click();
      await expect(page).toHaveURL(/\/orderManager\/draft/);
      await page.context().close();
    } finally {
      await restore(request);
    }
  });
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`cancel audit after the carrier voided the label: Reject is disabled with the reason (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { serviceId, restore } = await placingSandboxService(request);
    try {
      const order = await placeByApi(request, serviceId, unique('e2e-void'));
      const customer = await apiLogin(request, CUSTOMER);
      const cancel = await call<{ status: number }>(request, customer, 'POST', '/app/order/cancel', {
        data: { orderId: order.id },
      });
      expect(cancel.body.data.status).toBe(6);

      const admin = await signedIn(browser, lang, ADMIN);
      await admin.goto('/adminSettings/allWaybills');
      await search(admin, 'order-keyword', order.orderNo);
      const row = admin.getByTestId(`order-row-${order.orderNo}`);
      await row.getByTestId(`order-action-cancelAudit-${order.orderNo}`).click();
      await expect(admin.getByTestId('cancel-audit-voided')).toContainText(S[lang].voided);
      await expect(admin.getByTestId('cancel-audit-reject')).toBeDisabled();
      // The server refuses it too (422), and the order stays in cancellation.
      const token = await apiLogin(request, ADMIN);
      const reject = await call(request, token, 'POST', '/admin/order/orders/cancelAudit', {
        data: { orderId: order.id, approve: false, reason: 'scanned' },
      });
      expect(reject.status).toBe(422);
      expect((await orderOf(request, customer, order.id)).status).toBe(6);
      await admin.context().close();
    } finally {
      await restore(request);
    }
  });
}

test('a batch cancel sends each order its own Idempotency-Key (a retry answers the first cancel)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { serviceId, restore } = await placingSandboxService(request);
  try {
    const reference = unique('e2e-batch-cancel');
    const orders = [
      await placeByApi(request, serviceId, reference),
      await placeByApi(request, serviceId, reference),
    ];
    const page = await signedIn(browser, 'en-US', CUSTOMER);
    await page.goto('/orderManager/transported');
    await search(page, 'order-keyword', reference);
    for (const o of orders) await expect(page.getByTestId(`order-row-${o.orderNo}`)).toBeVisible();
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/app/order/cancel')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
    await page.getByTestId('order-batch-cancel').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel orders' }).click();
    const customer = await apiLogin(request, CUSTOMER);
    await expect.poll(async () => (await orderOf(request, customer, orders[1]!.id)).status).toBe(6);
    expect((await orderOf(request, customer, orders[0]!.id)).status).toBe(6);
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => /^[0-9a-f-]{36}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    await page.context().close();
  } finally {
    await restore(request);
  }
});
