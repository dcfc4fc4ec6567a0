import { createDecipheriv, createHash, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WmsOrder } from './lingxing.mappers.ts';

/** What the fake ERP received on the push-back endpoints, parsed. */
export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A LingXing-shaped ERP on 127.0.0.1 for tests and e2e: the token endpoint (multipart appId/appSecret),
 * the sales outbound order list, setTrackingNo and importLabel, answering LingXing's envelopes and error
 * codes. It checks each signature by decrypting it (AES-ECB under the app id) and comparing it with the
 * MD5 of the sorted parameters, written from the docs' recipe rather than with the signing module.
 */
export async function startFakeLingxing(opts: { appId: string; appSecret: string; orders?: WmsOrder[] }) {
  const orders: WmsOrder[] = [...(opts.orders ?? [])];
  const calls: FakeCall[] = [];
  const tokens = new Set<string>();
  /** Codes to answer once on a path (e.g. 3001008 rate limit), in order. */
  const failures = new Map<string, string[]>();
  let tokenRequests = 0;

  const answer = (res: ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const envelope = (code: number | string, message: string, data: unknown = null, total = 0) => ({
    code,
    message,
    error_details: [],
    request_id: randomUUID(),
    response_time: '2026-01-01 00:00:00',
    data,
    total,
  });

  const signatureHolds = (query: URLSearchParams, body: Record<string, unknown>) => {
    const params: Record<string, unknown> = { ...body };
    for (const key of ['access_token', 'app_key', 'timestamp']) params[key] = query.get(key);
    const plain = Object.keys(params)
      .sort()
      .filter((k) => params[k] !== '' && params[k] !== undefined)
      .map(
        (k) =>
          `${k}=${typeof params[k] === 'object' && params[k] !== null ? JSON.stringify(params[k]) : params[k]}`,
      )
      .join('&');
    const expected = createHash('md5').update(plain).digest('hex').toUpperCase();
    try {
      const decipher = createDecipheriv('aes-128-ecb', Buffer.from(opts.appId), null);
      const got = Buffer.concat([
        decipher.update(Buffer.from(query.get('sign') ?? '', 'base64')),
        decipher.final(),
      ]);
      return got.toString('utf8') === expected;
    } catch {
      return false;
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks);
      if (url.pathname === '/api/auth-server/oauth/access-token') {
        const form = await new Response(raw, {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        })
          .formData()
          .catch(() => null);
        tokenRequests++;
        if (form?.get('appId') !== opts.appId)
          return answer(res, { code: '2001001', msg: 'app not exist', data: null });
        if (form?.get('appSecret') !== opts.appSecret)
          return answer(res, { code: '2001002', msg: 'app secret not correct', data: null });
        const token = randomUUID();
        tokens.add(token);
        return answer(res, {
          code: '200',
          msg: 'OK',
          data: { access_token: token, refresh_token: randomUUID(), expires_in: 7199 },
        });
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw.toString('utf8') || '{}');
      } catch {
        return answer(res, envelope(500, 'bad json'));
      }
      const q = url.searchParams;
      if (!q.get('access_token') || !q.get('sign') || !q.get('timestamp') || !q.get('app_key'))
        return answer(res, envelope(3001001, 'missing query param(access_token,sign,timestamp,app_key)'));
      if (!tokens.has(q.get('access_token')!))
        return answer(res, envelope(2001003, 'access token is missing or expire'));
      if (!signatureHolds(q, body)) return answer(res, envelope(2001006, 'api sign not correct'));
      const queued = failures.get(url.pathname);
      const failing = queued?.shift();
      if (failing)
        return answer(res, envelope(Number(failing), 'requests too frequently. please request later.'));
      calls.push({ path: url.pathname, body });
      if (url.pathname === '/erp/sc/routing/wms/order/wmsOrderList') {
        const page = Number(body.page ?? 1);
        const size = Number(body.page_size ?? 20);
        const wanted = (body.logistics_status_arr as number[] | undefined) ?? null;
        const matching = orders.filter((o) => !wanted || wanted.includes(Number(o.logistics_status)));
        return answer(
          res,
          envelope(0, 'success', matching.slice((page - 1) * size, page * size), matching.length),
        );
      }
      if (url.pathname === '/basicOpen/logisticsOrdering/setTrackingNo') {
        const order = orders.find((o) => o.wo_number === body.wo_number);
        if (!order || Number(order.logistics_status) !== 1)
          return answer(res, {
            ...envelope(500, '程序内部错误'),
            error_details: ['当前订单不存在或物流状态不是待导入'],
          });
        order.tracking_no = body.tracking_no;
        order.waybill_no = body.waybill_no;
        order.logistics_status = 5;
        return answer(res, envelope(0, 'success'));
      }
      if (url.pathname === '/basicOpen/selfShipmentOrder/importLabel') {
        if (!orders.some((o) => Number(o.wo_id) === Number(body.woId)))
          return answer(res, envelope(500, '出库单不存在'));
        return answer(res, envelope(0, 'success'));
      }
      return answer(res, envelope(404, 'not found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    calls,
    at: (path: string) => calls.filter((c) => c.path === path),
    tokenRequests: () => tokenRequests,
    /** Answers `code` on the next calls of `path` (one per code). */
    failNext: (path: string, ...codes: string[]) =>
      failures.set(path, [...(failures.get(path) ?? []), ...codes]),
    /** Forgets the failures still queued by failNext. */
    clearFailures: () => failures.clear(),
    /** Forgets every token: the next call answers 2001003, as after expiry. */
    expireTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A sales outbound order as the docs describe it (fields of wmsOrderList), waiting for a tracking number. */
export function wmsOrder(n: number, overrides: WmsOrder = {}): WmsOrder {
  return {
    wo_id: 6800 + n,
    wo_number: `WO10334100868854${String(6800 + n)}`,
    order_number: `10334066992418${String(1000 + n)}`,
    status: 1,
    logistics_status: 1,
    waybill_no: '',
    tracking_no: '',
    platform_name: 'Shopify',
    platform_order_no: [`#10${n}`],
    order_currency_code: 'USD',
    order_buyer_notes: '',
    target_country: '美国',
    consignee: `Rue ${n}`,
    consignee_phone: '15233330000',
    consignee_postcode: '40391',
    consignee_address: `${3820 + n} Rosewood Court`,
    consignee_full_address: `美国 KY Winchester  ${3820 + n} Rosewood Court`,
    pkg_length: '20.00',
    pkg_width: '15.00',
    pkg_height: '10.00',
    pkg_size_unit: 'cm',
    pkg_weight: '500.000',
    pkg_real_weight: '480.000',
    pkg_weight_unit: 'g',
    pkg_real_weight_unit: 'g',
    product_info: [
      {
        sku: `SKU-${n}A`,
        count: 2,
        product_name: '自发货接口测试',
        en_name: 'Cotton T-shirt',
        item_total_price: '24.00',
      },
      { sku: `SKU-${n}B`, count: 1, product_name: '帽子', en_name: 'Baseball cap', item_total_price: '9.50' },
    ],
    ...overrides,
  };
}
