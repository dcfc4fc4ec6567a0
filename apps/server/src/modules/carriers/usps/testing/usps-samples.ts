import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  billableWeight,
  DEFAULT_ESTIMATION_RULE,
  type ParcelWeights,
  rateParcelSchema,
} from '@shiplabel/shared';
import type { CarrierAddress, ShipmentDetails } from '../../carrier-adapter.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** A fixture's text exactly as saved (multipart samples keep their line ends). */
export const fixtureText = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
export const fixtureJson = <T extends object = Record<string, unknown>>(name: string): T =>
  JSON.parse(fixtureText(name)) as T;

/** One parcel in pounds and inches, weighed as the rating engine does. */
export const parcel = (weight: number, sides: [number, number, number] = [10, 8, 4]): ParcelWeights =>
  billableWeight(
    rateParcelSchema.parse({ weight, length: sides[0], width: sides[1], height: sides[2] }),
    DEFAULT_ESTIMATION_RULE,
  );

/** The sender and recipient of Karrio's USPS shipment sample (test_shipment.py ShipmentPayload). */
export const FROM: CarrierAddress = {
  name: 'Tall Tom',
  company: 'ABC Corp.',
  phone: '8005554526',
  street1: '1098 N Fraser Street',
  city: 'Georgetown',
  state: 'SC',
  zip: '29440',
  country: 'US',
  residential: false,
};

export const TO: CarrierAddress = {
  name: 'Lina Smith',
  company: 'Horizon',
  phone: '+1 123 456 7890',
  street1: '1309 S Agnew Avenue',
  street2: 'Apt 303',
  city: 'Oklahoma City',
  state: 'OK',
  zip: '73108',
  country: 'US',
  residential: true,
};

/** The recipient of Karrio's USPS international sample (usps_international test_shipment.py). */
export const TO_BR: CarrierAddress = {
  name: 'John John',
  company: 'Coffee Five',
  phone: '8005554526',
  street1: 'R. da Quitanda, 86 - quiosque 01',
  city: 'Centro',
  state: 'RJ',
  zip: '29440',
  country: 'BR',
  residential: false,
};

export function shipment(over: Partial<ShipmentDetails> = {}): ShipmentDetails {
  const parcels = over.parcels ?? [parcel(4.1)];
  return {
    from: FROM,
    to: TO,
    parcels,
    declaredMinor: parcels.map(() => 0n),
    currency: 'USD',
    signature: 'none',
    shipDate: '2024-07-28',
    orderNo: '#Order 11111',
    ...over,
  };
}
