import {
  CHANNEL_STATUS,
  declaredMinorOf,
  domesticDepositMinor,
  type EstimateRequest,
  effectiveRule,
  expandParcels,
  type Locale,
  type PriceRuleEntry,
  priceShipment,
  type Quote,
  type QuoteList,
  quoteJson,
  type RateParcel,
  refusalFor,
  type ServiceRef,
  serviceLimitsSchema,
  shipmentDirection,
  shipmentInsurance,
  sortQuotes,
  weightsOf,
} from '@shiplabel/shared';
import { businessDay } from '../../lib/business-time.ts';
import { unprocessable } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { recordingAdapter } from '../api-log/recording-adapter.ts';
import { type ApiLogSubject, CarrierError } from '../carriers/carrier-adapter.ts';
import { carrierConnection } from '../carriers/http/carrier-context.ts';
import { adapterOf } from '../carriers/registry.ts';
import { usableServiceIds } from '../channels/channel-queries.ts';
import { carrierName } from '../channels/channel-views.ts';
import type { ServiceRow } from '../channels/channels.table.ts';
import type { RatingSettings } from '../config/config.usecases.ts';
import { chartZone } from '../geo/usps-zone-chart.parse.ts';
import { zip5Of } from '../geo/zip-directory.ts';
import { zoneByDistance } from '../geo/zone-by-distance.ts';
import type { Catalog } from './catalog.ts';
import {
  type ProxyStacking,
  proxyStackingOf,
  type QuoteCommission,
  ratingUserOf,
  stackOnProxyPrice,
} from './proxy-pricing.ts';
import { shipmentDetailsOfEstimate } from './shipment-details.ts';

/** International shipments are priced in zone 9 (rate cards price it in a "Zone 9" column). */
export const INTERNATIONAL_ZONE = 9;

interface Shipment {
  fromZip: string;
  toZip: string;
  fromCountry: string;
  toCountry: string;
  parcels: RateParcel[];
  declared: bigint[];
  residential: boolean;
  signature: boolean;
  battery: boolean;
  /** The estimate request it came from: real carriers rate on its addresses (absent for price sheets). */
  request?: Pick<EstimateRequest, 'from' | 'to' | 'options'>;
}

type Outcome =
  | {
      available: true;
      quote: Quote;
      /** The carrier's charge (base + surcharges, before markup): kept on the order, never in the quote. */
      carrierCostMinor: bigint;
      /** A sub-account's quote: its proxy's price and commission (issue 13), never in the quote either. */
      commission?: QuoteCommission;
    }
  | { available: false; ref: ServiceRef; code: string; params?: Record<string, string | number> };

type ZoneResult = { zone: number; source: Quote['zoneSource'] } | null;

/**
 * Uploaded chart of the channel first, else the official USPS chart (if uploaded), else the USPS distance
 * zone; international is zone 9.
 */
export function zoneFor(
  catalog: Catalog,
  channelId: string,
  s: Pick<Shipment, 'fromZip' | 'toZip' | 'fromCountry' | 'toCountry'>,
): ZoneResult {
  if (s.fromCountry !== 'US' || s.toCountry !== 'US')
    return { zone: INTERNATIONAL_ZONE, source: 'international' };
  const from = zip5Of(s.fromZip);
  const to = zip5Of(s.toZip);
  if (!from || !to) return null;
  const chart = catalog.zoneCharts.get(channelId);
  const charted = chart?.entries.get(`${from.slice(0, 3)}:${to.slice(0, 3)}`);
  if (charted !== undefined) return { zone: charted, source: 'chart' };
  // The official USPS chart, when an administrator uploaded it, is the default before distance bands.
  const official = chartZone(catalog.uspsZoneChart, from, to);
  if (official !== undefined) return { zone: official, source: 'chart' };
  const distance = zoneByDistance(from, to);
  return distance ? { zone: distance.zone, source: 'distance' } : null;
}

