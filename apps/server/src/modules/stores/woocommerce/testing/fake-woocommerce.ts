import { randomBytes } from 'node:crypto';
import {
  type FakeCarrier,
  type FakeReply,
  type FakeRequest,
  startFakeCarrier,
} from '../../../carriers/http/testing/fake-carrier-server.ts';

/**
 * A WooCommerce store on localhost for tests and e2e (only the outside service is fake). It answers as
 * the REST reference describes: Basic auth with issued keys (401 woocommerce_rest_cannot_view otherwise),
 * GET /orders?status=processing paginated with X-WP-Total / X-WP-TotalPages, settings and products for
 * weights, PUT /orders/{id}, order notes, and the Shipment Tracking extension's routes unless
 * `withTrackingExtension` is false (then WordPress's 404 rest_no_route). GET /wc-auth/v1/authorize shows an
 * approve / deny page; approving POSTs new keys as JSON to callback_url (refused unless 2xx, like
 * WooCommerce, which then deletes the key) and redirects to return_url?success=1&user_id=...
 */
export interface FakeWooOptions {
  orders?: Record<string, unknown>[];
  withTrackingExtension?: boolean;
  weightUnit?: string;
  /** Product or variation id -> weight text. */
  weights?: Record<number, string>;
  /** Keys accepted before any wc-auth approval. */
  keys?: { consumerKey: string; consumerSecret: string }[];
}

