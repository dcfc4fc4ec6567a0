import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Shopify-shaped store on 127.0.0.1 for tests and the e2e (node:http only, no app code): the OAuth
 * authorize page (approves at once and redirects back with a signed query), the token exchange, and the
 * GraphQL Admin API calls the adapter makes (orders, order.fulfillmentOrders, fulfillmentCreate). Every
 * shop lives under /{shop}/..., so one fake serves several shops: the server's SHOPIFY_API_BASE_OVERRIDE
 * is `<url>/{shop}`. Test controls: POST /_test/{shop}/orders, POST /_test/{shop}/down,
 * GET /_test/{shop}/fulfillments. Run as a script: `node --import tsx fake-shopify.ts <port> <id> <secret>`.
 */
export interface FakeLine {
  sku: string;
  title: string;
  quantity: number;
  price: string;
  grams: number;
}
export interface FakeOrderInput {
  name: string;
  lines: FakeLine[];
  address?: Record<string, string>;
  currency?: string;
}
interface FulfillmentOrder {
  id: string;
  status: string;
  lineItems: { nodes: Record<string, unknown>[] };
}
interface Order {
  id: string;
  name: string;
  fulfillmentOrders: { nodes: FulfillmentOrder[] };
  [key: string]: unknown;
}
export interface FakeFulfillment {
  id: string;
  orderId: string;
  orderName: string;
  fulfillmentOrderIds: string[];
  trackingInfo: { company?: string; number?: string; url?: string };
}
interface Shop {
  orders: Order[];
  fulfillments: FakeFulfillment[];
  down: boolean;
  tokens: Set<string>;
}

let seq = 1000;
const US_ADDRESS = {
  name: 'Ada Lovelace',
  company: '',
  phone: '+1 415-555-0100',
  address1: '1 Market St',
  address2: 'Suite 300',
  city: 'San Francisco',
  provinceCode: 'CA',
  zip: '94105',
  countryCodeV2: 'US',
};

function orderOf(input: FakeOrderInput): Order {
  const id = ++seq;
  const currency = input.currency ?? 'USD';
  const money = (amount: string) => ({ shopMoney: { amount, currencyCode: currency } });
  const subtotal = input.lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0).toFixed(2);
  return {
    id: `gid://shopify/Order/${id}`,
    name: input.name,
    createdAt: new Date().toISOString(),
    email: 'ada@example.com',
    phone: null,
    displayFulfillmentStatus: 'UNFULFILLED',
    shippingAddress: { ...US_ADDRESS, ...input.address },
    subtotalPriceSet: money(subtotal),
    totalShippingPriceSet: money('5.00'),
    totalPriceSet: money((Number(subtotal) + 5).toFixed(2)),
    fulfillmentOrders: {
      nodes: [
        {
          id: `gid://shopify/FulfillmentOrder/${id}`,
          status: 'OPEN',
          lineItems: {
            nodes: input.lines.map((l, i) => ({
              id: `gid://shopify/FulfillmentOrderLineItem/${id}${i}`,
              sku: l.sku,
              productTitle: l.title,
              variantTitle: null,
              totalQuantity: l.quantity,
              remainingQuantity: l.quantity,
              requiresShipping: true,
              weight: { unit: 'GRAMS', value: l.grams },
              lineItem: { id: `gid://shopify/LineItem/${id}${i}`, originalUnitPriceSet: money(l.price) },
              variant: { inventoryItem: { harmonizedSystemCode: '610910', countryCodeOfOrigin: 'US' } },
            })),
          },
        },
      ],
    },
  };
}

