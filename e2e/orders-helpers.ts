import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { formatMinor, parseMinor } from '@shiplabel/shared';
import { ADMIN, apiLogin, CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

/** Texts of the orders screens and server messages, per language. */
export const T = {
  'en-US': {
    atLeastOne: 'at least 1 package',
    created: 'created successfully',
    inReview: 'created successfully; the order waits for review',
    received: 'Order received',
    transmitting: 'Transmitting to',
    waybill: 'Waybill generated:',
    forecast: 'Forecast successful, waiting for review',
    confirm: 'Confirm',
    done: 'Done',
    cancelRequested: 'Cancellation requested',
    cancelApproved: 'Cancellation approved',
    auditApproved: 'Cancellation approved, the order is refunded',
    status: {
      4: 'Canceled',
      6: 'In cancellation',
      8: 'Order placed successfully',
      18: 'Forecast successful',
    },
    reasonRequired: 'Please enter the reason for rejecting',
    rejectReason: 'The declared contents are not allowed on this channel',
    rejected: (orderNo: string) => `Order ${orderNo} rejected and refunded`,
    approved: (orderNo: string) => `Order ${orderNo} approved`,
    reviewRejected: 'Review rejected:',
  },
  'zh-CN': {
    atLeastOne: '至少保留1个包裹',
    created: '创建成功',
    inReview: '创建成功，订单等待审核',
    received: '已接收订单',
    transmitting: '正在传输至',
    waybill: '已生成运单：',
    forecast: '预报成功，等待审核',
    confirm: '确定',
    done: '操作成功',
    cancelRequested: '已申请取消',
    cancelApproved: '取消已批准',
    auditApproved: '取消已通过，订单已退款',
    status: { 4: '已取消', 6: '取消中', 8: '下单成功', 18: '预报成功' },
    reasonRequired: '请输入拒绝原因',
    rejectReason: '申报的内容物不允许通过此渠道寄送',
    rejected: (orderNo: string) => `订单 ${orderNo} 已拒绝并退款`,
    approved: (orderNo: string) => `订单 ${orderNo} 已审核通过`,
    reviewRejected: '审核拒绝：',
  },
} as const;

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Envelope<D> {
  status: number;
  body: { code: number; message: string; data: D; errorCode?: string };
}

/** An API call in the given language (server messages and timeline texts follow Accept-Language). */
export async function call<D = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  {
    data,
    lang = 'en-US',
    headers = {},
  }: { data?: unknown; lang?: Lang; headers?: Record<string, string> } = {},
): Promise<Envelope<D>> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: await res.json() };
}

export interface OrderDetail {
  id: string;
  orderNo: string;
  status: number;
  serviceId: string | null;
  rate: string;
  deposit: string;
  trackingNo: string;
  trackingNumbers: string[];
  auditInfo: string;
  events: { kind: string; message: string }[];
  fromAddress: { personName: string };
  toAddress: { personName: string };
}

