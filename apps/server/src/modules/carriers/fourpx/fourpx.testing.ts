import { readFileSync } from 'node:fs';
import { billableWeight, DEFAULT_ESTIMATION_RULE, rateParcelSchema } from '@shiplabel/shared';
import type { CarrierAddress, CustomsLine, ShipmentDetails } from '../carrier-adapter.ts';

/** Test helpers: the published samples of fixtures/ and a Shenzhen to US shipment to build requests from. */
export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;

export const parcel = (weight: number, sides: [number, number, number] = [10, 8, 4]) =>
  billableWeight(
    rateParcelSchema.parse({ weight, length: sides[0], width: sides[1], height: sides[2] }),
    DEFAULT_ESTIMATION_RULE,
  );

export const shenzhenSender: CarrierAddress = {
  name: 'Wu Rao',
  company: '4PX Seller Ltd',
  phone: '13000000000',
  street1: 'Caifugang Building D 25F',
  city: 'Shenzhen',
  state: 'GuangDong',
  zip: '518000',
  country: 'CN',
  residential: false,
};

export const usRecipient: CarrierAddress = {
  name: 'Zhang San',
  phone: '1234567890',
  email: 'buyer@example.test',
  street1: 'Str 123',
  street2: 'Apt 4',
  city: 'Auburn',
  state: 'NY',
  zip: '13021',
  country: 'US',
  residential: true,
};

export const bowl: CustomsLine = {
  description: 'bowl',
  quantity: 3,
  valueMinor: 2700n,
  currency: 'USD',
  weightLb: 0.4,
  hsCode: '691200',
  originCountry: 'CN',
};

export function shipmentOf(over: Partial<ShipmentDetails> = {}): ShipmentDetails {
  return {
    from: shenzhenSender,
    to: usRecipient,
    parcels: [parcel(0.5)],
    declaredMinor: [2700n],
    currency: 'USD',
    signature: 'none',
    customs: [bowl],
    shipDate: '2026-11-24',
    orderNo: 'SO20261124001',
    ...over,
  };
}
