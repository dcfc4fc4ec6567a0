import { readFileSync } from 'node:fs';
import { billableWeight, DEFAULT_ESTIMATION_RULE, rateParcelSchema } from '@shiplabel/shared';
import type { CarrierAddress, ShipmentDetails } from '../carrier-adapter.ts';

/** Test helpers: the published samples of fixtures/ and shipments to build requests from. */
export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;

export const parcel = (weight: number, sides: [number, number, number] = [10, 8, 4]) =>
  billableWeight(
    rateParcelSchema.parse({ weight, length: sides[0], width: sides[1], height: sides[2] }),
    DEFAULT_ESTIMATION_RULE,
  );

export const sender: CarrierAddress = {
  name: 'Ann Sender',
  company: 'Acme Ltd',
  phone: '+1 (410) 555-0100',
  email: 'ship@acme.test',
  street1: '2311 York Rd',
  city: 'Timonium',
  state: 'MD',
  zip: '21093',
  country: 'US',
  residential: false,
};

export const recipient: CarrierAddress = {
  name: 'Bob Receiver',
  phone: '404-555-0199',
  street1: '12380 Morris Rd',
  street2: 'Apt 4',
  city: 'Alpharetta',
  state: 'GA',
  zip: '30005',
  country: 'US',
  residential: true,
};

export const torontoRecipient: CarrierAddress = {
  name: 'John Buyer',
  company: 'International Buyer Corp',
  street1: '123 International Street',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 3A8',
  country: 'CA',
  residential: false,
};

export function shipmentOf(over: Partial<ShipmentDetails> = {}): ShipmentDetails {
  return {
    from: sender,
    to: recipient,
    parcels: [parcel(2.5)],
    declaredMinor: [0n],
    currency: 'USD',
    signature: 'none',
    shipDate: '2026-11-24',
    orderNo: 'SO20261124001',
    ...over,
  };
}
