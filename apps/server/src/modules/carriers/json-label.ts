import type { LabelInput, LabelResult } from './carrier-adapter.ts';
import { newTrackingNumber } from './tracking-number.ts';

/**
 * The built-in carriers' label: a new tracking number per parcel and a JSON description of the shipment
 * (the orders issue renders the 4x6 PDF from it).
 */
export function jsonLabel(
  carrier: string,
  prefix: string,
  now: Date,
  input: LabelInput,
  costMinor: bigint,
): LabelResult {
  const trackingNumbers = input.parcels.map(() => newTrackingNumber(prefix, now));
  return {
    trackingNumbers,
    costMinor,
    label: {
      format: 'json',
      content: {
        carrier,
        service: input.serviceCode,
        fromZip: input.fromZip,
        toZip: input.toZip,
        zone: input.zone,
        reference: input.reference,
        ...(input.shipment?.isReturn && { isReturn: true }),
        parcels: input.parcels.map((p, i) => ({
          trackingNumber: trackingNumbers[i],
          billableLb: p.billableLb,
        })),
      },
    },
  };
}
