/**
 * The GraphQL Admin API calls the adapter makes. The version is pinned (Shopify releases one a quarter and
 * supports each for at least 12 months: shopify.dev/docs/api/usage/versioning); 2026-10 is the stable
 * version current when this was written. Fields are those of the 2026-10 reference (FulfillmentOrder,
 * FulfillmentOrderLineItem, fulfillmentCreate); FulfillmentOrderLineItem.originalUnitPriceSet is
 * deprecated since 2026-01, so the price comes from the order's LineItem.
 */
export const SHOPIFY_API_VERSION = '2026-10';

/** Scopes asked for at install: read orders and create fulfillments of the merchant's own locations. */
export const SHOPIFY_SCOPES =
  'read_orders,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders';

/** Orders per page (Shopify caps connections at 250; 50 keeps each query's cost well under the limit). */
export const ORDERS_PAGE_SIZE = 50;

export const UNFULFILLED_ORDERS_QUERY = `query UnfulfilledOrders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      name
      createdAt
      email
      phone
      displayFulfillmentStatus
      shippingAddress { name firstName lastName company phone address1 address2 city provinceCode zip countryCodeV2 }
      subtotalPriceSet { shopMoney { amount currencyCode } }
      totalShippingPriceSet { shopMoney { amount currencyCode } }
      totalPriceSet { shopMoney { amount currencyCode } }
      fulfillmentOrders(first: 10) {
        nodes {
          id
          status
          lineItems(first: 100) {
            nodes {
              id
              sku
              productTitle
              variantTitle
              totalQuantity
              remainingQuantity
              requiresShipping
              weight { unit value }
              lineItem { id originalUnitPriceSet { shopMoney { amount currencyCode } } }
              variant { inventoryItem { harmonizedSystemCode countryCodeOfOrigin } }
            }
          }
        }
      }
    }
  }
}`;

/** Asked again before a fulfilment: only fulfillment orders still open are fulfilled (a retry is safe). */
export const FULFILLMENT_ORDERS_QUERY = `query OrderFulfillmentOrders($id: ID!) {
  order(id: $id) {
    id
    fulfillmentOrders(first: 10) { nodes { id status } }
  }
}`;

export const FULFILLMENT_CREATE_MUTATION = `mutation FulfillmentCreate($fulfillment: FulfillmentInput!, $message: String) {
  fulfillmentCreate(fulfillment: $fulfillment, message: $message) {
    fulfillment { id status trackingInfo(first: 10) { company number url } }
    userErrors { field message }
  }
}`;
