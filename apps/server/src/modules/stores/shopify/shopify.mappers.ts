import { currencyMinorDigits, decimalToMinorUnits } from '@shiplabel/shared';
import {
  type StoreAddress,
  StoreError,
  type StoreMoney,
  type StoreOrder,
  type StoreOrderLine,
  type StoreWeight,
  type TrackingPush,
} from '../store-adapter.ts';

/** The subset of the GraphQL Admin API shapes the adapter reads (2026-10 reference). */
interface MoneyV2 {
  amount: string;
  currencyCode: string;
}
interface MoneyBag {
  shopMoney: MoneyV2;
}
interface MailingAddress {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
  countryCodeV2?: string | null;
}
interface FulfillmentOrderLineItem {
  id: string;
  sku?: string | null;
  productTitle: string;
  variantTitle?: string | null;
  totalQuantity: number;
  remainingQuantity: number;
  requiresShipping?: boolean;
  weight?: { unit: string; value: number } | null;
  lineItem: { id: string; originalUnitPriceSet: MoneyBag };
  variant?: {
    inventoryItem?: { harmonizedSystemCode?: string | null; countryCodeOfOrigin?: string | null } | null;
  } | null;
}
interface FulfillmentOrder {
  id: string;
  status: string;
  lineItems: { nodes: FulfillmentOrderLineItem[] };
}
export interface ShopifyOrder {
  id: string;
  name: string;
  createdAt: string;
  email?: string | null;
  phone?: string | null;
  shippingAddress?: MailingAddress | null;
  subtotalPriceSet: MoneyBag;
  totalShippingPriceSet: MoneyBag;
  totalPriceSet: MoneyBag;
  fulfillmentOrders: { nodes: FulfillmentOrder[] };
}
interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Fulfillment orders our labels can ship: open or started, at one of the merchant's locations. */
const SHIPPABLE = new Set(['OPEN', 'IN_PROGRESS']);

/** A decimal text in the currency's minor units ("12.5" USD -> 1250n; "1200" JPY -> 1200n), half up. */
export function toMinor(amount: string, currency: string): bigint {
  const minor = decimalToMinorUnits(amount, currencyMinorDigits(currency));
  if (minor === null) throw new StoreError('store.bad_response', `not an amount: ${amount}`);
  return minor;
}

const money = (bag: MoneyBag | null | undefined): StoreMoney => {
  const m = bag?.shopMoney;
  if (!m) return { minor: 0n, currency: 'USD' };
  return { minor: toMinor(m.amount, m.currencyCode), currency: m.currencyCode };
};

const WEIGHT_UNITS: Record<string, StoreWeight['unit']> = {
  GRAMS: 'g',
  KILOGRAMS: 'kg',
  POUNDS: 'lb',
  OUNCES: 'oz',
};

function weightOf(w: FulfillmentOrderLineItem['weight']): StoreWeight | null {
  if (!w || !(w.value > 0)) return null;
  const unit = WEIGHT_UNITS[w.unit];
  return unit ? { value: w.value, unit } : null;
}

const text = (v: string | null | undefined) => (v ?? '').trim();

export function addressOf(a: MailingAddress | null | undefined, order: ShopifyOrder): StoreAddress {
  const name = text(a?.name) || [text(a?.firstName), text(a?.lastName)].filter(Boolean).join(' ');
  return {
    personName: name,
    company: text(a?.company),
    phone: text(a?.phone) || text(order.phone),
    email: text(order.email),
    addressLine1: text(a?.address1),
    addressLine2: text(a?.address2),
    city: text(a?.city),
    stateCode: text(a?.provinceCode),
    zipCode: text(a?.zip),
    countryCode: text(a?.countryCodeV2).toUpperCase(),
  };
}

function lineOf(item: FulfillmentOrderLineItem): StoreOrderLine {
  const inventory = item.variant?.inventoryItem;
  const title = [item.productTitle, text(item.variantTitle)].filter(Boolean).join(' - ');
  return {
    lineId: item.id,
    sku: text(item.sku),
    title,
    quantity: item.remainingQuantity,
    unitPrice: money(item.lineItem.originalUnitPriceSet),
    weight: weightOf(item.weight),
    hsCode: text(inventory?.harmonizedSystemCode),
    originCountry: text(inventory?.countryCodeOfOrigin).toUpperCase(),
  };
}

