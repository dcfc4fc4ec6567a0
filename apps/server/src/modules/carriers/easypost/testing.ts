import { billableWeight, DEFAULT_ESTIMATION_RULE, rateParcelSchema } from '@shiplabel/shared';
import type { ShipmentDetails } from '../carrier-adapter.ts';

/** Test shipments for the aggregator adapters (EasyPost, Shippo): addresses as in their published samples. */
export const parcelOf = (lb: number, sides: [number, number, number] = [9, 6, 2]) =>
  billableWeight(
    rateParcelSchema.parse({ weight: lb, length: sides[0], width: sides[1], height: sides[2] }),
    DEFAULT_ESTIMATION_RULE,
  );

export function testShipment(over: Partial<ShipmentDetails> = {}): ShipmentDetails {
  return {
    from: {
      name: 'George Costanza',
      company: 'Vandelay Industries',
      street1: '1 E 161st St.',
      city: 'Bronx',
      state: 'NY',
      zip: '10451',
      country: 'US',
      residential: false,
    },
    to: {
      name: 'Dr. Steve Brule',
      phone: '4153334444',
      street1: '179 N Harbor Dr',
      city: 'Redondo Beach',
      state: 'CA',
      zip: '90277',
      country: 'US',
      residential: true,
    },
    parcels: [parcelOf(10)],
    declaredMinor: [0n],
    currency: 'USD',
    signature: 'none',
    shipDate: '2026-11-20',
    orderNo: 'SL2026112000001',
    ...over,
  };
}
