import type { ApiKeyScope } from '@shiplabel/shared';

/**
 * The public API (DESIGN 4, issue 16): every route a customer API key may call, by route pattern, with
 * the scope it needs. A route not listed here refuses a key (403 apiKey.route_not_allowed): account,
 * keys, money, support and back-office routes need a signed-in session. `testMode: false` marks routes
 * a test-mode key may not call because they would move money outside the test placement.
 */
interface ApiRoute {
  scope: ApiKeyScope;
  testMode?: false;
}

const rates = { scope: 'rates' } as const;
const orders = { scope: 'orders_labels' } as const;
const tracking = { scope: 'tracking' } as const;
const addresses = { scope: 'addresses' } as const;
const ratesLiveOnly = { scope: 'rates', testMode: false } as const;
const ordersLiveOnly = { scope: 'orders_labels', testMode: false } as const;

export const API_KEY_ROUTES: Readonly<Record<string, ApiRoute>> = {
  // rates
  '/app/order/estimateRate': rates,
  // Batch estimates quote every channel: a test key rates one shipment at a time (sandbox quotes only).
  '/app/order/batchEstimateRate': ratesLiveOnly,
  '/app/order/orders/estimate': ratesLiveOnly,
  '/app/zone/find': rates,
  // orders, drafts, labels, batches, imports, manifests, documents (and the jobs they run as)
  '/app/order/draft': orders,
  '/app/order/orders': orders,
  '/app/order/orders/:id': orders,
  '/app/order/void': orders,
  '/app/order/cancelRestore': orders,
  '/app/order/order/copy': orders,
  '/app/order/label/create': orders,
  '/app/order/label/return': ordersLiveOnly,
  '/app/order/cancel': ordersLiveOnly,
  '/app/order/label/batchCreate': ordersLiveOnly,
  '/app/order/label/down': orders,
  '/app/order/invoice/down': orders,
  '/app/order/label/downZip': orders,
  '/app/order/order/down': orders,
  '/app/order/label/downSaveOrderTo': orders,
  '/app/order/createManifest': orders,
  '/app/order/manifests': orders,
  '/app/order/manifests/:id/down': orders,
  '/app/order/import/template': orders,
  '/app/order/import/upload': orders,
  '/app/order/import/:id': orders,
  '/app/order/import/:id/rows': orders,
  '/app/order/import/:id/createDrafts': orders,
  '/app/jobs/:id': orders,
  '/app/jobs/:id/items': orders,
  '/app/jobs/:id/cancel': orders,
  '/app/jobs/:id/download': orders,
  // tracking
  '/app/track/getTrackInfo': tracking,
  // addresses: validation, cities, the address book
  '/app/user/address/getCity': addresses,
  '/app/user/address/validate': addresses,
  '/app/user/address/validate/batch': addresses,
  '/app/order/orders/validateAddresses': addresses,
  '/app/user/address-book/list': addresses,
  '/app/user/address-book/:id': addresses,
  '/app/user/address-book/create': addresses,
  '/app/user/address-book/update/:id': addresses,
  '/app/user/address-book/delete/:id': addresses,
};

/** The public-API entry of a route pattern, or null when keys may not call it. */
export const apiRouteOf = (routeUrl: string | undefined): ApiRoute | null =>
  (routeUrl && Object.hasOwn(API_KEY_ROUTES, routeUrl) ? API_KEY_ROUTES[routeUrl] : null) ?? null;
