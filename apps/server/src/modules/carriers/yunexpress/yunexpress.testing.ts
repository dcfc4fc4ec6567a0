import { readFileSync } from 'node:fs';
import { billableWeight, DEFAULT_ESTIMATION_RULE, rateParcelSchema } from '@shiplabel/shared';
import type { CarrierAddress, CustomsLine, ShipmentDetails } from '../carrier-adapter.ts';

/** Test helpers: the published samples of fixtures/ and a shipment from Shenzhen to New York. */
export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;

export const parcel = (weight: number, sides: [number, number, number] = [10, 8, 4]) =>
  billableWeight(
    rateParcelSchema.parse({ weight, length: sides[0], width: sides[1], height: sides[2] }),
    DEFAULT_ESTIMATION_RULE,
  );

export const shenzhenSender: CarrierAddress = {
  name: 'Zhang San',
  company: '测试公司',
  phone: '13800138000',
  street1: '深圳市南山区科技园',
  city: 'Shenzhen',
  state: 'Guangdong',
  zip: '518000',
  country: 'CN',
  residential: false,
};

export const newYorkRecipient: CarrierAddress = {
  name: 'Alice Example',
  phone: '+1-555-0100',
  email: 'alice@example.com',
  street1: '1 Main Street',
  street2: 'Apt 4',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
  residential: true,
};

export const tShirts: CustomsLine = {
  description: 'T-Shirt',
  quantity: 3,
  valueMinor: 1000n,
  currency: 'USD',
  weightLb: 1.5,
  hsCode: '6109.10',
  originCountry: 'CN',
};

export const phoneCase: CustomsLine = {
  description: '手机壳 phone case',
  quantity: 2,
  valueMinor: 599n,
  currency: 'USD',
  weightLb: 0.4,
  originCountry: 'CN',
};

export function shipmentOf(over: Partial<ShipmentDetails> = {}): ShipmentDetails {
  return {
    from: shenzhenSender,
    to: newYorkRecipient,
    parcels: [parcel(2.5)],
    declaredMinor: [1000n],
    currency: 'USD',
    signature: 'none',
    customs: [tShirts],
    shipDate: '2026-11-24',
    orderNo: 'SO20261124001',
    ...over,
  };
}