export function refOf(catalog: Catalog, service: ServiceRow, locale: Locale): ServiceRef {
  const channel = catalog.channels.get(service.channelId)!;
  return {
    channelId: channel.id,
    channelName: channel.name,
    carrierCode: channel.carrierCode,
    carrierName: carrierName(channel.carrierCode, locale),
    serviceId: service.id,
    serviceCode: service.code,
    serviceName: service.name,
    currency: channel.currency,
  };
}

/** The user's price rule; a proxy's sub-account gets its proxy's, with the proxy's markup to stack on it. */
export function priceRuleOf(
  catalog: Catalog,
  userId: string,
): { id: string | null; entries: PriceRuleEntry[]; proxy?: ProxyStacking | null } {
  const ratingUser = ratingUserOf(catalog, userId);
  const id = catalog.userPriceRule.get(ratingUser) ?? catalog.defaultPriceRuleId;
  const rule = id ? catalog.priceRules.get(id) : undefined;
  return {
    id: rule ? rule.row.id : null,
    entries: rule?.entries ?? [],
    proxy: proxyStackingOf(catalog, userId),
  };
}

/** One service's quote for one shipment (a fixed zone may be given, as for price sheets). */
export async function quoteService(input: {
  catalog: Catalog;
  service: ServiceRow;
  shipment: Shipment;
  priceRule: ReturnType<typeof priceRuleOf>;
  locale: Locale;
  now: Date;
  fixedZone?: number;
  /** Whose rating it is, for the carrier API log. */
  log?: ApiLogSubject;
  /** Deposits and the insurance table version of the system configuration (issue 14). */
  settings: RatingSettings;
  /** The business time zone: a rated parcel ships today there (default UTC). */
  timeZone?: string;
}): Promise<Outcome> {
  const { catalog, service, shipment, locale } = input;
  const channel = catalog.channels.get(service.channelId)!;
  const ref = refOf(catalog, service, locale);
  const refuse = (code: string, params?: Record<string, string | number>): Outcome => ({
    available: false,
    ref,
    code,
    params,
  });
  const found = adapterOf(channel.carrierCode);
  if (!found) return refuse('rating.carrier_missing');
  const adapter = catalog.db ? recordingAdapter(found, catalog.db) : found;
  const rule = effectiveRule(
    catalog.globalRule,
    catalog.channelRules.get(channel.id),
    catalog.serviceRules.get(service.id),
  );
  const weights = weightsOf(shipment.parcels, rule);
  const direction = shipmentDirection(shipment.fromCountry, shipment.toCountry);
  const refusal = refusalFor({
    limits: serviceLimitsSchema.parse(service.limits),
    rule,
    parcels: weights,
    direction,
    battery: shipment.battery,
    signature: shipment.signature,
  });
  if (refusal) return refuse(refusal.code, refusal.params);
  const zone: ZoneResult =
    input.fixedZone !== undefined
      ? { zone: input.fixedZone, source: 'distance' }
      : zoneFor(catalog, channel.id, shipment);
  if (!zone) return refuse('rating.zone_unknown');
  const details =
    shipment.request &&
    shipmentDetailsOfEstimate({
      request: shipment.request,
      parcels: weights,
      declaredMinor: shipment.declared,
      currency: channel.currency,
      shipDate: businessDay(input.now, input.timeZone ?? 'UTC'),
    });
  let rated: Awaited<ReturnType<typeof adapter.rate>>;
  try {
    rated = await adapter.rate(
      {
        channelId: channel.id,
        settings: channel.settings,
        credentials: catalog.credentials.get(channel.id) ?? {},
        rateCard: catalog.rateCards.get(service.id)?.card ?? null,
        now: input.now,
        log: input.log,
        ...carrierConnection({ db: catalog.db ?? null, adapter: found, channel, log: input.log }),
      },
      {
        serviceCode: service.code,
        zone: zone.zone,
        direction,
        parcels: weights,
        ...(details && { shipment: details }),
      },
    );
  } catch (error) {
    // A real carrier that failed (timeout, refused credentials, bad answer) makes this one service
    // unavailable with our translated reason; the other services are still quoted.
    if (error instanceof CarrierError) return refuse(error.code);
    throw error;
  }
  if (!rated.ok) return refuse(rated.code, rated.params);
  const priced = priceShipment({
    rule,
    entries: input.priceRule.entries,
    channelId: channel.id,
    serviceId: service.id,
    zone: zone.zone,
    baseMinor: rated.baseMinor,
    weights,
    declaredMinor: shipment.declared,
    residential: shipment.residential,
    signature: shipment.signature,
    direction,
    domesticDepositMinor: domesticDepositMinor(channel.settings),
    deposits: input.settings.deposits,
    insuranceTable: input.settings.insurance.table,
  });
  if (!priced.ok) return refuse(priced.code);
  // A sub-account pays its proxy's price plus the proxy's markup (issue 13); the difference is commission.
  const stacked = input.priceRule.proxy
    ? stackOnProxyPrice(priced.priced, input.priceRule.proxy, channel.currency, weights.length)
    : { priced: priced.priced, commission: undefined };
  return {
    available: true,
    carrierCostMinor: priced.priced.costMinor,
    commission: stacked.commission,
    quote: quoteJson({
      ref,
      priced: stacked.priced,
      weights,
      declaredMinor: shipment.declared,
      direction,
      zone: zone.zone,
      zoneSource: zone.source,
      transitDays: { min: service.transitDaysMin, max: service.transitDaysMax },
      priceRuleId: input.priceRule.id,
      quotedAt: input.now,
      insuranceTableId: input.settings.insurance.id,
    }),
  };
}

