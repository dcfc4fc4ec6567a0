import { expandParcels, toLb } from '@shiplabel/shared';
import { businessMinute } from '../../lib/business-time.ts';
import type { manifests } from '../manifests/manifests.table.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { ManifestModel, ManifestParcel } from './manifest-pdf.ts';

/** Weights are measurements, not money: floating point is fine, shown to 2 decimals. */
const show = (value: number) => `${value.toFixed(2)} lb`;

/** Every parcel of the order (a parcel row with packageNum 3 is three parcels), each with its tracking number. */
function parcelLines(order: OrderRow): { line: ManifestParcel; weightLb: number }[] {
  return expandParcels(order.parcels).map((parcel, i) => {
    const weightLb = toLb(parcel.weight, parcel.massUnit);
    return {
      weightLb,
      line: {
        orderNo: order.orderNo,
        trackingNo: order.trackingNumbers[i] ?? order.trackingNo,
        recipient: order.toAddress.personName,
        zip: order.toAddress.zipCode,
        weight: show(weightLb),
        service: order.serviceName,
      },
    };
  });
}

function shipperOf(order: OrderRow | undefined): string[] {
  if (!order) return [];
  const a = order.fromAddress;
  return [
    [a.company, a.personName].filter(Boolean).join(' / '),
    [a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    [a.city, a.stateCode, a.zipCode, a.countryCode].filter(Boolean).join(' '),
    a.phone,
  ].filter(Boolean);
}

/** What the manifest PDF shows, from the manifest row and its orders (in the order they were chosen). */
export function manifestModelOf(input: {
  manifest: typeof manifests.$inferSelect;
  orders: OrderRow[];
  carrier: string;
  channel: string;
  timeZone: string;
}): ManifestModel {
  const lines = input.orders.flatMap(parcelLines);
  const total = lines.reduce((sum, l) => sum + l.weightLb, 0);
  return {
    manifestNo: input.manifest.manifestNo,
    carrier: input.carrier,
    channel: input.channel,
    carrierManifestId: input.manifest.carrierManifestId,
    shipDate: input.manifest.shipDate,
    shipper: shipperOf(input.orders[0]),
    createdAt: businessMinute(input.manifest.createdAt, input.timeZone),
    orderCount: input.orders.length,
    totalWeight: show(total),
    parcels: lines.map((l) => l.line),
  };
}
