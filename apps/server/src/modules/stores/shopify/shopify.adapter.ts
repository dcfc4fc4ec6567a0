import { CarrierError } from '../../carriers/carrier-adapter.ts';
import { type StoreAdapter, type StoreContext, StoreError, type StoreOrder } from '../store-adapter.ts';
import {
  FULFILLMENT_CREATE_MUTATION,
  FULFILLMENT_ORDERS_QUERY,
  ORDERS_PAGE_SIZE,
  SHOPIFY_API_VERSION,
  UNFULFILLED_ORDERS_QUERY,
} from './shopify.graphql.ts';
import {
  fulfillmentCreated,
  fulfillmentInput,
  mapOrdersPage,
  openFulfillmentOrderIds,
  ordersSearch,
} from './shopify.mappers.ts';

/** A sync reads at most this many pages (2,500 orders); the rest come with the next sync. */
const MAX_PAGES = 50;

/**
 * One GraphQL Admin API call. Reads are safe to retry after a timeout; fulfillmentCreate is not (the
 * fulfil job asks which fulfillment orders are still open before trying again instead).
 */
async function graphql<T>(
  ctx: StoreContext,
  operation: string,
  query: string,
  variables: Record<string, unknown>,
  safeToRetry: boolean,
): Promise<T> {
  const token = ctx.credentials.accessToken;
  if (!token) throw new StoreError('store.unauthorized', 'no access token');
  let res: Awaited<ReturnType<StoreContext['http']['request']>>;
  try {
    res = await ctx.http.request({
      method: 'POST',
      url: `${ctx.baseUrl}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
      headers: { 'X-Shopify-Access-Token': token },
      body: { query, variables },
      safeToRetry,
      operation,
    });
  } catch (error) {
    if (error instanceof CarrierError) throw new StoreError('store.unreachable', error.message);
    throw error;
  }
  if (res.status === 401 || res.status === 403)
    throw new StoreError('store.unauthorized', `HTTP ${res.status}: ${res.text.slice(0, 200)}`);
  if (res.status >= 500 || res.status === 429)
    throw new StoreError('store.unreachable', `HTTP ${res.status}`);
  if (res.status >= 400)
    throw new StoreError('store.refused', `HTTP ${res.status}: ${res.text.slice(0, 200)}`);
  try {
    return res.json<T>();
  } catch {
    throw new StoreError('store.bad_response', `not JSON: ${res.text.slice(0, 200)}`);
  }
}

export const shopifyAdapter: StoreAdapter = {
  platform: 'shopify',

  async pullOrders(ctx, since) {
    const out: StoreOrder[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await graphql<Parameters<typeof mapOrdersPage>[0]>(
        ctx,
        'shopify.orders',
        UNFULFILLED_ORDERS_QUERY,
        { first: ORDERS_PAGE_SIZE, after, query: ordersSearch(since) },
        true,
      );
      const mapped = mapOrdersPage(answer);
      out.push(...mapped.orders);
      if (!mapped.hasNextPage || !mapped.endCursor) break;
      after = mapped.endCursor;
    }
    return out;
  },

  async pushTracking(ctx, order, tracking) {
    const stillOpen = openFulfillmentOrderIds(
      await graphql(
        ctx,
        'shopify.fulfillmentOrders',
        FULFILLMENT_ORDERS_QUERY,
        { id: order.storeOrderId },
        true,
      ),
    );
    // Only the fulfillment orders the draft was made of (others may ship from another location).
    const pulled = order.fulfillmentRef.fulfillmentOrderIds;
    const open = Array.isArray(pulled) ? stillOpen.filter((id) => pulled.includes(id)) : stillOpen;
    // Nothing left open: an earlier try went through (its answer was lost) or the merchant shipped it.
    if (open.length === 0) return;
    fulfillmentCreated(
      await graphql(
        ctx,
        'shopify.fulfillmentCreate',
        FULFILLMENT_CREATE_MUTATION,
        { fulfillment: fulfillmentInput(open, tracking) },
        false,
      ),
    );
  },
};
