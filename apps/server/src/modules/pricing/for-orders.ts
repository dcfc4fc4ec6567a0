import type { EstimateRequest, Locale, Quote } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import { recordingAdapter } from '../api-log/recording-adapter.ts';
import type { ApiLogSubject, CarrierAdapter, CarrierContext } from '../carriers/carrier-adapter.ts';
import { carrierMemoryOf } from '../carriers/carrier-memory.ts';
import { carrierConnection } from '../carriers/http/carrier-context.ts';
import { adapterOf } from '../carriers/registry.ts';
import { usableServiceIds } from '../channels/channel-queries.ts';
import { ratingSettings } from '../config/config.usecases.ts';
import { loadCatalog } from './catalog.ts';
import type { QuoteCommission } from './proxy-pricing.ts';
import { priceRuleOf, quoteService, shipmentOf } from './rate-engine.ts';

/**
 * Batch work may accept a catalogue checked current up to this many ms ago (see loadCatalog); absent,
 * the catalogue version is checked on every call.
 */
export interface CatalogFreshness {
  catalogMaxAgeMs?: number;
}

/**
 * What the orders issue needs from rating: the quote of the one service an order chose (stored on the
 * order as `baseInfo`), refused with the reason when the user may not use it or it cannot carry the
 * shipment; and the carrier adapter with its context to buy, void and track the label.
 */
export async function quoteChosenService(
  deps: AppDeps & {
    locale: Locale;
    userId: string;
    request: EstimateRequest;
    serviceId: string;
    /** The order being placed, for the carrier API log. */
    log?: ApiLogSubject;
    /** An order priced before keeps its insurance table version (its quote's); absent: the current one. */
    insuranceTableId?: string | undefined;
  } & CatalogFreshness,
): Promise<{ quote: Quote; carrierCostMinor: bigint; commission?: QuoteCommission }> {
  const [catalog, settings] = await Promise.all([
    loadCatalog(deps.db, deps.catalogMaxAgeMs),
    ratingSettings(deps, deps.insuranceTableId),
  ]);
  if (!usableServiceIds(catalog, deps.userId).includes(deps.serviceId))
    throw unprocessable('rating.service_not_allotted');
  const outcome = await quoteService({
    catalog,
    service: catalog.services.get(deps.serviceId)!,
    shipment: shipmentOf(deps.request),
    priceRule: priceRuleOf(catalog, deps.userId),
    locale: deps.locale,
    now: deps.clock(),
    log: deps.log ?? { userId: deps.userId },
    settings,
    timeZone: deps.config.businessTz,
  });
  if (!outcome.available) throw unprocessable(outcome.code, outcome.params);
  return { quote: outcome.quote, carrierCostMinor: outcome.carrierCostMinor, commission: outcome.commission };
}

export async function carrierForService(
  deps: Pick<AppDeps, 'db' | 'clock'> & { serviceId: string; log?: ApiLogSubject } & CatalogFreshness,
): Promise<{ adapter: CarrierAdapter; context: CarrierContext; serviceCode: string }> {
  const catalog = await loadCatalog(deps.db, deps.catalogMaxAgeMs);
  const service = catalog.services.get(deps.serviceId);
  const channel = service && catalog.channels.get(service.channelId);
  const adapter = channel && adapterOf(channel.carrierCode);
  if (!service || !channel || !adapter) throw unprocessable('rating.carrier_missing');
  return {
    // Every label, void, tracking and manifest call goes to the carrier API log, with the order if given.
    adapter: recordingAdapter(adapter, deps.db),
    serviceCode: service.code,
    context: {
      channelId: channel.id,
      settings: channel.settings,
      credentials: catalog.credentials.get(channel.id) ?? {},
      rateCard: catalog.rateCards.get(service.id)?.card ?? null,
      now: deps.clock(),
      memory: carrierMemoryOf(deps.db, channel.carrierCode, channel.id),
      log: deps.log,
      ...carrierConnection({ db: deps.db, adapter, channel, log: deps.log }),
    },
  };
}