/** The signed query Shopify sends to redirect_uri (hex HMAC-SHA256 of the sorted other parameters). */
export function signedQuery(params: Record<string, string>, secret: string): URLSearchParams {
  const message = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return new URLSearchParams({ ...params, hmac: createHmac('sha256', secret).update(message).digest('hex') });
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export async function startFakeShopify(opts: { clientId: string; clientSecret: string; port?: number }) {
  const shops = new Map<string, Shop>();
  const codes = new Map<string, string>();
  const shopOf = (name: string) => {
    let shop = shops.get(name);
    if (!shop) {
      shop = { orders: [], fulfillments: [], down: false, tokens: new Set() };
      shops.set(name, shop);
    }
    return shop;
  };
  let graphqlCalls = 0;

  function graphql(shop: Shop, body: { query: string; variables: Record<string, unknown> }) {
    const { query, variables } = body;
    if (query.includes('query UnfulfilledOrders')) {
      const open = shop.orders.filter((o) => o.fulfillmentOrders.nodes.some((fo) => fo.status === 'OPEN'));
      const start = variables.after ? Number(variables.after) : 0;
      const first = Number(variables.first ?? 50);
      const nodes = open.slice(start, start + first);
      const end = start + nodes.length;
      return {
        data: { orders: { pageInfo: { hasNextPage: end < open.length, endCursor: String(end) }, nodes } },
      };
    }
    if (query.includes('query OrderFulfillmentOrders')) {
      const order = shop.orders.find((o) => o.id === variables.id);
      return { data: { order: order ? { id: order.id, fulfillmentOrders: order.fulfillmentOrders } : null } };
    }
    if (query.includes('mutation FulfillmentCreate')) {
      const input = variables.fulfillment as {
        lineItemsByFulfillmentOrder: { fulfillmentOrderId: string }[];
        trackingInfo: FakeFulfillment['trackingInfo'];
      };
      const ids = input.lineItemsByFulfillmentOrder.map((l) => l.fulfillmentOrderId);
      const order = shop.orders.find((o) => o.fulfillmentOrders.nodes.some((fo) => ids.includes(fo.id)));
      const fos = order?.fulfillmentOrders.nodes.filter((fo) => ids.includes(fo.id)) ?? [];
      if (!order || fos.length !== ids.length || fos.some((fo) => fo.status !== 'OPEN'))
        return {
          data: {
            fulfillmentCreate: {
              fulfillment: null,
              userErrors: [{ field: ['fulfillment'], message: 'Fulfillment order is not open' }],
            },
          },
        };
      for (const fo of fos) {
        fo.status = 'CLOSED';
        for (const li of fo.lineItems.nodes) li.remainingQuantity = 0;
      }
      const fulfillment = {
        id: `gid://shopify/Fulfillment/${++seq}`,
        orderId: order.id,
        orderName: order.name,
        fulfillmentOrderIds: ids,
        trackingInfo: input.trackingInfo,
      };
      shop.fulfillments.push(fulfillment);
      return {
        data: {
          fulfillmentCreate: {
            fulfillment: { id: fulfillment.id, status: 'SUCCESS', trackingInfo: [input.trackingInfo] },
            userErrors: [],
          },
        },
      };
    }
    return { errors: [{ message: 'unknown operation', extensions: { code: 'BAD_REQUEST' } }] };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await read(req);
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === '_test' && parts[1]) {
      const shop = shopOf(parts[1]);
      if (parts[2] === 'orders' && req.method === 'POST') {
        const inputs = (JSON.parse(text) as { orders: FakeOrderInput[] }).orders;
        const added = inputs.map(orderOf);
        shop.orders.push(...added);
        return json(res, 200, { orders: added.map((o) => ({ id: o.id, name: o.name })) });
      }
      if (parts[2] === 'down') {
        shop.down = Boolean((JSON.parse(text || '{}') as { down?: boolean }).down);
        return json(res, 200, { down: shop.down });
      }
      if (parts[2] === 'fulfillments')
        return json(res, 200, { fulfillments: shop.fulfillments, graphqlCalls });
      return json(res, 404, {});
    }
    const [shopName, admin, kind, ...rest] = parts;
    if (!shopName || admin !== 'admin') return json(res, 404, { errors: 'Not Found' });
    const shop = shopOf(shopName);
    if (kind === 'oauth' && rest[0] === 'authorize' && req.method === 'GET') {
      if (url.searchParams.get('client_id') !== opts.clientId)
        return json(res, 400, { error: 'unknown app' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, shopName);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const query = signedQuery(
        {
          code,
          host: Buffer.from(`${shopName}/admin`).toString('base64url'),
          shop: shopName,
          state: url.searchParams.get('state') ?? '',
          timestamp: String(Math.floor(Date.now() / 1000)),
        },
        opts.clientSecret,
      );
      back.search = query.toString();
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (kind === 'oauth' && rest[0] === 'access_token' && req.method === 'POST') {
      const body = JSON.parse(text || '{}') as Record<string, string>;
      const ok =
        body.client_id === opts.clientId &&
        body.client_secret === opts.clientSecret &&
        codes.get(body.code ?? '') === shopName;
      if (!ok) return json(res, 400, { error: 'invalid_request' });
      codes.delete(body.code!);
      const token = `shpat_${randomBytes(16).toString('hex')}`;
      shop.tokens.add(token);
      return json(res, 200, {
        access_token: token,
        scope:
          'read_orders,write_merchant_managed_fulfillment_orders,read_merchant_managed_fulfillment_orders',
      });
    }
    if (kind === 'api' && rest[1] === 'graphql.json' && req.method === 'POST') {
      graphqlCalls++;
      if (shop.down) return json(res, 503, { errors: 'Service Unavailable' });
      if (!shop.tokens.has(String(req.headers['x-shopify-access-token'] ?? '')))
        return json(res, 401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      return json(res, 200, graphql(shop, JSON.parse(text)));
    }
    return json(res, 404, { errors: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    shop: shopOf,
    /** Gives a shop a token directly (tests that skip the OAuth flow). */
    grantToken: (shopName: string, token: string) => shopOf(shopName).tokens.add(token),
    addOrders: (shopName: string, inputs: FakeOrderInput[]) => {
      const added = inputs.map(orderOf);
      shopOf(shopName).orders.push(...added);
      return added;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// As a script (the e2e starts it): port, client id, client secret from the command line.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [port, clientId, clientSecret] = process.argv.slice(2);
  void startFakeShopify({
    port: Number(port),
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
  }).then((fake) => console.log(`fake shopify on ${fake.url}`));
}
