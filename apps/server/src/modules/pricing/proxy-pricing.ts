import { type PricedShipment, proxyMarkupRowFor, stackProxyPrice } from '@shiplabel/shared';
import type { ProxyMarkupRow } from '../proxy/proxy.table.ts';
import type { Catalog } from './catalog.ts';

/**
 * Issue 13: a proxy's sub-account rates as its proxy (the proxy's allotted services and price rule), and
 * the proxy's markup for it stacks on top. Every quote path (estimates, price sheet, label create, batch
 * placement) goes through priceRuleOf + quoteService, which call these, so they all agree to the cent.
 */
export interface ProxyStacking {
  proxyId: string;
  subAccountId: string;
  markups: readonly ProxyMarkupRow[];
}

/** The commission of one quote: what the proxy's own price was and what the proxy earns on it. */
export interface QuoteCommission {
  proxyId: string;
  subAccountId: string;
  currency: string;
  proxyPriceMinor: bigint;
  subPriceMinor: bigint;
  commissionMinor: bigint;
}

/** Whose services and price rule a user rates with: its proxy's for a sub-account, else its own. */
export const ratingUserOf = (catalog: Catalog, userId: string) => catalog.proxyOf.get(userId) ?? userId;

export function proxyStackingOf(catalog: Catalog, userId: string): ProxyStacking | null {
  const proxyId = catalog.proxyOf.get(userId);
  if (!proxyId) return null;
  return { proxyId, subAccountId: userId, markups: catalog.proxyMarkups.get(proxyId) ?? [] };
}

/**
 * The sub-account's priced shipment: the proxy's shipping price plus the markup of the quote's currency,
 * folded into the base line as the price rule's markup is (the sub-account never sees the proxy's price).
 * Insurance and deposit are not marked up.
 */
export function stackOnProxyPrice(
  priced: PricedShipment,
  stacking: ProxyStacking,
  currency: string,
  parcels: number,
): { priced: PricedShipment; commission: QuoteCommission } {
  const row = proxyMarkupRowFor(stacking.markups, stacking.subAccountId, currency);
  const { subShippingMinor, commissionMinor } = stackProxyPrice({
    proxyShippingMinor: priced.shippingMinor,
    parcels,
    markup: row,
  });
  return {
    priced: {
      ...priced,
      baseMinor: priced.baseMinor + commissionMinor,
      markupMinor: priced.markupMinor + commissionMinor,
      shippingMinor: subShippingMinor,
    },
    commission: {
      proxyId: stacking.proxyId,
      subAccountId: stacking.subAccountId,
      currency,
      proxyPriceMinor: priced.shippingMinor,
      subPriceMinor: subShippingMinor,
      commissionMinor,
    },
  };
}