export function shipmentOf(request: EstimateRequest): Shipment {
  const parcels = expandParcels(request.parcels);
  return {
    fromZip: request.from.zipCode,
    toZip: request.to.zipCode,
    fromCountry: request.from.countryCode,
    toCountry: request.to.countryCode,
    parcels,
    declared: declaredMinorOf(parcels),
    residential: request.to.isResidential,
    signature: request.options.signature,
    battery: request.options.battery,
    request,
  };
}

/**
 * Every service the user may use, priced for the shipment: available quotes cheapest first, the others
 * with the reason in the caller's language. Asking for services the user may not use is refused (404),
 * never answered, so ids of other customers' services reveal nothing.
 */
export async function quoteAll(input: {
  catalog: Catalog;
  userId: string;
  request: EstimateRequest;
  locale: Locale;
  now: Date;
  settings: RatingSettings;
  timeZone?: string;
}): Promise<QuoteList> {
  const { catalog, request, locale } = input;
  const shipment = shipmentOf(request);
  const insurance = shipmentInsurance(shipment.declared, input.settings.insurance.table);
  if (!insurance.ok) throw unprocessable(insurance.reason);
  let ids = usableServiceIds(catalog, input.userId);
  if (request.serviceIds) {
    const allowed = new Set(ids);
    if (request.serviceIds.some((id) => !allowed.has(id))) throw unprocessable('rating.service_not_allotted');
    ids = [...new Set(request.serviceIds)];
  }
  const priceRule = priceRuleOf(catalog, input.userId);
  const outcomes = await Promise.all(
    ids.map((id) =>
      quoteService({
        catalog,
        service: catalog.services.get(id)!,
        shipment,
        priceRule,
        locale,
        now: input.now,
        log: { userId: input.userId },
        settings: input.settings,
        timeZone: input.timeZone,
      }),
    ),
  );
  const quotes: Quote[] = [];
  const unavailable: QuoteList['unavailable'] = [];
  for (const o of outcomes) {
    if (o.available) quotes.push(o.quote);
    else
      unavailable.push({
        version: 1,
        ...o.ref,
        available: false,
        reasonCode: o.code,
        reason: t(locale, o.code, o.params ?? {}),
      });
  }
  unavailable.sort((a, b) => a.serviceName.localeCompare(b.serviceName));
  return { quotes: sortQuotes(quotes), unavailable };
}

export { CHANNEL_STATUS };