export async function orderOf(request: APIRequestContext, token: string, id: string, lang: Lang = 'en-US') {
  const res = await call<OrderDetail>(request, token, 'GET', `/app/order/orders/${id}`, { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Ids of the customer's orders in one list view matching a keyword. */
export async function idsInView(request: APIRequestContext, token: string, view: string, keyword: string) {
  const q = new URLSearchParams({ view, keyword, pageNum: '1', pageSize: '50' });
  const res = await call<{ list: { id: string }[] }>(request, token, 'GET', `/app/order/orders?${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.list.map((o) => o.id);
}

/** The demo customer's available USD in minor units. */
export async function usdAvailable(request: APIRequestContext): Promise<bigint> {
  const token = await apiLogin(request, CUSTOMER);
  const res = await call<{ wallets: { currency: string; available: string }[] }>(
    request,
    token,
    'GET',
    '/user/balanceInfo',
  );
  return parseMinor(res.body.data.wallets.find((w) => w.currency === 'USD')!.available)!;
}

/** "1,234.56 USD" as the header shows a balance. */
export const grouped = (minor: bigint) => {
  const [units, cents] = formatMinor(minor).split('.');
  return `${units!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} USD`;
};

/** A signed-in page in its own context, with the language chosen. */
export async function signedIn(browser: Browser, lang: Lang, user: string): Promise<Page> {
  const context = await browser.newContext({ locale: lang, acceptDownloads: true });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await loginViaUi(page, user);
  return page;
}

interface Service {
  id: string;
  code: string;
  channelId: string;
  carrierCode: string;
  status: number;
}

async function customerId(request: APIRequestContext, admin: string): Promise<string> {
  const res = await call<{ id: string; email: string }[]>(
    request,
    admin,
    'GET',
    `/admin/channel/userOptions?keyword=${encodeURIComponent(CUSTOMER)}`,
  );
  return res.body.data.find((u) => u.email === CUSTOMER)!.id;
}

/**
 * A sandbox channel of its own (unique name) whose ground service is added to the demo customer's
 * allotment. `restore` puts the allotment back as it was, so other specs see the services they set up.
 */
export async function sandboxChannel(request: APIRequestContext, settings: Record<string, unknown>) {
  const admin = await apiLogin(request, ADMIN);
  const created = await call<{ services: Service[] }>(request, admin, 'POST', '/admin/channel/create', {
    data: { carrierCode: 'sandbox', name: unique('E2E Orders'), settings },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const ground = created.body.data.services.find((s) => s.code === 'ground')!.id;
  const userId = await customerId(request, admin);
  const before = await call<{ services: Service[] }>(
    request,
    admin,
    'GET',
    `/admin/user-channel?userId=${userId}`,
  );
  const kept = before.body.data.services.map((s) => s.id);
  const allot = (serviceIds: string[], ctx = request) =>
    call(ctx, admin, 'POST', '/admin/channel/allot-channel', { data: { userId, serviceIds } });
  expect((await allot([...kept, ground])).status).toBe(200);
  // A hook's request context ends with the hook: afterAll passes its own.
  return {
    serviceId: ground,
    restore: async (ctx?: APIRequestContext) => void (await allot(kept, ctx)),
  };
}

/**
 * A sandbox service the demo customer may use that places at once (no review, no failures): one of the
 * demo ones, or of another spec's channel; a channel of our own when there is none.
 */
export async function placingSandboxService(request: APIRequestContext) {
  const admin = await apiLogin(request, ADMIN);
  const channels = await call<{ list: { id: string; settings: Record<string, unknown>; status: number }[] }>(
    request,
    admin,
    'GET',
    '/admin/channel/getAllChannel?pageSize=9999999',
  );
  const plain = new Set(
    channels.body.data.list
      .filter((c) => c.status === 1 && !c.settings.reviewOrders && !Number(c.settings.failureRate ?? 0))
      .map((c) => c.id),
  );
  const customer = await apiLogin(request, CUSTOMER);
  const mine = await call<Service[]>(request, customer, 'GET', '/user/user-channel');
  const usable = mine.body.data
    .filter((s) => s.carrierCode === 'sandbox' && s.code !== 'international' && plain.has(s.channelId))
    .sort((a, b) => Number(b.code === 'ground') - Number(a.code === 'ground'));
  if (usable[0]) return { serviceId: usable[0].id, restore: async (_ctx?: APIRequestContext) => undefined };
  return sandboxChannel(request, {});
}

export interface Addr {
  name: string;
  line1: string;
  zip: string;
  city: string;
  state: string;
}
export const LA: Addr = {
  name: 'Ana Li',
  line1: '1200 S Central Ave',
  zip: '90001',
  city: 'Los Angeles',
  state: 'CA',
};
export const NY: Addr = {
  name: 'Bo Chen',
  line1: '350 5th Ave',
  zip: '10001',
  city: 'New York',
  state: 'NY',
};

/** The order form body the API takes (label/create), for setup steps that need no screen. */
export const orderBody = (serviceId: string, reference: string) => ({
  serviceId,
  reference,
  from: { personName: LA.name, addressLine1: LA.line1, zipCode: LA.zip, city: LA.city, stateCode: LA.state },
  to: { personName: NY.name, addressLine1: NY.line1, zipCode: NY.zip, city: NY.city, stateCode: NY.state },
  parcels: [{ weight: 2, length: 10, width: 8, height: 6 }],
});

/** Places an order through the API; returns its detail. */
export async function placeByApi(request: APIRequestContext, serviceId: string, reference: string) {
  const token = await apiLogin(request, CUSTOMER);
  const res = await call<OrderDetail>(request, token, 'POST', '/app/order/label/create', {
    data: orderBody(serviceId, reference),
    headers: { 'idempotency-key': unique('e2e') },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Fills the sender or recipient: the ZIP fills in city and state. */
export async function fillAddress(page: Page, prefix: 'sender' | 'recipient', a: Addr) {
  await page.getByTestId(`${prefix}-personName`).fill(a.name);
  await page.getByTestId(`${prefix}-addressLine1`).fill(a.line1);
  await page.getByTestId(`${prefix}-zipCode`).fill(a.zip);
  await expect(page.getByTestId(`${prefix}-city`)).toHaveValue(new RegExp(a.city, 'i'));
  await page.getByTestId(`${prefix}-city`).fill(a.city);
  await expect(page.getByTestId(`${prefix}-stateCode`)).toContainText(a.state);
}

export async function fillParcel(page: Page, index: number, [weight, l, w, h]: number[]) {
  await page.getByTestId(`parcel-${index}-weight`).fill(String(weight));
  await page.getByTestId(`parcel-${index}-length`).fill(String(l));
  await page.getByTestId(`parcel-${index}-width`).fill(String(w));
  await page.getByTestId(`parcel-${index}-height`).fill(String(h));
}

/** Compares rates, chooses the service and creates the label; returns the new order's id. */
export async function compareChooseCreate(page: Page, serviceId: string, message: string) {
  const rated = page.waitForResponse((r) => r.url().includes('/app/order/estimateRate') && r.ok());
  await page.getByTestId('order-compare').click();
  await rated;
  await page.getByTestId(`quote-pick-${serviceId}`).click();
  await expect(page.getByTestId(`quote-pick-${serviceId}`)).toHaveClass(/ant-btn-primary/);
  await page.getByTestId('order-submit').click();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orderManager\/orderDetail\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}

/** Searches an order list for one keyword (order lists, the review queue). */
export async function search(page: Page, testId: string, keyword: string) {
  const box = page.getByTestId(testId).locator('input');
  await box.fill(keyword);
  await box.press('Enter');
}

/** Checks a label PDF: pages, text, and (zbarimg permitting) the tracking barcodes. */
export function checkLabelPdf(file: string, orderNo: string, trackingNumbers: string[]) {
  const info = execFileSync('pdfinfo', [file]).toString();
  expect(info).toMatch(new RegExp(`^Pages:\\s+${trackingNumbers.length}$`, 'm'));
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain(orderNo);
  for (const n of trackingNumbers) expect(text).toContain(n);
  if (!['/usr/bin/zbarimg', '/usr/local/bin/zbarimg'].some(existsSync)) {
    console.warn('zbarimg is not installed: the label barcodes are not decoded');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'label-png-'));
  execFileSync('pdftoppm', ['-png', '-r', '200', file, join(dir, 'page')]);
  const pages = readdirSync(dir).map((f) => join(dir, f));
  expect(pages).toHaveLength(trackingNumbers.length);
  const decoded = execFileSync('zbarimg', ['-q', ...pages], {
    stdio: ['ignore', 'pipe', 'ignore'],
  }).toString();
  for (const n of trackingNumbers) expect(decoded).toContain(`CODE-128:${n}`);
}
