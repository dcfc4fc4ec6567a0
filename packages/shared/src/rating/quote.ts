import { z } from 'zod';
import { rateAddressSchema } from '../address/address.schema.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { billableWeight, type ParcelWeights } from './billable-weight.ts';
import { depositFor, type InternationalDeposits, type ShipmentDirection } from './deposit.ts';
import type { EstimationRule } from './estimation-rule.ts';
import { type InsuranceTable, shipmentInsurance } from './insurance.ts';
import { MAX_PARCELS_PER_SHIPMENT, type RateParcel, rateParcelSchema } from './parcel.ts';
import { markupFor, type PriceRuleEntry, selectPriceEntry } from './price-rule.ts';
import { type SurchargeLine, surchargesFor } from './surcharges.ts';
import { tidy } from './units.ts';

/** Version of the quote shape; the orders issue stores a quote on the order as `baseInfo`. */
export const QUOTE_VERSION = 1;
export const MAX_BATCH_SHIPMENTS = 100;

export const estimateRequestSchema = z.object({
  from: rateAddressSchema,
  to: rateAddressSchema,
  parcels: z
    .array(rateParcelSchema)
    .min(1, 'rating.at_least_one_package')
    .max(MAX_PARCELS_PER_SHIPMENT, 'rating.too_many_packages')
    .refine((ps) => parcelCount(ps) <= MAX_PARCELS_PER_SHIPMENT, 'rating.too_many_packages'),
  options: z
    .object({ signature: z.boolean().default(false), battery: z.boolean().default(false) })
    .default({ signature: false, battery: false }),
  /** Only these services (default: every service the caller may use). */
  serviceIds: z.array(z.uuid()).max(200).optional(),
});
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;
export type EstimateRequest = z.output<typeof estimateRequestSchema>;

export const batchEstimateRequestSchema = z.object({
  shipments: z
    .array(z.unknown())
    .min(1, 'rating.batch_empty')
    .max(MAX_BATCH_SHIPMENTS, 'rating.batch_too_many'),
});

/** Parcels of the rows, counting each row packageNum times. */
export const parcelCount = (parcels: readonly { packageNum: number }[]) =>
  parcels.reduce((n, p) => n + p.packageNum, 0);

/** Each parcel row repeated packageNum times. */
export function expandParcels(parcels: readonly RateParcel[]): RateParcel[] {
  return parcels.flatMap((p) => Array.from({ length: p.packageNum }, () => ({ ...p, packageNum: 1 })));
}

export const weightsOf = (parcels: readonly RateParcel[], rule: EstimationRule) =>
  parcels.map((p) => billableWeight(p, rule));

export interface PricedShipment {
  costMinor: bigint;
  baseMinor: bigint;
  markupMinor: bigint;
  surcharges: SurchargeLine[];
  shippingMinor: bigint;
  insuranceMinor: bigint;
  premiums: bigint[];
  depositMinor: bigint;
  priceEntry: PriceRuleEntry | null;
}

export type PriceResult = { ok: true; priced: PricedShipment } | { ok: false; code: string };

/**
 * Customer price of one service for one shipment, given the carrier's base cost: surcharges of the rule,
 * the price rule's markup on the carrier total (folded into the base line the customer sees), insurance
 * per package and the temporary deposit of the direction.
 */
export function priceShipment(input: {
  rule: EstimationRule;
  entries: readonly PriceRuleEntry[];
  channelId: string;
  serviceId: string;
  zone: number;
  baseMinor: bigint;
  weights: readonly ParcelWeights[];
  declaredMinor: readonly bigint[];
  residential: boolean;
  signature: boolean;
  direction: ShipmentDirection;
  /** The channel's deposit for a domestic shipment (international ones follow spec section 9). */
  domesticDepositMinor?: bigint;
  /** The system configuration's international deposits (default: spec section 9's). */
  deposits?: InternationalDeposits;
  /** The insurance table version the shipment is priced with (default: spec section 9's). */
  insuranceTable?: InsuranceTable;
}): PriceResult {
  const insurance = shipmentInsurance(input.declaredMinor, input.insuranceTable);
  if (!insurance.ok) return { ok: false, code: insurance.reason };
  const surcharges = surchargesFor({
    rule: input.rule,
    baseMinor: input.baseMinor,
    parcels: input.weights,
    residential: input.residential,
    signature: input.signature,
  });
  const costMinor = surcharges.reduce((sum, l) => sum + l.amountMinor, input.baseMinor);
  const billableLb = tidy(input.weights.reduce((sum, w) => sum + w.billableLb, 0));
  const priceEntry = selectPriceEntry(input.entries, {
    channelId: input.channelId,
    serviceId: input.serviceId,
    billableLb,
    zone: input.zone,
  });
  const markupMinor = markupFor(costMinor, priceEntry);
  return {
    ok: true,
    priced: {
      costMinor,
      baseMinor: input.baseMinor + markupMinor,
      markupMinor,
      surcharges,
      shippingMinor: costMinor + markupMinor,
      insuranceMinor: insurance.totalMinor,
      premiums: insurance.premiums,
      depositMinor: depositFor(input.direction, input.domesticDepositMinor, input.deposits),
      priceEntry,
    },
  };
}

