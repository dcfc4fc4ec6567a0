import { z } from 'zod';
import { CURRENCIES, type Currency, formatMinor, parseMinor, percentOfMinorHalfUp } from '../money.ts';
import { ruleAmountSchema } from './estimation-rule.ts';

/**
 * A proxy (reseller) sells to its sub-accounts on top of its own price: a percentage of the proxy's
 * shipping price (half up to the cent) plus a fixed amount per parcel, in the currency of the quote.
 * The markup is never negative, so a sub-account never pays less than its proxy and the commission
 * (sub price - proxy price) is never negative (docs/decisions.md, "Proxy markup").
 */
export interface ProxyMarkup {
  /** Basis points of the proxy's shipping price (1250 = 12.5 %). */
  percentBp: number;
  /** Added once per parcel of the shipment. */
  fixedMinor: bigint;
}

/** The markup on one shipment: half-up(proxyShipping x bp / 10,000) + fixed x parcels. */
export function proxyMarkupMinor(proxyShippingMinor: bigint, parcels: number, markup: ProxyMarkup | null) {
  if (!markup || proxyShippingMinor < 0n || parcels < 0) return 0n;
  return percentOfMinorHalfUp(proxyShippingMinor, markup.percentBp) + markup.fixedMinor * BigInt(parcels);
}

/** The sub-account's shipping price and the proxy's commission, both in minor units. */
export function stackProxyPrice(input: {
  proxyShippingMinor: bigint;
  parcels: number;
  markup: ProxyMarkup | null;
}): { subShippingMinor: bigint; commissionMinor: bigint } {
  const commissionMinor = proxyMarkupMinor(input.proxyShippingMinor, input.parcels, input.markup);
  return { subShippingMinor: input.proxyShippingMinor + commissionMinor, commissionMinor };
}

/**
 * The markup that applies to a sub-account in a currency: its own row first, else the proxy's default
 * (subAccountId null) of that currency, else none (the sub-account pays the proxy's price).
 */
export function proxyMarkupRowFor<T extends { subAccountId: string | null; currency: string }>(
  rows: readonly T[],
  subAccountId: string,
  currency: string,
): T | null {
  return (
    rows.find((r) => r.subAccountId === subAccountId && r.currency === currency) ??
    rows.find((r) => r.subAccountId === null && r.currency === currency) ??
    null
  );
}

export const PROXY_MARKUP_MAX_PERCENT = 1000;

/** POST /app/proxy/markup: the default (no subAccountId) or one sub-account's markup in one currency. */
export const proxyMarkupInputSchema = z.object({
  subAccountId: z.uuid().nullable().default(null),
  currency: z.enum(CURRENCIES).default('USD'),
  percent: z
    .number()
    .finite()
    .min(0, 'proxy.markup_negative')
    .max(PROXY_MARKUP_MAX_PERCENT, 'proxy.markup_too_large')
    .multipleOf(0.01, 'proxy.markup_decimals')
    .default(0),
  fixedAmount: ruleAmountSchema(1_000_00n, 'proxy.fixed_over_1000').default('0.00'),
  /** true: remove this markup (the sub-account falls back to the default, the default to none). */
  remove: z.boolean().default(false),
});
export type ProxyMarkupInput = z.input<typeof proxyMarkupInputSchema>;

export const proxyMarkupSchema = z.object({
  subAccountId: z.string().nullable(),
  currency: z.string(),
  percent: z.number(),
  fixedAmount: z.string(),
});
export type ProxyMarkupJson = z.infer<typeof proxyMarkupSchema>;

export const markupToJson = (row: {
  subAccountId: string | null;
  currency: string;
  percentBp: number;
  fixedMinor: bigint;
}): ProxyMarkupJson => ({
  subAccountId: row.subAccountId,
  currency: row.currency,
  percent: row.percentBp / 100,
  fixedAmount: formatMinor(row.fixedMinor),
});

export const markupFromInput = (input: z.output<typeof proxyMarkupInputSchema>) => ({
  subAccountId: input.subAccountId,
  currency: input.currency as Currency,
  percentBp: Math.round(input.percent * 100),
  fixedMinor: parseMinor(input.fixedAmount) ?? 0n,
});
