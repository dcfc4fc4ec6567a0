import {
  expandParcels,
  type OrderOptions,
  orderLabelFormat,
  type ParcelWeights,
  type Quote,
  toIn,
  toLb,
} from '@shiplabel/shared';
import { businessDay } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type CarrierAdapter,
  CarrierError,
  type LabelInput,
  type LabelResult,
} from '../carriers/carrier-adapter.ts';
import { type CatalogFreshness, carrierForService } from '../pricing/for-orders.ts';
import type { OrderRow } from './orders.repository.ts';
import { shipmentDetailsOfOrder } from './placement.shipment.ts';

export type LabelOutcome = { ok: true; label: LabelResult } | { ok: false; code: string };

/**
 * The carrier's label request of a placed order: the zone and billable weights it was quoted with (so the
 * carrier is asked for exactly what the customer pays for), the placement key as the idempotency key, the
 * shipment's details (addresses, values, customs; shipping `today` at the earliest) and the label format
 * (the order's, else the channel's default).
 */
export function labelInputOf(
  order: OrderRow,
  quote: Quote,
  serviceCode: string,
  at: { today: string; channelSettings: Record<string, unknown> },
): LabelInput {
  const parcels = expandParcels(order.parcels);
  const weights: ParcelWeights[] = quote.parcels.map((p, i) => {
    const parcel = parcels[i];
    const sides = parcel
      ? [parcel.length, parcel.width, parcel.height]
          .map((s) => toIn(s, parcel.distanceUnit))
          .sort((a, b) => b - a)
      : [0, 0, 0];
    return {
      unit: p.billableWeight.unit,
      actual: p.actualWeight.value,
      dimensional: p.dimensionalWeight.value,
      billable: p.billableWeight.value,
      billableLb: toLb(p.billableWeight.value, p.billableWeight.unit),
      sidesIn: sides as [number, number, number],
      actualLb: toLb(p.actualWeight.value, p.actualWeight.unit),
    };
  });
  return {
    serviceCode,
    zone: quote.zone,
    fromZip: order.fromAddress.zipCode,
    toZip: order.toAddress.zipCode,
    parcels: weights,
    reference: order.placementKey!,
    shipment: shipmentDetailsOfOrder(order, weights, at.today),
    labelFormat: orderLabelFormat(order.options as OrderOptions, at.channelSettings),
  };
}

type CarrierDeps = Pick<AppDeps, 'db' | 'clock' | 'config'> & CatalogFreshness;

/** The label request of the order on its channel now. */
export function labelRequestOf(
  deps: CarrierDeps,
  order: OrderRow,
  carrier: { context: { settings: Record<string, unknown> }; serviceCode: string },
): LabelInput {
  return labelInputOf(order, order.baseInfo!, carrier.serviceCode, {
    today: businessDay(deps.clock(), deps.config.businessTz),
    channelSettings: carrier.context.settings,
  });
}

async function carrierOf(deps: Pick<AppDeps, 'db' | 'clock'> & CatalogFreshness, order: OrderRow) {
  const log = { orderId: order.id, orderNo: order.orderNo, userId: order.userId };
  return carrierForService({ ...deps, serviceId: order.serviceId!, log });
}

/** A carrier's refusal or failure as a code; anything else (our own fault) propagates. */
function refusalCode(error: unknown): string | null {
  if (error instanceof CarrierError) return error.code;
  if (error instanceof AppError && error.status === 422) return error.errorCode;
  return null;
}

/**
 * Buys the order's label. Runs outside any database transaction: the carrier may take seconds. Unexpected
 * errors propagate and leave the order as it is (money held) for the recovery job.
 */
export async function buyLabel(deps: CarrierDeps, order: OrderRow): Promise<LabelOutcome> {
  try {
    const carrier = await carrierOf(deps, order);
    const input = labelRequestOf(deps, order, carrier);
    const { adapter, context } = carrier;
    // A return order uses the carrier's return service or flag; a carrier without one makes a normal label
    // of the swapped addresses.
    const label =
      order.isReturn && adapter.createReturnLabel
        ? await adapter.createReturnLabel(context, input)
        : await adapter.createLabel(context, input);
    return { ok: true, label };
  } catch (error) {
    const code = refusalCode(error);
    if (code === null) throw error;
    return { ok: false, code };
  }
}

/** The label the carrier made for the order's placement key, if it made one (recovery). */
export async function findPlacedLabel(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  order: OrderRow,
): Promise<LabelResult | null> {
  let carrier: { adapter: CarrierAdapter; context: Parameters<CarrierAdapter['rate']>[0] };
  try {
    carrier = await carrierOf(deps, order);
  } catch (error) {
    if (refusalCode(error) !== null) return null; // the channel is gone: no carrier to have made it
    throw error;
  }
  if (!carrier.adapter.findLabel) return null;
  return carrier.adapter.findLabel(carrier.context, { reference: order.placementKey! });
}

/**
 * Asks the carrier to void the order's labels; says whether every one was voided. Never throws. The
 * carrier's own shipment id (the order's, or the one of a label not recorded yet) goes with each number.
 */
export async function voidLabels(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  order: OrderRow,
  numbers: string[],
  carrierRef: string = order.carrierRef,
) {
  try {
    const { adapter, context } = await carrierOf(deps, order);
    let all = numbers.length > 0;
    for (const trackingNumber of numbers) {
      const result = await adapter.void(context, { trackingNumber, ...(carrierRef && { carrierRef }) });
      all &&= result.voided;
    }
    return all;
  } catch {
    return false;
  }
}