const money = z.string();
const weightSchema = z.object({ value: z.number(), unit: z.enum(['lb', 'kg']) });

const serviceRefSchema = z.object({
  version: z.literal(QUOTE_VERSION),
  channelId: z.string(),
  channelName: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  serviceId: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  currency: z.string(),
});

/** A priced service: what the customer pays, line by line. Stored on the order as `baseInfo`. */
export const quoteSchema = serviceRefSchema.extend({
  available: z.literal(true),
  quotedAt: z.string(),
  direction: z.enum(['domestic', 'import', 'export']),
  zone: z.number().int(),
  zoneSource: z.enum(['chart', 'distance', 'international']),
  transitDays: z.object({ min: z.number().int(), max: z.number().int() }),
  billableWeight: weightSchema,
  parcels: z.array(
    z.object({
      actualWeight: weightSchema,
      dimensionalWeight: weightSchema,
      billableWeight: weightSchema,
      declaredValue: money,
      insurance: money,
    }),
  ),
  breakdown: z.object({
    base: money,
    surcharges: z.array(z.object({ code: z.string(), amount: money })),
    insurance: money,
    deposit: money,
  }),
  /** base + surcharges */
  shippingAmount: money,
  /** shipping + insurance: what is charged */
  totalAmount: money,
  /** held and released later (spec section 9) */
  depositAmount: money,
  /** total + deposit: what the wallet must hold to place the order */
  payableAmount: money,
  priceRuleId: z.string().nullable(),
  /**
   * The insurance table version the quote was priced with (issue 14): an order keeps it, so re-pricing
   * the order later uses the same table. Absent on quotes stored before versions existed (= version 1).
   */
  insuranceTableId: z.string().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A service that cannot carry the shipment, with the reason in the caller's language. */
export const unavailableQuoteSchema = serviceRefSchema.extend({
  available: z.literal(false),
  reasonCode: z.string(),
  reason: z.string(),
});
export type UnavailableQuote = z.infer<typeof unavailableQuoteSchema>;

export const quoteListSchema = z.object({
  quotes: z.array(quoteSchema),
  unavailable: z.array(unavailableQuoteSchema),
});
export type QuoteList = z.infer<typeof quoteListSchema>;

export type ServiceRef = Omit<z.infer<typeof serviceRefSchema>, 'version'>;

const w = (value: number, unit: 'lb' | 'kg') => ({ value: tidy(value), unit });

/** The JSON quote of a priced shipment. */
export function quoteJson(input: {
  ref: ServiceRef;
  priced: PricedShipment;
  weights: readonly ParcelWeights[];
  declaredMinor: readonly bigint[];
  direction: ShipmentDirection;
  zone: number;
  zoneSource: Quote['zoneSource'];
  transitDays: { min: number; max: number };
  priceRuleId: string | null;
  quotedAt: Date;
  insuranceTableId?: string;
}): Quote {
  const { priced } = input;
  const unit = input.weights[0]?.unit ?? 'lb';
  const total = priced.shippingMinor + priced.insuranceMinor;
  const sameUnit = input.weights.every((p) => p.unit === unit);
  return {
    version: QUOTE_VERSION,
    ...input.ref,
    available: true,
    quotedAt: input.quotedAt.toISOString(),
    direction: input.direction,
    zone: input.zone,
    zoneSource: input.zoneSource,
    transitDays: input.transitDays,
    billableWeight: sameUnit
      ? w(
          input.weights.reduce((s, p) => s + p.billable, 0),
          unit,
        )
      : w(
          input.weights.reduce((s, p) => s + p.billableLb, 0),
          'lb',
        ),
    parcels: input.weights.map((p, i) => ({
      actualWeight: w(p.actual, p.unit),
      dimensionalWeight: w(p.dimensional, p.unit),
      billableWeight: w(p.billable, p.unit),
      declaredValue: formatMinor(input.declaredMinor[i] ?? 0n),
      insurance: formatMinor(priced.premiums[i] ?? 0n),
    })),
    breakdown: {
      base: formatMinor(priced.baseMinor),
      surcharges: priced.surcharges.map((l) => ({ code: l.code, amount: formatMinor(l.amountMinor) })),
      insurance: formatMinor(priced.insuranceMinor),
      deposit: formatMinor(priced.depositMinor),
    },
    shippingAmount: formatMinor(priced.shippingMinor),
    totalAmount: formatMinor(total),
    depositAmount: formatMinor(priced.depositMinor),
    payableAmount: formatMinor(total + priced.depositMinor),
    priceRuleId: input.priceRuleId,
    ...(input.insuranceTableId ? { insuranceTableId: input.insuranceTableId } : {}),
  };
}

export const declaredMinorOf = (parcels: readonly RateParcel[]) =>
  parcels.map((p) => (p.declaredValue ? (parseMinor(p.declaredValue) ?? 0n) : 0n));

/** Cheapest first; equal prices by shorter transit, then name. */
export function sortQuotes(quotes: Quote[]): Quote[] {
  const minor = (q: Quote) => parseMinor(q.totalAmount) ?? 0n;
  return quotes.sort((a, b) => {
    const d = minor(a) - minor(b);
    if (d !== 0n) return d < 0n ? -1 : 1;
    return a.transitDays.max - b.transitDays.max || a.serviceName.localeCompare(b.serviceName);
  });
}