export interface FakeWoo {
  url: string;
  server: FakeCarrier;
  orders: Map<number, Record<string, unknown>>;
  trackings: Map<number, Record<string, unknown>[]>;
  notes: Map<number, Record<string, unknown>[]>;
  keys: { consumerKey: string; consumerSecret: string }[];
  /** Every callback the store made: where, what it sent and the answer's status. */
  callbacks: { url: string; body: Record<string, unknown>; status: number }[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): FakeReply => ({
  status,
  body: body as object,
  headers,
});
const wpError = (status: number, code: string, message: string) =>
  json(status, { code, message, data: { status } });
const html = (body: string): FakeReply => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeWoo(options: FakeWooOptions = {}): Promise<FakeWoo> {
  const orders = new Map<number, Record<string, unknown>>();
  for (const o of options.orders ?? []) orders.set(Number(o.id), structuredClone(o));
  const trackings = new Map<number, Record<string, unknown>[]>();
  const notes = new Map<number, Record<string, unknown>[]>();
  const keys = [...(options.keys ?? [])];
  const callbacks: FakeWoo['callbacks'] = [];
  const extension = options.withTrackingExtension ?? true;

  const authed = (req: FakeRequest) => {
    const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return false;
    const [key, secret] = Buffer.from(m[1]!, 'base64').toString('utf8').split(':');
    return keys.some((k) => k.consumerKey === key && k.consumerSecret === secret);
  };
  const guard =
    (reply: (req: FakeRequest, id: number) => FakeReply | Promise<FakeReply>) => (req: FakeRequest) => {
      if (!authed(req))
        return wpError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
      const id = Number(/\/orders\/(\d+)/.exec(req.path)?.[1] ?? 0);
      if (id && !orders.has(id)) return wpError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      return reply(req, id);
    };
  const noRoute = () =>
    wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

  const server = await startFakeCarrier([
    {
      method: 'GET',
      path: '/wp-json/wc/v3/orders',
      reply: guard((req) => {
        const status = req.query.get('status');
        const perPage = Math.min(100, Number(req.query.get('per_page') ?? 10));
        const page = Math.max(1, Number(req.query.get('page') ?? 1));
        const after = req.query.get('after');
        const all = [...orders.values()].filter(
          (o) =>
            (!status || o.status === status) &&
            (!after || String(o.date_created_gmt) > after.replace(/Z$/, '')),
        );
        const slice = all.slice((page - 1) * perPage, page * perPage);
        const pages = Math.max(1, Math.ceil(all.length / perPage));
        return json(200, slice, { 'x-wp-total': String(all.length), 'x-wp-totalpages': String(pages) });
      }),
    },
    {
      method: 'PUT',
      path: /^\/wp-json\/wc\/v3\/orders\/\d+$/,
      reply: guard((req, id) => {
        const order = orders.get(id)!;
        Object.assign(order, req.json<Record<string, unknown>>());
        return json(200, order);
      }),
    },
    {
      method: 'GET',
      path: /^\/wp-json\/wc\/v3\/orders\/\d+\/notes$/,
      reply: guard((_req, id) => json(200, notes.get(id) ?? [])),
    },
    {
      method: 'POST',
      path: /^\/wp-json\/wc\/v3\/orders\/\d+\/notes$/,
      reply: guard((req, id) => {
        const body = req.json<{ note?: string; customer_note?: boolean }>();
        const note = {
          id: 1000 + (notes.get(id)?.length ?? 0),
          note: body.note ?? '',
          customer_note: !!body.customer_note,
        };
        notes.set(id, [...(notes.get(id) ?? []), note]);
        return json(201, note);
      }),
    },
    {
      method: 'GET',
      path: '/wp-json/wc/v3/settings/products/woocommerce_weight_unit',
      reply: guard(() => json(200, { id: 'woocommerce_weight_unit', value: options.weightUnit ?? 'kg' })),
    },
    {
      method: 'GET',
      path: /^\/wp-json\/wc\/v3\/products(\/\d+\/variations)?$/,
      reply: guard((req) => {
        const ids = (req.query.get('include') ?? '').split(',').map(Number).filter(Boolean);
        return json(
          200,
          ids.map((id) => ({ id, weight: options.weights?.[id] ?? '' })),
        );
      }),
    },
    {
      method: 'GET',
      path: /^\/wp-json\/wc-shipment-tracking\/v3\/orders\/\d+\/shipment-trackings$/,
      reply: extension ? guard((_req, id) => json(200, trackings.get(id) ?? [])) : noRoute,
    },
    {
      method: 'POST',
      path: /^\/wp-json\/wc-shipment-tracking\/v3\/orders\/\d+\/shipment-trackings$/,
      reply: extension
        ? guard((req, id) => {
            const body = req.json<Record<string, string>>();
            if (!body.tracking_number)
              return wpError(400, 'rest_missing_callback_param', 'Missing parameter(s): tracking_number');
            const item = {
              tracking_id: randomBytes(16).toString('hex'),
              tracking_provider: body.tracking_provider ?? body.custom_tracking_provider ?? '',
              tracking_link: (body.custom_tracking_link ?? '').replace('%1$s', body.tracking_number),
              tracking_number: body.tracking_number,
              date_shipped: body.date_shipped ?? '',
            };
            trackings.set(id, [...(trackings.get(id) ?? []), item]);
            return json(201, item);
          })
        : noRoute,
    },
    {
      method: 'GET',
      path: '/wc-auth/v1/authorize',
      reply: (req) => {
        const p = req.query;
        for (const name of ['app_name', 'scope', 'user_id', 'return_url', 'callback_url'])
          if (!p.get(name)) return html(`<p>Missing parameter ${name}</p>`);
        const callback = new URL(p.get('callback_url')!);
        if (callback.protocol !== 'https:' && !['127.0.0.1', 'localhost'].includes(callback.hostname))
          return html('<p>Error: The callback_url needs to be over SSL</p>');
        const hidden = [...p]
          .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
          .join('');
        return html(
          `<h1>${esc(p.get('app_name')!)} would like to connect to your store</h1><p>Scope: ${esc(p.get('scope')!)}</p>` +
            `<form method="post" action="/wc-auth/v1/access_granted">${hidden}<button id="wc-auth-approve">Approve</button></form>` +
            `<form method="post" action="/wc-auth/v1/access_denied">${hidden}<button id="wc-auth-deny">Deny</button></form>`,
        );
      },
    },
    {
      method: 'POST',
      path: /^\/wc-auth\/v1\/access_(granted|denied)$/,
      reply: async (req) => {
        const p = req.form();
        const back = new URL(p.return_url ?? '');
        back.searchParams.set('user_id', p.user_id ?? '');
        if (req.path.endsWith('denied')) {
          back.searchParams.set('success', '0');
          return { status: 302, headers: { location: back.toString() } };
        }
        const issued = {
          consumerKey: `ck_${randomBytes(20).toString('hex')}`,
          consumerSecret: `cs_${randomBytes(20).toString('hex')}`,
        };
        const body = {
          key_id: keys.length + 1,
          user_id: p.user_id,
          consumer_key: issued.consumerKey,
          consumer_secret: issued.consumerSecret,
          key_permissions: p.scope,
        };
        const answer = await fetch(p.callback_url!, {
          method: 'POST',
          headers: { 'content-type': 'application/json;charset=UTF-8' },
          body: JSON.stringify(body),
        }).catch(() => null);
        callbacks.push({ url: p.callback_url!, body, status: answer?.status ?? 0 });
        if (!answer || answer.status < 200 || answer.status > 299)
          return html(
            '<p>Error: An error occurred in the request and at the time were unable to send the consumer data</p>',
          );
        keys.push(issued);
        back.searchParams.set('success', '1');
        return { status: 302, headers: { location: back.toString() } };
      },
    },
  ]);

  return { url: server.url, server, orders, trackings, notes, keys, callbacks, close: () => server.close() };
}
