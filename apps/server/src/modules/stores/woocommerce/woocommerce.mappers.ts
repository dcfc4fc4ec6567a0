import { currencyMinorDigits, decimalToMinorUnits } from '@shiplabel/shared';
import type { StoreAddress, StoreMoney, StoreOrder, StoreOrderLine, StoreWeight } from '../store-adapter.ts';
import {
  type WcAddress,
  type WcLineItem,
  type WcOrder,
  wcLineItemSchema,
  wcOrderSchema,
} from './woocommerce.payloads.ts';

/** The store's weight unit setting (woocommerce_weight_unit: kg, g, lbs, oz; WooCommerce's default is kg). */
export type WcWeightUnit = 'kg' | 'g' | 'lbs' | 'oz';
export const WC_WEIGHT_UNITS: readonly WcWeightUnit[] = ['kg', 'g', 'lbs', 'oz'];
const STORE_WEIGHT_UNIT: Record<WcWeightUnit, StoreWeight['unit']> = {
  kg: 'kg',
  g: 'g',
  lbs: 'lb',
  oz: 'oz',
};

/** Integer division rounded half up (a line subtotal shared out over its quantity). */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

/** A weight text in the store's unit as a StoreWeight; null when absent, zero or not a number. */
export function wcWeight(text: string | undefined, unit: WcWeightUnit): StoreWeight | null {
  if (!text || !/^\d{1,9}(\.\d{1,9})?$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value > 0 ? { value, unit: STORE_WEIGHT_UNIT[unit] } : null;
}

const has = (a: WcAddress | undefined) => Boolean(a?.address_1?.trim() && a?.country?.trim());

/** The ship-to address: `shipping`, or `billing` when the order has no shipping address (virtual lines). */
export function wcRecipient(order: Pick<WcOrder, 'billing' | 'shipping'>): StoreAddress | null {
  const billing = order.billing ?? {};
  const ship = has(order.shipping) ? order.shipping! : has(billing) ? billing : null;
  if (!ship) return null;
  const t = (v: string | undefined) => (v ?? '').trim();
  return {
    personName: `${t(ship.first_name)} ${t(ship.last_name)}`.trim() || t(ship.company),
    company: t(ship.company),
    phone: t(ship.phone) || t(billing.phone),
    email: t(billing.email),
    addressLine1: t(ship.address_1),
    addressLine2: t(ship.address_2),
    city: t(ship.city),
    stateCode: t(ship.state).toUpperCase(),
    zipCode: t(ship.postcode),
    countryCode: t(ship.country).toUpperCase(),
  };
}

/** Weights keyed by product or variation id, in the store's unit, from the products endpoints. */
export interface WcWeights {
  unit: WcWeightUnit;
  byProductId: ReadonlyMap<number, string>;
}

function mapLine(
  line: WcLineItem,
  currency: string,
  digits: number,
  weights?: WcWeights,
): StoreOrderLine | null {
  if (line.quantity <= 0) return null;
  const subtotal = decimalToMinorUnits(line.subtotal ?? '', digits);
  if (subtotal === null || subtotal < 0n) return null;
  const weightText =
    (line.variation_id ? weights?.byProductId.get(line.variation_id) : undefined) ||
    (line.product_id ? weights?.byProductId.get(line.product_id) : undefined);
  return {
    lineId: String(line.id),
    sku: (line.sku ?? '').trim(),
    title: (line.name ?? '').trim(),
    quantity: line.quantity,
    // `subtotal` is the line before discounts: what the buyer was charged per unit times quantity.
    unitPrice: { minor: divideHalfUp(subtotal, BigInt(line.quantity)), currency },
    weight: weights ? wcWeight(weightText, weights.unit) : null,
    hsCode: '',
    originCountry: '',
  };
}

export type WcMapResult =
  | { ok: true; order: StoreOrder }
  | { ok: false; storeOrderId: string; reason: string };

/**
 * One WooCommerce order (REST v3 JSON) as a StoreOrder. Refuses (with a reason, for the sync's log) an
 * order without a ship-to address, without a shippable line, or with money that is not a decimal string.
 */
export function mapWcOrder(raw: unknown, weights?: WcWeights): WcMapResult {
  const parsed = wcOrderSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, storeOrderId: '', reason: 'woocommerce.order_unreadable' };
  const order = parsed.data;
  const storeOrderId = String(order.id);
  const fail = (reason: string): WcMapResult => ({ ok: false, storeOrderId, reason });
  const currency = (order.currency || 'USD').toUpperCase();
  const digits = currencyMinorDigits(currency);
  const recipient = wcRecipient(order);
  if (!recipient) return fail('woocommerce.order_no_address');
  const lines: StoreOrderLine[] = [];
  for (const item of order.line_items) {
    const line = wcLineItemSchema.safeParse(item);
    const mapped = line.success ? mapLine(line.data, currency, digits, weights) : null;
    if (!mapped) return fail('woocommerce.order_line_unreadable');
    lines.push(mapped);
  }
  if (lines.length === 0) return fail('woocommerce.order_no_lines');
  const shipping = decimalToMinorUnits(order.shipping_total || '0', digits);
  const total = decimalToMinorUnits(order.total || '0', digits);
  if (shipping === null || total === null) return fail('woocommerce.order_money_unreadable');
  const money = (minor: bigint): StoreMoney => ({ minor, currency });
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice.minor * BigInt(l.quantity), 0n);
  // date_created_gmt has no zone designator ("2017-03-22T19:28:02"); it is UTC by its name.
  const gmt = order.date_created_gmt ? new Date(`${order.date_created_gmt}Z`) : new Date(Number.NaN);
  return {
    ok: true,
    order: {
      storeOrderId,
      name: `#${order.number || storeOrderId}`,
      createdAt: Number.isNaN(gmt.getTime()) ? new Date(0) : gmt,
      recipient,
      lines,
      totals: { subtotal: money(subtotal), shipping: money(shipping), total: money(total) },
      fulfillmentRef: { wcOrderId: order.id },
    },
  };
}

/** The ids whose weight a page of orders needs: parents in `products`, variations under their parent. */
export function weightIdsOf(rawOrders: unknown[]): { products: number[]; variations: Map<number, number[]> } {
  const products = new Set<number>();
  const variations = new Map<number, number[]>();
  for (const raw of rawOrders) {
    const order = wcOrderSchema.safeParse(raw);
    if (!order.success) continue;
    for (const item of order.data.line_items) {
      const line = wcLineItemSchema.safeParse(item);
      if (!line.success || !line.data.product_id) continue;
      products.add(line.data.product_id);
      if (line.data.variation_id) {
        const list = variations.get(line.data.product_id) ?? [];
        if (!list.includes(line.data.variation_id)) list.push(line.data.variation_id);
        variations.set(line.data.product_id, list);
      }
    }
  }
  return { products: [...products], variations };
}