/**
 * One order as the sync sees it: the lines still to ship of its open fulfillment orders; null when
 * nothing is left to ship (fulfilled elsewhere, digital goods) or it has no shipping address.
 */
export function mapShopifyOrder(order: ShopifyOrder): StoreOrder | null {
  const open = order.fulfillmentOrders.nodes.filter((fo) => SHIPPABLE.has(fo.status));
  const items = open.flatMap((fo) =>
    fo.lineItems.nodes.filter((li) => li.remainingQuantity > 0 && li.requiresShipping !== false),
  );
  if (items.length === 0 || !order.shippingAddress) return null;
  return {
    storeOrderId: order.id,
    name: order.name,
    createdAt: new Date(order.createdAt),
    recipient: addressOf(order.shippingAddress, order),
    lines: items.map(lineOf),
    totals: {
      subtotal: money(order.subtotalPriceSet),
      shipping: money(order.totalShippingPriceSet),
      total: money(order.totalPriceSet),
    },
    fulfillmentRef: { fulfillmentOrderIds: open.map((fo) => fo.id) },
  };
}

/** Throws the store's refusal in a GraphQL answer (HTTP 200 with `errors`), else returns `data`. */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  const errors = answer.errors ?? [];
  if (errors.length > 0) {
    const code = errors[0]?.extensions?.code;
    const kind = code === 'ACCESS_DENIED' || code === 'UNAUTHORIZED' ? 'store.unauthorized' : 'store.refused';
    throw new StoreError(
      kind,
      errors
        .map((e) => e.message)
        .join('; ')
        .slice(0, 500),
    );
  }
  if (!answer.data) throw new StoreError('store.bad_response', 'GraphQL answer without data');
  return answer.data;
}

export interface OrdersPage {
  orders: StoreOrder[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export function mapOrdersPage(
  answer: GraphQLAnswer<{
    orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrder[] };
  }>,
): OrdersPage {
  const { orders } = dataOf(answer);
  return {
    orders: orders.nodes.map(mapShopifyOrder).filter((o): o is StoreOrder => o !== null),
    hasNextPage: orders.pageInfo.hasNextPage,
    endCursor: orders.pageInfo.endCursor,
  };
}

/** The orders search: open and unfulfilled, created at or after `since` (Shopify's search syntax). */
export function ordersSearch(since?: Date): string {
  const base = 'status:open AND fulfillment_status:unfulfilled';
  return since ? `${base} AND created_at:>='${since.toISOString()}'` : base;
}

/** fulfillmentCreate's FulfillmentInput: every remaining line of the given fulfillment orders. */
export function fulfillmentInput(fulfillmentOrderIds: string[], tracking: TrackingPush) {
  return {
    notifyCustomer: true,
    trackingInfo: {
      company: tracking.carrierName,
      number: tracking.trackingNumber,
      ...(tracking.url && { url: tracking.url }),
    },
    // Without fulfillmentOrderLineItems a fulfillment order is fulfilled whole (what is left of it).
    lineItemsByFulfillmentOrder: fulfillmentOrderIds.map((fulfillmentOrderId) => ({ fulfillmentOrderId })),
  };
}

/** The fulfillment orders of an order that are still open (a retry skips those already fulfilled). */
export function openFulfillmentOrderIds(
  answer: GraphQLAnswer<{ order: { fulfillmentOrders: { nodes: { id: string; status: string }[] } } | null }>,
): string[] {
  const { order } = dataOf(answer);
  if (!order) throw new StoreError('store.refused', 'order not found in the store');
  return order.fulfillmentOrders.nodes.filter((fo) => SHIPPABLE.has(fo.status)).map((fo) => fo.id);
}

/** The created fulfillment's id; userErrors are the store's refusal. */
export function fulfillmentCreated(
  answer: GraphQLAnswer<{
    fulfillmentCreate: {
      fulfillment: { id: string } | null;
      userErrors: { field?: string[] | null; message: string }[];
    };
  }>,
): string {
  const { fulfillmentCreate } = dataOf(answer);
  if (fulfillmentCreate.userErrors.length > 0 || !fulfillmentCreate.fulfillment)
    throw new StoreError(
      'store.refused',
      fulfillmentCreate.userErrors
        .map((e) => e.message)
        .join('; ')
        .slice(0, 500) || 'no fulfillment created',
    );
  return fulfillmentCreate.fulfillment.id;
}
