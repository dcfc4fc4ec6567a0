import { PDFDocument } from 'pdf-lib';
import {
  type FakeReply,
  type FakeRequest,
  type FakeRoute,
  startFakeCarrier,
} from '../http/testing/fake-carrier-server.ts';
import { signRequest } from './yunexpress.signing.ts';
import { fixture } from './yunexpress.testing.ts';

/**
 * A fake YunExpress for adapter and recovery tests: it issues tokens tok-1, tok-2, ..., checks every
 * signature against the exact body received, refuses a second order with the same customer order number
 * (02039066) as YunExpress does, and answers info, label (a PDF it serves itself), cancel and track.
 */
export const APP_SECRET = 'app-secret';
export const credentials = { appSecret: APP_SECRET, sourceKey: 'source-key' };
export const settings = { appId: 'app-id' };

const PATHS = {
  token: '/openapi/oauth2/token',
  create: '/v1/order/package/create',
  info: '/v1/order/info/get',
  label: '/v1/order/label/get',
  cancel: '/v1/order/cancel',
  track: '/v1/track-service/info/get',
  price: '/v1/price-trial/get',
  products: '/v1/basic-data/products/getlist',
};

export { PATHS as YUN_PATHS };

export async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([288, 432]);
  return Buffer.from(await pdf.save());
}

export interface FakeYunOptions {
  /** Answers the create call (after the order is recorded when `record` is not false). */
  create?: (req: FakeRequest, attempt: number) => FakeReply | 'drop' | null;
  routes?: FakeRoute[];
}

export async function startFakeYun(options: FakeYunOptions = {}) {
  let issued = 0;
  let creates = 0;
  const orders = new Map<string, { waybill: string; cancelled: boolean }>();
  const badSignatures: string[] = [];
  const pdf = await onePagePdf();
  const signed = (req: FakeRequest) => {
    const expected = signRequest(APP_SECRET, {
      method: req.method,
      path: req.path,
      date: req.headers.date ?? '',
      ...(req.text && { body: req.text }),
    });
    if (req.headers.sign !== expected) badSignatures.push(`${req.method} ${req.path}`);
  };
  const route = (method: string, path: string, reply: FakeRoute['reply']): FakeRoute => ({
    method,
    path,
    reply: (req) => {
      signed(req);
      return reply(req);
    },
  });
  const byNumber = (n: string) =>
    [...orders.entries()].find(([ref, o]) => ref === n || o.waybill === n)?.[1] ?? null;
  const server = await startFakeCarrier([
    ...(options.routes ?? []),
    {
      method: 'POST',
      path: PATHS.token,
      reply: () => ({
        body: { ...fixture<Record<string, unknown>>('token-response.json'), accessToken: `tok-${++issued}` },
      }),
    },
    route('POST', PATHS.create, (req) => {
      const attempt = ++creates;
      const reference = req.json<{ customer_order_number: string }>().customer_order_number;
      const duplicate = orders.has(reference);
      if (!duplicate)
        orders.set(reference, {
          waybill: `YT26${String(orders.size + 1).padStart(14, '0')}`,
          cancelled: false,
        });
      const custom = options.create?.(req, attempt);
      if (custom) return custom;
      if (duplicate) return { body: fixture('error-duplicate-order.json') };
      const created = fixture<{ result: Record<string, unknown> }>('create-response.json');
      return {
        body: {
          ...created,
          result: {
            ...created.result,
            customer_order_number: reference,
            waybill_number: orders.get(reference)!.waybill,
          },
        },
      };
    }),
    route('GET', PATHS.info, (req) => {
      const order = byNumber(req.query.get('order_number') ?? '');
      if (!order) return { body: { success: false, code: '02039999', msg: '订单不存在' } };
      const info = fixture<{ result: Record<string, unknown> }>('order-info-response.json');
      return {
        body: {
          ...info,
          result: { ...info.result, waybill_number: order.waybill, status: order.cancelled ? 'E' : 'A' },
        },
      };
    }),
    route('GET', PATHS.label, (req) => ({
      body: {
        ...fixture<Record<string, unknown>>('label-response.json'),
        result: {
          order_number: req.query.get('order_number'),
          url: `${server.url}/labels/${req.query.get('order_number')}.pdf`,
          label_type: 'PDF',
        },
      },
    })),
    {
      method: 'GET',
      path: /^\/labels\//,
      reply: () => ({ headers: { 'content-type': 'application/pdf' }, body: pdf }),
    },
    route('POST', PATHS.cancel, (req) => {
      const order = byNumber(req.json<{ waybill_number: string }>().waybill_number);
      if (!order || order.cancelled)
        return { body: { success: false, code: '02039500', msg: '运单已收货，不能撤销' } };
      order.cancelled = true;
      return { body: fixture('cancel-response.json') };
    }),
    route('GET', PATHS.track, () => ({ body: fixture('track-response-delivered.json') })),
    route('GET', PATHS.price, () => ({ body: fixture('price-trial-response.json') })),
    route('GET', PATHS.products, () => ({ body: fixture('products-response.json') })),
  ]);
  const callsTo = (path: string) => server.calls.filter((c) => c.path === path);
  return { server, orders, badSignatures, callsTo };
}
